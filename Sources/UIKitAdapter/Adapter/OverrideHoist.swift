import SwiftSyntax

/// One file on its way through the adapter: the user's file, its pass, where it overrides in
/// extensions, and the edits that will make its adapted text.
struct FilePass {
    var file: SourceAdapter.File
    var pass: AdapterPass
    var overrides: OverrideScan
    var edits: [TextEdit]
    /// Rewrites made outside the pass (an implicit `import UIKit`).
    var extraRewrites: [Rewrite] = []
}

/// Moves `override` members out of extensions into their class's body.
///
/// Linux Swift refuses an override inside an extension unless the member is `@objc` ("declarations
/// in extensions cannot override yet"); on Apple platforms every UIKit member is, so layouts do it.
/// The member's text leaves the extension (its lines stay, emptied) and is inserted before the
/// class's closing brace — in the same file or another adapted file — between two
/// `#sourceLocation` directives: the first names the member's own file and line, the second gives
/// the class's file its line back. Diagnostics in the moved member therefore name the user's
/// file, line and column. The member's own rewrites (an `@objc` removed, …) move with it.
enum OverrideHoist {
    static func apply(
        to passes: inout [FilePass], unadaptable: inout [[UnadaptableConstruct]], rewrites: inout [[Rewrite]],
        columns: inout [[Int: [SourceMap.Edit]]]
    ) {
        var classes: [String: (file: Int, site: OverrideScan.ClassSite)] = [:]
        for (index, filePass) in passes.enumerated() {
            for site in filePass.overrides.classes where classes[site.name] == nil {
                classes[site.name] = (index, site)
            }
        }
        var sequence = 1_000_000
        for source in passes.indices {
            let path = passes[source].file.path
            for member in passes[source].overrides.members {
                guard let target = classes[member.extendedType], !member.isConstrained else {
                    unadaptable[source].append(
                        UnadaptableConstruct(
                            file: path, line: member.line, column: member.column, construct: member.node.shortText,
                            reason: member.isConstrained
                                ? "an override in a constrained extension (`where …`) cannot move into the class "
                                    + "body; Linux Swift overrides only in the class body — move it there"
                                : "Linux Swift overrides only in the class body, and `\(member.extendedType)` is not "
                                    + "declared in the adapted files, so this override cannot be moved there; "
                                    + "adapt the class's file together with this one, or move the override "
                                    + "into the class declaration"))
                    continue
                }
                let text = passes[source].file.text
                let bytes = Array(text.utf8)
                // The member's own edits move with it.
                let inside = passes[source].edits.filter { $0.start >= member.start && $0.end <= member.end }
                passes[source].edits.removeAll { $0.start >= member.start && $0.end <= member.end }
                let memberText = String(decoding: bytes[member.start..<member.end], as: UTF8.self)
                let rebased = inside.map {
                    TextEdit(
                        start: $0.start - member.start, end: $0.end - member.start, replacement: $0.replacement,
                        sequence: $0.sequence, recordsColumns: $0.recordsColumns)
                }
                let (moved, movedColumns) = rebased.apply(to: memberText)
                for (relativeLine, edits) in movedColumns {
                    let shift = relativeLine == 1 ? member.column - 1 : 0
                    columns[source][member.line + relativeLine - 1, default: []] += edits.map {
                        SourceMap.Edit(
                            column: $0.column + shift, length: $0.length, replacementLength: $0.replacementLength)
                    }
                }
                // Empty the member's lines in the extension, keeping the line breaks.
                var segmentStart = member.start
                for offset in member.start...member.end {
                    if offset == member.end || bytes[offset] == UInt8(ascii: "\n") {
                        if offset > segmentStart {
                            sequence += 1
                            passes[source].edits.append(
                                TextEdit(
                                    start: segmentStart, end: offset, replacement: "", sequence: sequence,
                                    recordsColumns: false))
                        }
                        segmentStart = offset + 1
                    }
                }
                let site = target.site
                let targetPath = SourceAdapter.stringLiteral(passes[target.file].file.path)
                let insertion =
                    "\n#sourceLocation(file: \(SourceAdapter.stringLiteral(path)), line: \(member.line))\n"
                    + String(repeating: " ", count: max(0, member.column - 1)) + moved
                    + "\n#sourceLocation(file: \(targetPath), line: \(site.line))\n"
                    + String(repeating: " ", count: max(0, site.column - 1))
                sequence += 1
                passes[target.file].edits.append(
                    TextEdit(
                        start: site.rightBrace.utf8Offset, end: site.rightBrace.utf8Offset, replacement: insertion,
                        sequence: sequence, recordsColumns: false))
                let targetName = passes[target.file].file.path.split(separator: "/").last.map(String.init) ?? ""
                rewrites[source].append(
                    Rewrite(
                        file: path, line: member.line, column: member.column, construct: member.node.shortText,
                        replacement: "moved out of the extension into the body of class `\(member.extendedType)` "
                            + "(\(targetName):\(site.line)); Linux Swift overrides only in the class body"))
            }
        }
    }
}
