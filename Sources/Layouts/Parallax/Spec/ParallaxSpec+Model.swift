import Foundation

extension ParallaxSpec {
    /// The runnable model, after checking what the value types cannot: page count, item names,
    /// action offsets, page references.
    /// - Throws: ``LayoutConfigurationError`` for parameter `parallax`, its message starting with
    ///   the path of the faulty value (`pages[1].actions[0].item: unknown item 'lgo'; …`).
    public func makeModel() throws -> ParallaxModel {
        try validatePages()
        let identifiers = try validatedIdentifiers()
        var pageModels: [ParallaxPage] = []
        for (pageIndex, page) in pages.enumerated() {
            pageModels.append(try makePage(page, at: pageIndex, identifiers: identifiers))
        }
        return ParallaxModel(
            direction: direction, numberOfPages: numberOfPages, ignoreLastPage: ignoreLastPage,
            runActionsAfterTransition: runActionsAfterTransition, items: items, pages: pageModels)
    }

    private func validatePages() throws {
        guard numberOfPages >= 0 else {
            throw parallaxSpecError("numberOfPages", "must be 0 or more, found \(numberOfPages)")
        }
        guard perspective.isFinite, perspective >= 0 else {
            throw parallaxSpecError("perspective", "must be a distance of 0 or more points, found \(perspective)")
        }
        // Actions for the last page are accepted with ignoreLastPage, as PVView's data source may
        // return them: the view never asks for them, so they never run.
        if pages.count > numberOfPages {
            throw parallaxSpecError(
                "pages[\(numberOfPages)]",
                "there are only \(numberOfPages) pages; remove this page or raise numberOfPages")
        }
    }

    private func validatedIdentifiers() throws -> [String] {
        var seen: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if item.identifier.isEmpty {
                throw parallaxSpecError("items[\(index)].identifier", "must not be empty")
            }
            if let first = seen[item.identifier] {
                throw parallaxSpecError(
                    "items[\(index)].identifier", "'\(item.identifier)' is already declared at items[\(first)]")
            }
            seen[item.identifier] = index
        }
        return items.map(\.identifier)
    }

    private func makePage(_ page: ParallaxPageSpec, at pageIndex: Int, identifiers: [String]) throws -> ParallaxPage {
        let path = "pages[\(pageIndex)]"
        var actionsByItem: [String: [any PVActionType]] = [:]
        var listed = Set<String>()
        for (index, identifier) in page.items.enumerated() {
            try checkItem(identifier, path: "\(path).items[\(index)]", identifiers: identifiers)
            listed.insert(identifier)
        }
        for (index, spec) in page.actions.enumerated() {
            let actionPath = "\(path).actions[\(index)]"
            let identifier = try targetItem(of: spec, path: actionPath, identifiers: identifiers)
            actionsByItem[identifier, default: []].append(try spec.makeAction(solver: solver, path: actionPath))
        }
        if let source = page.reverseOf {
            guard pages.indices.contains(source), source != pageIndex else {
                throw parallaxSpecError(
                    "\(path).reverseOf",
                    "must name another declared page (0...\(pages.count - 1), not \(pageIndex)), found \(source)")
            }
            for (index, spec) in pages[source].actions.enumerated() {
                let actionPath = "pages[\(source)].actions[\(index)]"
                let identifier = try targetItem(of: spec, path: actionPath, identifiers: identifiers)
                let reversed = try spec.makeAction(solver: solver, path: actionPath).reverse(with: .default)
                actionsByItem[identifier, default: []].append(reversed)
            }
        }
        let entries = identifiers.compactMap { identifier -> ParallaxPage.Entry? in
            let actions = actionsByItem[identifier]
            guard actions != nil || listed.contains(identifier) else { return nil }
            return ParallaxPage.Entry(identifier: identifier, actions: actions ?? [])
        }
        return ParallaxPage(entries: entries)
    }

    private func targetItem(of spec: ParallaxActionSpec, path: String, identifiers: [String]) throws -> String {
        guard let identifier = spec.item else {
            throw parallaxSpecError("\(path).item", "missing; name the item this action drives")
        }
        try checkItem(identifier, path: "\(path).item", identifiers: identifiers)
        return identifier
    }

    private func checkItem(_ identifier: String, path: String, identifiers: [String]) throws {
        guard identifiers.contains(identifier) else {
            let hint =
                LayoutRegistry.closest(to: identifier, among: identifiers).map { "; did you mean '\($0)'?" }
                ?? "; declare it under items"
            throw parallaxSpecError(path, "unknown item '\(identifier)'\(hint)")
        }
    }
}
