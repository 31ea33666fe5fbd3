import Foundation
import Layouts
import Reel

/// What `reel` asks a preview child, one JSON object per line on the child's standard input.
package enum PreviewRequest: Codable, Sendable {
    /// The layout classes with their properties and defaults.
    case describe
    /// Build the scene's layouts and sample its track.
    case start(ScenePlan)
    /// Every pane's state at a sample's offsets.
    case frame(FrameSample)
    /// The fling of a pane released at an offset with a velocity (points per millisecond), as
    /// the child's collection view and layout decide it (the live page's release).
    case fling(pane: Int, from: CGPoint, velocity: CGPoint)
}

/// What a preview child answers, one JSON object per line.
package enum PreviewReply: Codable, Sendable {
    /// The classes the child was built with.
    case classes([PreviewClassInfo])
    /// The scene is built: its samples, every pane's sizes and the stand-ins the child made for
    /// nil delegates and data sources (`TagCellLayoutDelegate for `delegate` (…)`).
    case started(samples: [FrameSample], paneSizes: [PaneSizes], standIns: [String])
    /// One frame's state, with the appearance layers of its elements (which the state's
    /// encoding, the dump schema, leaves out).
    case frame(FrameState, layers: FrameLayers)
    /// A fling's trajectory, for ``PreviewRequest/fling(pane:from:velocity:)``.
    case flung(FlingPath)
    /// The request failed with this message (a `SceneError` or `ReelError`, already placed).
    case failure(String)
}

/// A layout class as the child reports it: its settable properties with their defaults.
public struct PreviewClassInfo: Codable, Sendable, Hashable {
    /// The class's name.
    public var name: String
    /// Its settable properties, in the order the generated code lists them.
    public var properties: [PreviewPropertyInfo]

    /// A class from its parts.
    public init(name: String, properties: [PreviewPropertyInfo]) {
        self.name = name
        self.properties = properties
    }
}

/// One settable property: its name, type and the value a fresh instance has.
public struct PreviewPropertyInfo: Codable, Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// Its type as messages name it.
    public var type: String
    /// Its value on a fresh instance, or nil when scenes cannot write the type.
    public var defaultValue: ParameterValue?

    /// A property from its parts.
    public init(name: String, type: String, defaultValue: ParameterValue?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A pane's content size and bounds size once its layout is built.
package struct PaneSizes: Codable, Sendable, Hashable {
    /// `collectionViewContentSize`.
    package var contentSize: CGSize
    /// The collection view's bounds size.
    package var boundsSize: CGSize

    /// Sizes from their values.
    package init(contentSize: CGSize, boundsSize: CGSize) {
        self.contentSize = contentSize
        self.boundsSize = boundsSize
    }
}
