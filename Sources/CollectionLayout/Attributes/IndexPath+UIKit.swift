import Foundation

#if !canImport(Darwin) || !canImport(UIKit)
    /// UIKit's collection-view and table-view accessors on `IndexPath`, for platforms without UIKit.
    extension IndexPath {
        /// An index path for an item in a collection view section.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// An index path for a row in a table view section.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section (first index).
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item within the section (second index).
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row within the section (second index; the same as `item`).
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
