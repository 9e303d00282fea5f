"""The signup form (Examples/Specs/signup.json): a username asked of the directory, and secrets."""
import catalogs
from browser_case import BrowserCase


class SignupTests(BrowserCase):
    def test_taken_username_shows_it_is_checked_then_taken(self):
        page = self.page("signup")
        # `alice` is one of the names the demo's UsernameDirectory holds as taken.
        page.type("username", "alice")
        page.wait_for(lambda _: page.mark("username") == "checking" and page.is_shown(page.field("username"), ".checking"),
                      'data-mark="checking" and its note on show on username')
        page.leave("username")
        taken = catalogs.message_pattern("testing", "username.taken")
        page.wait_for_message("username", taken)
        self.assertTrue(page.is_marked_invalid("username"))

    def test_the_new_password_carries_the_forms_rules_for_password_generators(self):
        # signup.json's password plugin takes NIST SP 800-63B's lengths for a password that is the
        # only factor (at least 15, up to at least 64), in Apple's passwordrules syntax.
        page = self.page("signup")
        password = page.input("password")
        self.assertEqual(password.get_attribute("autocomplete"), "new-password")
        self.assertEqual(password.get_attribute("passwordrules"), "minlength: 15; maxlength: 64;")
        confirm = page.input("confirm")
        self.assertIsNone(confirm.get_attribute("passwordrules"), "the confirmation is judged by matching, not by rules")
        self.assertEqual(page.input("username").get_attribute("autocomplete"), "off")

    def test_a_password_stays_out_of_the_callbacks_and_the_log(self):
        page = self.page("signup")
        secret = "Quartz7Meadow"
        page.type("password", secret)
        page.type("confirm", secret)
        page.wait_for(lambda _: "confirm" in page.callbacks(), "callbacks about confirm in the pane")
        self.assertEqual(page.input("password").get_attribute("type"), "password")
        self.assertEqual(page.input("password").get_attribute("value"), secret, "the page keeps what was typed")
        self.assertNotIn(secret[1:], page.callbacks())
        self.assertNotIn(secret[1:], page.driver.find_element("tag name", "body").text)
        log = self.server.log()
        self.assertIn("signup", log, "the server logs the page's requests (at trace level)")
        self.assertNotIn(secret[1:], log)
