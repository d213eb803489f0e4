import Synchronization

/// One layer of a window — its content, its status line, or one modal — drawn into a
/// cell buffer of its own and handed to the terminal with the others in each frame.
@MainActor
final class WindowLayer {
    /// Distinct for every layer in the process, so a terminal can keep what it made for
    /// a layer from one frame to the next.
    let id: Int
    private(set) var rect: Rect
    /// What the layer shows; its size is the rectangle's.
    private(set) var buffer: CellBuffer
    /// The buffer the layer showed before `buffer`, drawn over next. A backend may keep
    /// the buffer it was last given, to compare the next one with (the ncurses one
    /// does): drawing into that one would copy all its cells first, so the layer draws
    /// into this one and the two take turns.
    private var spare = CellBuffer(size: .zero)
    var isHidden = false
    /// Whether the layer must be laid out and drawn again before the next frame.
    var needsDisplay = true
    /// Whether the buffer was drawn since the last frame was shown.
    var isChanged = true
    /// The regions the last draw pass marked (see ``Frame/Region``).
    private var regions: [Frame.Region] = []

    private static let nextID = Atomic<Int>(1)

    init(rect: Rect) {
        id = Self.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.rect = rect
        buffer = CellBuffer(size: rect.size)
    }

    /// Gives the layer a new rectangle: a blank buffer of its size, to be drawn again.
    func move(to rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        buffer = CellBuffer(size: rect.size)
        spare = CellBuffer(size: .zero)
        regions = []
        needsDisplay = true
    }

    /// Draws the layer anew: `draw` gets a blank canvas covering it (the spare buffer,
    /// reused), then the layer is marked changed.
    func redraw(theme: Theme, depth: ColorDepth, dimmed: Bool, background: Color, _ draw: (Canvas) -> Void) {
        var blank = CellBuffer(size: .zero)
        swap(&blank, &spare)  // unshared once the backend has let it go: clearing copies nothing
        if blank.size == rect.size { blank.fill() } else { blank = CellBuffer(size: rect.size) }
        let context = DrawingContext(
            buffer: consume blank, theme: theme, layerOrigin: rect.origin, dimmed: dimmed, background: background,
            depth: depth)
        draw(Canvas(context: context, region: Rect(origin: .zero, size: rect.size)))
        spare = buffer
        buffer = context.buffer
        regions = context.regions
        needsDisplay = false
        isChanged = true
    }

    /// This layer as a frame shows it; marks it unchanged from then on.
    func frameLayer() -> Frame.Layer {
        defer { isChanged = false }
        return Frame.Layer(
            id: id, rect: rect, isHidden: isHidden, buffer: buffer, isChanged: isChanged, regions: regions)
    }
}
