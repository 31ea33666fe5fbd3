import CPixelLoops
import Foundation

/// Builds an animated GIF (GIF89a) frame by frame, handing back the bytes to append to the file
/// as soon as they are known.
///
/// - **Loop and timing.** A NETSCAPE2.0 application extension makes the animation loop forever
///   (as the APNG does). Frames show for the delays of ``GIFTiming``: whole centiseconds with
///   the rounding spread so the total stays right; above 50 fps some frames are dropped, since
///   browsers stretch delays under 2 cs. Only the shown frames are appended (``timing``).
/// - **Palettes.** Frames are indexed against one growing palette while all frames so far fit
///   256 entries (transparent included); that palette becomes the global colour table and such
///   frames carry none of their own. When a frame's colours no longer fit, the palette so far is
///   written as the global table and this and later frames carry a local colour table of just
///   the colours they use (unless those are all in the global one). ``GIFFrame`` has already
///   reduced frames of more than 255 colours.
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
/// var gif = GIFEncoder(width: 262, height: 380, timing: GIFTiming(frameCount: 40, fps: 20))
/// var file = Data()
/// for image in images { file += try gif.append(GIFFrame(image: image)) }
/// file += try gif.finish()
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

    private var previous: [UInt32]?
    private var palette: [UInt32] = []
    private var paletteLookup: [UInt32: UInt8] = [:]
    /// True while every frame so far fits one palette (the global table to be).
    private var growing = true
    private var pending: [Frame] = []
    private var appended = 0
    private static let operation = "write GIF"

    /// An animation of `width` × `height` pixels shown with `timing`; with
    /// `transparentBackground`, frames may have transparent pixels.
    public init(width: Int, height: Int, timing: GIFTiming, transparentBackground: Bool = false) {
        self.width = width
        self.height = height
        self.timing = timing
        self.transparentBackground = transparentBackground
    }

    /// Adds the next shown frame (the `n`-th call takes frame `timing.shownFrames[n]`) and
    /// returns the bytes that follow in the file, often none yet: frames wait until the global
    /// colour table is known.
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the frame's size differs from the
    ///   animation's, the size is outside 1…65 535, more frames arrive than ``timing`` shows, or a
    ///   frame has transparent pixels on an opaque background.
    public mutating func append(_ frame: GIFFrame) throws -> Data {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw CanvasError.invalidArgument(
                Self.operation, "a GIF is at most 65535 × 65535 pixels; this one is \(width) × \(height)")
        }
        guard frame.width == width, frame.height == height else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "frame \(appended) is \(frame.width) × \(frame.height) pixels; the animation is \(width) × \(height)")
        }
        guard appended < timing.shownFrames.count else {
            throw CanvasError.invalidArgument(
                Self.operation, "the animation shows \(timing.shownFrames.count) frames; frame \(appended) is one too many")
        }
        guard transparentBackground || !frame.hasTransparency else {
            throw CanvasError.invalidArgument(
                Self.operation,
                "frame \(timing.shownFrames[appended]) has transparent pixels but the animation has an opaque background")
        }
        let delay = timing.delays[appended]
        appended += 1
        var out: [UInt8] = []
        if growing, let encoded = try encode(frame, delay: delay) {
            pending.append(encoded)
        } else {
            if growing {
                // The frame's colours do not fit the palette: the palette so far becomes the
                // global table, and the frames waiting for it go out.
                growing = false
                out = header()
                for waiting in pending { waiting.write(to: &out) }
                pending = []
            }
            guard let encoded = try encode(frame, delay: delay) else {
                throw CanvasError(
                    code: .invalidData, operation: Self.operation,
                    reason: "a frame has more than 256 colours after reduction (internal error)")
            }
            encoded.write(to: &out)
        }
        previous = transparentBackground ? nil : frame.words
        return Data(out)
    }

    /// The bytes that end the file: in the single-palette case the whole file, header included.
    ///
    /// - Throws: ``CanvasError`` `.invalidData` when fewer frames were appended than ``timing``
    ///   shows.
    public func finish() throws -> Data {
        guard appended == timing.shownFrames.count, appended > 0 else {
            throw CanvasError(
                code: .invalidData, operation: Self.operation,
                reason: "the animation shows \(timing.shownFrames.count) frames but received \(appended)")
        }
        var out: [UInt8] = []
        if growing {
            out = header()
            for frame in pending { frame.write(to: &out) }
        }
        out.append(0x3B)  // trailer
        return Data(out)
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

    /// Encodes `frame` against the growing palette (nil when its colours do not fit) or, once
    /// that is fixed, against the global table or a local one.
    private mutating func encode(_ frame: GIFFrame, delay: Int) throws -> Frame? {
        var rect = [0, 0, width, height]
        var unchanged = false
        if let previous {
            let found = previous.withUnsafeBufferPointer { old in
                frame.words.withUnsafeBufferPointer { new in
                    rect.withUnsafeMutableBufferPointer { out in
                        reel_gif_changed_rect(old.baseAddress!, new.baseAddress!, width, height, out.baseAddress!)
                    }
                }
            }
            if found == 0 {
                rect = [0, 0, 1, 1]
                unchanged = true
            }
        }
        // The rectangle's words as they are, and with pixels equal to the previous frame's made
        // transparent (word 0).
        var plain: [UInt32] = []
        plain.reserveCapacity(rect[2] * rect[3])
        for row in rect[1]..<(rect[1] + rect[3]) {
            let start = row * width + rect[0]
            plain += frame.words[start..<(start + rect[2])]
        }
        var variants = [plain]
        if let previous {
            if unchanged {
                variants = [[0]]
            } else {
                var masked = plain
                var position = 0
                for row in rect[1]..<(rect[1] + rect[3]) {
                    let start = row * width + rect[0]
                    for offset in start..<(start + rect[2]) {
                        if previous[offset] == frame.words[offset] { masked[position] = 0 }
                        position += 1
                    }
                }
                variants.append(masked)
            }
        }
        var best: Frame?
        var bestPalette: (colors: [UInt32], lookup: [UInt32: UInt8])?
        for words in variants {
            var candidate = Frame(
                x: rect[0], y: rect[1], width: rect[2], height: rect[3], delay: delay,
                disposal: transparentBackground ? 2 : 1)
            var colors = palette
            var lookup = paletteLookup
            var indices: [UInt8]
            if growing || !palette.isEmpty, let global = Self.index(words, colors: &colors, lookup: &lookup, growing: growing) {
                indices = global
                candidate.minimumCodeSize = Self.codeSize(colors.count)
                candidate.transparentIndex = lookup[0]
                if !growing { (colors, lookup) = (palette, paletteLookup) }
            } else if growing {
                continue
            } else {
                var localColors: [UInt32] = []
                var localLookup: [UInt32: UInt8] = [:]
                guard let local = Self.index(words, colors: &localColors, lookup: &localLookup, growing: true) else {
                    throw CanvasError(
                        code: .invalidData, operation: Self.operation,
                        reason: "a frame has more than 256 colours after reduction (internal error)")
                }
                indices = local
                candidate.localTable = localColors
                candidate.minimumCodeSize = Self.codeSize(localColors.count)
                candidate.transparentIndex = localLookup[0]
            }
            candidate.data = try Self.compress(indices, minimumCodeSize: candidate.minimumCodeSize)
            if best == nil || candidate.byteCount < best!.byteCount {
                best = candidate
                bestPalette = (colors, lookup)
            }
        }
        if let bestPalette, growing {
            (palette, paletteLookup) = bestPalette
        }
        return best
    }

    /// The palette indices of `words`; new colours are added to `colors` when `growing` (nil
    /// past 256), else a missing colour gives nil.
    private static func index(
        _ words: [UInt32], colors: inout [UInt32], lookup: inout [UInt32: UInt8], growing: Bool
    ) -> [UInt8]? {
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
            if let known = lookup[word] {
                index = known
            } else {
                guard growing, colors.count < 256 else { return nil }
                index = UInt8(colors.count)
                colors.append(word)
                lookup[word] = index
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
                reel_gif_lzw_encode(source.baseAddress!, indices.count, Int32(minimumCodeSize), target.baseAddress!, capacity)
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
    private func header() -> [UInt8] {
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
