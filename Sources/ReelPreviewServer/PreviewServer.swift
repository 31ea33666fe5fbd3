import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Reel
import ReelPreviewRuntime
import ReelPreviewWire
import ReelSystem

/// The loop a preview child runs: reads `PreviewRequest`s from what was standard input and
/// writes `PreviewReply`s, one JSON line each, to what was standard output, on descriptors of
/// their own. The user's code gets `/dev/null` as standard input and standard error as standard
/// output: its `print`s never mix with the replies, and reading, closing or redirecting the
/// standard streams leaves the protocol alone.
///
/// The generated `main.swift` of a child declares ``reelPreviewServe(_:)`` by its symbol name,
/// `reel_preview_serve`, and hands it to the runtime: `PreviewRuntime.serve([…], with: { …($0) })`.
/// The linker binds it to this library's function, so the child's compile need not import this
/// module (and the render library's C modules behind it, whose module maps it does not have).
public final class PreviewServer {
    private let classes: [PreviewLayoutClass]
    /// The cell classes the scenes name, with their configurations.
    private let cellClasses: [PreviewCellClass]
    private var runtime: SceneRuntime?
    private let requests: Int32
    private let replies: FileHandle
    private var pending: [UInt8] = []
    private let encoder = JSONEncoder()
    /// What captures the app's cells of the started scene (nil when no pane shows the app's cells).
    private var cells: CellCapture?
    /// The numbers of the cell trees sent so far, so each is sent once.
    private let drawings = DrawingTable()

    /// The collection views of the started scene that show the app's cells (their data source or
    /// cell classes came from the user's view controller or data source), by identity: the
    /// layouts' `configure` closures add to it, the cell capture reads it.
    let appViews = AppViewSet()

    /// Serves the classes of `list` until standard input ends; returns the process's exit status
    /// (70 when `list` is not the runtime's class list).
    ///
    /// `list` is the runtime's `PreviewClassList`, as `PreviewRuntime.serve(_:with:)` passes it.
    /// It is typed `AnyObject` because this module's public API may name no type of a module
    /// built without library evolution, as the runtime is.
    public static func serve(_ list: AnyObject) -> Int32 {
        // Before anything else, the address space is capped at REEL_PREVIEW_MEMORY_MB megabytes
        // (`setrlimit(RLIMIT_AS)`), so a runaway allocation ends this process rather than the
        // machine's memory; a value that is not a whole number from 1 to 1,048,576 is refused.
        if let text = ProcessInfo.processInfo.environment["REEL_PREVIEW_MEMORY_MB"] {
            guard let megabytes = UInt64(text.trimmingCharacters(in: .whitespaces)), (1...1_048_576).contains(megabytes)
            else {
                FileHandle.standardError.write(
                    Data(
                        "REEL_PREVIEW_MEMORY_MB='\(text.prefix(40))' must be a whole number of megabytes from 1 to 1048576\n"
                            .utf8))
                return 2
            }
            AddressSpaceLimit.set(megabytes: megabytes)
        }
        guard let list = list as? PreviewClassList else {
            FileHandle.standardError.write(
                Data("reel preview: the serving loop was given no class list; rebuild LayoutReelPreview\n".utf8))
            return 70
        }
        return PreviewServer(classes: list.classes, cells: list.cells).run()
    }

    /// A server of `classes`; keeps the original standard input and output for the requests
    /// and replies, and gives the user's code `/dev/null` and standard error in their place.
    init(classes: [PreviewLayoutClass], cells: [PreviewCellClass] = []) {
        self.classes = classes
        self.cellClasses = cells
        let channels = StandardStreams.setProtocolStreamsAside()
        requests = channels.input
        replies = FileHandle(fileDescriptor: channels.output, closeOnDealloc: true)
    }

