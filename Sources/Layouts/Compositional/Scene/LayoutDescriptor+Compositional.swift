import CollectionLayout
import Foundation
import UIKitLayouts

extension LayoutDescriptor {
    /// The registry entry `compositional`: a ``CollectionViewCompositionalLayout`` declared in
    /// the scene (docs/compositional-layout.md, "In scenes"). Section `i` of the pane uses
    /// `sections[i]`, the last entry for the sections after it.
    public static let compositional = LayoutDescriptor(
        name: "compositional",
        summary: "UICollectionViewCompositionalLayout: sections of groups of items, declared in the scene.",
        parameters: [
            LayoutParameter(
                "sections", type: "list", default: nil,
                "Required. Sections: group (direction, width, height, subitems, count, interItemSpacing, custom), "
                    + "contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundaryItems, decorations, "
                    + "carousel; or list (appearance, headerMode, footerMode); or adaptive (variants by minWidth)."),
            LayoutParameter(
                "scrollDirection", type: "vertical|horizontal", default: .string("vertical"),
                "The axis the layout scrolls along."),
            LayoutParameter(
                "interSectionSpacing", type: "number", default: .number(0), "Space between sections."),
            LayoutParameter(
                "boundaryItems", type: "list", default: nil, "Headers and footers of the whole layout."),
            LayoutParameter(
                "contentInsetsReference", type: "automatic|none|safeArea|layoutMargins|readableContent",
                default: .string("automatic"),
                "The boundary sections measure their content insets from (a section may set its own)."),
            LayoutParameter(
                "orthogonalOffsets", type: "list", default: nil,
                "Each orthogonal section's own offset, by section: a number, or rest for its starting position."),
        ],
        make: { parameters in
            guard let sectionsValue = parameters.values["sections"] else {
                throw LayoutConfigurationError(
                    parameter: nil, message: "layout 'compositional' needs 'sections' (a list of sections)")
            }
            let direction = try parameters.choice(
                "scrollDirection", of: ["vertical", "horizontal"], default: "vertical")
            let vertical = direction == "vertical"
            let sections = try CompositionalSpecReader.sectionSpecs(sectionsValue, verticalLayout: vertical)
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = direction == "horizontal" ? .horizontal : .vertical
            let spacing = try parameters.number("interSectionSpacing", default: 0)
            guard spacing >= 0 else {
                throw LayoutConfigurationError(
                    parameter: "interSectionSpacing", message: "must be at least 0, found \(spacing)")
            }
            configuration.interSectionSpacing = CGFloat(spacing)
            let reference = try parameters.choice(
                "contentInsetsReference", of: ContentInsetsReference.allCases.map(\.name), default: "automatic")
            configuration.contentInsetsReference =
                ContentInsetsReference.allCases.first { $0.name == reference } ?? .automatic
            if let items = parameters.values["boundaryItems"] {
                guard case .array(let list) = items else {
                    throw LayoutConfigurationError(
                        parameter: "boundaryItems", message: "must be a list, found \(items)")
                }
                configuration.boundarySupplementaryItems = try list.enumerated().map {
                    try CompositionalSpecReader.boundaryItem($1, path: "[\($0)]", parameter: "boundaryItems")
                }
            }
            var offsets: [Int: CGFloat] = [:]
            if let value = parameters.values["orthogonalOffsets"] {
                guard case .array(let list) = value else {
                    throw LayoutConfigurationError(
                        parameter: "orthogonalOffsets", message: "must be a list, found \(value)")
                }
                for (index, element) in list.enumerated() {
                    if case .string("rest") = element { continue }
                    offsets[index] = try CompositionalSpecReader.number(
                        element, path: "[\(index)]", parameter: "orthogonalOffsets")
                }
            }
            let layout = CollectionViewCompositionalLayout(
                sectionProvider: { index, environment in
                    sections[min(index, sections.count - 1)].section(in: environment, verticalLayout: vertical)
                }, configuration: configuration)
            for (section, offset) in offsets { layout.setOrthogonalOffset(offset, forSection: section) }
            return BuiltLayout(
                layout: layout,
                check: { _ in
                    layout.layoutIssues.first.map { issue in
                        guard let section = issue.section else {
                            return LayoutConfigurationError(parameter: "boundaryItems", message: issue.message)
                        }
                        let entry = min(section, sections.count - 1)
                        return LayoutConfigurationError(
                            parameter: "sections", message: "[\(entry)]: section \(section): \(issue.message)")
                    }
                })
        }
    )
}
