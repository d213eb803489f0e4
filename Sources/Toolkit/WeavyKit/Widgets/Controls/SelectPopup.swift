/// The list a ``Select`` opens: a radio group in a modal, closing with the index of the
/// option chosen.
@MainActor
final class SelectPopup<Value>: Component, ModalContent {
    typealias Result = Int

    let group: RadioGroup<Value>

    init(title: String, choices: [Choice<Value>], selectedIndex: Int?) {
        group = RadioGroup(choices: choices, selectedIndex: selectedIndex)
        super.init(title: title)
        addChild(group)
        group.onChoose = { [weak self] index in self?.complete(with: index) }
    }

    override var focusedChild: Component? { group }

    /// Room for the widest option and its mark, up to 12 rows, inside the modal's frame
    /// (a border and a margin of two columns on each side).
    var modalSize: ModalSize {
        let widest = group.choices.map { CellText.width($0.title) }.max() ?? 0
        return .fixed(columns: max(20, widest + 4 + 6), rows: min(group.choices.count, 12) + 2)
    }
}
