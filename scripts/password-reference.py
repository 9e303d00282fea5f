#!/usr/bin/env python3
"""python zxcvbn's answers, the reference of the password plugin's agreement test (run by
scripts/password-reference in a virtual environment holding the release under test).

Writes one JSON object a line for each of about 6,000 passwords made from a fixed seed: common
passwords, English words, names, TV and film words, their capitalised, reversed and l33t forms,
with digits and years, keyboard walks, dates, repeats, sequences, random printable texts,
non-ASCII texts (accents, Greek, Cyrillic, CJK, other scripts' digits, emoji, letters whose
lowercase is ASCII or longer), joined words, passwords judged with context words, 20
characters of dense l33t, and 20 characters of l33t mixed with İ:
{"kind", "password", "userInputs", "score", "guessesLog10", "patterns", "warning", "suggestions"}
(zxcvbn's feedback sentences written as the plugin's codes). Passwords are at most
72 code points (zxcvbn's limit) and hold no line break."""
import json
import random
import sys

from zxcvbn import zxcvbn
from zxcvbn.adjacency_graphs import ADJACENCY_GRAPHS
from zxcvbn.frequency_lists import FREQUENCY_LISTS

L33T = {"a": "4@", "b": "8", "c": "({[<", "e": "3", "g": "69", "i": "1!|", "l": "1|7", "o": "0",
        "s": "$5", "t": "+7", "x": "%", "z": "2"}
PRINTABLE = [chr(c) for c in range(0x20, 0x7F)]
NON_ASCII = list("éèêëàâäçñöüßøåæœ") + [chr(c) for c in range(0x3B1, 0x3CA)] \
    + [chr(c) for c in range(0x430, 0x450)] + list("ΣΑΒΓДЖЛ") + list("日本語中文漢字パスワード한국어") \
    + [chr(c) for c in range(0x660, 0x66A)] + [chr(c) for c in range(0x966, 0x970)] \
    + ["\u212a", "\u0130", "\u01c5", "😀", "🔒", "\u00a0", "\u3000"]


def pick(rng, name, top=None):
    """A word of the list `name` (among its `top` first): half the time a frequent one."""
    words = FREQUENCY_LISTS[name][:top]
    if rng.random() < 0.5:
        return words[min(int(rng.paretovariate(0.5)) - 1, len(words) - 1)]
    return rng.choice(words)


def capitalised(rng, word):
    form = rng.randrange(4)
    if form == 0:
        return word.capitalize()
    if form == 1:
        return word.upper()
    if form == 2:
        return word[:-1] + word[-1:].upper()
    return "".join(c.upper() if rng.random() < 0.4 else c for c in word)


def l33t(rng, word):
    return "".join(rng.choice(L33T[c]) if c in L33T and rng.random() < 0.7 else c for c in word)


def walk(rng):
    name = rng.choice(list(ADJACENCY_GRAPHS))
    graph = ADJACENCY_GRAPHS[name]
    key = rng.choice(list(graph))
    text = key
    direction = rng.randrange(6)
    for _ in range(rng.randrange(2, 12)):
        if rng.random() < 0.3:
            direction = rng.randrange(len(graph[key]))
        neighbour = graph[key][direction % len(graph[key])]
        if not neighbour:
            break
        character = neighbour[1] if len(neighbour) > 1 and rng.random() < 0.2 else neighbour[0]
        text += character
        key = neighbour[0]
    return text


def date(rng):
    year = rng.randrange(1900, 2031)
    month, day = rng.randrange(1, 13), rng.randrange(1, 32)
    separator = rng.choice(["", "", "/", "-", ".", "_", " ", "\\"])
    short = rng.random() < 0.4
    y = "%02d" % (year % 100) if short else str(year)
    m = ("%02d" if rng.random() < 0.5 else "%d") % month
    d = ("%02d" if rng.random() < 0.5 else "%d") % day
    parts = rng.choice([[d, m, y], [m, d, y], [y, m, d]])
    return separator.join(parts)


def sequence(rng):
    start = rng.choice([ord("a"), ord("A"), ord("0"), ord("α"), ord("а"), rng.randrange(0x21, 0x7E)])
    step = rng.choice([1, 1, 1, -1, 2, -2, 3, 5])
    length = rng.randrange(3, 12)
    codes = [start + step * k for k in range(length)]
    if min(codes) < 0x21:
        codes = [c - min(codes) + 0x21 for c in codes]
    return "".join(chr(c) for c in codes)


