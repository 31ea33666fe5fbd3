import Foundation
import HeadlessUI

#if !canImport(Darwin)
    extension ViewColor {
        /// The colour set named `name` in an asset catalog (`NAME.colorset/Contents.json` in an
        /// `.xcassets` folder of the image folders, as `UIImage(named:)` searches them), with its
        /// light and dark appearances; nil when there is none, as in UIKit.
        public convenience init?(named name: String) {
            self.init(named: name, in: nil, compatibleWith: nil)
        }

        /// The colour set named `name` in `bundle`'s resources or the image folders (see
        /// ``init(named:)``).
        public convenience init?(
            named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
        ) {
            let folders = (bundle?.resourceURL.map { [$0] } ?? []) + ImageFile.searchFolders
            guard let set = ColorSet.find(named: name, in: folders) else { return nil }
            let light = set.light
            let dark = set.dark ?? light
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        }
    }

    /// An asset catalog's colour set: its `Contents.json` read for the universal colour and the
    /// dark appearance's.
    struct ColorSet {
        var light: ViewColor
        var dark: ViewColor?

        /// The set `name.colorset` in any `.xcassets` folder of `folders`.
        static func find(named name: String, in folders: [URL]) -> ColorSet? {
            let manager = FileManager.default
            for folder in folders {
                let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
                for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                    let file = folder.appendingPathComponent(catalog).appendingPathComponent("\(name).colorset")
                        .appendingPathComponent("Contents.json")
                    if let data = manager.contents(atPath: file.path), let set = ColorSet(json: data) { return set }
                }
            }
            return nil
        }

        /// The set in a `Contents.json`: the entry without appearances is the light colour, the
        /// one with `luminosity: dark` the dark one. Components are fractions ("0.200"), 8-bit
        /// numbers ("51") or hexadecimal ("0x33").
        init?(json: Data) {
            guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
                let entries = root["colors"] as? [[String: Any]]
            else { return nil }
            var light: ViewColor?
            var dark: ViewColor?
            for entry in entries {
                guard let color = entry["color"] as? [String: Any],
                    let components = color["components"] as? [String: Any],
                    let red = Self.component(components["red"]), let green = Self.component(components["green"]),
                    let blue = Self.component(components["blue"])
                else { continue }
                let alpha = Self.component(components["alpha"]) ?? 1
                let value = ViewColor(red: red, green: green, blue: blue, alpha: alpha)
                let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
                if appearances.isEmpty {
                    light = value
                } else if appearances.contains(where: {
                    $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
                }) {
                    dark = value
                }
            }
            guard let light = light ?? dark else { return nil }
            self.light = light
            self.dark = dark
        }

        /// A component, 0…1, from the forms Xcode writes.
        static func component(_ value: Any?) -> CGFloat? {
            let text: String
            switch value {
            case let string as String: text = string.trimmingCharacters(in: .whitespaces)
            case let number as NSNumber: text = number.stringValue
            default: return nil
            }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                return CGFloat(byte) / 255
            }
            if !text.contains("."), let byte = Int(text) { return byte <= 1 ? CGFloat(byte) : CGFloat(byte) / 255 }
            return Double(text).map { CGFloat($0) }
        }
    }
#endif
