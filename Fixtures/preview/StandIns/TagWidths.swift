import UIKit

/// An app's answer for the tag cloud: every tag 100 points wide.
final class TagWidths: TagCloudSizing {
    func tagCloudLayout(_ layout: TagCloudLayout, widthForTagAt index: Int) -> CGFloat { 100 }
}
