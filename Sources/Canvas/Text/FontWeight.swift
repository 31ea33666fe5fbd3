/// Which of the two bundled weights of DejaVu Sans text is set in.
///
/// Frames draw their labels in ``bold`` (what golden sets record); charts, diagrams and contact
/// sheets use ``regular`` for secondary text (tick labels, captions, notes) and ``bold`` for
/// titles, so that the two read as a hierarchy.
public enum FontWeight: Sendable, Hashable, CaseIterable {
    /// DejaVu Sans (Book), `DejaVuSans.ttf`.
    case regular
    /// DejaVu Sans Bold, `DejaVuSans-Bold.ttf`.
    case bold

    /// The font file's name in `Typography`'s `Resources/Fonts` (`FontFile`).
    public var fileName: String {
        switch self {
        case .regular: "DejaVuSans.ttf"
        case .bold: "DejaVuSans-Bold.ttf"
        }
    }
}
