#!/usr/bin/env python3
"""Writes zxcvbn's model data, as the installed `zxcvbn` (PyPI) holds it, to the text resource the
password plugin's strength estimator reads, and its version to a Swift source of the plugin, so
that the plugin names the version without reading the resource (run by
scripts/update-password-model: password-model-resource.py RESOURCE.txt VERSION.swift).

The resource, UTF-8 lines:
  "zxcvbn VERSION"                      the release the data comes from;
  then for each ranked frequency list, in zxcvbn's order (passwords, english_wikipedia,
  female_names, surnames, us_tv_and_film, male_names):
  "list NAME COUNT"                     followed by COUNT words, one a line, most frequent first
                                        (rank = line number within the list, from 1);
  then for each keyboard adjacency graph, in zxcvbn's order (qwerty, dvorak, keypad, mac_keypad):
  "graph NAME COUNT"                    followed by COUNT lines "KEY<TAB>NEIGHBOUR<TAB>…", each
                                        neighbour the keys of one direction ("qQ": unshifted then
                                        shifted), empty where the direction has no key.
Nothing is dropped or reordered: the estimator's ranks and graphs are zxcvbn's."""
import sys
from importlib.metadata import version

from zxcvbn.adjacency_graphs import ADJACENCY_GRAPHS
from zxcvbn.frequency_lists import FREQUENCY_LISTS

LISTS = ["passwords", "english_wikipedia", "female_names", "surnames", "us_tv_and_film", "male_names"]
GRAPHS = ["qwerty", "dvorak", "keypad", "mac_keypad"]


def main(path, version_path):
    if list(FREQUENCY_LISTS) != LISTS or list(ADJACENCY_GRAPHS) != GRAPHS:
        sys.exit("zxcvbn's lists or graphs are not the ones this script knows: %s, %s"
                 % (list(FREQUENCY_LISTS), list(ADJACENCY_GRAPHS)))
    lines = ["zxcvbn " + version("zxcvbn")]
    for name in LISTS:
        words = FREQUENCY_LISTS[name]
        for word in words:
            if not word or any(c in word for c in "\t\n\r"):
                sys.exit("a word of %s cannot be written one a line" % name)
        lines.append("list %s %d" % (name, len(words)))
        lines.extend(words)
    for name in GRAPHS:
        graph = ADJACENCY_GRAPHS[name]
        lines.append("graph %s %d" % (name, len(graph)))
        for key, neighbours in graph.items():
            lines.append("\t".join([key] + [neighbour or "" for neighbour in neighbours]))
    with open(path, "w", encoding="utf-8", newline="\n") as output:
        output.write("\n".join(lines) + "\n")
    with open(version_path, "w", encoding="utf-8", newline="\n") as output:
        output.write(f"""// Written by scripts/password-model-resource.py with Resources/PasswordModel.txt; do not edit.

extension PasswordStrengthEstimator {{
    /// The zxcvbn release the model's data comes from, such as `"4.5.0"`: known without reading
    /// the model.
    public static var modelVersion: String {{
        "{version("zxcvbn")}"
    }}
}}
""")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
