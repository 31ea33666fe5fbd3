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
    /// in another), and overrides written in an extension in one file move into their class's
    /// body in another.
    ///
    /// - Parameter files: the target's files; the result has one ``AdaptedSource`` per file, in
    ///   the same order.
    /// - Throws: one ``SourceAdapterError`` listing the unadaptable constructs of every file, in
    ///   file order — nothing is returned for any file then.
    public static func adapt(files: [File]) throws -> [AdaptedSource] {
        let requirements = files.flatMap { optionalRequirements(in: $0.text) }
        return try adaptTogether(files, options: Options(optionalRequirements: requirements))
    }

    /// Adapts the file at `index` of a target's `files`, seeing the others as ``adapt(files:)``
    /// does (their optional requirements, the classes their overrides move into, their imports).
    /// What the build-tool plugin runs once per file.
    ///
    /// - Throws: ``SourceAdapterError`` with the unadaptable constructs of that file only (each
    ///   other file reports its own).
    public static func adapt(fileAt index: Int, of files: [File]) throws -> AdaptedSource {
        let requirements = files.flatMap { optionalRequirements(in: $0.text) }
        let results = adaptEach(files, options: Options(optionalRequirements: requirements))
        return try results[index].get()
    }
}
