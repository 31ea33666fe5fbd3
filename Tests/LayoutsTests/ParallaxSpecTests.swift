import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The declarative `parallax` parameter: parsing, path-named errors, canonical form, and the
/// model it builds.
struct ParallaxSpecTests {
    private static func action(_ map: [String: ParameterValue]) -> ParameterValue { .object(map) }

    /// A small scene value: three pages of actions (four pages with the ignored last one).
    private static func scene(pageActions: [[ParameterValue]], extra: [String: ParameterValue] = [:]) -> ParameterValue
    {
        var map: [String: ParameterValue] = [
            "items": .array([
                .object([
                    "identifier": .string("logo"), "frame": .array([0.3, 0.3, 0.4, 0.2].map { .number($0) }),
                    "relative": .bool(true),
                ]),
                .object([
                    "identifier": .string("card"), "frame": .array([10, 20, 100, 50].map { .number($0) }),
                    "role": .string("card"),
                ]),
            ]),
            "pages": .array(pageActions.map { .object(["actions": .array($0)]) }),
        ]
        map.merge(extra) { $1 }
        return .object(map)
    }

    private static let move = action([
        "item": .string("logo"), "type": .string("move"),
        "fromPosition": .array([.number(2), .number(0.2)]), "toPosition": .array([.number(0.5), .number(0.2)]),
        "relative": .bool(true),
    ])

    private func message(_ value: ParameterValue) -> String? {
        do {
            _ = try ParallaxSpec(parameterValue: value)
            return nil
        } catch let error as LayoutConfigurationError {
            #expect(error.parameter == "parallax")
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func unknownCurveNamesItsPathAndSuggestsTheNearestName() {
        let typo = Self.action([
            "item": .string("card"), "type": .string("fade"), "from": .number(0),
            "timingFunction": .string("easeInOutQuadd"),
        ])
        let value = Self.scene(pageActions: [[], [], [Self.move, typo]])
        #expect(
            message(value)
                == "pages[2].actions[1].timingFunction: unknown curve 'easeInOutQuadd'; did you mean 'easeInOutQuad'?")
    }

    @Test func invalidOffsetsAreReportedNotTrapped() {
        let bad = Self.action([
            "item": .string("card"), "type": .string("fade"), "startOffset": .number(0.6), "stopOffset": .number(0.2),
        ])
        #expect(
            message(Self.scene(pageActions: [[bad]]))
                == "pages[0].actions[0]: startOffset 0.6 must be less than stopOffset 0.2; action parameters need 0 <= startOffset < stopOffset <= 1"
        )
    }

