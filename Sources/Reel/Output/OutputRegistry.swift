/// Every output `reel render` can write, in one list: the render driver asks it for the outputs
/// of a render and knows no format itself.
///
/// A new format is a ``RenderOutput`` in a file of its own in `Sources/Reel/Output/`, a case in
/// ``OutputKind`` and one line in ``formats``.
enum OutputRegistry {
    /// Every output type, in the order a render lists their files: the frame files first, then
    /// the files of the whole run.
    static let formats: [any RenderOutput.Type] = [
        FrameFilesOutput.self,
        APNGOutput.self,
        GIFOutput.self,
        WebPOutput.self,
        MP4Output.self,
        FlipbookOutput.self,
        ContactSheetOutput.self,
        DumpOutput.self,
    ]

    /// The outputs of `context`'s kinds, in ``formats`` order, each set up and checked.
    ///
    /// Called before the output folder is touched: a shard combined with an output that needs
    /// every frame is refused, then each output checks what it needs.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` when `shard` is set and an output needs every
    ///   frame; whatever an output's ``RenderOutput/init(_:)`` throws.
    static func outputs(for context: OutputContext, shard: Shard?) throws -> [any RenderOutput] {
        let chosen = formats.filter { !$0.kinds.isDisjoint(with: context.kinds) }
        if shard != nil {
            let needingEveryFrame = chosen.filter { $0.needsEveryFrame }.flatMap {
                $0.kinds.intersection(context.kinds)
            }
            if !needingEveryFrame.isEmpty {
                let slices = OutputKind.allCases.filter { kind in
                    formats.contains { !$0.needsEveryFrame && $0.kinds.contains(kind) }
                }
                throw ReelError.invalidOption(
                    "--shard renders a slice of the frames; it cannot also write "
                        + needingEveryFrame.map(\.rawValue).sorted().joined(separator: ", ")
                        + " (they need every frame). Use --format "
                        + slices.map(\.rawValue).joined(separator: " or ") + " with --shard.")
            }
        }
        return try chosen.map { try $0.init(context) }
    }

    /// The names of the files the outputs write beside the frame files.
    static var fileNames: Set<String> { Set(formats.flatMap { $0.fileNames }) }
}
