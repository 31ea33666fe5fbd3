import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIStackView`: a row or column of views laid out by the constraints it makes.
    public typealias UIStackView = StackView
    /// UIKit's Swift 3 name of `NSLayoutConstraint.Axis`.
    public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
#endif
