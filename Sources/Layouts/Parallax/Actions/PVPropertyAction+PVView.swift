import Foundation

/// PVView's `PVActionMove`: moves an item's centre, translation or frame origin.
public typealias PVActionMove = PVPropertyAction<PVPointProperty>
/// PVView's `PVActionSize`: resizes an item about its centre.
public typealias PVActionSize = PVPropertyAction<PVSizeProperty>
/// PVView's `PVActionFrame`: moves and resizes an item between two absolute frames.
public typealias PVActionFrame = PVPropertyAction<PVFrameProperty>
/// PVView's `PVActionFade`: changes an item's opacity.
public typealias PVActionFade = PVPropertyAction<PVOpacityProperty>
/// PVView's `PVActionScale`: scales an item uniformly or along one axis.
public typealias PVActionScale = PVPropertyAction<PVScaleProperty>
/// PVView's `PVActionRotate`: rotates an item about the x, y or z axis, in radians.
public typealias PVActionRotate = PVPropertyAction<PVRotationProperty>

extension PVPropertyAction where Property == PVPointProperty {
    /// Moves the item's centre from `fromPosition` to `toPosition`.
    public init(
        fromPosition: ContainerRelative<CGPoint>, toPosition: ContainerRelative<CGPoint>,
        parameters: PVParameters = .default
    ) {
        self.init(property: .position, from: fromPosition, to: toPosition, parameters: parameters)
    }

    /// Moves the item's translation from `fromTranslation` to `toTranslation`.
    public init(
        fromTranslation: ContainerRelative<CGPoint> = .zero, toTranslation: ContainerRelative<CGPoint> = .zero,
        parameters: PVParameters = .default
    ) {
        self.init(property: .translation, from: fromTranslation, to: toTranslation, parameters: parameters)
    }

    /// Moves the item's frame origin from `fromOrigin` to `toOrigin`.
    public init(
        fromOrigin: ContainerRelative<CGPoint>, toOrigin: ContainerRelative<CGPoint>,
        parameters: PVParameters = .default
    ) {
        self.init(property: .origin, from: fromOrigin, to: toOrigin, parameters: parameters)
    }
}

extension PVPropertyAction where Property == PVSizeProperty {
    /// Resizes the item from `from` to `to`.
    public init(from: ContainerRelative<CGSize>, to: ContainerRelative<CGSize>, parameters: PVParameters = .default) {
        self.init(property: .size, from: from, to: to, parameters: parameters)
    }
}

extension PVPropertyAction where Property == PVFrameProperty {
    /// Moves and resizes the item from `fromFrame` to `toFrame`.
    public init(fromFrame: CGRect, toFrame: CGRect, parameters: PVParameters = .default) {
        self.init(property: .frame, from: fromFrame, to: toFrame, parameters: parameters)
    }
}

extension PVPropertyAction where Property == PVOpacityProperty {
    /// Fades the item from opacity `from` to `to`.
    public init(from: Double = 1, to: Double = 1, parameters: PVParameters = .default) {
        self.init(property: .opacity, from: from, to: to, parameters: parameters)
    }
}

extension PVPropertyAction where Property: PVAxisProperty {
    /// Sets the x component (`transform.scale.x`, `transform.rotation.x`) from `fromX` to `toX`.
    public init(
        fromX: Double = Property.identity, toX: Double = Property.identity, parameters: PVParameters = .default
    ) {
        self.init(property: .x, from: fromX, to: toX, parameters: parameters)
    }

    /// Sets the y component (`transform.scale.y`, `transform.rotation.y`) from `fromY` to `toY`.
    public init(
        fromY: Double = Property.identity, toY: Double = Property.identity, parameters: PVParameters = .default
    ) {
        self.init(property: .y, from: fromY, to: toY, parameters: parameters)
    }
}

extension PVPropertyAction where Property == PVScaleProperty {
    /// Scales x and y together (`transform.scale`).
    public init(from: Double = 1, to: Double = 1, parameters: PVParameters = .default) {
        self.init(property: .uniform, from: from, to: to, parameters: parameters)
    }
}

extension PVPropertyAction where Property == PVRotationProperty {
    /// Rotates about the z axis (`transform.rotation.z`), the in-plane rotation.
    public init(fromZ: Double = 0, toZ: Double = 0, parameters: PVParameters = .default) {
        self.init(property: .z, from: fromZ, to: toZ, parameters: parameters)
    }
}
