import Foundation
import UIKit

#if canImport(Glibc)
    import Glibc
#endif

// Layouts that misuse the process's standard streams, as a layout in progress might, for the
// tests of `reel preview`'s child: each lays out a plain grid.

/// Writes 50 MB to standard output once, in its first layout pass.
final class FloodingLayout: UICollectionViewFlowLayout {
    private var flooded = false

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
        guard !flooded else { return }
        flooded = true
        let line = Data((String(repeating: "x", count: 1023) + "\n").utf8)
        let megabyte = Data((0..<1024).flatMap { _ in line })
        for _ in 0..<50 { FileHandle.standardOutput.write(megabyte) }
        print("flood done")
    }
}

/// Past y = 300: writes 50 MB (one line) to standard output, then a last line, and exits with
/// status 3.
final class FloodThenExitLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if (collectionView?.contentOffset.y ?? 0) > 300 {
            let chunk = Data(repeating: UInt8(ascii: "y"), count: 1 << 20)
            for _ in 0..<50 { FileHandle.standardOutput.write(chunk) }
            FileHandle.standardOutput.write(Data("\nthe layout gave up after the flood\n".utf8))
            exit(3)
        }
        return super.layoutAttributesForElements(in: rect)
    }
}

/// Closes standard input, output and error in its first layout pass, then prints.
final class ClosingLayout: UICollectionViewFlowLayout {
    private var closed = false

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
        guard !closed else { return }
        closed = true
        close(0)
        close(1)
        close(2)
        print("nobody reads this")
    }
}

/// Points standard input, output and error at /dev/null in its first layout pass, then reads
/// standard input and prints.
final class SilencedLayout: UICollectionViewFlowLayout {
    private var silenced = false

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
        guard !silenced else { return }
        silenced = true
        let null = open("/dev/null", O_RDWR)
        dup2(null, 0)
        dup2(null, 1)
        dup2(null, 2)
        close(null)
        _ = readLine()
        print("nobody reads this either")
    }
}

/// Reads standard input in its first layout pass, where a request of the parent's could wait.
final class ReadingLayout: UICollectionViewFlowLayout {
    private var read = false

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
        guard !read else { return }
        read = true
        print("read: \(readLine() ?? "nothing")")
    }
}
