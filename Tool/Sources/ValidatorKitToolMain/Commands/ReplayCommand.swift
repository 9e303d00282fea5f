import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `validator replay`: events from a script in, a JSON-lines trace of every callback out.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play scripted events against a form and trace every delegate callback as JSON lines",
        discussion: """
            The same state machine as `form`, driven by a script instead of the keyboard; no \
            terminal needed, and time passes only on `wait` (a virtual clock), so a trace is \
            always the same.

            EVENTS, one per line (blank lines and lines starting with # are ignored):
              focus ID        focus the field ID
              type TEXT       type TEXT character by character, as keystrokes
              paste TEXT      paste TEXT as one edit (bracketed paste in `form`)
              backspace [N]   delete N characters before the cursor (default 1)
              delete [N]      delete N characters after the cursor (default 1; Delete)
              cut START END   cut the characters from offset START up to END as one step
                              (a selection cut or deleted; undo brings them back)
              left [N]        move the cursor N characters left (default 1)
              right [N]       move the cursor N characters right (default 1)
              next            next field (Tab)
              previous        previous field (Shift-Tab)
              leave           no field focused (a click outside every field of a page)
              enter           next field, or submit on the last one (Enter)
              submit          submit the form
              clear           empty the focused field (Esc)
              undo            undo the focused field's last step: a run of typing until
                              the cursor moves, a run of deletions, a paste (Alt-U)
              redo            redo the step undo took back (Alt-E)
              reset           return the focused field to pristine: empty, no message,
                              no longer focused (Ctrl-R)
              add-item [LIST] add an item to the list LIST (a path, such as phones) or
                              else the focused field's, and focus it (Ctrl-N)
              remove-item     remove the list item the focused field is in (Ctrl-D)
              next-choice     choose the next value of a boolean or choice field
                              (Space or →)
              previous-choice choose the previous value (←)
              choose VALUE    choose VALUE in the focused boolean, choice or union tag
                              field; the fields its answer makes apply appear, those it
                              leaves out disappear
              wait SECONDS    let time pass, such as 2 or 0.5 (a secure field's reveal ends;
                              a check whose text has rested starts, and its answer arrives
                              at the moment it is due)
            In TEXT and VALUE, \\\\ \\n \\r \\t \\e and \\u{HEX} stand for a backslash, control characters \
            and any Unicode scalar.

            TRACE: one JSON object per line; "event" comes first and names the record, \
            and the other keys are always present, in this order:
              form               fields: [{field, title, secure, plugins, note}]
              step               line, command
              beganEditing       field
              containsValidText  field, validity, code
              textChanged        field, displayed, sections, validity, code
              endedEditing       field, validity, code, message
              validityChanged    field, validity, code, message (a field it reads changed,
                                 or its check answered)
              checkingChanged    field, checking, text, milliseconds (a check started or
                                 ended, at that time on the virtual clock)
              refusedInput       field, reason (notAccepted|overCapacity), count
              submit             outcome (accepted|refused|checking), field, message
              itemAdded          list, fields: [{field, title, secure, plugins, note}]
              itemRemoved        item (the items after it are renumbered)
              appeared           field, title, secure, plugins, note (an answer made the
                                 field apply: a `when` now true, a union variant chosen)
              disappeared        field (it no longer applies: hidden, not submitted; it
                                 keeps its text should it appear again)
              state              field, focused, title (floating|inside), displayed,
                                 cursor, sections, validity, code,
                                 mark (none|valid|pending|error|checking), message,
                                 revealing, details
            such as {"event":"beganEditing","field":"email"}. Callbacks appear as they \
            happen; after each line, a "state" record follows for every field whose \
            appearance changed. "validity" is valid, incomplete or invalid; "code" is null \
            unless it is invalid; "message" is null when none is shown; "sections" are the \
            section lengths ([] when unsectioned); "mark" is the sign the screen shows (✓ \
            valid, … pending, ✗ error, ↻ checking); "text" is the text a check asks about \
            (masked for a secure field, null when it ends); "note" says why a default field is a stand-in. A \
            secure field's text never appears: "displayed" is fully masked, "revealing" \
            says whether the screen shows its last typed character, "details" is empty.

            A line that cannot be read or applied stops the replay: the trace so far is written, \
            the error names the line on standard error, and the exit status is 2.
            """)

    @ParentCommand var tool: ValidatorCommand

    @OptionGroup var formChoice: FormChoiceOptions

    @OptionGroup var localeOption: LocaleOption

    @Argument(help: ArgumentHelp("The script; standard input when absent", valueName: "events-file"))
    var eventsFile: String?

    func run() throws {
        let clock = ManualFieldClock()
        do {
            let prepared = try formChoice.prepare(
                clock: clock, pluginLibraries: tool.pluginLibraries, locale: localeOption.resolved())
            var input: Int32 = 0
            if let eventsFile {
                input = try FileDescriptorIO.openForReading(eventsFile)
            }
            try ReplayRunner(prepared: prepared, clock: clock).run(input: input, output: 1)
        } catch {
            CommandFailure.exit(with: error)
        }
    }
}
