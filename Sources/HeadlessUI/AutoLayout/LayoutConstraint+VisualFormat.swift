import Foundation

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions` (alignment and direction options of the
    /// visual format).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The option bits (UIKit's values).
        public var rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align all left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Leading to trailing (the default direction).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints a visual-format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), inactive, as UIKit returns them.
    ///
    /// The grammar is Apple's (``VisualFormatParser``): `H:`/`V:`, `|` for the superview (the
    /// first view's superview), `-` for the standard space (8 points between views, 20 to the
    /// superview's edge), `-N-` and `-(>=N@P,…)-` for other spaces, `[view(==N@P,>=M)]` and
    /// `[view(==other)]` for lengths, metric names for numbers. Along `H`, views run leading to
    /// trailing (`directionLeftToRight`: left to right, `directionRightToLeft`: right to left);
    /// an `alignAll…` option aligns that attribute of each view with the one before. A string
    /// UIKit would refuse (UIKit raises an exception) is reported through
    /// ``LayoutDiagnostics/log`` with the place of the error, and gives no constraint.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        do {
            let parsed = try parser.parse()
            return try VisualFormatBuilder(
                vertical: parsed.vertical, options: opts, elements: parsed.elements, connections: parsed.connections
            ).constraints()
        } catch {
            let caret = String(repeating: " ", count: max(0, error.position)) + "^"
            LayoutDiagnostics.log("Unable to parse constraint format: \n\(error.message) \n\(format) \n\(caret)")
            return []
        }
    }
}

/// The constraints of a parsed visual-format string.
struct VisualFormatBuilder {
    let vertical: Bool
    let options: LayoutConstraint.FormatOptions
    let elements: [VisualFormatParser.Element]
    let connections: [VisualFormatParser.Connection]

    /// The superview `|` stands for: the first view's.
    private var superview: View? {
        for case .view(let view, _) in elements { return view.superview }
        return nil
    }

    func constraints() throws(VisualFormatParser.Failure) -> [LayoutConstraint] {
        let rightToLeft = !vertical && options.contains(.directionRightToLeft)
        let leftToRight = !vertical && options.contains(.directionLeftToRight)
        let start: LayoutConstraint.Attribute = vertical ? .top : leftToRight ? .left : rightToLeft ? .right : .leading
        let end: LayoutConstraint.Attribute =
            vertical ? .bottom : leftToRight ? .right : rightToLeft ? .left : .trailing
        let length: LayoutConstraint.Attribute = vertical ? .height : .width
        var made: [LayoutConstraint] = []

        func make(
            _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, _ constant: CGFloat,
            _ priority: LayoutPriority
        ) {
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: 1, constant: constant)
            constraint.priority = priority
            made.append(constraint)
        }

        // Each view's own lengths.
        for case .view(let view, let predicates) in elements {
            for predicate in predicates {
                if let other = predicate.view {
                    make(view, length, predicate.relation, other, length, 0, predicate.priority)
                } else {
                    make(view, length, predicate.relation, nil, .notAnAttribute, predicate.constant, predicate.priority)
                }
            }
        }
        // The spaces between neighbours: `next.start = previous.end + space`; to the superview
        // `view.start = superview.start + space` and `superview.end = view.end + space`.
        for (offset, connection) in connections.enumerated() {
            let before = elements[offset]
            let after = elements[offset + 1]
            let touchesSuperview: Bool
            if case .superview = before {
                touchesSuperview = true
            } else if case .superview = after {
                touchesSuperview = true
            } else {
                touchesSuperview = false
            }
            let predicates: [VisualFormatParser.Predicate]
            switch connection {
            case .standard:
                let space =
                    touchesSuperview ? VisualFormatParser.standardSuperviewSpacing : VisualFormatParser.standardSpacing
                predicates = [VisualFormatParser.Predicate(constant: space)]
            case .predicates(let list):
                predicates = list.isEmpty ? [VisualFormatParser.Predicate()] : list
            }
            for predicate in predicates {
                // The item farther along the direction comes first: `later.edge = earlier.edge + space`
                // (right to left, `earlier.left = later.right + space`).
                func space(
                    _ later: AnyObject, _ laterAttribute: LayoutConstraint.Attribute, _ earlier: AnyObject,
                    _ earlierAttribute: LayoutConstraint.Attribute
                ) {
                    if rightToLeft {
                        make(
                            earlier, earlierAttribute, predicate.relation, later, laterAttribute, predicate.constant,
                            predicate.priority)
                    } else {
                        make(
                            later, laterAttribute, predicate.relation, earlier, earlierAttribute, predicate.constant,
                            predicate.priority)
                    }
                }
                switch (before, after) {
                case (.superview, .view(let view, _)):
                    guard let superview else { throw noSuperview }
                    space(view, start, superview, start)
                case (.view(let view, _), .superview):
                    guard let superview else { throw noSuperview }
                    space(superview, end, view, end)
                case (.view(let previous, _), .view(let next, _)):
                    space(next, start, previous, end)
                default:
                    break
                }
            }
        }
        // Alignment of each view with the one before, across the axis.
        let alignments: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] =
            vertical
            ? [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
                (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            ]
            : [(.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY)]
        var laidOut: [View] = []
        for case .view(let view, _) in elements { laidOut.append(view) }
        for (option, attribute) in alignments where options.contains(option) {
            for (previous, next) in zip(laidOut, laidOut.dropFirst()) {
                make(next, attribute, .equal, previous, attribute, 0, .required)
            }
        }
        return made
    }

    private var noSuperview: VisualFormatParser.Failure {
        VisualFormatParser.Failure(
            message: "Unable to interpret '|' character, because the related view doesn't have a superview",
            position: 0)
    }
}
