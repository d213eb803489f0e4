/// How wide the demo lets text grow: lines of prose much longer than this are hard to
/// follow from one to the next, so on a wide terminal documents stay in a column at
/// the left.
enum ReadingMeasure {
    /// The widest a line of text grows, in cells.
    static let columns = 76

    /// The widest a column holding a document grows: the text, then a gap and the
    /// document's scroll bar.
    static let columnsWithScrollBar = columns + 2
}
