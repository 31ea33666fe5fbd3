// CoreGraphics on Linux: Foundation's `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, plus what
// Geometry adds where Linux Foundation lacks it (`CGAffineTransform`, `CGVector`, `CGColor`,
// `equalTo(_:)`), so `import CoreGraphics` in a layout file builds unchanged. This module is
// declared only on hosts without Darwin (see Package.swift): it never shadows Apple's framework.
@_exported import Foundation
@_exported import Geometry
