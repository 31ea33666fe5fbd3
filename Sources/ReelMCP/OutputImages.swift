import Foundation
import MCP

/// The images a `reel` run left in a call's folder, found by name.
enum OutputImages {
    /// Contact sheets (`sheets`) or numbered frames, in name order, each after a line that names
    /// it (and its layout, when a preview wrote several into folders of their own), at most 8.
    static func find(in folder: URL, sheets: Bool) -> [Tool.Content] {
        let images = files(in: folder, suffix: ".png").filter { file in
            let name = file.lastPathComponent
            return sheets ? name == "contact-sheet.png" : name.hasPrefix("frame-")
        }
        var content: [Tool.Content] = []
        for file in images.prefix(8) {
            guard let image = pngContent(file) else { continue }
            let relative = file.pathComponents.suffix(file.pathComponents.count - folder.pathComponents.count).joined(
                separator: "/")
            content += [textContent(relative + ":"), image]
        }
        if images.count > 8 { content.append(textContent("… and \(images.count - 8) more images.")) }
        return content
    }

    /// Files under `folder` (any depth) whose names end in `suffix`, sorted by path.
    static func files(in folder: URL, suffix: String) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let file as URL in walker where file.lastPathComponent.hasSuffix(suffix) { found.append(file) }
        return found.sorted { $0.path < $1.path }
    }
}
