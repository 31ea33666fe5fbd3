import Foundation
import Geometry

extension Path {
    /// The part of the path between fractions `start` and `end` of its length (Core Animation's
    /// `strokeStart` and `strokeEnd`, fractions of the whole path across its subpaths), as
    /// straight segments: curves are followed in 24 (cubic) or 16 (quadratic) steps, closed
    /// subpaths include their closing line. Empty when `start` ≥ `end`.
    func trimmed(from start: Double, to end: Double) -> Path {
        let polylines = flattened()
        var lengths: [[Double]] = []
        var total = 0.0
        for line in polylines {
            var segment: [Double] = []
            for index in line.indices.dropFirst() {
                let length = hypot(line[index].x - line[index - 1].x, line[index].y - line[index - 1].y)
                segment.append(length)
                total += length
            }
            lengths.append(segment)
        }
        let from = max(0, min(start, 1)) * total
        let to = max(0, min(end, 1)) * total
        guard to > from, total > 0 else { return Path() }
        var result = Path()
        var walked = 0.0
        for (line, segment) in zip(polylines, lengths) {
            var drawing = false
            for (index, length) in segment.enumerated() {
                let (a, b) = (line[index], line[index + 1])
                let (segmentStart, segmentEnd) = (walked, walked + length)
                walked = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                func point(at distance: Double) -> CGPoint {
                    let t = min(max((distance - segmentStart) / length, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: point(at: max(from, segmentStart)))
                    drawing = true
                }
                result.addLine(to: point(at: min(to, segmentEnd)))
            }
        }
        return result
    }

    /// The subpaths as polylines: each from its first point, curves in straight steps, a
    /// closed one ending where it began.
    private func flattened() -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish() {
            if current.count > 1 { lines.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
                last = point
            case .line(let point):
                if current.isEmpty { current = [last] }
                current.append(point)
                last = point
            case .quadCurve(let point, let control):
                if current.isEmpty { current = [last] }
                let origin = last
                for step in 1...16 {
                    let t = Double(step) / 16
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * origin.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * origin.y + 2 * u * t * control.y + t * t * point.y))
                }
                last = point
            case .curve(let point, let control1, let control2):
                if current.isEmpty { current = [last] }
                let origin = last
                for step in 1...24 {
                    let t = Double(step) / 24
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        CGPoint(
                            x: a * origin.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * origin.y + b * control1.y + c * control2.y + d * point.y))
                }
                last = point
            case .close:
                if let first = current.first {
                    current.append(first)
                    last = first
                }
                finish()
            }
        }
        finish()
        return lines
    }
}
