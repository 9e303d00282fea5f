"""A Chromium asking for German (Accept-Language: de) gets the forms in German: titles from the
specs' `titles`, messages from the German catalogs (the card plugin's, the demo engine's)."""
import catalogs
from browser_case import BrowserCase
from test_payment import american_express, american_express_shown


class LanguageTests(BrowserCase):
    def test_german_titles_and_messages(self):
        page = self.page("payment", language="de")
        for path in ("name", "card", "expiry", "cvc"):
            self.assertEqual(page.title(path), catalogs.title("payment", path, "de"))
        page.type("card", american_express)
        page.wait_for_value("card", american_express_shown)
        page.type("cvc", "123")
        page.leave("cvc")
        page.wait_for_message("cvc", catalogs.message_pattern("card", "security_code.length", "de", size=4))

    def test_german_taken_username(self):
        page = self.page("signup", language="de")
        self.assertEqual(page.title("username"), catalogs.title("signup", "username", "de"))
        self.assertEqual(page.input("username").get_attribute("placeholder"), catalogs.placeholder("signup", "username", "de"))
        page.type("username", "alice")
        page.leave("username")
        page.wait_for_message("username", catalogs.message_pattern("testing", "username.taken", "de"))
