@_exported import CoreGraphics
@_exported import Geometry
// QuartzCore on Linux: `CATransform3D` and its functions (Geometry), `CALayer` (the headless
// `Layer` of CollectionLayout) and a `CATransaction` whose calls do nothing, so
// `import QuartzCore` in a layout or cell file builds unchanged. Declared only on hosts without
// Darwin (see Package.swift).
import HeadlessUI

#if !canImport(Darwin)
    /// Core Animation's `CALayer`: the headless layer that holds a view's geometry.
    public typealias CALayer = HeadlessUI.Layer
#endif

#if !canImport(Darwin)
    /// Core Animation's `CAShapeLayer`: a layer holding a path (headless: held, not drawn).
    public typealias CAShapeLayer = HeadlessUI.ShapeLayer
    /// Core Animation's `CAShapeLayerFillRule`.
    public typealias CAShapeLayerFillRule = HeadlessUI.ShapeLayer.FillRule
    /// Core Animation's `CAShapeLayerLineCap`.
    public typealias CAShapeLayerLineCap = HeadlessUI.ShapeLayer.LineCap
    /// Core Animation's `CAShapeLayerLineJoin`.
    public typealias CAShapeLayerLineJoin = HeadlessUI.ShapeLayer.LineJoin
#endif

#if !canImport(Darwin)
    /// Core Animation's `CAGradientLayer`: a layer filled with a gradient.
    public typealias CAGradientLayer = HeadlessUI.GradientLayer
    /// Core Animation's `CAGradientLayerType`.
    public typealias CAGradientLayerType = HeadlessUI.GradientLayer.GradientType
    /// Core Animation's `CACornerMask`: which corners `cornerRadius` rounds.
    public typealias CACornerMask = HeadlessUI.CornerMask
    /// Core Animation's `CALayerCornerCurve`: circular or continuous corners.
    public typealias CALayerCornerCurve = HeadlessUI.CornerCurve
#endif
