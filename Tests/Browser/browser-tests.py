#!/usr/bin/python3
"""The live form pages of validator-server in a real, headless Chromium, typed into as a person
types: key by key, Tab to leave, clicks (issue #29).

    Tests/Browser/browser-tests.py [test name …]

Starts the validator-server `scripts/test` built for the server package's tests
(.build/debug/validator-server, or VALIDATOR_SERVER) on a free
loopback port, runs every test_*.py of this folder against it, and saves a screenshot of each
test's last page in .build-browser/screenshots/ (out of git). Needs Debian's chromium,
chromium-driver and python3-selenium (hence /usr/bin/python3, not the pyenv shim); without them
it says what to install and skips, or fails under CI=true.

Prints 'browser: N passed, N failed'; exits 1 on any failure."""
import os
import pathlib
import sys
import unittest

folder = pathlib.Path(__file__).resolve().parent
root = folder.parent.parent
# No __pycache__ left in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, str(folder))

import chromium  # noqa: E402

missing = chromium.missing_prerequisites()
if missing:
    install = f"install the Debian packages {' '.join(missing)} (scripts/install-system-packages)"
    if os.environ.get("CI") == "true":
        print(f"browser: cannot run: {install}")
        print("browser: 0 passed, 1 failed")
        sys.exit(1)
    print(f"browser: skipped: {install}")
    sys.exit(0)

from browser_case import BrowserCase  # noqa: E402
from live_server import LiveServer, ServerStartError  # noqa: E402

loader = unittest.TestLoader()
suite = loader.discover(str(folder), pattern="test_*.py", top_level_dir=str(folder))
if len(sys.argv) > 1:
    wanted = sys.argv[1:]
    chosen = unittest.TestSuite()
    stack = [suite]
    while stack:
        for item in stack.pop():
            if isinstance(item, unittest.TestSuite):
                stack.append(item)
            elif any(name in item.id() for name in wanted):
                chosen.addTest(item)
    suite = chosen

BrowserCase.screenshots = root / ".build-browser/screenshots"
try:
    # Every log line the server can write, so that a secret logged at any level is seen.
    with LiveServer(log_level="trace") as server:
        BrowserCase.server = server
        try:
            result = unittest.TextTestRunner(stream=sys.stderr, verbosity=2).run(suite)
        finally:
            BrowserCase.quit_browsers()
except ServerStartError as error:
    print(f"browser: {error}")
    print("browser: 0 passed, 1 failed")
    sys.exit(1)

failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
print(f"browser: {result.testsRun - failed - len(result.skipped)} passed, {failed} failed "
      f"(screenshots in {BrowserCase.screenshots.relative_to(root)})")
sys.exit(1 if failed or result.testsRun == 0 else 0)
