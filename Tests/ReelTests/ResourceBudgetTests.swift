import Foundation
import TestSupport
import Testing

@testable import Reel

/// Budgets refuse a scene before anything is allocated, naming the budget, the amount and the
/// environment variable that raises it; numbers past ±1e9 are refused at their place.
@Suite struct ResourceBudgetTests {
    private func failure(_ text: String, budgets: ResourceBudgets = ResourceBudgets()) -> String {
        do {
            _ = try Scene.parse(text, file: "scene.yaml", budgets: budgets)
            return "parsed"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aHundredMillionItemsAreRefusedAtTheItemsKey() {
        let message = failure("panes:\n  - layout: flow\n    items: 100000000\n")
        #expect(
            message
                == "scene.yaml:3:12: 'items' in pane 'pane0' is 100,000,000 items, over the budget of 1,000,000 items in a scene (all panes); raise it with the environment variable REEL_MAX_ITEMS (docs/limits.md)"
        )
    }

    @Test func theItemsBudgetCountsEveryPane() {
        let text =
            "panes:\n  - { name: a, layout: flow, items: 600000 }\n  - { name: b, layout: table, items: [300000, 300000] }\n"
        let message = failure(text)
        #expect(
            message.hasPrefix("scene.yaml:3:38: the panes up to 'b' have 1,200,000 items together, over the budget"))
        #expect(failure(text, budgets: ResourceBudgets(items: 1_200_000)) == "parsed")
    }

    @Test func aRaisedBudgetFromTheEnvironmentAcceptsTheScene() throws {
        let budgets = try ResourceBudgets(environment: ["REEL_MAX_ITEMS": "200_000_000", "REEL_MAX_PIXELS": "9"])
        #expect(budgets.items == 200_000_000)
        #expect(budgets.pixelsPerSurface == 9)
        #expect(failure("panes:\n  - layout: flow\n    items: 100000000\n", budgets: budgets) != "parsed")  // 9 pixels
        let roomy = try ResourceBudgets(environment: ["REEL_MAX_ITEMS": "200000000"])
        #expect(failure("panes:\n  - layout: flow\n    items: 100000000\n", budgets: roomy) == "parsed")
    }

    @Test func aBadBudgetVariableIsAnOptionError() {
        #expect(throws: ReelError.self) { try ResourceBudgets(environment: ["REEL_MAX_PIXELS": "lots"]) }
        #expect(throws: ReelError.self) { try ResourceBudgets(environment: ["REEL_MAX_ITEMS": "0"]) }
        #expect(throws: ReelError.self) { try ResourceBudgets(environment: ["REEL_MAX_ITEMS": "-5"]) }
    }

    @Test func everyNumericVariableIsCheckedBeforeAnyWorkWithItsRange() {
        for (variable, value) in [
            ("REEL_MAX_ITEMS", "1e300"), ("REEL_MAX_PIXELS", "-0"), ("REEL_MAX_IMAGE_PIXELS", "5e-324"),
        ] {
            do {
                try ResourceBudgets.validate(environment: [variable: value])
                Issue.record("\(variable)=\(value) was accepted")
            } catch {
                let message = "\(error)"
                #expect(message.hasPrefix("\(variable)='\(value)' must be a whole number"), "\(message)")
                #expect(message.contains("from 1 to 10^15"), "\(message)")
            }
        }
        #expect(throws: Never.self) { try ResourceBudgets.validate(environment: ["REEL_MAX_IMAGE_PIXELS": "1_000"]) }
    }

