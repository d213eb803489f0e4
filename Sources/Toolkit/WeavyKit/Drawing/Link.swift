/// A hyperlink that text carries: the terminal underlines it or shows it on hover, and
/// opens ``url`` when the user clicks it (OSC 8). Where the terminal has no links the text
/// shows as it is.
/// Draw text with a link through ``Canvas/text(_:at:style:link:width:)``.
///
/// Text drawn with one link in several pieces (a line wrapped in two, a link split by a
/// scroll bar) stays one link: the pieces carry the same ``id``.
public struct Link: Hashable, Sendable {
    /// What the link opens.
    public var url: String
    /// What ties the pieces of one link together, so that the terminal highlights them
    /// as one; `nil` uses one made from the URL, which ties together every piece with
    /// the same URL.
    public var id: String?

    /// Creates a link to `url`; `id` ties its pieces together when the same URL appears
    /// as separate links.
    public init(_ url: String, id: String? = nil) {
        self.url = url
        self.id = id
    }

    /// The id written in the OSC 8 sequence: ``id``, or one made from the URL.
    var writtenID: String {
        if let id { return id }
        // FNV-1a: the same URL gives the same id in every frame and every process.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "w" + String(hash, radix: 36)
    }
}

/// How underlined text is underlined, where the terminal can draw it (kitty, WezTerm,
/// foot, VTE, iTerm2, tmux: ``OutputFeatures/styledUnderlines``); elsewhere every style is
/// a plain underline. Only text with ``TextAttributes/underline`` is underlined at all.
public enum UnderlineStyle: UInt8, Hashable, Sendable, CaseIterable {
    /// One straight line, what every terminal draws.
    case single = 0
    /// Two lines.
    case double
    /// A wavy line, as a spell checker marks a word.
    case curly
    /// A dotted line.
    case dotted
    /// A dashed line.
    case dashed

    /// The number in `CSI 4:n m`.
    var sequenceNumber: Int { Int(rawValue) + 1 }

    /// Its name in a styled snapshot's description.
    var name: String {
        switch self {
        case .single: "single"
        case .double: "double"
        case .curly: "curly"
        case .dotted: "dotted"
        case .dashed: "dashed"
        }
    }
}
