import Foundation

extension ParallaxSpec {
    /// The built-in demo, in the spirit of PVView's demo app: four pages (the last one ignored,
    /// as by default) with a title that fades and spreads its letters, a logo that spins and
    /// tilts, a card that springs up and grows, a badge that flies in, and a page dot that
    /// follows the pages. Page 2 plays page 1 backwards with `reverseOf`.
    public static let demo: ParallaxSpec = {
        let quarterTurn = Double.pi / 2
        func relative(_ x: Double, _ y: Double) -> ContainerRelative<CGPoint> {
            ContainerRelative(x: x, y: y, isRelative: true)
        }
        func item(
            _ identifier: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, role: String = "item",
            text: String? = nil
        ) -> ParallaxItem {
            ParallaxItem(
                identifier: identifier, origin: relative(x, y),
                size: ContainerRelative(width: width, height: height, isRelative: true), role: role, text: text)
        }
        func action(
            _ item: String, _ kind: ParallaxActionKind, _ start: Double = 0, _ stop: Double = 1,
            _ curve: PVTimingFunctionName? = nil
        ) -> ParallaxActionSpec {
            ParallaxActionSpec(
                item: item, kind: kind, startOffset: start, stopOffset: stop, timingFunction: curve.map { .named($0) })
        }
        return ParallaxSpec(
            numberOfPages: 4, perspective: 500,
            items: [
                item("title", 0.1, 0.1, 0.8, 0.08, role: "title", text: "LayoutReel"),
                item("logo", 0.3, 0.25, 0.4, 0.225, role: "accent"),
                item("card", 0.15, 0.6, 0.7, 0.15, text: "Parallax pages"),
                item("badge", 1.2, 0.5, 0.25, 0.06, role: "badge", text: "NEW"),
                item("dot", 0.2, 0.9, 0.06, 0.034, role: "dot"),
            ],
            pages: [
                ParallaxPageSpec(actions: [
                    action("title", .fade(from: 1, to: 0.2), 0, 0.5, .easeOutQuad),
                    action("logo", .rotate(.z, from: 0, to: quarterTurn), 0, 1, .easeInOutCubic),
                    action("logo", .scale(.uniform, from: 1, to: 0.6), 0.2, 1),
                    action(
                        "card", .move(.position, from: relative(0.5, 0.675), to: relative(0.5, 0.45)), 0.2, 1,
                        .easeInOutBack),
                    action("dot", .move(.position, from: relative(0.23, 0.917), to: relative(0.5, 0.917))),
                ]),
                ParallaxPageSpec(actions: [
                    action("title", .letterSpacing(from: 0, to: 8, maxWidth: 300)),
                    ParallaxActionSpec(
                        item: "logo",
                        kind: .group([
                            ParallaxActionSpec(item: nil, kind: .rotate(.y, from: 0, to: quarterTurn * 0.8)),
                            ParallaxActionSpec(item: nil, kind: .fade(from: 1, to: 0.4)),
                        ]),
                        timingFunction: .named(.easeInOut)),
                    action(
                        "card",
                        .size(
                            from: ContainerRelative(width: 0.7, height: 0.15, isRelative: true),
                            to: ContainerRelative(width: 0.5, height: 0.3, isRelative: true)), 0, 0.6, .easeOutBack),
                    action(
                        "badge", .move(.position, from: relative(1.5, 0.53), to: relative(0.75, 0.53)), 0.3, 1,
                        .easeOutExpo),
                ]),
                ParallaxPageSpec(
                    actions: [
                        action("dot", .move(.position, from: relative(0.5, 0.917), to: relative(0.77, 0.917))),
                        action("title", .fade(from: 0.2, to: 1), 0.5, 1),
                    ],
                    reverseOf: 1),
            ])
    }()
}
