import Foundation

/// A nib with the shape of UIKit's `UINib`. Interface Builder files are not read headlessly:
/// a nib has its name and bundle and instantiates no objects, so code that registers nibs
/// compiles and gets plain cells and views.
open class Nib: NSObject {
    /// The nib's name.
    public let name: String
    /// The bundle it would be loaded from.
    public let bundle: Bundle?

    /// A nib named `name` in `bundleOrNil`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil
        super.init()
    }

    /// A nib from archived data (its name is empty).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = ""
        bundle = bundleOrNil
        super.init()
    }

    /// The nib's top-level objects: none headlessly.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        []
    }
}
