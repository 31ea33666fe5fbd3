extension LabelTemplate {
    /// The template with its placeholders replaced by a snapshot's values.
    static func render(_ template: String, for element: ElementSnapshot) -> String {
        render(
            template, item: element.item, section: element.section,
            kind: element.kind.map(StyleSheet.shortName(forKind:)) ?? "cell", zIndex: element.zIndex)
    }
}
