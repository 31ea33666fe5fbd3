import Foundation

/// The memory one PNG encode needs — the filtered image, the compressed output — and libdeflate
/// compressors, kept between frames so that encoding a sweep does not allocate (and page-fault
/// in) several megabytes per frame.
///
/// A workspace is used by one thread at a time: ``withWorkspace(_:)`` takes one from a shared
/// pool (or makes one) and puts it back afterwards. The pool keeps at most
/// ``PNGWorkspacePool/keep`` of them, and a workspace whose buffers grew past
/// ``PNGWorkspace/retainedBytes`` gives them back instead of being kept large.
final class PNGWorkspace {
    /// Buffers larger than this in total are freed after use rather than kept (64 MiB).
    static let retainedBytes = 64 << 20

    private(set) var filtered = Buffer()
    private(set) var output = Buffer()
    private(set) var alternate = Buffer()
    private(set) var flags = Buffer()
    private(set) var scratch = Buffer()
    private(set) var indices = Buffer()
    private(set) var table = Buffer()
    private var compressors: [Deflate.Level: Deflate] = [:]
    /// Which rows of ``filtered`` hold an all-zero Up row from an earlier encode, for the row
    /// length and the allocation they were written in: consecutive frames mostly repeat the
    /// same rows, and those are not written again. (An allocation is told apart by its number,
    /// not its address: a new block may start where the freed one did.)
    private var zeroed: (allocation: Int, stride: Int, rows: [Bool]) = (0, 0, [])

    /// A growable raw buffer; contents are not preserved when it grows.
    struct Buffer {
        private(set) var base: UnsafeMutableRawPointer?
        private(set) var capacity = 0
        /// Counts the blocks this buffer has allocated; changes whenever the contents are lost.
        private(set) var allocation = 0

        /// Makes room for `count` bytes and returns the start.
        mutating func reserve(_ count: Int) -> UnsafeMutableRawPointer {
            if let base, capacity >= count { return base }
            base?.deallocate()
            let size = max(count, 64)
            let fresh = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
            base = fresh
            capacity = size
            allocation &+= 1
            return fresh
        }

        mutating func release() {
            base?.deallocate()
            base = nil
            capacity = 0
            allocation &+= 1
        }
    }

    deinit {
        filtered.release()
        output.release()
        alternate.release()
        flags.release()
        scratch.release()
        indices.release()
        table.release()
    }

    func filteredBuffer(_ count: Int) -> UnsafeMutableRawPointer { filtered.reserve(count) }

    /// Writes row `y` of the filtered buffer (rows of `stride` bytes at `base`, from
    /// ``filteredBuffer(_:)``) as an all-zero Up row, unless an earlier encode into the same
    /// allocation with the same stride left it so.
    func writeZeroRow(_ y: Int, stride: Int, base: UnsafeMutableRawPointer) {
        prepareZeroed(stride: stride, rows: y + 1)
        if zeroed.rows[y] { return }
        let row = (base + y * stride).assumingMemoryBound(to: UInt8.self)
        row[0] = PNGRowFilter.Kind.up.rawValue
        memset(row + 1, 0, stride - 1)  // not initialize(repeating:), element by element in debug builds
        zeroed.rows[y] = true
    }

    /// Notes that row `y` of the filtered buffer now holds other bytes.
    func noteRowWritten(_ y: Int, stride: Int) {
        prepareZeroed(stride: stride, rows: y + 1)
        zeroed.rows[y] = false
    }

    private func prepareZeroed(stride: Int, rows: Int) {
        if zeroed.allocation != filtered.allocation || zeroed.stride != stride {
            zeroed = (filtered.allocation, stride, [])
        }
        if zeroed.rows.count < rows {
            zeroed.rows.append(contentsOf: repeatElement(false, count: rows - zeroed.rows.count))
        }
    }
    func outputBuffer(_ count: Int) -> UnsafeMutableRawPointer { output.reserve(count) }
    /// A second output buffer, for trying two compressors.
    func alternateBuffer(_ count: Int) -> UnsafeMutableRawPointer { alternate.reserve(count) }
    func scratchBuffer(_ count: Int) -> UnsafeMutableRawPointer { scratch.reserve(count) }
    /// A palette index per pixel (``PNGPalette``); kept until the next call asks for more.
    func indexBuffer(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        indices.reserve(count).bindMemory(to: UInt8.self, capacity: count)
    }
    /// The palette's hash table of pixel words.
    func paletteTable(_ count: Int) -> UnsafeMutableRawPointer { table.reserve(count) }
    /// One `Bool` per row.
    func flagBuffer(_ count: Int) -> UnsafeMutablePointer<Bool> {
        flags.reserve(count).bindMemory(to: Bool.self, capacity: count)
    }

    /// The compressor for `level`, made on first use.
    func compressor(_ level: Deflate.Level) throws(CanvasError) -> Deflate {
        if let existing = compressors[level] { return existing }
        let made = try Deflate(level)
        compressors[level] = made
        return made
    }

    /// Frees the buffers when they hold more than ``retainedBytes``.
    func trim() {
        let total =
            filtered.capacity + output.capacity + alternate.capacity + flags.capacity
            + indices.capacity
        if total > Self.retainedBytes {
            indices.release()
            filtered.release()
            output.release()
            alternate.release()
            flags.release()
        }
    }

    /// Runs `body` with a workspace from the shared pool.
    static func withWorkspace<Result>(_ body: (PNGWorkspace) throws -> Result) rethrows -> Result {
        let workspace = PNGWorkspacePool.shared.take()
        defer {
            workspace.trim()
            PNGWorkspacePool.shared.give(workspace)
        }
        return try body(workspace)
    }
}

/// The process-wide pool of idle ``PNGWorkspace``s, guarded by a lock.
final class PNGWorkspacePool: @unchecked Sendable {
    /// The most idle workspaces kept (one per concurrently encoding thread is enough).
    static let keep = 8
    static let shared = PNGWorkspacePool()

    private let lock = NSLock()
    private var idle: [PNGWorkspace] = []

    func take() -> PNGWorkspace {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? PNGWorkspace()
    }

    func give(_ workspace: PNGWorkspace) {
        lock.lock()
        defer { lock.unlock() }
        if idle.count < Self.keep { idle.append(workspace) }
    }
}
