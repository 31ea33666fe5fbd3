import CollectionLayout
import Foundation
import Layouts
import Reel

/// A number read from one element's layout attributes at one content offset: what `reel plot`
/// draws against the offset.
///
/// Names follow UIKit's properties: `center.y`, `frame.minY`, `size.width`, `alpha`, `zIndex`,
/// `transform.a`. Three families are derived:
/// - `viewport.*` is the frame in the collection view's visible coordinates, `frame − contentOffset`
///   (`viewport.minY` is ParabolicMovementLayout's "position": the item's top edge measured from
///   the top of the visible collection view);
/// - `scale` is `√|det|` of the affine transform, `√|a·d − b·c|` (1 for no transform; the uniform
///   factor of a uniform scale);
/// - `rotation` is the affine transform's rotation in degrees, `atan2(b, a)`.
///
/// `values.NAME` reads an inspectable value (`LayoutAttributesInspectable`), such as the
/// percentage plugin's `values.percentage`.
public struct PlotAttribute: Sendable, Hashable, CustomStringConvertible {
    /// The attribute's name as written on the command line (`viewport.minY`).
    public let name: String
    private let reading: Reading

    private enum Reading: Sendable, Hashable {
        case centerX, centerY
        case frame(Edge), viewport(Edge)
        case sizeWidth, sizeHeight
        case alpha, zIndex, scale, rotation
        case transform(TransformComponent)
        case value(String)
    }

    private enum Edge: Sendable, Hashable {
        case minX, midX, maxX, minY, midY, maxY, width, height
    }

    private enum TransformComponent: Sendable, Hashable {
        case a, b, c, d, tx, ty
    }

    private static let fixed: [(String, Reading)] = [
        ("center.x", .centerX), ("center.y", .centerY),
        ("frame.minX", .frame(.minX)), ("frame.midX", .frame(.midX)), ("frame.maxX", .frame(.maxX)),
        ("frame.minY", .frame(.minY)), ("frame.midY", .frame(.midY)), ("frame.maxY", .frame(.maxY)),
        ("frame.width", .frame(.width)), ("frame.height", .frame(.height)),
        ("viewport.minX", .viewport(.minX)), ("viewport.midX", .viewport(.midX)), ("viewport.maxX", .viewport(.maxX)),
        ("viewport.minY", .viewport(.minY)), ("viewport.midY", .viewport(.midY)), ("viewport.maxY", .viewport(.maxY)),
        ("size.width", .sizeWidth), ("size.height", .sizeHeight),
        ("alpha", .alpha), ("zIndex", .zIndex), ("scale", .scale), ("rotation", .rotation),
        ("transform.a", .transform(.a)), ("transform.b", .transform(.b)), ("transform.c", .transform(.c)),
        ("transform.d", .transform(.d)), ("transform.tx", .transform(.tx)), ("transform.ty", .transform(.ty)),
    ]

    /// Every fixed attribute name, in the order help text lists them (plus `values.NAME`).
    public static let names: [String] = fixed.map(\.0)

    /// The attribute called `name`: one of ``names`` or `values.NAME`.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` naming the closest known attribute.
    public init(parsing name: String) throws {
        if let match = Self.fixed.first(where: { $0.0 == name }) {
            self.name = name
            reading = match.1
            return
        }
        if name.hasPrefix("values."), name.count > "values.".count {
            self.name = name
            reading = .value(String(name.dropFirst("values.".count)))
            return
        }
        let hint = Self.closest(to: name).map { "did you mean '\($0)'? " } ?? ""
        throw ReelError.invalidOption(
            "unknown attribute '\(name)'; \(hint)Attributes: \(Self.names.joined(separator: ", ")), values.NAME")
    }

    /// The attribute's name, as ``name``.
    public var description: String { name }

    /// The unit printed after the axis title: `pt` for lengths, `°` for rotation, nothing else.
    public var unit: String {
        switch reading {
        case .centerX, .centerY, .frame, .viewport, .sizeWidth, .sizeHeight, .transform(.tx), .transform(.ty): "pt"
        case .rotation: "°"
        default: ""
        }
    }

    /// The attribute's value for `element` seen at `contentOffset`, or nil when an inspectable
    /// value of that name is missing.
    public func value(of element: ElementSnapshot, contentOffset: CGPoint) -> Double? {
        let transform = element.transform
        switch reading {
        case .centerX: return element.center.x
        case .centerY: return element.center.y
        case .frame(let edge): return Self.read(edge, of: element.frame)
        case .viewport(let edge):
            return Self.read(edge, of: element.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y))
        case .sizeWidth: return element.size.width
        case .sizeHeight: return element.size.height
        case .alpha: return element.alpha
        case .zIndex: return Double(element.zIndex)
        case .scale: return abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        case .rotation: return atan2(transform.b, transform.a) * 180 / .pi
        case .transform(let component):
            switch component {
            case .a: return transform.a
            case .b: return transform.b
            case .c: return transform.c
            case .d: return transform.d
            case .tx: return transform.tx
            case .ty: return transform.ty
            }
        case .value(let key): return element.values[key]
        }
    }

    private static func read(_ edge: Edge, of rect: CGRect) -> Double {
        switch edge {
        case .minX: rect.minX
        case .midX: rect.midX
        case .maxX: rect.maxX
        case .minY: rect.minY
        case .midY: rect.midY
        case .maxY: rect.maxY
        case .width: rect.width
        case .height: rect.height
        }
    }

    /// The known name nearest to `name`, when close enough to be a typo.
    static func closest(to name: String) -> String? {
        names.first { $0.lowercased() == name.lowercased() } ?? LayoutRegistry.closest(to: name, among: names)
    }
}
