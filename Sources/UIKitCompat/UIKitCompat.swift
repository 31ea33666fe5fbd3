// UIKitCompat (deprecated): on Linux it only re-exports the `UIKit` module, so files that say
// `import UIKitCompat` keep building; new code writes `import UIKit` as on iOS
// (docs/uikit-compatibility.md). On Apple platforms, where there is no LayoutReel `UIKit`
// module, it re-exports the engine and the built-in layouts under their own names.
#if !canImport(Darwin)
    @_exported import UIKit
#else
    @_exported import CollectionLayout
    @_exported import Foundation
    @_exported import Layouts
#endif