    @Test func aCanvasOfThirtyThousandSquaredIsRefusedBeforeAnySurface() {
        let message = failure("canvas: { width: 30000, height: 30000, scale: 1 }\npanes: [{ layout: flow }]\n")
        #expect(
            message
                == "scene.yaml:1:9: the canvas is 30000 × 30000 points at scale 1, 900000000 pixels, over the budget of 100,000,000 pixels per surface; raise it with the environment variable REEL_MAX_PIXELS (docs/limits.md)"
        )
        // 10000 × 10000 pixels is exactly the budget.
        #expect(failure("canvas: { width: 5000, height: 5000, scale: 2 }\npanes: [{ layout: flow }]\n") == "parsed")
    }

    @Test func aCanvasSidePastCairosLimitIsRefusedAtTheSide() {
        #expect(
            failure("canvas: { width: 100, height: 10, scale: 400 }\npanes: [{ layout: flow }]\n")
                == "scene.yaml:1:18: the canvas width 100 points at scale 400 is 40000 pixels; an image is 1…32767 pixels on each side"
        )
    }

    @Test func theContentViewOfAMillionItemsIsRefusedAtTheViewKey() {
        let message = failure("view: content\npanes:\n  - { name: grid, layout: flow, items: 1000000 }\n")
        #expect(
            message
                == "scene.yaml:1:7: 'view: content' draws every item, and pane 'grid' has 1,000,000, over the budget of 10,000 items drawn per pane in view: content; raise it with the environment variable REEL_MAX_CONTENT_ITEMS (docs/limits.md), or use 'view: screen'"
        )
        #expect(failure("view: content\npanes:\n  - { name: grid, layout: flow, items: 10000 }\n") == "parsed")
    }

    /// A 300-byte alias chain that expands to 10⁹ nodes is refused after visiting the budget's
    /// worth of nodes, with a short message.
    @Test func anAliasChainIsRefusedQuicklyWithAShortMessage() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        text += "panes: [{ layout: flow, parameters: { itemSize: *a8 } }]\n"
        let started = Date()
        let message = failure(text, budgets: ResourceBudgets(yamlNodes: 10_000))
        #expect(Date().timeIntervalSince(started) < 5)
        // The place is the node that takes the count past the budget: the document has 1,229
        // nodes when a3's list opens, and its eighth `*a2` (1,111 nodes each) passes 10,000, at
        // line 4, column 45.
        #expect(
            message
                == "scene.yaml:4:45: the scene's YAML, with its aliases (*name) expanded, has more nodes than that, over the budget of 10,000 YAML nodes after alias expansion; raise it with the environment variable REEL_MAX_YAML_NODES (docs/limits.md); an alias chain that repeats itself grows this fast"
        )
        // The whole document is 2,345,679,028 nodes: the root mapping and its ten keys, the nine
        // anchored lists (11 + 111 + … + 1,111,111,111), and the pane's six nodes with a8 again.
        // A budget of exactly that passes; one less is passed at the last `*a8`, on line 10.
        #expect(YAMLStructureScan.firstFinding(in: text, nodeBudget: 2_345_679_028) == nil)
        #expect(
            YAMLStructureScan.firstFinding(in: text, nodeBudget: 2_345_679_027) == .overBudget(line: 10, column: 49))
    }

    /// An alias chain used as a mapping key would cost exponential time inside the YAML reader's
    /// duplicate-key check, so non-name keys are refused before composing.
    @Test func complexKeysAreRefusedBeforeTheYAMLIsComposed() throws {
        // a3 is 11,111 nodes, within the budget, but hashing it for every key comparison is not.
        var chain = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<4 {
            chain +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let started = Date()
        #expect(
            failure(chain + "panes:\n  - layout: flow\n    ? *a3\n    : 1\n")
                == "scene.yaml:7:7: a list, a mapping or an alias (*name) as a mapping key; scene keys are names")
        #expect(Date().timeIntervalSince(started) < 2)
        func key(_ text: String) -> [Int]? {
            switch YAMLStructureScan.firstFinding(in: text, nodeBudget: 100_000) {
            case let .complexKey(line, column): [line, column]
            default: nil
            }
        }
        #expect(key("panes: [{ *a : 1 }]") == [1, 11])
        #expect(key("a:\n  [x, y]: 1\n") == [2, 3])
        #expect(key("a: { b: 1 }\nc: [1, 2]\n") == nil)
        // An alias directly followed by a colon is a key too (found by the scene fuzzer: an alias
        // chain as a key inside a flow sequence, which the reader hashed for seconds).
        #expect(key("a7: [*a6, *a6: *a6]\n") == [1, 11])
        #expect(key("*a: 1\n") == [1, 1])
        #expect(key("a: [*x-y_1, *z]\nb: *c\n") == nil)
        // In a flow mapping an entry without a colon is a key with a null value: `{ *a6, *a6 }`
        // (the scene fuzzer's second find) is two alias keys, as are `{ [x], {y: 1} }`.
        #expect(key("panes: [{ l, *a6, *a8 }]\n") == [1, 14])
        #expect(key("x: {\n  [a], b }\n") == [2, 3])
        #expect(key("x: { a: *b, c: [*d, {e: *f}] }\nlabel: a{b, *c\n") == nil)
        // A quote inside a plain word does not start quoted text that could hide a key.
        #expect(key("x: a\"b\n? *k\n: 1\n") == [2, 3])
        #expect(key("label: \"[x]: y ? z\"  # [c]: d\nq: what ? yes\n") == nil)
        // The scene fuzzer's third find: a closed flow collection stays a possible key past a
        // plain word, up to the colon (libyaml's rule); the parser's events say so, no scan needs to.
        #expect(key("a: [b, [{ c: d }]2: e]\n") == [1, 8])
        // A key past a syntax error is not reached: the reader reports the error instead.
        #expect(key("a: \"b\nc: [d]\n[x]: 1\n") == nil)
        for name in try FileManager.default.contentsOfDirectory(atPath: PackagePaths.scenes.path) {
            let text = try String(contentsOf: PackagePaths.scenes.appendingPathComponent(name), encoding: .utf8)
            #expect(YAMLStructureScan.firstFinding(in: text, nodeBudget: 100_000) == nil, "\(name)")
        }
    }

    @Test func aSceneFileOverTheByteBudgetIsNotRead() throws {
        let folder = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: "/tmp"),
            create: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.yaml")
        try Data(("panes: [{ layout: flow }]\n" + String(repeating: "# padding\n", count: 20)).utf8).write(to: file)
        #expect(throws: SceneError.self) { try Scene.load(contentsOf: file, budgets: ResourceBudgets(sceneBytes: 100)) }
        do {
            _ = try Scene.load(contentsOf: file, budgets: ResourceBudgets(sceneBytes: 100))
        } catch {
            #expect(
                "\(error)"
                    == "\(file.path): the scene file is 226 bytes, over the budget of 100 bytes per scene file; raise it with the environment variable REEL_MAX_SCENE_BYTES (docs/limits.md)"
            )
        }
        do {
            _ = try Scene.load(contentsOf: folder)
        } catch {
            #expect("\(error)" == "\(folder.path): this is a folder; name a scene file (YAML or JSON) in it")
        }
    }

    /// A FIFO would block the read forever and a device never ends: neither is read.
    @Test func aSceneThatIsNotARegularFileIsNotRead() throws {
        let folder = try TestFolders.temporary(prefix: "reel-scene-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let link = folder.appendingPathComponent("zero.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
        for file in [fifo, URL(fileURLWithPath: "/dev/zero"), link] {
            let started = Date()
            #expect {
                try Scene.load(contentsOf: file)
            } throws: { error in
                "\(error)"
                    == "\(file.path): this is not a regular file (a FIFO, device or socket); name a scene file (YAML or JSON)"
            }
            #expect(Date().timeIntervalSince(started) < 2)
        }
    }

    @Test func longUserTextIsClippedInMessages() {
        let name = String(repeating: "y", count: 100_000)
        let message = failure("panes: [{ layout: \(name) }]\n")
        #expect(message.count < 2_000)
        #expect(message.contains("… (99,980 more characters)"))
        #expect(ResourceBudgets.clipped("abc", to: 10) == "abc")
        #expect(
            ResourceBudgets.clipped(String(repeating: "z", count: 100), to: 50) == String(repeating: "z", count: 10)
                + "… (90 more characters)")
    }

    @Test func labelsAndNamesHaveALength() {
        let label = String(repeating: "l", count: 1001)
        #expect(
            failure("panes: [{ layout: flow }]\nstyles: { cell: { label: \(label) } }\n")
                == "scene.yaml:2:26: 'label' in styles.cell is 1,001 characters; a label is at most 1000")
        #expect(
            failure("name: \(String(repeating: "n", count: 201))\npanes: [{ layout: flow }]\n")
                == "scene.yaml:1:7: 'name' in the scene is 201 characters; a name is at most 200")
    }
}
