#if canImport(ViewCapture)
    import Canvas
    import Foundation
    import HeadlessUI
    import ReelGolden
    import SnapshotTesting
    import ViewCapture
    import ViewDrawing

    extension Snapshotting where Value: View, Format == ReelSnapshot {
        /// A view drawn as a PNG image by LayoutReel's renderer at its current size, light
        /// appearance, the screen's scale: what `assertSnapshot(of: view, as: .image)` means on
        /// iOS, so the same test runs on Linux. The pixels are this renderer's, not iOS's
        /// (docs/cells.md): record references on Linux and compare them there.
        public static var image: Snapshotting { image() }

        /// A view drawn as a PNG image by LayoutReel's renderer (swift-snapshot-testing's iOS
        /// `image(precision:perceptualPrecision:size:traits:)` strategy, on Linux).
        ///
        /// The view is sized to `size` when given and laid out (`layoutIfNeeded()`); its dynamic
        /// colours resolve for `traits`' appearance (light when unspecified); the image's scale
        /// is `traits.displayScale`, else the screen's.
        ///
        /// - Parameters:
        ///   - precision: The share of pixels that must match (1: all of them).
        ///   - perceptualPrecision: How close a pixel must be to count as matching (1: within
        ///     pixelmatch's default threshold, 0.1; lower values raise it, 0.98 to 0.1 and 0.9 to
        ///     0.5).
        ///   - size: The size to draw the view at (default its bounds size).
        ///   - traits: The traits the view is drawn with (appearance and scale).
        public static func image(
            precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
            traits: TraitCollection = TraitCollection()
        ) -> Snapshotting {
            drawn(precision: precision, perceptualPrecision: perceptualPrecision) { view in
                ViewSnapshot.snapshot(of: view, size: size, traits: traits)
            }
        }
    }

    extension Snapshotting where Value: ViewController, Format == ReelSnapshot {
        /// A view controller's view drawn as a PNG image at the screen's size, light appearance
        /// (see ``Snapshotting/image``); the pixels are this renderer's, not iOS's.
        public static var image: Snapshotting { image() }

        /// A view controller's view drawn as a PNG image: the view is loaded, sized to `size`
        /// (default the screen's bounds) and laid out, then drawn as
        /// ``Snapshotting/image(precision:perceptualPrecision:size:traits:)`` draws a view.
        public static func image(
            precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
            traits: TraitCollection = TraitCollection()
        ) -> Snapshotting {
            drawn(precision: precision, perceptualPrecision: perceptualPrecision) { controller in
                ViewSnapshot.snapshot(of: controller) { view in
                    ViewSnapshot.snapshot(of: view, size: size ?? Screen.main.bounds.size, traits: traits)
                }
            }
        }
    }

    extension Snapshotting where Value: ViewController, Format == ReelSnapshot {
        /// A view controller's view drawn as a PNG image on a device: `config`'s screen size
        /// (unless `size` is given), safe area and traits, with `traits` on top (swift-snapshot-
        /// testing's iOS `image(on:precision:perceptualPrecision:size:traits:)`).
        public static func image(
            on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
            traits: TraitCollection = TraitCollection()
        ) -> Snapshotting {
            drawn(precision: precision, perceptualPrecision: perceptualPrecision) { controller in
                ViewSnapshot.snapshot(of: controller) { view in
                    view.safeAreaInsets = config.safeArea
                    return ViewSnapshot.snapshot(
                        of: view, size: size ?? config.size ?? Screen.main.bounds.size,
                        traits: TraitCollection(traitsFrom: [config.traits, traits]))
                }
            }
        }
    }

    extension Snapshotting where Format == ReelSnapshot {
        /// A PNG strategy compared with pixelmatch at `precision` and `perceptualPrecision`,
        /// whose snapshots `snapshot` makes: what every view and view controller strategy shares.
        static func drawn(
            precision: Float, perceptualPrecision: Float, _ snapshot: @escaping (Value) -> ReelSnapshot
        ) -> Snapshotting {
            Snapshotting(
                pathExtension: "png",
                diffing: .reel(
                    tolerance: ViewSnapshot.tolerance(precision: precision, perceptual: perceptualPrecision)),
                snapshot: snapshot)
        }
    }

    /// How a view becomes a ``ReelSnapshot``.
    enum ViewSnapshot {
        /// A snapshot that failed, saying why.
        static func failed(_ message: String) -> ReelSnapshot {
            var failed = ReelSnapshot(png: Data(), frames: [])
            failed.failure = message
            return failed
        }

        /// The controller's view, loaded, drawn by `draw`; a controller without a view fails.
        static func snapshot(of controller: ViewController, _ draw: (View) -> ReelSnapshot) -> ReelSnapshot {
            guard let view = loadedView(of: controller) else {
                return failed("the view controller \(type(of: controller)) has no view to snapshot")
            }
            return draw(view)
        }

        /// The controller's view, loaded (`loadViewIfNeeded()`).
        ///
        /// `ViewController` is `@MainActor` as UIKit's is, so that iOS code compiles unchanged,
        /// but the headless views have no main thread: they are used from whichever task owns
        /// them, as this snapshot's caller does (a Swift Testing test need not run on the main
        /// thread, even when `@MainActor`). So the main-actor method is called here as
        /// `MainActor.assumeIsolated` calls it, without its check of the current executor.
        static func loadedView(of controller: ViewController) -> View? {
            let load: @MainActor () -> View? = {
                controller.loadViewIfNeeded()
                return controller.view
            }
            return unsafeBitCast(load, to: (() -> View?).self)()
        }

        /// `view` sized, laid out and drawn with `traits`, as a one-image snapshot (no frames);
        /// a view that cannot be drawn gives a snapshot whose failure says why.
        static func snapshot(of view: View, size: CGSize?, traits: TraitCollection) -> ReelSnapshot {
            if let size {
                view.frame = CGRect(origin: view.frame.origin, size: size)
            }
            let previous = view.overrideTraitCollection
            let merged = TraitCollection(traitsFrom: [previous ?? TraitCollection(), traits])
            view.overrideTraitCollection = merged
            defer { view.overrideTraitCollection = previous }
            view.layoutIfNeeded()
            guard view.bounds.width > 0, view.bounds.height > 0 else {
                return failed(
                    "the view \(type(of: view)) is \(view.bounds.width) × \(view.bounds.height) points: give it a frame "
                        + "or snapshot it with .image(size:)")
            }
            let scale = merged.displayScale > 0 ? Double(merged.displayScale) : Double(Screen.main.scale)
            let appearance: UserInterfaceStyle = merged.userInterfaceStyle == .dark ? .dark : .light
            do {
                let rendered = try ViewCapture(appearance: appearance)
                    .image(of: view, size: view.bounds.size, renderer: LayerRenderer(scale: scale))
                return ReelSnapshot(png: try rendered.image.pngData(), frames: [])
            } catch {
                return failed("reel could not draw the view \(type(of: view)): \(error)")
            }
        }

        /// swift-snapshot-testing's precisions as a golden tolerance: `precision` below 1 lets
        /// that share of pixels differ; `perceptualPrecision` below 1 raises pixelmatch's
        /// threshold from its default 0.1 to 5 × (1 − precision), at most 1.
        static func tolerance(precision: Float, perceptual: Float) -> GoldenTolerance {
            var pixels = PixelTolerance.exact
            if precision < 1 { pixels.maxDiffPixelRatio = Double(max(0, 1 - precision)) }
            if perceptual < 1 {
                pixels.diff.threshold = min(1, max(pixels.diff.threshold, Double(1 - perceptual) * 5))
            }
            return GoldenTolerance(pixels: pixels)
        }
    }
#endif
