"""The checkout form (Examples/Specs/checkout.json): a payment union whose variants' fields, and a
state asked only in the US, appear and disappear as the answers change, without reloading the
page; the record posted holds only what applies (issue 38)."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import catalogs
from browser_case import BrowserCase

spec = json.loads((catalogs.root / "Examples/Specs/checkout.json").read_text())
payment = next(field for field in spec["fields"] if field["id"] == "payment")
variants = {variant["value"]: variant for variant in payment["variants"]}
method = f"payment.{payment['tag']}"
card_fields = [f"payment.{field['id']}" for field in variants["card"]["fields"]]
# Stripe's published Visa test number, and the IBAN Registry's published example IBAN (SWIFT).
visa = "4242424242424242"
published_iban = "GB82WEST12345698765432"


def title(path):
    """The English title the spec gives the field at `path`, a union variant's field included."""
    member = path.split(".")[-1]
    for field in spec["fields"] + [field for variant in payment["variants"] for field in variant["fields"]]:
        if field["id"] == member:
            return field["title"]
    raise KeyError(path)


def choose(page, path, visible_text):
    """Chooses the option reading `visible_text` in the `<select>` at `path`, as a person does."""
    Select(page.input(path)).select_by_visible_text(visible_text)


def shown(page, path):
    """Whether the field at `path` is on show."""
    return page.field(path).is_displayed()


def type_card_number(page):
    """Chooses the card and types the Visa number once its fields are on show."""
    choose(page, method, variants["card"]["title"])
    page.wait_for(lambda _: all(shown(page, path) for path in card_fields), "the card's fields on show")
    page.type("payment.number", visa)
    page.wait_for_value("payment.number", "4242 4242 4242 4242")


def posted_record(test, page):
    """Submits the page and returns the normalized record of its 201 answer."""
    page.submit()
    answer = page.answer()
    test.assertEqual(answer.get_attribute("data-status"), "201", answer.text)
    return json.loads(answer.find_element(By.CSS_SELECTOR, "pre.record").text)


class CheckoutTests(BrowserCase):
    def test_bank_transfer_replaces_the_card_fields_with_the_iban_and_posts_only_the_bank(self):
        page = self.page("checkout")
        self.assertFalse(shown(page, "payment.iban"), "no variant's field is shown before one is chosen")
        # Marks this document: a reload would lose the mark.
        page.driver.execute_script("document.documentElement.dataset.unreloaded = 'yes'")
        type_card_number(page)

        choose(page, method, variants["bank"]["title"])
        page.wait_for(lambda _: shown(page, "payment.iban") and not any(shown(page, path) for path in card_fields),
                      "the IBAN on show and the card's fields gone")
        self.assertEqual(page.driver.execute_script("return document.documentElement.dataset.unreloaded"), "yes",
                         "the page was not reloaded")
        changes = page.driver.find_element(By.ID, "changes")
        self.assertEqual(changes.get_attribute("aria-live"), "polite")
        page.wait_for(lambda _: title("payment.iban") in changes.text and title("payment.number") in changes.text,
                      "the change announced by the fields' titles in #changes")
        self.assertIn("appeared payment.iban", page.callbacks())
        self.assertIn("disappeared payment.number", page.callbacks())

        choose(page, "country", "GB")
        page.type("payment.iban", published_iban)
        page.wait_for_value("payment.iban", published_iban)
        self.assertEqual(posted_record(self, page), {"country": "GB", "payment": {"method": "bank", "iban": published_iban}},
                         "the record holds the bank variant only")

    def test_the_card_number_comes_back_with_the_card_and_the_state_with_the_us(self):
        page = self.page("checkout")
        type_card_number(page)
        choose(page, method, variants["invoice"]["title"])
        page.wait_for(lambda _: not shown(page, "payment.number"), "the card number gone")
        choose(page, method, variants["card"]["title"])
        page.wait_for(lambda _: shown(page, "payment.number"), "the card number back")
        self.assertEqual(page.input("payment.number").get_attribute("value"), "4242 4242 4242 4242")

        self.assertFalse(shown(page, "state"))
        choose(page, "country", "US")
        page.wait_for(lambda _: shown(page, "state"), "the state on show for the US")
        choose(page, "country", "DE")
        page.wait_for(lambda _: not shown(page, "state") and shown(page, "vat"), "the VAT number instead of the state")


class CheckoutWithoutJavaScriptTests(BrowserCase):
    def test_the_post_keeps_only_the_chosen_variant(self):
        page = self.page("checkout", javascript=False)
        self.assertTrue(shown(page, "payment.number") and shown(page, "payment.iban"),
                        "without scripts every field is shown")
        choose(page, "country", "GB")
        page.type("state", "NY")
        page.type("payment.number", visa)
        choose(page, method, variants["bank"]["title"])
        page.type("payment.iban", published_iban)
        self.assertEqual(posted_record(self, page), {"country": "GB", "payment": {"method": "bank", "iban": published_iban}},
                         "the state outside the US and the card number of a bank transfer are left out")