    @Test func structuralMistakesNameTheirPath() {
        let unknownItem = Self.action(["item": .string("lgo"), "type": .string("fade")])
        #expect(
            message(Self.scene(pageActions: [[unknownItem]]))
                == "pages[0].actions[0].item: unknown item 'lgo'; did you mean 'logo'?")
        let unknownKey = Self.action([
            "item": .string("logo"), "type": .string("move"), "fromPosition": .array([.number(0), .number(0)]),
            "toPositon": .array([.number(0), .number(0)]),
        ])
        #expect(
            message(Self.scene(pageActions: [[unknownKey]]))
                == "pages[0].actions[0].toPositon: not a key of a move action; did you mean 'toPosition'?")
        let unknownType = Self.action(["item": .string("logo"), "type": .string("rotat")])
        #expect(
            message(Self.scene(pageActions: [[unknownType]]))
                == "pages[0].actions[0].type: unknown action type 'rotat'; did you mean 'rotate'?")
        let mixed = Self.action([
            "item": .string("logo"), "type": .string("scale"), "from": .number(0), "toX": .number(2),
        ])
        #expect(
            message(Self.scene(pageActions: [[mixed]]))
                == "pages[0].actions[0]: mixes from/to and fromX/toX; use one pair per action")
        let wrongType = Self.action(["item": .string("logo"), "type": .string("fade"), "to": .string("half")])
        #expect(
            message(Self.scene(pageActions: [[wrongType]]))
                == "pages[0].actions[0].to: expected a number, found the text 'half'")
        #expect(
            message(Self.scene(pageActions: [], extra: ["directon": .string("vertical")]))
                == "directon: not a key of the parallax model; did you mean 'direction'?")
        #expect(
            message(Self.scene(pageActions: [[], [], []], extra: ["numberOfPages": .number(2)]))
                == "pages[2]: there are only 2 pages; remove this page or raise numberOfPages")
        #expect(
            message(Self.scene(pageActions: [[]], extra: ["solver": .string("exactly")]))
                == "solver: unknown solver 'exactly'; did you mean 'exact'?")
    }

    @Test func actionsForTheIgnoredLastPageAreAcceptedAndNeverRun() throws {
        // Two pages, ignoreLastPage (the default): page 1's move is listed but PVView never asks
        // for the last page's actions.
        let value = Self.scene(pageActions: [[], [Self.move]], extra: ["numberOfPages": .number(2)])
        let spec = try ParallaxSpec(parameterValue: value)
        #expect(spec.pages.count == 2)
        var pager = ParallaxPager(model: try spec.makeModel(), containerSize: CGSize(width: 375, height: 667))
        pager.reload()
        for offset in [200.0, 375, 500, 700] {
            pager.update(offset: offset)
            // No action ever runs on the logo, so it never gets a state of its own.
            #expect(pager.itemStates["logo"] == nil, "offset \(offset)")
        }
        // With ignoreLastPage false the same move runs on page 1.
        var running = ParallaxPager(
            model: try ParallaxSpec(
                parameterValue: Self.scene(
                    pageActions: [[], [Self.move]],
                    extra: ["numberOfPages": .number(2), "ignoreLastPage": .bool(false)])
            ).makeModel(), containerSize: CGSize(width: 375, height: 667))
        running.reload()
        running.update(offset: 525)
        let moved = try #require(running.itemStates["logo"])
        #expect(abs(moved.center.x - 525) < 1e-9)
    }

    @Test func sceneValueBuildsTheReferenceMove() throws {
        let spec = try ParallaxSpec(parameterValue: Self.scene(pageActions: [[], [Self.move]]))
        #expect(spec.numberOfPages == 3)
        #expect(spec.items[0].origin == ContainerRelative(x: 0.3, y: 0.3, isRelative: true))
        #expect(spec.items[0].size == ContainerRelative(width: 0.4, height: 0.2, isRelative: true))
        #expect(spec.items[1].role == "card")
        #expect(
            spec.pages[1].actions[0].kind
                == .move(
                    .position, from: ContainerRelative(x: 2, y: 0.2, isRelative: true),
                    to: ContainerRelative(x: 0.5, y: 0.2, isRelative: true)))
        var pager = ParallaxPager(model: try spec.makeModel(), containerSize: CGSize(width: 375, height: 667))
        pager.reload()
        pager.update(offset: 525)
        let logo = try #require(pager.itemStates["logo"])
        #expect(abs(logo.center.x - 525) < 1e-9 && abs(logo.center.y - 133.4) < 1e-9)
        #expect(logo.size.width == 150)
        #expect(pager.itemStates["card"] == nil)
    }

    @Test func groupsReversalsAndTimingSpecsParse() throws {
        let group = Self.action([
            "item": .string("card"), "type": .string("group"), "stopOffset": .number(0.5),
            "timingFunction": .array([0.42, 0, 1, 1].map { .number($0) }),
            "actions": .array([
                .object(["type": .string("rotate"), "fromZ": .number(0), "toZ": .number(1)]),
                .object(["type": .string("scale"), "fromY": .number(1), "toY": .number(2)]),
            ]),
        ])
        let reversedFade = Self.action([
            "item": .string("logo"), "type": .string("fade"), "from": .number(0), "reversed": .bool(true),
        ])
        var value = Self.scene(pageActions: [[group, reversedFade]])
        if case .object(var map) = value {
            map["pages"] = .array([
                .object(["actions": .array([group, reversedFade])]), .object(["reverseOf": .number(0)]),
            ])
            value = .object(map)
        }
        let spec = try ParallaxSpec(parameterValue: value)
        var pager = ParallaxPager(model: try spec.makeModel(), containerSize: CGSize(width: 375, height: 667))
        pager.reload()
        pager.update(offset: 187.5)
        let card = try #require(pager.itemStates["card"])
        // Group: q = easeIn(1) = 1 at p = 0.5 (stop 0.5): rotation 1, scale y 2.
        #expect(abs(card.rotationZ - 1) < 1e-9 && abs(card.scaleY - 2) < 1e-9)
        #expect(try #require(pager.itemStates["logo"]).alpha == 0.5)
        pager.update(offset: 375 + 93.75)
        // Page 1 runs page 0 reversed with default parameters: p = 0.25.
        let reversedCard = try #require(pager.itemStates["card"])
        #expect(abs(reversedCard.rotationZ - 0.75) < 1e-9 && abs(reversedCard.scaleY - 1.75) < 1e-9)
        #expect(try #require(pager.itemStates["logo"]).alpha == 0.25)
    }

    @Test func canonicalValueRoundTrips() throws {
        let demo = ParallaxSpec.demo
        #expect(try ParallaxSpec(parameterValue: demo.parameterValue) == demo)
    }

    @Test func demoModelHasMovingFadingAndRotatingItems() throws {
        let model = try ParallaxSpec.demo.makeModel()
        #expect(model.numberOfPages == 4 && model.ignoreLastPage)
        #expect(model.items.map(\.identifier) == ["title", "logo", "card", "badge", "dot"])
        let kinds = ParallaxSpec.demo.pages.flatMap(\.actions).map(\.kind.typeName)
        #expect(Set(kinds).isSuperset(of: ["move", "fade", "rotate", "scale", "size", "group", "letterSpacing"]))
    }
}

