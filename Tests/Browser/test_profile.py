"""The profile form (Examples/Specs/profile.json): its list of phones gets an item and loses it."""
from browser_case import BrowserCase


class ProfileTests(BrowserCase):
    def test_a_phone_is_added_and_removed(self):
        page = self.page("profile")
        self.assertEqual(len(page.inputs("phones[0]")), 1, "the list starts with its one required item")
        self.assertEqual(page.inputs("phones[1]"), [])
        page.click('[data-add="phones"]')
        page.wait_for(lambda _: page.inputs("phones[1]"), "a second phone, phones[1]")
        page.wait_for(lambda _: page.focused_name() == "phones[1]", "the new phone focused")
        # Adding names the list: the untouched first phone is not focused and left on the way,
        # so it shows no "required" message.
        self.assertEqual(page.message("phones[0]"), "")
        self.assertFalse(page.is_marked_invalid("phones[0]"))
        self.assertNotIn("endedEditing phones[0]", page.callbacks())
        page.type("phones[1]", "07400123456")
        page.click('[data-remove="phones[1]"]')
        page.wait_for(lambda _: not page.inputs("phones[1]"), "phones[1] gone")
        self.assertEqual(len(page.inputs("phones[0]")), 1)
