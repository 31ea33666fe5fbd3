extension Path {
    /// The cubic Bézier handle length for a quarter circle of radius 1: 4/3·(√2 − 1).
    static let kappa = 0.552_284_749_830_793_4

    /// A closed rectangle, clockwise on screen from its origin.
    public init(rect: Rect2D) {
        self.init()
        addRect(rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side; a plain rectangle when zero or less).
    public init(roundedRect rect: Rect2D, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// A closed ellipse inscribed in `rect`, made of four Bézier curves.
    public init(ellipseIn rect: Rect2D) {
        self.init()
        addEllipse(in: rect)
    }

    /// A closed polygon through `points` in order (for instance a projected 3D quad).
    /// Fewer than two points give an empty path.
    public init(polygon points: [Point2D]) {
        self.init()
        addPolygon(points)
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: Rect2D) {
        move(to: Point2D(x: rect.minX, y: rect.minY))
        addLine(to: Point2D(x: rect.maxX, y: rect.minY))
        addLine(to: Point2D(x: rect.maxX, y: rect.maxY))
        addLine(to: Point2D(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners.
    public mutating func addRoundedRect(_ rect: Rect2D, cornerRadius: Double) {
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            addRect(rect)
            return
        }
        let handle = radius * (1 - Self.kappa)
        let (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point2D(x: left + radius, y: top))
        addLine(to: Point2D(x: right - radius, y: top))
        addCurve(
            to: Point2D(x: right, y: top + radius), control1: Point2D(x: right - handle, y: top),
            control2: Point2D(x: right, y: top + handle))
        addLine(to: Point2D(x: right, y: bottom - radius))
        addCurve(
            to: Point2D(x: right - radius, y: bottom), control1: Point2D(x: right, y: bottom - handle),
            control2: Point2D(x: right - handle, y: bottom))
        addLine(to: Point2D(x: left + radius, y: bottom))
        addCurve(
            to: Point2D(x: left, y: bottom - radius), control1: Point2D(x: left + handle, y: bottom),
            control2: Point2D(x: left, y: bottom - handle))
        addLine(to: Point2D(x: left, y: top + radius))
        addCurve(
            to: Point2D(x: left + radius, y: top), control1: Point2D(x: left, y: top + handle),
            control2: Point2D(x: left + handle, y: top))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: Rect2D) {
        let (cx, cy) = (rect.midX, rect.midY)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (hx, hy) = (rx * Self.kappa, ry * Self.kappa)
        move(to: Point2D(x: cx + rx, y: cy))
        addCurve(
            to: Point2D(x: cx, y: cy + ry), control1: Point2D(x: cx + rx, y: cy + hy),
            control2: Point2D(x: cx + hx, y: cy + ry))
        addCurve(
            to: Point2D(x: cx - rx, y: cy), control1: Point2D(x: cx - hx, y: cy + ry),
            control2: Point2D(x: cx - rx, y: cy + hy))
        addCurve(
            to: Point2D(x: cx, y: cy - ry), control1: Point2D(x: cx - rx, y: cy - hy),
            control2: Point2D(x: cx - hx, y: cy - ry))
        addCurve(
            to: Point2D(x: cx + rx, y: cy), control1: Point2D(x: cx + hx, y: cy - ry),
            control2: Point2D(x: cx + rx, y: cy - hy))
        closeSubpath()
    }

    /// Adds a closed polygon through `points`; fewer than two points add nothing.
    public mutating func addPolygon(_ points: [Point2D]) {
        guard points.count >= 2, let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
        closeSubpath()
    }
}
