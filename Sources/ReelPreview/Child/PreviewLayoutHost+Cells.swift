import Reel

extension PreviewLayoutHost {
    /// The cell classes `panes` of `scene` name, checked against the files: each is a class of
    /// `sources` (else "did you mean", at the scene's `class:`) that descends from
    /// `UICollectionViewCell`.
    ///
    /// - Throws: ``SceneError`` at the `class:` value.
    static func cellClasses(of scene: Scene, panes: [Int], sources: PreviewSources, file: String) throws
        -> [CellClassReference]
    {
        let declarations = sources.declarations
        let names = declarations.classes.filter { !$0.isHidden && !$0.isGeneric }.map(\.name)
        var references: [CellClassReference] = []
        for index in panes {
            guard let reference = scene.panes[index].cellClass else { continue }
            let at = reference.classLocation ?? scene.layoutLocations[index]
            let files = sources.files.map(\.path).joined(separator: ", ")
            guard names.contains(reference.className) else {
                let hint =
                    PreviewSources.closest(to: reference.className, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw SceneError(
                    at: at, file: file,
                    message: "no class '\(reference.className)' in \(files); \(hint)classes there: "
                        + (names.isEmpty ? "none" : names.joined(separator: ", ")))
            }
            if case .notCell(let end) = declarations.cellKind(of: reference.className) {
                let inherits = end.map { "it inherits from \($0)" } ?? "it has no superclass"
                throw SceneError(
                    at: at, file: file,
                    message: "\(reference.className) is not a UICollectionViewCell subclass (\(inherits)); "
                        + "the cells of a pane are UICollectionViewCell subclasses")
            }
            references.append(reference)
        }
        return references
    }
}