def repeat(rng):
    base = rng.choice([rng.choice(PRINTABLE), pick(rng, "passwords", 500), "".join(rng.choices(PRINTABLE, k=rng.randrange(2, 5))),
                       rng.choice(NON_ASCII)])
    return base * rng.randrange(2, max(3, 24 // max(len(base), 1)))


def random_text(rng, alphabet, longest):
    return "".join(rng.choices(alphabet, k=rng.randrange(1, longest)))


def cases(rng):
    lists = ["passwords", "english_wikipedia", "female_names", "surnames", "us_tv_and_film", "male_names"]
    for _ in range(700):
        yield "common", pick(rng, "passwords"), []
    for _ in range(500):
        yield "word", pick(rng, rng.choice(lists[1:])), []
    for _ in range(500):
        yield "capitalised", capitalised(rng, pick(rng, rng.choice(lists))), []
    for _ in range(250):
        yield "reversed", pick(rng, rng.choice(lists))[::-1], []
    for _ in range(500):
        yield "l33t", l33t(rng, pick(rng, rng.choice(lists))), []
    for _ in range(500):
        word = pick(rng, rng.choice(lists))
        suffix = rng.choice([str(rng.randrange(100)), str(rng.randrange(1950, 2030)), "!", "123", str(rng.randrange(10))])
        yield "digits", (capitalised(rng, word) if rng.random() < 0.5 else word) + suffix, []
    for _ in range(400):
        yield "keyboard", walk(rng), []
    for _ in range(400):
        yield "date", date(rng) if rng.random() < 0.7 else pick(rng, "female_names") + date(rng), []
    for _ in range(300):
        yield "repeat", repeat(rng), []
    for _ in range(300):
        yield "sequence", sequence(rng), []
    for _ in range(600):
        yield "random", random_text(rng, PRINTABLE, 40), []
    for _ in range(400):
        yield "non-ascii", random_text(rng, NON_ASCII + PRINTABLE[16:26] + list("abcdeKk"), 20), []
    for _ in range(400):
        separator = rng.choice(["", " ", "-", ".", "_"])
        words = [pick(rng, rng.choice(lists)) for _ in range(rng.randrange(2, 5))]
        yield "joined", separator.join(words)[:72], []
    for _ in range(200):
        context = [pick(rng, "female_names"), pick(rng, "surnames"), "validatorkit"]
        yield "context", rng.choice(context) + rng.choice(["", str(rng.randrange(100)), pick(rng, "english_wikipedia")]), context
    for _ in range(200):
        # 20 characters of l33t words and of the characters several letters share (1, |, 7): many
        # substitutions read them, which the plugin's l33t matcher walks at once.
        text = ""
        while len(text) < 20:
            text += rng.choice([l33t(rng, pick(rng, rng.choice(lists))), rng.choice(["1", "|", "7", "!", "1|7", "$$", "@", "(", "9"])])
        yield "l33t-dense", text[:20], []
    for _ in range(200):
        # l33t words mixed with İ, which lower-cases to two code points: zxcvbn then reads words
        # from the lowered text's positions, shifted from the password's, and keeps as l33t the
        # words whose token differs from them, even when the token holds no l33t character.
        text = ""
        while len(text) < 20:
            text += rng.choice([l33t(rng, pick(rng, rng.choice(lists))), "\u0130", rng.choice(["1", "|", "7", "!", "$", "@", "0", "3"])])
        if "\u0130" not in text[:20]:
            at = rng.randrange(20)
            text = text[:at] + "\u0130" + text[at + 1:]
        yield "l33t-dotted-I", text[:20], []


# zxcvbn's feedback sentences as the plugin's codes (PasswordWarning, PasswordSuggestion).
WARNINGS = {
    "Straight rows of keys are easy to guess.": "straight_row",
    "Short keyboard patterns are easy to guess.": "key_pattern",
    'Repeats like "aaa" are easy to guess.': "simple_repeat",
    'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': "extended_repeat",
    'Sequences like "abc" or "6543" are easy to guess.': "sequences",
    "Recent years are easy to guess.": "recent_years",
    "Dates are often easy to guess.": "dates",
    "This is a top-10 common password.": "top_ten",
    "This is a top-100 common password.": "top_hundred",
    "This is a very common password.": "common",
    "This is similar to a commonly used password.": "similar_to_common",
    "A word by itself is easy to guess.": "word_by_itself",
    "Names and surnames by themselves are easy to guess.": "names_by_themselves",
    "Common names and surnames are easy to guess.": "common_names",
}
SUGGESTIONS = {
    "Use a few words, avoid common phrases.": "use_words",
    "No need for symbols, digits, or uppercase letters.": "no_need_for_symbols",
    "Add another word or two. Uncommon words are better.": "add_another_word",
    "Use a longer keyboard pattern with more turns.": "longer_keyboard_pattern",
    "Avoid repeated words and characters.": "avoid_repeats",
    "Avoid sequences.": "avoid_sequences",
    "Avoid recent years.": "avoid_recent_years",
    "Avoid years that are associated with you.": "avoid_associated_years",
    "Avoid dates and years that are associated with you.": "avoid_dates",
    "Capitalization doesn't help very much.": "capitalization",
    "All-uppercase is almost as easy to guess as all-lowercase.": "all_uppercase",
    "Reversed words aren't much harder to guess.": "reversed_words",
    "Predictable substitutions like '@' instead of 'a' don't help very much.": "predictable_substitutions",
}


def answer(case):
    kind, password, user_inputs = case
    result = zxcvbn(password, user_inputs=user_inputs)
    return json.dumps({
        "kind": kind, "password": password, "userInputs": user_inputs, "score": result["score"],
        "guessesLog10": float(result["guesses_log10"]),
        "patterns": [match["pattern"] for match in result["sequence"]],
        "warning": WARNINGS[result["feedback"]["warning"]] if result["feedback"]["warning"] else None,
        "suggestions": [SUGGESTIONS[text] for text in result["feedback"]["suggestions"]],
    })


def main():
    rng = random.Random(39)
    all_cases = [(kind, password, inputs) for kind, password, inputs in cases(rng)
                 if password and len(password) <= 72 and "\n" not in password]
    for case in all_cases:
        sys.stdout.write(answer(case) + "\n")


if __name__ == "__main__":
    main()
