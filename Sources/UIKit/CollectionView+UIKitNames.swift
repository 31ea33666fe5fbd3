import CollectionLayout
import UIKitLayouts
#if !canImport(Darwin)
    extension CollectionView {
        /// UIKit's `UICollectionView.elementKindSectionHeader`.
        public static let elementKindSectionHeader = ElementKind.sectionHeader
        /// UIKit's `UICollectionView.elementKindSectionFooter`.
        public static let elementKindSectionFooter = ElementKind.sectionFooter
        /// UIKit's `UICollectionView.ElementCategory`.
        public typealias ElementCategory = CollectionLayout.ElementCategory
        /// UIKit's `UICollectionView.ScrollDirection`.
        public typealias ScrollDirection = CollectionViewScrollDirection
    }
#endif
