import SwiftSyntax

/// One file on its way through the adapter: the user's file, its pass, where it overrides in
/// extensions, and the edits that will make its adapted text.
struct FilePass {
    var file: SourceAdapter.File
    var pass: AdapterPass
    var overrides: OverrideScan
    /// The declarations only this file sees, for overrides moved out of it.
    var filePrivates: FilePrivateScan
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
///
/// A member moved into another file no longer sees its own file's `fileprivate` and `private`
/// declarations; those it names are widened to `internal` (reported), which keeps its behaviour.
enum OverrideHoist {
    /// UIKit's members that only answer touches, presses, motion and other events — which a
    /// headless view never receives, so UIKit never calls them. An override of one in an extension
    /// of a class the files do not declare (`extension UICollectionViewCell { override func
    /// hitTest(_:with:) … }`) cannot move into a class body, and is dropped, reported.
    static let eventHandlers: Set<String> = [
        "hitTest(_:with:)", "point(inside:with:)",
        "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)", "touchesCancelled(_:with:)",
        "touchesEstimatedPropertiesUpdated(_:)",
        "pressesBegan(_:with:)", "pressesChanged(_:with:)", "pressesEnded(_:with:)", "pressesCancelled(_:with:)",
        "motionBegan(_:with:)", "motionEnded(_:with:)", "motionCancelled(_:with:)", "remoteControlReceived(with:)",
        "gestureRecognizerShouldBegin(_:)",
    ]

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
                if classes[member.extendedType] == nil, !member.isConstrained,
                    let function = member.node.as(FunctionDeclSyntax.self),
                    eventHandlers.contains(function.memberName.description)
                {
                    passes[source].edits.removeAll { $0.start >= member.start && $0.end <= member.end }
                    empty(member, in: &passes[source], sequence: &sequence)
                    rewrites[source].append(
                        Rewrite(
                            file: path, line: member.line, column: member.column, construct: member.node.shortText,
                            replacement: "dropped: `\(function.memberName)` only answers touches and other events, "
                                + "which headless views never receive, so UIKit never calls it (a direct call gets "
                                + "UIView's own answer); Linux Swift cannot "
                                + "override it in an extension of `\(member.extendedType)`, which the adapted files "
                                + "do not declare"))
                    continue
                }
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
                empty(member, in: &passes[source], sequence: &sequence)
                if target.file != source {
                    widenFilePrivates(
                        usedBy: member, movedTo: target, in: &passes, source: source, rewrites: &rewrites[source],
                        sequence: &sequence)
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

    /// Empties a member's lines in its extension, keeping the line breaks.
    private static func empty(_ member: OverrideScan.Member, in filePass: inout FilePass, sequence: inout Int) {
        let bytes = Array(filePass.file.text.utf8)
        var segmentStart = member.start
        for offset in member.start...member.end where offset == member.end || bytes[offset] == UInt8(ascii: "\n") {
            if offset > segmentStart {
                sequence += 1
                filePass.edits.append(
                    TextEdit(
                        start: segmentStart, end: offset, replacement: "", sequence: sequence, recordsColumns: false))
            }
            segmentStart = offset + 1
        }
    }

    /// Widens to `internal` the file-private declarations of the member's own file that the
    /// member names, once each (a `private extension` once for all its members).
    private static func widenFilePrivates(
        usedBy member: OverrideScan.Member, movedTo target: (file: Int, site: OverrideScan.ClassSite),
        in passes: inout [FilePass], source: Int, rewrites: inout [Rewrite], sequence: inout Int
    ) {
        let movedRanges = passes[source].overrides.members.map { $0.start..<$0.end }
        let targetName = passes[target.file].file.path.split(separator: "/").last.map(String.init) ?? ""
        for name in member.node.namedIdentifiers.sorted() {
            for declaration in passes[source].filePrivates.declarations[name] ?? [] {
                let token = declaration.modifier.name
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                guard !movedRanges.contains(where: { $0.contains(start) }),
                    !passes[source].edits.contains(where: { $0.start == start && $0.replacement == "internal" })
                else { continue }
                sequence += 1
                passes[source].edits.append(
                    TextEdit(
                        start: start, end: token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "internal",
                        sequence: sequence))
                let location = token.startLocation(converter: passes[source].pass.converter)
                rewrites.append(
                    Rewrite(
                        file: passes[source].file.path, line: location.line, column: location.column,
                        construct: declaration.declaration.shortText,
                        replacement:
                            "`\(token.text)` → `internal`: the override `\(member.node.memberDisplayName)` moved "
                            + "from this file into class `\(target.site.name)` (\(targetName):\(target.site.line)) uses "
                            + "`\(name)`, which `\(token.text)` kept in this file"))
            }
        }
    }
}

extension Syntax {
    /// `prepare()`, `debugDescription`: the name of a moved member, for reports.
    fileprivate var memberDisplayName: String {
        if let function = self.as(FunctionDeclSyntax.self) { return function.memberName.description }
        if let decl = self.as(DeclSyntax.self), let name = FilePrivateScan.names(of: decl).first { return name }
        return shortText
    }
}
