extension SourceAdapter {
    /// One file of a target to adapt: the user's path and the text as the user wrote it.
    public struct File: Sendable, Hashable {
        /// The user's path, named in the adapted text's `#sourceLocation`, the rewrites and the errors.
        public var path: String
        /// The file's text.
        public var text: String

        /// A file at `path` holding `text`.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Adapts the files of one target together, so each file's call sites know the optional
    /// requirements the others declare (a delegate protocol in one file, the layout that calls it
    /// in another).
    ///
    /// - Parameter files: the target's files; the result has one ``AdaptedSource`` per file, in
    ///   the same order.
    /// - Throws: one ``SourceAdapterError`` listing the unadaptable constructs of every file, in
    ///   file order — nothing is returned for any file then.
    public static func adapt(files: [File]) throws -> [AdaptedSource] {
        let requirements = files.flatMap { optionalRequirements(in: $0.text) }
        let options = Options(optionalRequirements: requirements)
        var adapted: [AdaptedSource] = []
        var unadaptable: [UnadaptableConstruct] = []
        for file in files {
            do {
                adapted.append(try adapt(source: file.text, fileName: file.path, options: options))
            } catch let error as SourceAdapterError {
                unadaptable += error.constructs
            }
        }
        guard unadaptable.isEmpty else { throw SourceAdapterError(constructs: unadaptable) }
        return adapted
    }
}
