import Foundation

#if !canImport(Darwin)
    /// How `UIImage` finds and sizes image files: PNG and JPEG headers, `@2x`/`@3x` names,
    /// `.xcassets` image sets, and the folders `UIImage(named:)` searches.
    package enum ImageFile {
        /// The folders `UIImage(named:)` searches after a bundle's resources: the current
        /// directory and the main bundle's resources by default. The preview sets the folder of
        /// the user's files here before their code runs; set it before images load.
        nonisolated(unsafe) package static var searchFolders: [URL] = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            Bundle.main.resourceURL,
        ].compactMap { $0 }

        /// The file of the image named `name` in `folders`: `name` itself when it has an
        /// extension, else `name@3x`, `name@2x` or `name` with `.png`, `.jpg` or `.jpeg`, else the
        /// first such file of an image set `name.imageset` in any `.xcassets` folder there.
        package static func find(named name: String, in folders: [URL]) -> URL? {
            let manager = FileManager.default
            let candidates =
                URL(fileURLWithPath: name).pathExtension.isEmpty
                ? ["@3x", "@2x", ""].flatMap { suffix in ["png", "jpg", "jpeg"].map { "\(name)\(suffix).\($0)" } }
                : [name]
            for folder in folders {
                for candidate in candidates {
                    let url = folder.appendingPathComponent(candidate)
                    if manager.isReadableFile(atPath: url.path) { return url }
                }
                let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
                for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                    let set = folder.appendingPathComponent(catalog).appendingPathComponent("\(name).imageset")
                    let files = ((try? manager.contentsOfDirectory(atPath: set.path)) ?? []).sorted {
                        (scale(ofName: $0), $0) > (scale(ofName: $1), $1)
                    }
                    if let file = files.first(where: {
                        ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension)
                    }) {
                        return set.appendingPathComponent(file)
                    }
                }
            }
            return nil
        }

        /// The scale a file name says: 3 for `…@3x`, 2 for `…@2x`, else 1.
        package static func scale(ofName name: String) -> CGFloat {
            let stem = (name as NSString).deletingPathExtension
            if stem.hasSuffix("@3x") { return 3 }
            if stem.hasSuffix("@2x") { return 2 }
            return 1
        }

        /// Whether `data` starts with the PNG signature.
        package static func isPNG(_ data: Data) -> Bool {
            data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }

        /// The width and height in pixels that a PNG's `IHDR` or a JPEG's start-of-frame
        /// header gives, or nil for other data.
        package static func pixelSize(of data: Data) -> (width: CGFloat, height: CGFloat)? {
            let bytes = [UInt8](data.prefix(1 << 16))
            func big(_ at: Int, _ count: Int) -> Int {
                (0..<count).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
            }
            if isPNG(data) {
                guard bytes.count >= 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
                let (width, height) = (big(16, 4), big(20, 4))
                return width > 0 && height > 0 ? (CGFloat(width), CGFloat(height)) : nil
            }
            guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
            var index = 2
            while index + 9 < bytes.count, bytes[index] == 0xFF {
                let marker = bytes[index + 1]
                let length = big(index + 2, 2)
                // Start-of-frame markers C0…CF, except DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    let (height, width) = (big(index + 5, 2), big(index + 7, 2))
                    return width > 0 && height > 0 ? (CGFloat(width), CGFloat(height)) : nil
                }
                index += 2 + length
            }
            return nil
        }
    }
#endif
