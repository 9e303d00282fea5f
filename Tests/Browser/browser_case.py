"""The base of every browser test: one validator-server for the whole run (set by
browser-tests.py), one Chromium per language and JavaScript setting, started when a test first
asks for it and shared by the tests after it, and a screenshot of each test's last page, passed
or failed, in the screenshots folder; a test whose pages logged a script error or a refusal of
the Content-Security-Policy fails."""
import unittest

import chromium
from live_page import LivePage


class BrowserCase(unittest.TestCase):
    server = None
    screenshots = None
    browsers = {}
    opened = None

    @classmethod
    def quit_browsers(cls):
        """Quits every Chromium the tests started."""
        for driver in BrowserCase.browsers.values():
            driver.quit()
        BrowserCase.browsers.clear()

    def page(self, form, language="en", javascript=True):
        """Opens `/forms/{form}` in a Chromium asking for `language`, with or without scripts."""
        key = (language, javascript)
        if key not in BrowserCase.browsers:
            BrowserCase.browsers[key] = chromium.start(language=language, javascript=javascript)
        # Kept before it loads, so tearDown saves what a page that failed to load shows.
        self.opened = LivePage(BrowserCase.browsers[key], BrowserCase.server, form, BrowserCase.screenshots, javascript)
        return self.opened.open()

    def tearDown(self):
        if self.opened is not None:
            self.opened.screenshot(self.id().split(".", 1)[1])
            self.assertEqual(chromium.page_errors(self.opened.driver), [], "script errors or CSP refusals in the console")
