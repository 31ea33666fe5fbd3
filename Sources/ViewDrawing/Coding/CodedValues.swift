import Canvas
import Foundation
import Geometry

// Codable forms of the shared values a DrawnLayer holds (Geometry's and Canvas' types are not
// Codable themselves; these forms stay private to the tree's coding).

/// A colour as its four components.
struct CodedColor: Codable {
    var rgba: [Double]

    init(_ color: Color) {
        rgba = [color.red, color.green, color.blue, color.alpha]
    }

    var color: Color {
        get throws {
            guard rgba.count == 4 else { throw CodingMistake("a colour has 4 components, not \(rgba.count)") }
            return Color(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
        }
    }
}

/// An affine transform as its six numbers, a b c d tx ty.
struct CodedTransform: Codable {
    var matrix: [Double]

    init(_ transform: CGAffineTransform) {
        matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    }

    var transform: CGAffineTransform {
        get throws {
            guard matrix.count == 6 else { throw CodingMistake("a transform has 6 numbers, not \(matrix.count)") }
            return CGAffineTransform(
                a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5])
        }
    }
}

/// A path as one array of numbers per element: 0 x y (move), 1 x y (line), 2 x y cx cy (quad),
/// 3 x y c1x c1y c2x c2y (curve), 4 (close).
struct CodedPath: Codable {
    var elements: [[Double]]

    init(_ path: Path) {
        elements = path.elements.map { element in
            switch element {
            case .move(let point): [0, point.x, point.y]
            case .line(let point): [1, point.x, point.y]
            case .quadCurve(let point, let control): [2, point.x, point.y, control.x, control.y]
            case .curve(let point, let control1, let control2):
                [3, point.x, point.y, control1.x, control1.y, control2.x, control2.y]
            case .close: [4]
            }
        }
    }

    var path: Path {
        get throws {
            Path(
                elements: try elements.map { numbers in
                    func point(_ index: Int) -> CGPoint { CGPoint(x: numbers[index], y: numbers[index + 1]) }
                    switch (numbers.first, numbers.count) {
                    case (0, 3): return .move(to: point(1))
                    case (1, 3): return .line(to: point(1))
                    case (2, 5): return .quadCurve(to: point(1), control: point(3))
                    case (3, 7): return .curve(to: point(1), control1: point(3), control2: point(5))
                    case (4, 1): return .close
                    default: throw CodingMistake("\(numbers) is not a path element")
                    }
                })
        }
    }
}

/// A stroke style.
struct CodedStroke: Codable {
    var lineWidth: Double
    var dash: [Double]
    var dashPhase: Double
    var cap: String
    var join: String

    init(_ style: StrokeStyle) {
        lineWidth = style.lineWidth
        dash = style.dash
        dashPhase = style.dashPhase
        cap =
            switch style.lineCap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
        join =
            switch style.lineJoin {
            case .miter: "miter"
            case .round: "round"
            case .bevel: "bevel"
            }
    }

    var style: StrokeStyle {
        let lineCap: StrokeStyle.LineCap = cap == "round" ? .round : cap == "square" ? .square : .butt
        let lineJoin: StrokeStyle.LineJoin = join == "round" ? .round : join == "bevel" ? .bevel : .miter
        return StrokeStyle(lineWidth: lineWidth, dash: dash, dashPhase: dashPhase, lineCap: lineCap, lineJoin: lineJoin)
    }
}

/// A gradient: its stops as location and colour, and its kind with two points (axial: start
/// and end; radial: centre and radii).
struct CodedGradient: Codable {
    var locations: [Double]
    var colors: [CodedColor]
    var radial: Bool
    var points: [Double]

    init(_ gradient: Gradient) {
        locations = gradient.stops.map(\.location)
        colors = gradient.stops.map { CodedColor($0.color) }
        switch gradient.kind {
        case .axial(let start, let end):
            radial = false
            points = [start.x, start.y, end.x, end.y]
        case .radial(let center, let radii):
            radial = true
            points = [center.x, center.y, radii.width, radii.height]
        }
    }

    var gradient: Gradient {
        get throws {
            guard locations.count == colors.count, points.count == 4 else {
                throw CodingMistake("a gradient needs a colour per location and 4 numbers for its points")
            }
            let stops = try zip(locations, colors).map { Gradient.Stop(location: $0, color: try $1.color) }
            let kind: Gradient.Kind =
                radial
                ? .radial(
                    center: CGPoint(x: points[0], y: points[1]), radii: CGSize(width: points[2], height: points[3]))
                : .axial(start: CGPoint(x: points[0], y: points[1]), end: CGPoint(x: points[2], y: points[3]))
            return Gradient(stops: stops, kind: kind)
        }
    }
}

/// A value that does not decode as what it should be.
struct CodingMistake: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
