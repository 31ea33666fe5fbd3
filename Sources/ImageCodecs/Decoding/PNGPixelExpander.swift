import CPixelLoops

/// Turns unfiltered rows of any PNG pixel format into 8-bit straight RGBA, as pngjs (the reader
/// pixelmatch's tools use) does: samples of 1, 2 and 4 bits are scaled by `255 / (2^depth − 1)`,
/// 16-bit samples are rounded to 8 bits (`round(v × 255 / 65535)`, not truncated), palette
/// indices take PLTE's colour and tRNS's alpha, and a pixel equal to a greyscale or RGB
/// image's tRNS colour (compared in raw samples) becomes transparent black (0, 0, 0, 0).
struct PNGPixelExpander {
    let header: PNGHeader
    let palette: [RGBA8]
    let colorKey: PNGChunkReader.ColorKey?
    /// ``palette`` as RGBA bytes, 4 a colour, for `reel_palette_to_rgba`.
    private let paletteBytes: [UInt8]

    init(header: PNGHeader, palette: [RGBA8], colorKey: PNGChunkReader.ColorKey?) {
        self.header = header
        self.palette = palette
        self.colorKey = colorKey
        paletteBytes = palette.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    /// Writes one unfiltered row of `pass` (`row` within it) into `output`, the whole image's
    /// RGBA bytes.
    ///
    /// - Throws: ``PNGDecodingFailure`` when a palette index has no colour.
    func expand(
        _ source: UnsafePointer<UInt8>, pass: PNGHeader.Pass, row: Int, into output: UnsafeMutablePointer<UInt8>
    ) throws(PNGDecodingFailure) {
        let y = pass.y + row * pass.stepY
        var out = output + (y * header.width + pass.x) * 4
        let step = pass.stepX * 4
        let count = pass.width
        var x = 0
        switch (header.colorType, header.depth) {
        case (.rgba, 8) where step == 4:
            out.update(from: source, count: count * 4)
        case (.rgba, 8):
            while x < count {
                let s = source + x * 4
                put(out, s[0], s[1], s[2], s[3])
                out += step
                x += 1
            }
        case (.rgb, 8):
            // The commonest format of frames (opaque RGB), in C: fast in debug builds too.
            if case .rgb(let r, let g, let b)? = colorKey {
                reel_rgb8_to_rgba(source, count, step, 1, r, g, b, out)
            } else {
                reel_rgb8_to_rgba(source, count, step, 0, 0, 0, 0, out)
            }
        case (.greyAlpha, 8):
            while x < count {
                let s = source + x * 2
                put(out, s[0], s[0], s[0], s[1])
                out += step
                x += 1
            }
        case (.rgba, _), (.rgb, _), (.greyAlpha, _), (.grey, 16):
            try expand16(source, count: count, out: out, step: step)
        case (.grey, _):
            let factor = UInt8(255 / ((1 << header.depth) - 1))
            while x < count {
                let value = sample(source, x)
                if case .grey(let key)? = colorKey, UInt16(value) == key {
                    put(out, 0, 0, 0, 0)
                } else {
                    let grey = value &* factor
                    put(out, grey, grey, grey, 255)
                }
                out += step
                x += 1
            }
        case (.palette, _):
            // In C (`reel_palette_to_rgba`): palette frames are common, and debug builds decode
            // them quickly too.
            let bad = paletteBytes.withUnsafeBufferPointer { table in
                reel_palette_to_rgba(source, count, Int32(header.depth), step, table.baseAddress, palette.count, out)
            }
            if bad >= 0 {
                throw PNGDecodingFailure(
                    "pixel (\(pass.x + bad * pass.stepX), \(y)) uses palette index \(sample(source, bad)), "
                        + "but the palette has \(palette.count) colours")
            }
        }
    }

    /// 16-bit samples (every type that has them), rounded to 8 bits.
    private func expand16(
        _ source: UnsafePointer<UInt8>, count: Int, out start: UnsafeMutablePointer<UInt8>, step: Int
    ) throws(PNGDecodingFailure) {
        let channels = header.colorType.channels
        var out = start
        var x = 0
        while x < count {
            let s = source + x * channels * 2
            func raw(_ channel: Int) -> UInt16 { UInt16(s[channel * 2]) << 8 | UInt16(s[channel * 2 + 1]) }
            switch header.colorType {
            case .grey:
                let value = raw(0)
                if case .grey(let key)? = colorKey, value == key {
                    put(out, 0, 0, 0, 0)
                } else {
                    let grey = Self.round16(value)
                    put(out, grey, grey, grey, 255)
                }
            case .greyAlpha:
                let grey = Self.round16(raw(0))
                put(out, grey, grey, grey, Self.round16(raw(1)))
            case .rgb:
                let (r, g, b) = (raw(0), raw(1), raw(2))
                if case .rgb(r, g, b)? = colorKey {
                    put(out, 0, 0, 0, 0)
                } else {
                    put(out, Self.round16(r), Self.round16(g), Self.round16(b), 255)
                }
            case .rgba:
                put(out, Self.round16(raw(0)), Self.round16(raw(1)), Self.round16(raw(2)), Self.round16(raw(3)))
            case .palette:
                throw PNGDecodingFailure("16-bit palette images do not exist")
            }
            out += step
            x += 1
        }
    }

    /// A 16-bit sample to 8 bits, rounded: `round(v × 255 / 65535)` (= `round(v / 257)`; no
    /// value falls on a half).
    @inline(__always)
    static func round16(_ value: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(value) * 255 + 32767) / 65535)
    }

    /// Sample `x` of a row of 1-, 2-, 4- or 8-bit samples, most significant bits first.
    @inline(__always)
    private func sample(_ source: UnsafePointer<UInt8>, _ x: Int) -> UInt8 {
        let depth = header.depth
        if depth == 8 { return source[x] }
        let bit = x * depth
        let shift = 8 - depth - (bit & 7)
        return (source[bit >> 3] >> UInt8(shift)) & UInt8((1 << depth) - 1)
    }

    @inline(__always)
    private func put(_ out: UnsafeMutablePointer<UInt8>, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        out[0] = r
        out[1] = g
        out[2] = b
        out[3] = a
    }
}
