"""A form page of validator-server as the browser tests see it: its DOM (the contract between
the page and these tests: `Resources/Page/PROTOCOL.md` of the server package) and a person's
ways of using it: keys one at a time, Tab to leave, clicks."""
import pathlib
import re

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# Long enough for an answer on a loaded machine; never a measure of speed.
patience = 10
poll = 0.02


class LivePage:
    """`/forms/{form}` of `server` (a LiveServer) in `driver`; screenshots go to `screenshots`."""

    def __init__(self, driver, server, form, screenshots, javascript=True):
        self.driver = driver
        self.server = server
        self.form = form
        self.screenshots = pathlib.Path(screenshots)
        self.javascript = javascript

    def open(self):
        """Loads the page and returns it once its form is there and, when scripts run, its
        socket is open (`data-connection="open"` on the form)."""
        self.driver.get(self.server.url(f"/forms/{self.form}"))
        self.wait_for(lambda driver: driver.find_elements(By.ID, "live-form"), 'the form <form id="live-form">')
        if self.javascript:
            self.wait_for(lambda driver: driver.find_element(By.ID, "live-form").get_attribute("data-connection") == "open",
                          'the socket open (data-connection="open")')
        return self

    # The DOM of one field.

    def field(self, path):
        """The `<div class="field" data-field=PATH>` of the field at `path`."""
        return self.driver.find_element(By.CSS_SELECTOR, f'.field[data-field="{path}"]')

    def input(self, path):
        """The input (or select) whose name is `path`."""
        return self.driver.find_element(By.CSS_SELECTOR, f'[name="{path}"]')

    def inputs(self, path):
        """Every element named `path` (none when the field is gone)."""
        return self.driver.find_elements(By.CSS_SELECTOR, f'[name="{path}"]')

    def message(self, path):
        """The message on show under the field at `path`, "" when none."""
        return self.field(path).find_element(By.CSS_SELECTOR, ".message").text.strip()

    def title(self, path):
        """The title (label) of the field at `path`."""
        return self.field(path).find_element(By.CSS_SELECTOR, "label.title").text.strip()

    def title_floats(self, path):
        """Whether the title of the field at `path` has floated up (class `floating`)."""
        return "floating" in self.field(path).find_element(By.CSS_SELECTOR, "label.title").get_attribute("class").split()

    def brand(self, path):
        """The brand name shown beside the field at `path`, "" when none."""
        brands = self.field(path).find_elements(By.CSS_SELECTOR, ".brand")
        return brands[0].text.strip() if brands else ""

    def sections(self, path):
        """The text of each section box of the field at `path`."""
        return [section.text for section in self.field(path).find_elements(By.CSS_SELECTOR, ".sections .section")]

    def mark(self, path):
        """The field's `data-mark`: none, valid, pending, error or checking."""
        return self.field(path).get_attribute("data-mark")

    def is_marked_invalid(self, path):
        """Whether the input at `path` says `aria-invalid="true"`."""
        return self.input(path).get_attribute("aria-invalid") == "true"

    @staticmethod
    def is_shown(element, selector):
        """Whether an element `selector` picks inside `element` is on show."""
        return any(found.is_displayed() for found in element.find_elements(By.CSS_SELECTOR, selector))

    def callbacks(self):
        """The text of the delegate callbacks pane, one line per callback."""
        return self.driver.find_element(By.ID, "callbacks").text

    def focused_name(self):
        """The `name` of the focused element (document.activeElement), None when it has none."""
        return self.driver.execute_script("return document.activeElement && document.activeElement.name")

    def answer(self):
        """The `<section id="answer">` element once it holds a status."""
        return self.wait_for(
            lambda driver: next(iter(
                element for element in driver.find_elements(By.ID, "answer") if element.get_attribute("data-status")), None),
            "an answer with a data-status")

    # A person's hands.

    def type(self, path, text):
        """Clicks the field at `path` and types `text` one key at a time."""
        self.input(path).click()
        return self.type_here(path, text)

    def type_here(self, path, text):
        """Types `text` one key at a time where the caret of the field at `path` is."""
        element = self.input(path)
        for key in text:
            element.send_keys(key)
        return element

    def press(self, path, key, times=1):
        """Presses `key` (a selenium Keys value) `times` times in the field at `path`."""
        element = self.input(path)
        for _ in range(times):
            element.send_keys(key)

    def leave(self, path):
        """Leaves the field at `path` with Tab, as a person moves on."""
        self.input(path).send_keys(Keys.TAB)

    def click(self, selector):
        """Clicks the element `selector` (CSS) picks."""
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def submit(self):
        """Clicks the submit button."""
        self.driver.find_element(By.ID, "submit").click()

    # Waiting for the server's answer.

    def wait_for(self, condition, what):
        """Waits until `condition(driver)` is truthy and returns it; fails saying `what` was
        awaited and what the page shows instead. An element that went stale while it was looked
        at (the page was replaced by the answer to a form post) is looked for again."""
        try:
            return WebDriverWait(self.driver, patience, poll_frequency=poll,
                                 ignored_exceptions=(StaleElementReferenceException,)).until(condition)
        except TimeoutException:
            raise AssertionError(f"waited {patience} s for {what} on /forms/{self.form}; the page shows:\n"
                                 + self.driver.find_element(By.TAG_NAME, "body").text) from None

    def wait_for_value(self, path, value):
        """Waits until the input at `path` holds `value`."""
        self.wait_for(lambda _: self.input(path).get_attribute("value") == value, f"{path} to read {value!r}")

    def wait_for_message(self, path, pattern):
        """Waits until the message of `path` matches `pattern` (a compiled regular expression,
        whole message) and returns the message."""
        found = self.wait_for(lambda _: pattern.fullmatch(self.message(path)),
                              f"the message of {path} to match {pattern.pattern!r}")
        return found.group(0)

    def screenshot(self, name):
        """Saves the window as `name`.png in the screenshots folder and returns its path."""
        self.screenshots.mkdir(parents=True, exist_ok=True)
        path = self.screenshots / (re.sub(r"[^\w.-]+", "-", name) + ".png")
        self.driver.save_screenshot(str(path))
        return path
