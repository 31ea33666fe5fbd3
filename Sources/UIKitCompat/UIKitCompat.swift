// UIKitCompat: UIKit's names over CollectionLayout and Layouts, so that a layout file written
// for UIKit compiles with `import UIKit` changed to `import UIKitCompat` (see
// docs/collection-layout.md, "Porting a UIKit layout").
@_exported import CollectionLayout
@_exported import Foundation  // as `import UIKit` does: CGFloat, CGRect, NSCoder, IndexPath
@_exported import Layouts
