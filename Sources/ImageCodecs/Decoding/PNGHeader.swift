/// A PNG's IHDR chunk, checked: size, bit depth, colour type and interlacing, and the sizes of
/// the filtered image data that follow from them.
struct PNGHeader: Sendable, Hashable {
    /// PNG's colour types (IHDR byte 9).
    enum ColorType: UInt8, Sendable {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths PNG allows for this colour type.
        var allowedDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }

        var name: String {
            switch self {
            case .grey: "greyscale"
            case .rgb: "RGB"
            case .palette: "palette"
            case .greyAlpha: "greyscale with alpha"
            case .rgba: "RGBA"
            }
        }
    }

    /// One reduced image of Adam7 interlacing (or the whole image): which pixels it holds.
    struct Pass: Sendable, Hashable {
        var x: Int
        var y: Int
        var stepX: Int
        var stepY: Int
        var width: Int
        var height: Int
    }

    var width: Int
    var height: Int
    var depth: Int
    var colorType: ColorType
    var interlaced: Bool

    /// Reads and checks IHDR's 13 bytes.
    ///
    /// - Throws: a reason in words when a field is outside what PNG allows.
    init(_ bytes: UnsafeRawBufferPointer) throws(PNGDecodingFailure) {
        guard bytes.count == 13 else {
            throw PNGDecodingFailure("IHDR chunk is \(bytes.count) bytes long, not 13")
        }
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        width = uint32(0)
        height = uint32(4)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGDecodingFailure("IHDR gives a size of \(width) × \(height) (each side must be 1…2147483647)")
        }
        guard let colorType = ColorType(rawValue: bytes[9]) else {
            throw PNGDecodingFailure("IHDR gives colour type \(bytes[9]) (PNG has 0, 2, 3, 4 and 6)")
        }
        self.colorType = colorType
        depth = Int(bytes[8])
        guard colorType.allowedDepths.contains(depth) else {
            throw PNGDecodingFailure(
                "IHDR gives bit depth \(depth) for a \(colorType.name) image (allowed: "
                    + colorType.allowedDepths.map(String.init).joined(separator: ", ") + ")")
        }
        guard bytes[10] == 0 else { throw PNGDecodingFailure("IHDR gives compression method \(bytes[10]) (only 0)") }
        guard bytes[11] == 0 else { throw PNGDecodingFailure("IHDR gives filter method \(bytes[11]) (only 0)") }
        guard bytes[12] <= 1 else {
            throw PNGDecodingFailure("IHDR gives interlace method \(bytes[12]) (0 none, 1 Adam7)")
        }
        interlaced = bytes[12] == 1
    }

    /// Bits per pixel in the filtered data.
    var bitsPerPixel: Int { colorType.channels * depth }

    /// The distance, in bytes, between a byte and the byte of the previous pixel that the
    /// filters predict it from (at least 1).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one filtered row of `pixels` pixels, without the filter-type byte.
    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The reduced images in the order their rows are stored: Adam7's seven passes (empty ones
    /// left out) or the whole image.
    var passes: [Pass] {
        guard interlaced else { return [Pass(x: 0, y: 0, stepX: 1, stepY: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x, y, stepX, stepY in
            let columns = width > x ? (width - x + stepX - 1) / stepX : 0
            let rows = height > y ? (height - y + stepY - 1) / stepY : 0
            guard columns > 0, rows > 0 else { return nil }
            return Pass(x: x, y: y, stepX: stepX, stepY: stepY, width: columns, height: rows)
        }
    }

    /// Bytes of filtered data the image holds: every pass's rows, each with its filter byte.
    var filteredByteCount: Int {
        passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) }
    }
}
