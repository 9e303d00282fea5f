"""The payment form (Examples/Specs/payment.json) typed into in English."""
import re

from selenium.webdriver.common.keys import Keys

import catalogs
from browser_case import BrowserCase

# Stripe's published American Express test number, and how the card plugin groups it (4-6-5).
american_express = "378282246310005"
american_express_shown = "3782 822463 10005"


class PaymentTests(BrowserCase):
    def test_american_express_number_shows_its_groups_and_brand(self):
        page = self.page("payment")
        self.assertFalse(page.title_floats("card"), "an empty field shows its title inside")
        page.type("card", american_express)
        page.wait_for_value("card", american_express_shown)
        page.wait_for(lambda _: page.brand("card") == "American Express", "the brand American Express")
        self.assertTrue(page.title_floats("card"), "a field with text floats its title above")
        self.assertEqual(len(page.sections("card")), 3, "an American Express number is drawn in 3 boxes (4-6-5)")
        self.assertFalse(page.is_marked_invalid("card"))

    def test_a_digit_typed_after_moving_the_caret_back_lands_there(self):
        page = self.page("payment")
        # The number without its 6th digit, then the caret moved back and the digit typed.
        page.type("card", american_express[:5] + american_express[6:])
        page.wait_for_value("card", "3782 824631 0005")
        # From the end (16) to after "3782 8" (6): ten presses of ←, the group space counted.
        page.press("card", Keys.ARROW_LEFT, 10)
        page.type_here("card", american_express[5])
        page.wait_for_value("card", american_express_shown)
        self.assertEqual(page.brand("card"), "American Express")

    def test_three_digit_security_code_is_invalid_on_leaving_and_valid_with_a_fourth(self):
        page = self.page("payment")
        page.type("card", american_express)
        page.wait_for_value("card", american_express_shown)
        self.assertEqual(page.input("cvc").get_attribute("type"), "password")
        page.type("cvc", "123")
        page.leave("cvc")
        asks_for_four = catalogs.message_pattern("card", "security_code.length", size=4, brand="American Express")
        page.wait_for_message("cvc", asks_for_four)
        page.wait_for(lambda _: page.is_marked_invalid("cvc"), 'aria-invalid="true" on cvc')
        described_by = page.input("cvc").get_attribute("aria-describedby")
        self.assertEqual(page.driver.find_element("id", described_by).text.strip(), page.message("cvc"))

        page.type("cvc", "4")
        page.wait_for(lambda _: not page.is_marked_invalid("cvc") and page.message("cvc") == "",
                      'aria-invalid="false" and no message on cvc after a 4th digit')

    def test_refused_submit_focuses_the_first_invalid_field(self):
        page = self.page("payment")
        page.type("name", "Ada Lovelace")
        page.submit()
        page.wait_for(lambda _: page.focused_name() == "card", "the focus on card, the first invalid field")
        required = catalogs.message_pattern("core", "required.missing", field=catalogs.title("payment", "card"))
        page.wait_for_message("card", required)
        self.assertTrue(page.is_marked_invalid("card"))

    def test_valid_payment_is_posted_and_answered_201(self):
        page = self.page("payment")
        page.type("name", "Ada Lovelace")
        page.type("card", american_express)
        page.type("expiry", "1230")
        page.type("cvc", "1234")
        page.wait_for_value("card", american_express_shown)
        page.submit()
        answer = page.answer()
        self.assertEqual(answer.get_attribute("data-status"), "201", answer.text)
        self.assertRegex(answer.text, re.escape(american_express), "the answer shows the normalized record")