extension ParallaxSpecTests {
    /// The example in docs/parallax-pages.md, transcribed from its YAML.
    @Test func documentedExampleParses() throws {
        func numbers(_ values: Double...) -> ParameterValue { .array(values.map { .number($0) }) }
        let value = ParameterValue.object([
            "numberOfPages": .number(3), "perspective": .number(500),
            "items": .array([
                .object([
                    "identifier": .string("logo"), "frame": numbers(0.3, 0.3, 0.4, 0.2), "relative": .bool(true),
                    "role": .string("accent"),
                ]),
                .object(["identifier": .string("title"), "frame": numbers(20, 60, 335, 40), "text": .string("Welcome")]
                ),
            ]),
            "pages": .array([
                .object([
                    "actions": .array([
                        .object([
                            "item": .string("logo"), "type": .string("move"), "fromPosition": numbers(0.5, 0.4),
                            "toPosition": numbers(-0.5, 0.4), "relative": .bool(true),
                            "timingFunction": .string("easeInOutCubic"),
                        ]),
                        .object([
                            "item": .string("title"), "type": .string("fade"), "from": .number(1), "to": .number(0),
                            "stopOffset": .number(0.5),
                        ]),
                    ])
                ]),
                .object([
                    "reverseOf": .number(0),
                    "actions": .array([
                        .object([
                            "item": .string("logo"), "type": .string("rotate"), "fromY": .number(0),
                            "toY": .number(1.2),
                            "startOffset": .number(0.2), "timingFunction": .string("easeOutBack"),
                        ])
                    ]),
                ]),
            ]),
        ])
        let spec = try ParallaxSpec(parameterValue: value)
        let model = try spec.makeModel()
        #expect(model.numberOfPages == 3 && spec.perspective == 500)
        #expect(model.pages[1].entries.map(\.identifier) == ["logo", "title"])
        #expect(model.pages[1].entries[0].actions.count == 2)
    }
}
