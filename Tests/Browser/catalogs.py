"""What the page should say, read from where the product keeps it: the titles and placeholders
of a form spec (Examples/Specs/*.json: `title` and `titles`, `placeholder` and `placeholders`)
and the messages of a message catalog (`Resources/<language>.lproj/Localizable.strings` of a
module), so no expected word is written into the tests by hand."""
import json
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent.parent
catalogs = {
    "core": root / "Sources/ValidatorKit/Resources",
    "card": root / "Plugins/ValidatorKitPaymentCard/Resources",
    # The simulated username directory's messages (username.taken, …).
    "testing": root / "Sources/ValidatorKitTesting/Resources",
}
entry = re.compile(r'^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$', re.MULTILINE)
template_placeholder = re.compile(r"\{(\w+)\}")


def title(form, path, language="en"):
    """The title of the field at `path` (`card`, `address.street`) of `form` in `language`."""
    return _spec_text(form, path, "title", language)


def placeholder(form, path, language="en"):
    """The placeholder of the field at `path` of `form` in `language`."""
    return _spec_text(form, path, "placeholder", language)


def _spec_text(form, path, key, language):
    """The member `key` of the field at `path` in English, or of `key`+"s" in `language`."""
    fields = json.loads((root / "Examples/Specs" / f"{form}.json").read_text())["fields"]
    field = None
    for component in path.split("."):
        field = next(candidate for candidate in fields if candidate["id"] == component)
        fields = field.get("fields", [])
    return field[key] if language == "en" else field[key + "s"][language]


def message(catalog, key, language="en"):
    """The message template `key` of `catalog` ("core", "card", "testing") in `language`, its
    placeholders (`{brand}`) left in."""
    text = (catalogs[catalog] / f"{language}.lproj/Localizable.strings").read_text()
    for found_key, value in entry.findall(text):
        if found_key == key:
            return value.replace('\\"', '"')
    raise KeyError(f"{key} is not in the {language} catalog of {catalog}")


def message_pattern(catalog, key, language="en", **known):
    """A regular expression matching the message `key` whatever the placeholders not in `known`
    are: `message_pattern("card", "security_code.length", size=4)` matches
    "American Express cards have a 4-digit CID"."""
    template = message(catalog, key, language)
    pattern, position = "", 0
    for match in template_placeholder.finditer(template):
        pattern += re.escape(template[position:match.start()])
        name = match.group(1)
        pattern += re.escape(str(known[name])) if name in known else ".+?"
        position = match.end()
    pattern += re.escape(template[position:])
    return re.compile(pattern)
