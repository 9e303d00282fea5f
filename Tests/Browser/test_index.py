"""`GET /` in a browser: a page linking every form of Examples/Specs."""
import pathlib

from selenium.webdriver.common.by import By

import catalogs
from browser_case import BrowserCase


class IndexTests(BrowserCase):
    def test_the_index_links_every_form(self):
        page = self.page("payment")
        page.driver.get(self.server.url("/"))
        linked = {link.get_attribute("href") for link in page.driver.find_elements(By.CSS_SELECTOR, "a[href]")}
        forms = sorted(path.stem for path in pathlib.Path(catalogs.root / "Examples/Specs").glob("*.json"))
        self.assertEqual([form for form in forms if self.server.url(f"/forms/{form}") not in linked], [], linked)
        page.driver.find_element(By.CSS_SELECTOR, 'a[href="/forms/payment"]').click()
        page.wait_for(lambda driver: driver.find_elements(By.ID, "live-form"), "the payment form after the link")
