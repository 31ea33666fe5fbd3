import Foundation

#if !canImport(Darwin)
    /// UIKit's additions to `NSIndexPath` (Linux Foundation has the class, without them): an
    /// index path of an item or a row in a section, as Objective-C-era layouts build them
    /// (`NSIndexPath(item: 0, section: section) as IndexPath`).
    extension NSIndexPath {
        /// The index path of `item` in `section`.
        public convenience init(item: Int, section: Int) {
            self.init(indexes: [section, item], length: 2)
        }

        /// The index path of `row` in `section` (a table's spelling).
        public convenience init(row: Int, section: Int) {
            self.init(indexes: [section, row], length: 2)
        }

        /// The section: the first index (0 for an empty path).
        public var section: Int { length > 0 ? index(atPosition: 0) : 0 }

        /// The item: the second index (0 for a path shorter than two).
        public var item: Int { length > 1 ? index(atPosition: 1) : 0 }

        /// The row: the item, in a table's spelling.
        public var row: Int { item }
    }

    /// C's `MAXFLOAT` (Darwin's `math.h`): the greatest finite `Float`, which older layouts start a
    /// search for the shortest column with.
    public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif
