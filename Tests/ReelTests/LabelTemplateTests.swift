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
        // Every occurrence; text without placeholders as written; names after `{kind}` are
        // filled in inside the kind string too (one name after the other).
        #expect(
            LabelTemplate.render("{item}{item} {row}/{number}", item: 4, section: 0, kind: "cell", zIndex: 0)
                == "44 4/5")
        #expect(LabelTemplate.render("card é {", item: 1, section: 2, kind: "cell", zIndex: 0) == "card é {")
        #expect(LabelTemplate.render("é{item}ü {section}", item: 7, section: 2, kind: "cell", zIndex: 0) == "é7ü 2")
        #expect(LabelTemplate.render("no placeholders", item: 1, section: 2, kind: "cell", zIndex: 0) == "no placeholders")
        #expect(LabelTemplate.render("{kind}", item: 0, section: 0, kind: "z{zIndex}", zIndex: 9) == "z9")
        #expect(LabelTemplate.render("{item} {item", item: 12, section: 0, kind: "cell", zIndex: 0) == "12 {item")
    }

    @Test func unknownPlaceholdersAreListedInOrder() {
        #expect(LabelTemplate.unknownPlaceholders(in: "{idx} {number} {index} {Item} {item}") == ["idx", "Item"])
        #expect(LabelTemplate.unknownPlaceholders(in: "no braces, or an open { only").isEmpty)
    }

    @Test func indexIsSectionDotItemInAPaneOfSeveralSections() {
        #expect(LabelTemplate.render("{index}", item: 4, section: 0, kind: "cell", zIndex: 0) == "4")
        #expect(LabelTemplate.render("{index}", item: 4, section: 0, kind: "cell", zIndex: 0, sections: 2) == "0.4")
        #expect(LabelTemplate.render("{index}", item: 0, section: 1, kind: "cell", zIndex: 0, sections: 2) == "1.0")
        #expect(ElementStyle.defaultCell.label == "{index}")
    }

    @Test func longKindsReadAsTheirLastWord() {
        #expect(StyleSheet.shortName(forKind: "MagazineLayoutSupplementaryViewKindSectionHeader") == "header")
        #expect(StyleSheet.shortName(forKind: "MagazineLayoutSupplementaryViewKindSectionFooter") == "footer")
        #expect(StyleSheet.shortName(forKind: "MagazineLayoutSupplementaryViewKindSectionBackground") == "background")
        #expect(StyleSheet.shortName(forKind: "com.example.timeline.badge") == "badge")
        #expect(StyleSheet.shortName(forKind: "badge") == "badge")
        #expect(StyleSheet.shortName(forKind: "background") == "background")
        #expect(StyleSheet.shortName(forKind: ElementKind.sectionHeader) == "header")
    }
}
