"""With scripts off the page is a plain form: it posts (application/x-www-form-urlencoded) and
the server answers a page with the verdict."""
from browser_case import BrowserCase
from test_payment import american_express


class WithoutJavaScriptTests(BrowserCase):
    def fill(self, card):
        page = self.page("payment", javascript=False)
        page.type("name", "Ada Lovelace")
        page.type("card", card)
        page.type("expiry", "1230")
        page.type("cvc", "1234")
        page.submit()
        return page.answer()

    def test_a_valid_record_is_accepted(self):
        answer = self.fill(american_express)
        self.assertEqual(answer.get_attribute("data-status"), "201", answer.text)

    def test_a_wrong_card_number_is_listed(self):
        # The American Express number with its check digit changed: Luhn fails.
        answer = self.fill(american_express[:-1] + "6")
        self.assertEqual(answer.get_attribute("data-status"), "422", answer.text)
        listed = [item.get_attribute("data-path") for item in answer.find_elements("css selector", ".problems li")]
        self.assertEqual(listed, ["$.card"], answer.text)
