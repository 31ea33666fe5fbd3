import Testing
import UIKit

/// UIKit's `NSValue` geometry boxes, as layouts that keep points in dictionaries use them.
@Suite struct NSValueGeometryTests {
    @Test func cgPointSizeAndRectBoxesRoundTripAndMatchFoundationsBoxes() {
        var startPoints: [IndexPath: NSValue] = [:]
        startPoints[IndexPath(item: 3, section: 0)] = NSValue(cgPoint: CGPoint(x: 12.5, y: -4))
        #expect(startPoints[IndexPath(item: 3, section: 0)]?.cgPointValue == CGPoint(x: 12.5, y: -4))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 30, height: 40)).cgSizeValue == CGSize(width: 30, height: 40))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect && NSValue(rect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(point: CGPoint(x: 1, y: 2)))
    }
}
