/// Undoes PNG's row filters (None, Sub, Up, Average, Paeth) in place.
enum PNGUnfilter {
    /// Reconstructs the rows of one pass in place: `rows` rows of `1 + rowBytes` bytes at
    /// `base`, each starting with its filter type; `previous` is scratch of `rowBytes` bytes.
    ///
    /// - Throws: ``PNGDecodingFailure`` naming the row when a filter type is not 0…4.
    static func unfilter(
        _ base: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, stride bpp: Int, pass: Int?,
        zeroRow: UnsafePointer<UInt8>
    ) throws(PNGDecodingFailure) {
        var row = 0
        while row < rows {
            let line = base + row * (rowBytes + 1)
            let current = line + 1
            let prior: UnsafePointer<UInt8> = row == 0 ? zeroRow : UnsafePointer(line - rowBytes)
            switch line.pointee {
            case 0: break
            case 1: sub(current, rowBytes, bpp)
            case 2: up(current, prior, rowBytes)
            case 3: average(current, prior, rowBytes, bpp)
            case 4: paeth(current, prior, rowBytes, bpp)
            default:
                let place = pass.map { "row \(row) of interlace pass \($0)" } ?? "row \(row)"
                throw PNGDecodingFailure("\(place) has filter type \(line.pointee) (PNG has 0…4)")
            }
            row += 1
        }
    }

    private static func sub(_ current: UnsafeMutablePointer<UInt8>, _ count: Int, _ bpp: Int) {
        var index = bpp
        while index < count {
            current[index] &+= current[index - bpp]
            index += 1
        }
    }

    private static func up(_ current: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>, _ count: Int) {
        var index = 0
        while index < count {
            current[index] &+= prior[index]
            index += 1
        }
    }

    private static func average(
        _ current: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) {
        var index = 0
        while index < count {
            let left = index >= bpp ? UInt16(current[index - bpp]) : 0
            current[index] &+= UInt8(truncatingIfNeeded: (left + UInt16(prior[index])) >> 1)
            index += 1
        }
    }

    private static func paeth(
        _ current: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) {
        var index = 0
        while index < count {
            let a = index >= bpp ? Int(current[index - bpp]) : 0
            let b = Int(prior[index])
            let c = index >= bpp ? Int(prior[index - bpp]) : 0
            let p = a + b - c
            let pa = abs(p - a)
            let pb = abs(p - b)
            let pc = abs(p - c)
            let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            current[index] &+= UInt8(truncatingIfNeeded: predictor)
            index += 1
        }
    }
}
