extension Scene {
    /// Every file or folder the scene names besides itself — the Swift files and folders of its
    /// panes' layouts, delegates and cell classes — as the scene resolved them (relative to its own folder).
    /// What reads the scene reads these too: `reel mcp` checks each is inside the folders it
    /// serves. A new scene key that names a file adds it here.
    package var referencedFiles: [String] {
        var files: [String] = []
        for pane in panes {
            for path in (pane.swiftLayout?.allPaths ?? []) + (pane.cellClass?.paths ?? []) where !files.contains(path) {
                files.append(path)
            }
        }
        return files
    }
}
