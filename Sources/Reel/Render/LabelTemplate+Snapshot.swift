extension LabelTemplate {
    /// The template with its placeholders replaced by a snapshot's values, in a pane of
    /// `sections` sections.
    static func render(_ template: String, for element: ElementSnapshot, sections: Int) -> String {
        render(
            template, item: element.item, section: element.section,
            kind: element.kind.map(StyleSheet.shortName(forKind:)) ?? "cell", zIndex: element.zIndex,
            sections: sections)
    }
}
