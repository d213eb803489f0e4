import OpenCombine
import Weavy

/// The model behind the API key form, on the first-run screen and in the settings.
///
/// An empty key (or only spaces) is refused with ``emptyKeyMessage``. Otherwise the key
/// is saved; on the first-run screen that completes the onboarding
/// (``DemoWeft/apiKeyIsComplete``), in the settings the form says it was saved.
@MainActor
final class ApiKeyModel: Weftable {
    /// Where the form is.
    enum Purpose {
        case onboarding
        case settings
    }

    /// A line under the field after Enter.
    struct Feedback: Equatable {
        let text: String
        let isError: Bool
    }

    static let emptyKeyMessage = "API key must not be empty"

    let wefts = PassthroughSubject<any Weft, Never>()
    let purpose: Purpose
    /// What the last Enter gave.
    private(set) var feedback: Feedback?
    private let services: DemoServices

    /// Creates the model of a form for `purpose`.
    init(purpose: Purpose, services: DemoServices) {
        self.purpose = purpose
        self.services = services
    }

    /// The key saved so far, to fill the field with.
    var currentKey: String { services.store.apiKey ?? "" }

    /// What is wrong with `text` as a key (only spaces, or nothing), or `nil`.
    func problem(with text: String) -> String? {
        text.trimmingSpaces().isEmpty ? Self.emptyKeyMessage : nil
    }

    /// Checks and saves `text` as the key.
    func submit(_ text: String) {
        if let problem = problem(with: text) {
            feedback = Feedback(text: problem, isError: true)
            return
        }
        let key = text.trimmingSpaces()
        let result = services.store.setApiKey(key)
        switch (purpose, result) {
        case (.onboarding, _):
            feedback = nil
            services.report(result, for: "The API key is kept")
            wefts.send(DemoWeft.apiKeyIsComplete)
        case (.settings, .saved):
            feedback = Feedback(text: "Saved.", isError: false)
        case (.settings, .keptInMemory(let reason)), (.settings, .pending(let reason)):
            feedback = Feedback(text: "Kept for this session only: not saved (\(reason)).", isError: true)
        }
    }

    /// Closes the settings popup. Returns `false` on the first-run screen, which has
    /// nothing to close.
    func close() -> Bool {
        guard purpose == .settings else { return false }
        wefts.send(DemoWeft.settingsDone)
        return true
    }
}

extension String {
    /// The string without the whitespace at both ends.
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