    /// The user's classes as layouts scenes can name: each property a parameter; a parameter
    /// the class lacks is refused (the parent has already suggested the closest name).
    var descriptors: [LayoutDescriptor] {
        let appViews = self.appViews
        return classes.map { layoutClass in
            let properties = Dictionary(
                layoutClass.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            return LayoutDescriptor(
                name: layoutClass.name, summary: "a Swift layout of the preview",
                parameters: layoutClass.properties.map {
                    LayoutParameter($0.name, type: $0.typeName, default: nil, "a property of \(layoutClass.name)")
                }
            ) { parameters in
                if let screen = layoutClass.screen {
                    return try Self.screenLayout(screen, named: layoutClass.name, appViews: appViews)
                }
                let layout = layoutClass.make()
                for name in parameters.values.keys.sorted() {
                    guard let property = properties[name], let value = parameters.values[name] else {
                        throw LayoutConfigurationError(
                            parameter: name, message: "\(layoutClass.name) has no settable property '\(name)'")
                    }
                    try property.write(layout, value)
                }
                var given = GivenDelegate()
                if let delegate = layoutClass.delegate {
                    given = try Self.give(delegate, to: layout, of: layoutClass.name)
                }
                let standIns = Self.standIns(layoutClass.standIns, for: layout, besides: given)
                guard layoutClass.delegate != nil || !standIns.isEmpty else { return BuiltLayout(layout: layout) }
                return BuiltLayout(
                    layout: layout,
                    configure: { view in
                        if let registrations = given.registrations {
                            view.adoptRegistrations(from: registrations)
                            appViews.insert(view)
                        }
                        if given.dataSource != nil { appViews.insert(view) }
                        var viewDelegate = given.viewDelegate
                        var dataSource = given.dataSource
                        for (spec, object) in standIns {
                            (object as? PreviewStandIn)?.previewItemCounts = view.itemCounts
                            switch spec.target {
                            case .layout: break
                            case .viewDelegate: viewDelegate = object as? CollectionViewDelegate
                            case .viewDataSource: dataSource = object as? CollectionViewDataSource
                            }
                        }
                        if let viewDelegate { view.delegate = viewDelegate }
                        if let dataSource { view.dataSource = dataSource }
                    })
            }
        }
    }

    /// The stand-ins of `specs` that go somewhere nothing is: a layout property that is still
    /// nil (assigned here), the collection view's delegate or data source when `given` has none
    /// (assigned by the caller once the view exists). Each is kept alive and noted in
    /// ``standInLog``.
    static func standIns(
        _ specs: [PreviewStandInSpec], for layout: CollectionViewLayout, besides given: GivenDelegate
    ) -> [(PreviewStandInSpec, AnyObject)] {
        var made: [(PreviewStandInSpec, AnyObject)] = []
        for spec in specs {
            switch spec.target {
            case .layout(let slot):
                guard slot.isEmpty(layout) else { continue }
                let object = spec.make()
                guard slot.assign(layout, object) else { continue }
                made.append((spec, object))
            case .viewDelegate:
                guard given.viewDelegate == nil, !made.contains(where: { $0.0.isViewDelegate }) else { continue }
                made.append((spec, spec.make()))
            case .viewDataSource:
                guard given.dataSource == nil, !made.contains(where: { $0.0.isViewDataSource }) else { continue }
                made.append((spec, spec.make()))
            }
        }
        for (spec, object) in made {
            kept.keep(object)
            standInLog.note("\(spec.protocolName) for \(spec.placeName) (\(spec.summary))")
        }
        return made
    }

    /// The stand-ins made while a scene was built, for the `started` reply.
    static let standInLog = NoteLog()

    /// Objects kept alive for the process's life: delegates, which layouts and views hold weakly.
    private static let kept = KeptObjects()

    /// Keeps `object` alive for the process's life.
    static func keep(_ object: AnyObject) { kept.keep(object) }

    /// What the preview's collection view takes from the object made for `--delegate`.
    struct GivenDelegate {
        /// The object, when it is a collection-view delegate.
        var viewDelegate: CollectionViewDelegate?
        /// The object, when it is a data source: its cells are the ones the view sizes and shows.
        var dataSource: CollectionViewDataSource?
        /// The collection view a view controller made in `viewDidLoad`, whose registered cell
        /// and supplementary view classes the preview's view takes.
        var registrations: CollectionView?
    }

    /// Makes `delegate`, assigns it to every delegate property of `layout` its type fits, and
    /// returns what the preview's collection view takes from it: the object as its delegate and
    /// as its data source when it is one — an app's view controller usually is both — and, when
    /// it is a view controller, the cell classes it registered on its own collection view as it
    /// loaded its view (`viewDidLoad`).
    ///
    /// - Throws: ``LayoutConfigurationError`` when it fits none of them.
    static func give(
        _ delegate: PreviewDelegate, to layout: CollectionViewLayout, of className: String
    ) throws -> GivenDelegate {
        let object = delegate.make()
        kept.keep(object)
        let assigned = delegate.slots.filter { $0.assign(layout, object) }
        let viewDelegate = object as? CollectionViewDelegate
        let dataSource = object as? CollectionViewDataSource
        var registrations: CollectionView?
        if let controller = object as? ViewController {
            // The child serves on its main thread (as `PreviewLayoutClass.onMainActor` relies on).
            nonisolated(unsafe) var found: CollectionView?
            MainActor.assumeIsolated {
                controller.loadViewIfNeeded()
                found = controller.view.flatMap(Self.firstCollectionView(in:))
            }
            registrations = found
        }
        let given = GivenDelegate(viewDelegate: viewDelegate, dataSource: dataSource, registrations: registrations)
        guard assigned.isEmpty, viewDelegate == nil, dataSource == nil else { return given }
        let slots = delegate.slots.map { "\(className).\($0.name) (\($0.typeName))" }
        throw LayoutConfigurationError(
            parameter: "delegate",
            message: "\(delegate.name) conforms to none of the delegate types it could be given: "
                + (slots + [
                    "UICollectionView.delegate (UICollectionViewDelegate)",
                    "UICollectionView.dataSource (UICollectionViewDataSource)",
                ]).joined(separator: ", "))
    }

    /// Answers requests until standard input ends; returns the process's exit status.
    func run() -> Int32 {
        let decoder = JSONDecoder()
        while let line = nextRequest() {
            let reply: PreviewReply
            do {
                let request = try decoder.decode(PreviewRequest.self, from: Data(line))
                reply = try answer(request)
            } catch {
                reply = .failure(String(describing: error))
            }
            // The layout's prints of this request reach the parent before the reply does.
            StandardStreams.flushBufferedOutput()
            do {
                var data = try encoder.encode(reply)
                if data.count > Self.largestReply {
                    data = try encoder.encode(PreviewReply.failure(Self.oversized(request: line, bytes: data.count)))
                }
                data.append(0x0A)
                try replies.write(contentsOf: data)
            } catch {
                return 74
            }
        }
        return 0
    }

    /// The largest reply the child sends, in bytes: under the parent's 64 MB line limit, with
    /// room to spare. A frame whose new cell drawings are larger is refused with a message.
    static let largestReply = 48 << 20

    /// Why the reply to `request` (a request line) is not sent: `bytes` is over ``largestReply``.
    static func oversized(request: [UInt8], bytes: Int) -> String {
        let megabytes = "\(bytes >> 20) MB, over the \(largestReply >> 20) MB a reply may have"
        if case .frame(let sample)? = try? JSONDecoder().decode(PreviewRequest.self, from: Data(request)) {
            return "frame \(sample.index): the frame's state and new cell drawings take \(megabytes) "
                + "(cells with very large images or very many layers?); draw boxes with --draw boxes"
        }
        return "the reply takes \(megabytes)"
    }

    /// The next request line (without its newline), or nil once the parent has closed the pipe.
    private func nextRequest() -> [UInt8]? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = Array(pending[..<newline])
                pending.removeFirst(newline + 1)
                return line
            }
            let chunk: [UInt8]
            do {
                // The parent may take its time between requests: wait an hour at a time.
                guard let read = try PipeReader.read(requests, upTo: 1 << 16, within: 3600) else { continue }
                chunk = read
            } catch {
                chunk = []
            }
            guard !chunk.isEmpty else {
                defer { pending = [] }
                return pending.isEmpty ? nil : pending
            }
            pending += chunk
        }
    }

    private func answer(_ request: PreviewRequest) throws -> PreviewReply {
        switch request {
        case .describe:
            return .classes(
                classes.map { layoutClass in
                    let fresh = layoutClass.make()
                    return PreviewClassInfo(
                        name: layoutClass.name,
                        properties: layoutClass.properties.map {
                            PreviewPropertyInfo(name: $0.name, type: $0.typeName, defaultValue: $0.read(fresh))
                        })
                })
        case .start(let plan):
            Self.standInLog.clear()
            appViews.removeAll()
            drawings.clear()
            let scene = plan.scene
            let runtime = try SceneRuntime(
                scene: scene, layouts: descriptors + LayoutRegistry.builtIn,
                appCells: Self.appCells(of: scene, from: cellClasses, appViews: appViews))
            self.runtime = runtime
            cells = CellCapture(scene: scene, views: runtime.collectionViews, appViews: appViews.members)
            let sizes = runtime.collectionViews.map {
                PaneSizes(contentSize: $0.contentSize, boundsSize: $0.bounds.size)
            }
            return .started(samples: runtime.samples, paneSizes: sizes, standIns: Self.standInLog.notes)
        case .frame(let sample):
            guard let runtime else { return .failure("no scene was started") }
            let state = try runtime.frame(for: sample)
            var layers = FrameLayers(state)
            if let cells {
                layers.drawings = try cells.drawings(of: state, runtime: runtime, sample: sample, table: drawings)
            }
            return .frame(state, layers: layers)
        case .fling(let pane, let from, let velocity):
            guard let runtime else { return .failure("no scene was started") }
            return .flung(try runtime.fling(pane: pane, from: from, velocity: velocity))
        }
    }
}

