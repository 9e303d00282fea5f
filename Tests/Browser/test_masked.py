"""The masked form (Examples/Specs/masked.json): a US phone by mask, typed, the caret moved,
typed again, then undone and redone with the keys a person uses and the browser's own
historyUndo/historyRedo input events (issue 40); a selection cut with Ctrl-X and undone, and one
across the mask's "-" cut or deleted with Backspace."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from browser_case import BrowserCase


class MaskedTests(BrowserCase):
    def type_then_move_then_type(self, page):
        page.type("phone", "20155")
        page.wait_for_value("phone", "+1 (201) 55")
        page.press("phone", Keys.ARROW_LEFT)
        page.type_here("phone", "9")
        page.wait_for_value("phone", "+1 (201) 595")

    def test_ten_digits_show_through_the_mask(self):
        page = self.page("masked")
        page.type("phone", "2015550123")
        page.wait_for_value("phone", "+1 (201) 555-0123")
        self.assertFalse(page.is_marked_invalid("phone"))

    def select(self, page, path, start, end):
        """Selects characters `start` to `end` of the input at `path`, as a drag does."""
        page.driver.execute_script("arguments[0].setSelectionRange(arguments[1], arguments[2])",
                                   page.input(path), start, end)

    def cut(self, page, path, start, end):
        """Selects characters `start` to `end` of the input at `path` and cuts them with Ctrl-X."""
        self.select(page, path, start, end)
        ActionChains(page.driver).key_down(Keys.CONTROL).send_keys("x").key_up(Keys.CONTROL).perform()

    def undo(self, page):
        """Presses Ctrl-Z where the focus is."""
        ActionChains(page.driver).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()

    def test_cutting_a_selection_is_one_step_that_the_mask_follows(self):
        # The page sends the selection's displayed range; the server cuts the digits it shows,
        # one step of the field's history, undone by one Ctrl-Z.
        page = self.page("masked")
        page.type("phone", "2015550123")
        page.wait_for_value("phone", "+1 (201) 555-0123")
        self.cut(page, "phone", 9, 12)  # "555"
        page.wait_for_value("phone", "+1 (201) 012-3")
        self.undo(page)
        page.wait_for_value("phone", "+1 (201) 555-0123")

    def test_a_selection_across_the_masks_dash_takes_out_only_its_digits(self):
        # Characters 11 to 14 of "+1 (201) 555-0123" are "5-0": the "-" is the mask's, not typed,
        # so the typed 2015550123 loses its 6th and 7th digits, 5 and 0. Left: 20155123, which
        # the mask +1 ([000]) [000]-[0000] shows as "+1 (201) 551-23".
        page = self.page("masked")
        page.type("phone", "2015550123")
        page.wait_for_value("phone", "+1 (201) 555-0123")
        self.cut(page, "phone", 11, 14)
        page.wait_for_value("phone", "+1 (201) 551-23")
        self.undo(page)
        page.wait_for_value("phone", "+1 (201) 555-0123")
        self.select(page, "phone", 11, 14)
        ActionChains(page.driver).send_keys(Keys.BACKSPACE).perform()
        page.wait_for_value("phone", "+1 (201) 551-23")
        self.undo(page)
        page.wait_for_value("phone", "+1 (201) 555-0123")

    def test_control_z_undoes_and_shift_control_z_redoes(self):
        page = self.page("masked")
        self.type_then_move_then_type(page)
        self.undo(page)
        page.wait_for_value("phone", "+1 (201) 55")
        # The caret is back where the 9 went: typing 7 puts it there.
        page.type_here("phone", "7")
        page.wait_for_value("phone", "+1 (201) 575")
        self.undo(page)
        page.wait_for_value("phone", "+1 (201) 55")
        ActionChains(page.driver).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("z") \
            .key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()
        page.wait_for_value("phone", "+1 (201) 575")

    def test_the_browsers_history_input_events_undo_and_redo(self):
        page = self.page("masked")
        self.type_then_move_then_type(page)
        dispatch = ("arguments[0].dispatchEvent(new InputEvent('beforeinput', "
                    "{inputType: arguments[1], bubbles: true, cancelable: true}))")
        page.driver.execute_script(dispatch, page.input("phone"), "historyUndo")
        page.wait_for_value("phone", "+1 (201) 55")
        page.driver.execute_script(dispatch, page.input("phone"), "historyRedo")
        page.wait_for_value("phone", "+1 (201) 595")
