// The engine speaks the shared geometry: `import CollectionLayout` brings in `CGAffineTransform`,
// `CATransform3D` and `EdgeInsets` as UIKit code expects them.
@_exported import Geometry
