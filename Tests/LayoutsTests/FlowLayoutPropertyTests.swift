import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Properties of the flow layout over randomised sizes, counts, spacings and insets (fixed seeds).
@Suite struct FlowLayoutPropertyTests {
    /// A random multi-section configuration whose items fit inside the section insets.
    struct Scenario {
        var view: CollectionView
        var layout: CollectionViewFlowLayout
        var delegate: FlowSizeTable
        var direction: CollectionViewScrollDirection
        var extent: CGFloat
    }

    static let crossExtents: [CGFloat] = [240, 320, 375, 414.5, 768]

    static func scenario(
        seed: UInt64, direction: CollectionViewScrollDirection, extent: CGFloat
    ) -> Scenario {
        var random = FlowSeededGenerator(seed: seed)
        let sectionCount = Int.random(in: 1...3, using: &random)
        var sizes: [[CGSize]] = []
        let delegate = FlowSizeTable([])
        for section in 0..<sectionCount {
            let inset = EdgeInsets(
                top: .random(in: 0...30, using: &random).rounded(), left: .random(in: 0...30, using: &random),
                bottom: .random(in: 0...30, using: &random), right: .random(in: 0...30, using: &random))
            delegate.insets[section] = inset
            delegate.lineSpacings[section] = .random(in: 0...20, using: &random)
            delegate.interitemSpacings[section] = .random(in: 0...20, using: &random)
            if Bool.random(using: &random) { delegate.headers[section] = CGSize(width: 33, height: 33) }
            if Bool.random(using: &random) { delegate.footers[section] = CGSize(width: 21, height: 21) }
            let lineLength = extent - direction.crossBefore(inset) - direction.crossAfter(inset)
            let count = Int.random(in: 0...40, using: &random)
            let uniform = Bool.random(using: &random)
            let shared = direction.size(
                scroll: .random(in: 1...120, using: &random), cross: .random(in: 1...lineLength, using: &random))
            sizes.append(
                (0..<count).map { _ in
                    uniform
                        ? shared
                        : direction.size(
                            scroll: .random(in: 1...120, using: &random),
                            cross: .random(
                                in: 1...(lineLength / CGFloat(Int.random(in: 1...5, using: &random))),
                                using: &random))
                })
        }
        delegate.sizes = sizes
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = direction
        let size = direction.size(scroll: 500, cross: extent)
        let view = flowView(layout, size: size, counts: sizes.map(\.count), delegate: delegate)
        return Scenario(view: view, layout: layout, delegate: delegate, direction: direction, extent: extent)
    }

    static func allScenarios() -> [Scenario] {
        var result: [Scenario] = []
        for direction in CollectionViewScrollDirection.allCases {
            for (index, extent) in crossExtents.enumerated() {
                for seed in 0..<6 {
                    result.append(scenario(seed: UInt64(index * 100 + seed) &+ 7, direction: direction, extent: extent))
                }
            }
        }
        return result
    }

