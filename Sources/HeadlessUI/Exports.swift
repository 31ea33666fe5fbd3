// The views speak the shared geometry: `import HeadlessUI` brings in `CGAffineTransform`,
// `CATransform3D` and `EdgeInsets` as UIKit code expects them.
@_exported import Geometry
