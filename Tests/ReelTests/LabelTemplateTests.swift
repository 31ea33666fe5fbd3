import Testing

@testable import Reel

@Suite("Label templates")
struct LabelTemplateTests {
    @Test func placeholdersAreFilledIn() {
        #expect(
            LabelTemplate.render(
                "{kind} {section}.{item} #{number} row {row} z{zIndex}", item: 2, section: 1, kind: "cell", zIndex: -3)
                == "cell 1.2 #3 row 2 z-3")
        #expect(LabelTemplate.render("Pizza {number}", item: 0, section: 0, kind: "header", zIndex: 0) == "Pizza 1")
        #expect(LabelTemplate.render("{{item}}", item: 7, section: 0, kind: "cell", zIndex: 0) == "{7}")
    }

    @Test func unknownPlaceholdersAreListedInOrder() {
        #expect(LabelTemplate.unknownPlaceholders(in: "{index} {number} {Item} {item}") == ["index", "Item"])
        #expect(LabelTemplate.unknownPlaceholders(in: "no braces, or an open { only").isEmpty)
    }
}
