import CPixelLoops
import Foundation

/// Builds an animated GIF (GIF89a) from frames appended in order, written whole by
/// ``finish(writing:)``.
///
/// - **Loop and timing.** A NETSCAPE2.0 application extension makes the animation loop forever
///   (as the APNG does). Frames show for the delays of ``GIFTiming``: whole centiseconds with
///   the rounding spread so the total stays right; above 50 fps some frames are dropped, since
///   browsers stretch delays under 2 cs. Only the shown frames are appended (``timing``).
/// - **Palettes.** The palette is chosen once every frame's colours are known (frames wait,
///   compressed, in ``GIFFrame``s). When all frames together have at most 255 opaque colours,
///   one global colour table holds them exactly (plus the transparent entry). Otherwise, when
///   every frame has at most 255, each frame keeps its exact colours: the first frame's become the
///   global table and a later frame whose colours are not all in it carries a local table of the
///   colours it uses. When some frame has more than 255, exactness is lost anyway, and all frames
///   are reduced together to one global table of 255 colours (``GIFQuantizer``, median cut) — so a
///   colour is shown the same in every frame, which keeps unchanged areas unchanged and avoids
///   palette flicker.
/// - **Frame differencing.** On an opaque background each frame after the first is only the
///   rectangle where it differs from the previous one, drawn over it (disposal "do not
///   dispose"). Inside that rectangle, pixels equal to the previous frame's may be written as
///   the transparent index: both ways are compressed and the smaller is kept. A frame equal to
///   the previous one is a 1 × 1 transparent pixel. With a translucent background every frame
///   is whole, with disposal "restore to background" so each starts from a clear canvas.
/// - **LZW.** Variable-length codes from the minimum code size + 1 up to 12 bits; the code
///   table is cleared (a clear code is written) when code 4095 has been assigned.
///
/// The bytes depend only on the frames and the timing, so the same frames always give the same
/// file.
///
/// ```swift
/// let timing = GIFTiming(frameCount: images.count, fps: 20)
/// var gif = GIFEncoder(width: 262, height: 380, timing: timing)
/// for index in timing.shownFrames { try gif.append(GIFFrame(image: images[index])) }
/// let file = try gif.finish()
/// ```
public struct GIFEncoder: Sendable {
    /// The width in pixels (1…65 535).
    public let width: Int
    /// The height in pixels (1…65 535).
    public let height: Int
    /// Which frames are shown and for how long.
    public let timing: GIFTiming
    /// Whether frames may have transparent pixels (a translucent canvas background).
    public let transparentBackground: Bool
    /// The most opaque colours a palette holds: one of GIF's 256 entries is kept for
    /// transparency (real, or "unchanged since the previous frame").
    public static let maximumColors = 255

    private var frames: [GIFFrame] = []
    private static let operation = "write GIF"

    /// An animation of `width` × `height` pixels shown with `timing`; with
    /// `transparentBackground`, frames may have transparent pixels.
    public init(width: Int, height: Int, timing: GIFTiming, transparentBackground: Bool = false) {
        self.width = width
        self.height = height
        self.timing = timing
        self.transparentBackground = transparentBackground
    }

