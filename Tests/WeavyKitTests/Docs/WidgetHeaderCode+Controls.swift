import Weavy
import WeavyKit

// More of the widgets' doc comments (see DocCommentCodeTests.swift), compiled here with
// just enough around them: the names a block uses are this file's parameters and models.

@MainActor
enum ControlsHeaderCode {
    final class Model {
        var sent = 0
        var deleted = 0
        var discarded = 0
        var answers: [Bool?] = []
        func send() { sent += 1 }
        func deleteSelected() { deleted += 1 }
        func discard() { discarded += 1 }
        func answer(_ answer: Bool?) { answers.append(answer) }
    }

    final class Settings {
        var remember = false
    }

    final class Order {
        var size = 0
    }

    final class Profile {
        var country = ""
    }

    enum ShirtSize {
        case small, large
    }

    static func button(model: Model) -> Button {
        // docs:begin Button.swift 1
        let send = Button("Send") { [weak model] in model?.send() }
        // docs:end
        return send
    }

    static func checkbox(settings: Settings) -> Checkbox {
        // docs:begin Checkbox.swift 1
        let remember = Checkbox("Remember me", isOn: true)
        remember.onChange = { isOn in settings.remember = isOn }
        // docs:end
        return remember
    }

    static func choices() -> [Choice<ShirtSize>] {
        // docs:begin Choice.swift 1
        let sizes = [Choice("Small", ShirtSize.small), Choice("Large", ShirtSize.large, isEnabled: false)]
        // docs:end
        return sizes
    }

    static func enable(_ send: Button, for body: TextArea) {
        // docs:begin Control.swift 1
        send.isEnabled = !body.text.isEmpty
        // docs:end
    }

    static func radioGroup(order: Order) -> RadioGroup<Int> {
        // docs:begin RadioGroup.swift 1
        let size = RadioGroup(choices: [Choice("Small", 1), Choice("Medium", 2)], selectedIndex: 0)
        size.onChange = { value, _ in order.size = value }
        // docs:end
        return size
    }

    static func select(profile: Profile) -> Select<String> {
        // docs:begin Select.swift 1
        let country = Select(title: "Country", choices: [Choice("France", "fr"), Choice("日本", "jp")])
        country.onChange = { code, _ in profile.country = code }
        // docs:end
        return country
    }

    // Dialog+Kinds.swift's blocks are compiled and run in WidgetParityCode.swift.

    static func presentSized(_ dialog: Dialog<Bool>, from screen: Component, on terminal: Terminal, model: Model) {
        // docs:begin Dialog+Layout.swift 1
        screen.present(dialog, size: dialog.preferredModalSize(for: terminal.size)) { outcome in
            model.answer(outcome.result)
        }
        // docs:end
    }

    static func discardDraft(from screen: Component, model: Model) async {
        // docs:begin Dialog.swift 1
        let dialog = Dialog.confirm(title: "Discard draft?", message: "The text will be lost.", confirm: "Discard")
        if await dialog.present(from: screen) == true { model.discard() }
        // docs:end
    }
}

/// A dialog of one's own choices: this `Choice` hides the kit's in here.
@MainActor
enum DialogActionHeaderCode {
    enum Choice: Sendable {
        case discard, keep
    }

    static func actions() -> (Dialog<Choice>.Action, Dialog<String>.Action) {
        // docs:begin DialogAction.swift 1
        let discard = Dialog<Choice>.Action("Discard", value: .discard)
        let rename = Dialog<String>.Action("Rename", isDefault: true) { text in text.isEmpty ? nil : text }
        // docs:end
        return (discard, rename)
    }
}
