import UIKit

/// A flow layout subclass that changes nothing: through a Swift scene it must draw exactly what
/// the built-in `flow` layout draws with the same parameters.
final class PlainFlowLayout: UICollectionViewFlowLayout {
    /// Settings of its own that do not change the layout, so a scene can set them: a number and
    /// an enum by case name.
    var note: Int = 0
    var tone: Tone = .plain
    var weight: Weight = .light
}

/// A public case-only enum, as a framework's layout declares its options (CHTCollectionViewWaterfallLayout's
/// `ItemRenderDirection` is one): the generated conformance must be public too.
public enum Weight { case light, heavy }

extension PlainFlowLayout {
    /// A case-only enum declared in an extension (scenes name its cases).
    enum Tone { case plain, bold }
}