/// Objects a child keeps for its whole life.
private final class KeptObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) { lock.withLock { objects.append(object) } }
}

extension PreviewStandInSpec {
    /// Whether it goes to the collection view's delegate.
    var isViewDelegate: Bool {
        if case .viewDelegate = target { return true }
        return false
    }

    /// Whether it goes to the collection view's data source.
    var isViewDataSource: Bool {
        if case .viewDataSource = target { return true }
        return false
    }
}

/// Lines a child collects while it builds a scene (the stand-ins it made), each once.
/// Collection views by identity, added to while a scene's layouts are built (single-threaded, in
/// the child's serving loop; locked all the same).
final class AppViewSet: @unchecked Sendable {
    private let lock = NSLock()
    private var views: Set<ObjectIdentifier> = []

    /// Adds `view`.
    func insert(_ view: CollectionView) { lock.withLock { _ = views.insert(ObjectIdentifier(view)) } }

    /// Forgets every view (a new scene starts).
    func removeAll() { lock.withLock { views = [] } }

    /// The views, by identity.
    var members: Set<ObjectIdentifier> { lock.withLock { views } }
}

final class NoteLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// Adds `line` unless it is there.
    func note(_ line: String) { lock.withLock { if !lines.contains(line) { lines.append(line) } } }

    /// Forgets every line.
    func clear() { lock.withLock { lines = [] } }

    /// The lines, in the order they came.
    var notes: [String] { lock.withLock { lines } }
}

/// The serving loop's entry by its symbol name, `reel_preview_serve`: what a preview child's
/// generated `main.swift` declares and hands to `PreviewRuntime.serve(_:with:)`. `classes` is the
/// runtime's `PreviewClassList`.
@_silgen_name("reel_preview_serve")
public func reelPreviewServe(_ classes: AnyObject) -> Int32 {
    PreviewServer.serve(classes)
}