    /// Adds the next shown frame (the `n`-th call takes frame `timing.shownFrames[n]`).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the size is outside 1…65 535 or differs
    ///   from the frame's, more frames arrive than ``timing`` shows, or a frame has transparent
    ///   pixels on an opaque background.
    public mutating func append(_ frame: GIFFrame) throws {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw CanvasError.invalidArgument(
                Self.operation, "a GIF is at most 65535 × 65535 pixels; this one is \(width) × \(height)")
        }
        guard frame.width == width, frame.height == height else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "frame \(frames.count) is \(frame.width) × \(frame.height) pixels; the animation is \(width) × \(height)"
            )
        }
        guard frames.count < timing.shownFrames.count else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "the animation shows \(timing.shownFrames.count) frames; frame \(frames.count) is one too many")
        }
        guard transparentBackground || !frame.hasTransparency else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "frame \(timing.shownFrames[frames.count]) has transparent pixels but the animation has an opaque background"
            )
        }
        frames.append(frame)
    }

    /// The whole file.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when fewer frames were appended than ``timing``
    ///   shows.
    public func finish() throws -> Data {
        var file = Data()
        try finish { file += $0 }
        return file
    }

    /// Chooses the palette, encodes every frame and hands the file to `write` piece by piece:
    /// the header, then each frame, then the trailer.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when fewer frames were appended than ``timing``
    ///   shows; what `write` throws.
    public func finish(writing write: (Data) throws -> Void) throws {
        guard frames.count == timing.shownFrames.count, !frames.isEmpty else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "the animation shows \(timing.shownFrames.count) frames but received \(frames.count)")
        }
        let plan = Self.palettePlan(frames)
        let global = Palette(colors: [0] + plan.globalColors)
        var previous: [UInt32]?
        var out = header(global.colors)
        for (position, frame) in frames.enumerated() {
            var words = try frame.words()
            if let mapping = plan.mapping { Self.apply(mapping, to: &words) }
            let encoded = try encode(words, previous: previous, global: global, delay: timing.delays[position])
            encoded.write(to: &out)
            try write(Data(out))
            out = []
            previous = transparentBackground ? nil : words
        }
        try write(Data([0x3B]))  // trailer
    }

    // MARK: Palette

    /// How the colours are chosen: the global table's colours (after the transparent entry),
    /// and a reduction every frame goes through, if any.
    struct PalettePlan {
        var globalColors: [UInt32]
        var mapping: [UInt32: UInt32]?
    }

    static func palettePlan(_ frames: [GIFFrame]) -> PalettePlan {
        var counts: [UInt32: Int] = [:]
        for frame in frames {
            for color in frame.histogram { counts[color.word, default: 0] += color.count }
        }
        let union = counts.map { GIFFrame.ColorCount(word: $0.key, count: $0.value) }.sorted { $0.word < $1.word }
        if union.count <= maximumColors {
            return PalettePlan(globalColors: byFrequency(union).map(\.word))
        }
        if frames.allSatisfy({ $0.colorCount <= maximumColors }) {
            return PalettePlan(globalColors: byFrequency(frames[0].histogram).map(\.word))
        }
        let mapping = GIFQuantizer.reduce(union, to: maximumColors)
        var reduced: [UInt32: Int] = [:]
        for color in union { reduced[mapping[color.word] ?? color.word, default: 0] += color.count }
        let colors = reduced.map { GIFFrame.ColorCount(word: $0.key, count: $0.value) }
        return PalettePlan(globalColors: byFrequency(colors).map(\.word), mapping: mapping)
    }

    /// Colours most used first (ties by word).
    static func byFrequency(_ colors: [GIFFrame.ColorCount]) -> [GIFFrame.ColorCount] {
        colors.sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
    }

    /// Replaces every word by its entry in `mapping` (runs of one word are looked up once).
    static func apply(_ mapping: [UInt32: UInt32], to words: inout [UInt32]) {
        words.withUnsafeMutableBufferPointer { pixels in
            var index = 0
            while index < pixels.count {
                let word = pixels[index]
                var end = index + 1
                while end < pixels.count, pixels[end] == word { end += 1 }
                if word != 0, let replacement = mapping[word], replacement != word {
                    for position in index..<end { pixels[position] = replacement }
                }
                index = end
            }
        }
    }

    /// A colour table and the index of each of its words (entry 0 is transparent, word 0).
    struct Palette {
        var colors: [UInt32]
        var lookup: [UInt32: UInt8] = [:]

        init(colors: [UInt32]) {
            self.colors = colors
            for (index, word) in colors.enumerated() where lookup[word] == nil { lookup[word] = UInt8(index) }
        }
    }

    // MARK: Frames

    /// One image of the file: where it goes, how long it shows, its colours and its LZW data.
    struct Frame: Sendable {
        var x = 0, y = 0, width = 0, height = 0
        var delay = 0
        var disposal: UInt8 = 1
        var transparentIndex: UInt8?
        /// A local colour table, or nil for the global one.
        var localTable: [UInt32]?
        var minimumCodeSize = 2
        var data: [UInt8] = []

        /// The bytes of this frame's part of the file.
        var byteCount: Int { data.count + (localTable.map { GIFEncoder.tableEntries($0.count) * 3 } ?? 0) }

        func write(to out: inout [UInt8]) {
            // Graphic control extension: disposal, transparency, delay.
            out += [0x21, 0xF9, 0x04, disposal << 2 | (transparentIndex == nil ? 0 : 1)]
            out += GIFEncoder.little(delay)
            out += [transparentIndex ?? 0, 0x00]
            // Image descriptor, then the local colour table if any.
            out.append(0x2C)
            out += GIFEncoder.little(x) + GIFEncoder.little(y) + GIFEncoder.little(width) + GIFEncoder.little(height)
            if let localTable {
                out.append(0x80 | GIFEncoder.sizeField(localTable.count))
                GIFEncoder.appendTable(localTable, to: &out)
            } else {
                out.append(0x00)
            }
            out.append(UInt8(minimumCodeSize))
            var start = 0
            while start < data.count {
                let end = min(start + 255, data.count)
                out.append(UInt8(end - start))
                out += data[start..<end]
                start = end
            }
            out.append(0x00)
        }
    }

    /// Encodes a frame's `words` over `previous` (the words shown before it; nil for a whole frame).
    private func encode(_ words: [UInt32], previous: [UInt32]?, global: Palette, delay: Int) throws -> Frame {
        var rect = [0, 0, width, height]
        var unchanged = false
        if let previous {
            let found = previous.withUnsafeBufferPointer { old in
                words.withUnsafeBufferPointer { new in
                    rect.withUnsafeMutableBufferPointer { out in
                        guard let old = old.baseAddress, let new = new.baseAddress, let out = out.baseAddress,
                            previous.count == words.count
                        else { return Int32(1) }  // not comparable: the whole frame
                        return reel_gif_changed_rect(old, new, width, height, out)
                    }
                }
            }
            if found == 0 {
                rect = [0, 0, 1, 1]
                unchanged = true
            }
        }
        // The rectangle's words as they are, and with pixels equal to the previous frame's made
        // transparent (word 0); the smaller once compressed is kept.
        var plain: [UInt32] = []
        plain.reserveCapacity(rect[2] * rect[3])
        for row in rect[1]..<(rect[1] + rect[3]) {
            let start = row * width + rect[0]
            plain += words[start..<(start + rect[2])]
        }
        var variants = [unchanged ? [0] : plain]
        if let previous, !unchanged {
            var masked = plain
            var position = 0
            for row in rect[1]..<(rect[1] + rect[3]) {
                let start = row * width + rect[0]
                for offset in start..<(start + rect[2]) {
                    if previous[offset] == words[offset] { masked[position] = 0 }
                    position += 1
                }
            }
            variants.append(masked)
        }
        var best = Frame()
        for (number, variant) in variants.enumerated() {
            var candidate = Frame(
                x: rect[0], y: rect[1], width: rect[2], height: rect[3], delay: delay,
                disposal: transparentBackground ? 2 : 1)
            var palette = global
            var indices = Self.index(variant, palette: &palette, growing: false)
            if indices == nil {
                palette = Palette(colors: [])
                indices = Self.index(variant, palette: &palette, growing: true)
                candidate.localTable = palette.colors
            }
            guard let indices else {
                throw CanvasError(
                    code: .invalidData, operation: Self.operation,
                    reason: "a frame has more than 256 colours after reduction (internal error)")
            }
            candidate.minimumCodeSize = Self.codeSize(palette.colors.count)
            candidate.transparentIndex = palette.lookup[0]
            candidate.data = try Self.compress(indices, minimumCodeSize: candidate.minimumCodeSize)
            if number == 0 || candidate.byteCount < best.byteCount { best = candidate }
        }
        return best
    }

    /// The palette indices of `words`; new colours are added to `palette` when `growing` (nil
    /// past 256), else a missing colour gives nil.
    private static func index(_ words: [UInt32], palette: inout Palette, growing: Bool) -> [UInt8]? {
        var indices = [UInt8](repeating: 0, count: words.count)
        var lastWord: UInt32 = 0
        var lastIndex: UInt8 = 0
        var haveLast = false
        for (position, word) in words.enumerated() {
            if haveLast, word == lastWord {
                indices[position] = lastIndex
                continue
            }
            let index: UInt8
            if let known = palette.lookup[word] {
                index = known
            } else {
                guard growing, palette.colors.count < 256 else { return nil }
                index = UInt8(palette.colors.count)
                palette.colors.append(word)
                palette.lookup[word] = index
            }
            indices[position] = index
            lastWord = word
            lastIndex = index
            haveLast = true
        }
        return indices
    }

    private static func compress(_ indices: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let capacity = reel_gif_lzw_bound(indices.count)
        var out = [UInt8](repeating: 0, count: capacity)
        let written = indices.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return 0 }
                return reel_gif_lzw_encode(source, indices.count, Int32(minimumCodeSize), target, capacity)
            }
        }
        guard written > 0 else {
            throw CanvasError(
                code: .invalidData, operation: operation, reason: "LZW output overflowed its buffer (internal error)")
        }
        out.removeSubrange(written...)
        return out
    }

    // MARK: File structure

    /// Signature, logical screen descriptor, the global colour table and the loop extension.
    private func header(_ palette: [UInt32]) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += Self.little(width) + Self.little(height)
        out += [0x80 | 0x70 | Self.sizeField(palette.count), 0x00, 0x00]
        Self.appendTable(palette, to: &out)
        // NETSCAPE2.0: sub-block 1, loop count 0 (forever).
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        return out
    }

    /// The LZW minimum code size for a table of `count` colours: the bits an index needs, at least 2.
    static func codeSize(_ count: Int) -> Int {
        var bits = 2
        while 1 << bits < count { bits += 1 }
        return bits
    }

    /// Entries a colour table of `count` colours takes: a power of two, at least 2.
    static func tableEntries(_ count: Int) -> Int {
        var entries = 2
        while entries < count { entries *= 2 }
        return entries
    }

    /// The 3-bit size field of a colour table: entries = 2^(field + 1).
    static func sizeField(_ count: Int) -> UInt8 {
        UInt8(tableEntries(count).trailingZeroBitCount - 1)
    }

    static func appendTable(_ colors: [UInt32], to out: inout [UInt8]) {
        for color in colors {
            out += [UInt8((color >> 16) & 0xFF), UInt8((color >> 8) & 0xFF), UInt8(color & 0xFF)]
        }
        out += [UInt8](repeating: 0, count: (tableEntries(colors.count) - colors.count) * 3)
    }

    static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
}
