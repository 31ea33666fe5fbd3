/// When two images count as matching: pixelmatch's per-pixel options plus Playwright's
/// allowances for how many pixels may differ.
public struct PixelTolerance: Sendable, Hashable {
    /// How pixels are told apart (threshold, anti-aliasing).
    public var diff: ImageDiffOptions
    /// At most this many differing pixels pass (Playwright's `maxDiffPixels`); nil for no
    /// count allowance.
    public var maxDiffPixels: Int?
    /// At most this share (0…1) of the compared pixels may differ (Playwright's
    /// `maxDiffPixelRatio`); nil for no ratio allowance.
    public var maxDiffPixelRatio: Double?

    /// A tolerance; with neither allowance given, no pixel may differ.
    public init(diff: ImageDiffOptions = .default, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.diff = diff
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Threshold 0.1, anti-aliasing ignored, no differing pixel allowed.
    public static let exact = PixelTolerance()

    /// The most differing pixels allowed in an area of `pixelCount` pixels: the stricter of
    /// the two allowances when both are given (as Playwright does), 0 when none is.
    public func allowedPixels(of pixelCount: Int) -> Double {
        let byRatio = maxDiffPixelRatio.map { Double(pixelCount) * $0 }
        switch (maxDiffPixels.map(Double.init), byRatio) {
        case let (count?, ratio?): return min(count, ratio)
        case let (count?, nil): return count
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Whether `result` passes: same size, and no more differing pixels than allowed.
    public func accepts(_ result: ImageDiffResult) -> Bool {
        !result.sizeDiffers && Double(result.differentPixels) <= allowedPixels(of: result.comparedSize.pixelCount)
    }

    /// Checks the values are usable.
    ///
    /// - Throws: ``GoldenError/invalidTolerance(_:)`` naming the bad value and its range.
    public func validate() throws {
        guard diff.threshold.isFinite, (0...1).contains(diff.threshold) else {
            throw GoldenError.invalidTolerance("threshold must be between 0 and 1, got \(diff.threshold)")
        }
        guard diff.diffImageAlpha.isFinite, (0...1).contains(diff.diffImageAlpha) else {
            throw GoldenError.invalidTolerance("diff image alpha must be between 0 and 1, got \(diff.diffImageAlpha)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw GoldenError.invalidTolerance("max diff pixels must be 0 or more, got \(maxDiffPixels)")
        }
        if let ratio = maxDiffPixelRatio, !ratio.isFinite || !(0...1).contains(ratio) {
            throw GoldenError.invalidTolerance("max diff pixel ratio must be between 0 and 1, got \(ratio)")
        }
    }
}
