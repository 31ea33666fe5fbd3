import Foundation

/// A track that moves one compositional section's own (orthogonal) offset over the frames, as a
/// pane's ``SamplingSpec`` moves its content offset (docs/scene-format.md, "Section tracks").
///
/// `start` and `end` are the ends of the section's `orthogonalOffsetRange(forSection:)`, a page
/// is the container's width across the scroll axis, and a fling comes to rest where the
/// section's `orthogonalScrollingBehavior` says (`targetOrthogonalOffset`).
public struct SectionTrackSpec: Hashable, Sendable {
    /// The section whose offset the track moves, from 0.
    public var section: Int
    /// The motion; its `axis` is unused (the section's orthogonal axis is fixed).
    public var track: SamplingSpec
    /// Where the scene wrote `section`, for messages about the section.
    public var sectionLocation: SourceLocation?

    /// A track moving `section`'s own offset by `track`.
    public init(section: Int, track: SamplingSpec, sectionLocation: SourceLocation? = nil) {
        self.section = section
        self.track = track
        self.sectionLocation = sectionLocation
    }
}
