import Canvas
import CollectionLayout
import Foundation
import HeadlessUI
import Layouts

/// One collection view on the canvas: where it sits, which layout it runs with which
/// parameters, how many items it has, and optionally its own styles and track.
public struct PaneSpec: Hashable, Sendable {
    /// Unique within the scene; defaults to `pane<index>` (`pane0`, `pane1`, …).
    public var name: String
    /// The pane's rectangle on the canvas, in points; defaults to the whole canvas.
    public var frame: CGRect
    /// The registry name of the layout (`parabolic`, `pizzaHalves`, …).
    public var layout: String
    /// The layout's parameters, by the seed library's property names.
    public var parameters: [String: ParameterValue]
    /// Items per section; `items: 20` is one section of 20. Default `[20]`.
    public var itemCounts: [Int]
    /// Whether elements are clipped to the pane's frame. Default true.
    public var clips: Bool
    /// The pane's background, or nil to show the canvas.
    public var background: Color?
    /// The pane's own styles (already merged over the scene's), or nil to use the scene's.
    public var styles: StyleSheet?
    /// The pane's own track, or nil to follow the scene's shared one.
    public var track: SamplingSpec?
    /// The collection view's layout direction, or nil for the screen's (left-to-right). A
    /// right-to-left pane mirrors layouts that flip, as UIKit mirrors its flow layout.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The collection view's layout margins, or nil for UIKit's 8 points on each side.
    public var layoutMargins: EdgeInsets?
    /// The collection view's safe-area insets (added to its content inset), or nil for none.
    public var safeAreaInsets: EdgeInsets?
    /// The Swift source of the layout when the scene names one (``layout`` is then its class
    /// name), or nil for a layout of the registry.
    public var swiftLayout: SwiftLayoutReference?
    /// Batch updates at frames, in frame order (none by default).
    public var updates: [UpdateSpec]
    /// Tracks of compositional sections' own offsets (none by default).
    public var sectionTracks: [SectionTrackSpec]
    /// What the cells hold, for layouts that size cells by their content (nil: plain cells).
    public var cells: CellContentSpec?
    /// The app's own cell class the pane's cells are made of (`cells: { swift: …, class: … }`),
    /// or nil for the built-in cells.
    public var cellClass: CellClassReference? = nil
    /// A caption drawn above the pane, outside it, on the canvas (a variant's name in a
    /// `--variants` grid); nil draws none.
    public var title: String? = nil
    /// The rectangle the ``title`` captions — a variant's whole screen, which may hold several
    /// panes; nil captions the pane's own frame.
    public var captionFrame: CGRect? = nil
    /// Light or dark: the collection view's appearance. Dark fills a pane without its own
    /// background with UIKit's dark `systemBackground` (black) and resolves dynamic colours of
    /// drawn cells for dark; nil is light.
    public var appearance: UserInterfaceStyle? = nil
    /// The Dynamic Type size the pane's layout passes run at (`ContentSizeCategory.current`):
    /// `UIFont.preferredFont(forTextStyle:)` and the text of `cells` scale with it; nil is Large.
    public var contentSizeCategory: ContentSizeCategory? = nil
    /// The device the pane stands for (a `--variants` device): its idiom and size classes go to
    /// the collection view's traits; the pane's frame already has its screen size.
    public var device: DeviceSpec? = nil

    /// A pane named `name` at `frame` running layout `layout` with `parameters`; one section of 20
    /// items, clipped, on the canvas's background with the scene's styles and track by default.
    public init(
        name: String, frame: CGRect, layout: String, parameters: [String: ParameterValue] = [:],
        itemCounts: [Int] = [20], clips: Bool = true, background: Color? = nil,
        styles: StyleSheet? = nil, track: SamplingSpec? = nil,
        layoutDirection: UserInterfaceLayoutDirection? = nil, layoutMargins: EdgeInsets? = nil,
        safeAreaInsets: EdgeInsets? = nil, swiftLayout: SwiftLayoutReference? = nil,
        updates: [UpdateSpec] = [], sectionTracks: [SectionTrackSpec] = [], cells: CellContentSpec? = nil
    ) {
        self.name = name
        self.frame = frame
        self.layout = layout
        self.parameters = parameters
        self.itemCounts = itemCounts
        self.clips = clips
        self.background = background
        self.styles = styles
        self.track = track
        self.layoutDirection = layoutDirection
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        self.swiftLayout = swiftLayout
        self.updates = updates
        self.sectionTracks = sectionTracks
        self.cells = cells
    }

    /// Sets the view settings the scene gives — layout direction, layout margins, safe area —
    /// on `view`, before the layout's own configuration runs.
    public func applyViewSettings(to view: CollectionView) {
        if layoutDirection != nil || appearance != nil || device != nil {
            view.overrideTraitCollection = TraitCollection(
                traitsFrom: [Screen.main.traitCollection], displayScale: device.map { CGFloat($0.scale) },
                horizontalSizeClass: device?.horizontalSizeClass, verticalSizeClass: device?.verticalSizeClass,
                layoutDirection: layoutDirection, userInterfaceIdiom: device?.idiom, userInterfaceStyle: appearance)
        }
        if let layoutMargins { view.layoutMargins = layoutMargins }
        if let safeAreaInsets { view.safeAreaInsets = safeAreaInsets }
    }

    /// Whether the pane runs Swift code of the user's files (a Swift layout or a cell class), so
    /// that only the `reel` tool's ``SwiftLayoutHost`` can run it.
    public var runsSwift: Bool { swiftLayout != nil || cellClass != nil }

    /// The pane's parameters in the form layout descriptors read.
    public var layoutParameters: LayoutParameters { LayoutParameters(parameters) }
}
