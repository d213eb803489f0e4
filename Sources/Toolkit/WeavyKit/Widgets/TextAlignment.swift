/// Where text goes in a field wider than it: a table column's cells and header.
public enum TextAlignment: Sendable, Hashable {
    /// Against the left edge (the start of a left-to-right line).
    case leading
    /// In the middle; an odd spare cell goes to the right.
    case center
    /// Against the right edge: numbers, so their digits line up.
    case trailing
}