    @Test func itemsNeverOverlapAndStayInsideTheirSectionInsets() {
        for scenario in Self.allScenarios() {
            let direction = scenario.direction
            var previousSectionEnd: CGFloat = 0
            var allFrames: [CGRect] = []
            for section in 0..<scenario.view.numberOfSections {
                let inset = scenario.delegate.insets[section] ?? .zero
                let header = scenario.delegate.headers[section].map(direction.scrollLength(of:)) ?? 0
                let lineTop = previousSectionEnd + header + direction.scrollBefore(inset)
                var linesEnd = lineTop
                for item in 0..<scenario.view.numberOfItems(inSection: section) {
                    let frame = flowFrame(scenario.view, item, section: section)
                    let cross = direction.crossRange(of: frame)
                    let scroll = direction.scrollRange(of: frame)
                    #expect(cross.lowerBound >= direction.crossBefore(inset) - 1e-9, "\(direction) \(section)/\(item)")
                    #expect(
                        cross.upperBound <= scenario.extent - direction.crossAfter(inset) + 1e-9,
                        "\(direction) \(scenario.extent) \(section)/\(item) \(frame)")
                    #expect(scroll.lowerBound >= lineTop - 1e-9)
                    #expect(frame.size == scenario.delegate.sizes[section][item])
                    linesEnd = max(linesEnd, scroll.upperBound)
                    allFrames.append(frame)
                }
                let footer = scenario.delegate.footers[section].map(direction.scrollLength(of:)) ?? 0
                previousSectionEnd = linesEnd + direction.scrollAfter(inset) + footer
            }
            let contentLength = direction.scrollLength(of: scenario.view.contentSize)
            #expect(isClose(contentLength, previousSectionEnd, 1e-6), "\(direction) \(scenario.extent)")
            #expect(direction.crossLength(of: scenario.view.contentSize) == scenario.extent)
            for i in allFrames.indices {
                for j in allFrames.indices where j > i {
                    let overlap = allFrames[i].intersection(allFrames[j])
                    #expect(
                        overlap.isNull || overlap.width * overlap.height < 1e-6,
                        "\(direction) \(scenario.extent): \(allFrames[i]) overlaps \(allFrames[j])")
                }
            }
        }
    }

    @Test func linesFillGreedilyAndNoLineCouldTakeTheNextItem() {
        for scenario in Self.allScenarios() {
            let direction = scenario.direction
            let geometry = scenario.layout.currentGeometry()
            for section in 0..<scenario.view.numberOfSections {
                let inset = scenario.delegate.insets[section] ?? .zero
                let spacing = scenario.delegate.interitemSpacings[section] ?? 10
                let lineLength = scenario.extent - direction.crossBefore(inset) - direction.crossAfter(inset)
                let sizes = scenario.delegate.sizes[section]
                let lines = geometry.sections[section].lines
                #expect(lines.map(\.items.count).reduce(0, +) == sizes.count)
                for (number, line) in lines.enumerated() {
                    let lengths = line.items.map { direction.crossLength(of: sizes[$0]) }
                    let used = lengths.reduce(0, +) + CGFloat(lengths.count - 1) * spacing
                    #expect(lengths.count == 1 || used <= lineLength + 1e-9)
                    if number + 1 < lines.count {
                        #expect(lines[number + 1].items.lowerBound == line.items.upperBound)
                        let next = direction.crossLength(of: sizes[line.items.upperBound])
                        #expect(used + spacing + next > lineLength)
                    }
                    // Every item of the line is centred on the line's scroll-axis middle.
                    for item in line.items {
                        let frame = flowFrame(scenario.view, item, section: section)
                        let middle =
                            (direction.scrollRange(of: frame).lowerBound + direction.scrollRange(of: frame).upperBound)
                            / 2
                        #expect(isClose(middle, line.scrollStart + line.thickness / 2, 1e-9))
                    }
                }
            }
        }
    }

    @Test func visibleQueryEqualsBruteForceFilterAtManyRects() {
        var random = FlowSeededGenerator(seed: 2024)
        for scenario in Self.allScenarios() {
            let everything = allFlowElements(scenario.view)
            let content = scenario.view.contentSize
            var rects: [CGRect] = [
                CGRect(origin: .zero, size: content), .zero, CGRect(x: -50, y: -50, width: 10, height: 10),
            ]
            for _ in 0..<60 {
                let x = CGFloat.random(in: -20...(content.width + 20), using: &random)
                let y = CGFloat.random(in: -20...(content.height + 20), using: &random)
                let width = Bool.random(using: &random) ? 0 : CGFloat.random(in: 0...400, using: &random)
                rects.append(CGRect(x: x, y: y, width: width, height: .random(in: 0...400, using: &random)))
            }
            // Rects that start or end exactly on element edges (touching counts as intersecting).
            for element in everything.prefix(30) {
                let frame = element.frame
                rects.append(CGRect(x: frame.maxX, y: frame.maxY, width: 30, height: 30))
                rects.append(CGRect(x: frame.minX - 30, y: frame.minY - 30, width: 30, height: 30))
            }
            for rect in rects {
                let expected = Set(everything.filter { $0.frame.intersects(rect) }.map(FlowElementKey.init))
                let returned = scenario.layout.layoutAttributesForElements(in: rect) ?? []
                let keys = returned.map(FlowElementKey.init)
                #expect(Set(keys) == expected, "\(scenario.direction) \(scenario.extent) rect \(rect)")
                #expect(keys.count == Set(keys).count, "duplicates in \(rect)")
            }
        }
    }

    @Test func visibleQueryOnAMillionItemsIsIndexed() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 30)
        let view = flowView(layout, size: CGSize(width: 375, height: 667), counts: [1_000_000])
        let rect = CGRect(x: 0, y: 2_000_000, width: 375, height: 667)
        let found = layout.layoutAttributesForElements(in: rect) ?? []
        // 9 per row (9·30 + 8·10 = 350 ≤ 375), rows every 40: rows 50000…50016 touch the rect.
        #expect(found.count == 9 * 17)
        #expect(found.allSatisfy { $0.frame.intersects(rect) })
        #expect(view.contentSize.height == CGFloat((1_000_000 + 8) / 9) * 40 - 10)
    }
}
