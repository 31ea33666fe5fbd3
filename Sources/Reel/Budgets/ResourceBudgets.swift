import Foundation
import ImageCodecs

/// The resources one `reel` run may use, checked before anything is allocated: a scene that needs
/// more is refused with a message naming the budget, the amount needed and how to raise it.
///
/// Each budget has a default that every shipped scene fits in many times over, and an
/// environment variable that raises (or lowers) it: `REEL_MAX_ITEMS=5000000 reel render big.yaml`.
/// docs/limits.md lists them.
public struct ResourceBudgets: Hashable, Sendable {
    /// Items in a scene: every section of every pane together. Default 1,000,000.
    public var items: Int
    /// Pixels of one image surface: the canvas at its scale, the contact sheet. Default
    /// 100,000,000 (10,000 × 10,000).
    public var pixelsPerSurface: Int
    /// Items a `view: content` frame draws in one pane: every item, not just the visible ones.
    /// Default 10,000 (found by `make fuzz`: 99,999 items took over 10 s for three frames).
    public var contentViewItems: Int
    /// YAML nodes in a scene once aliases are expanded (an alias counts as the nodes it repeats).
    /// Default 100,000 (the shipped scenes have at most a few hundred).
    public var yamlNodes: Int
    /// Bytes of a scene file, checked before it is read. Default 262,144 (256 KiB; the shipped
    /// scenes are a few kilobytes).
    public var sceneBytes: Int
    /// Characters of an error message; a longer one is cut, saying how much was left out.
    /// Default 4,000.
    public var messageLength: Int

    /// The largest magnitude of any number in a scene (offsets, sizes, velocities, parameters):
    /// 10⁹ points, far past any screen and well inside what layouts and cairo compute exactly.
    public static let largestSceneNumber = 1e9

    /// The defaults.
    public init(
        items: Int = 1_000_000, pixelsPerSurface: Int = 100_000_000, contentViewItems: Int = 10_000,
        yamlNodes: Int = 100_000, sceneBytes: Int = 262_144, messageLength: Int = 4_000
    ) {
        self.items = items
        self.pixelsPerSurface = pixelsPerSurface
        self.contentViewItems = contentViewItems
        self.yamlNodes = yamlNodes
        self.sceneBytes = sceneBytes
        self.messageLength = messageLength
    }

    /// One budget: its environment variable, what it counts and its default.
    public struct Entry: Sendable {
        /// The environment variable that sets it.
        public var variable: String
        /// What it counts, as messages say it.
        public var counts: String
        /// Where the budget is read and written.
        public var keyPath: WritableKeyPath<ResourceBudgets, Int> & Sendable
    }

    /// Every budget, in the order docs and help list them.
    public static let entries: [Entry] = [
        Entry(variable: "REEL_MAX_ITEMS", counts: "items in a scene (all panes)", keyPath: \.items),
        Entry(variable: "REEL_MAX_PIXELS", counts: "pixels per surface", keyPath: \.pixelsPerSurface),
        Entry(
            variable: "REEL_MAX_CONTENT_ITEMS", counts: "items drawn per pane in view: content",
            keyPath: \.contentViewItems),
        Entry(variable: "REEL_MAX_YAML_NODES", counts: "YAML nodes after alias expansion", keyPath: \.yamlNodes),
        Entry(variable: "REEL_MAX_SCENE_BYTES", counts: "bytes per scene file", keyPath: \.sceneBytes),
        Entry(variable: "REEL_MAX_MESSAGE", counts: "characters per error message", keyPath: \.messageLength),
    ]

    /// The budgets of this process: the defaults, with every `REEL_MAX_…` variable set in the
    /// environment applied. A variable that is not a whole number of at least 1 is ignored here
    /// and reported by ``validate(environment:)``.
    public static let current: ResourceBudgets =
        (try? ResourceBudgets(environment: ProcessInfo.processInfo.environment))
        ?? ResourceBudgets()

    /// The defaults with the variables in `environment` applied.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` when a variable is set to something other than a
    ///   whole number from 1 to 10¹⁵.
    public init(environment: [String: String]) throws {
        self.init()
        for entry in Self.entries {
            guard let text = environment[entry.variable] else { continue }
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
            guard let value = Int(trimmed), value >= 1, value <= 1_000_000_000_000_000 else {
                throw ReelError.invalidOption(
                    "\(entry.variable)='\(Self.clipped(text, to: 40))' must be a whole number from 1 to 10^15 (the \(entry.counts) budget)"
                )
            }
            self[keyPath: entry.keyPath] = value
        }
    }

    /// Checks the `REEL_MAX_…` variables of `environment` (also `REEL_MAX_IMAGE_PIXELS`, the PNG
    /// decoder's budget); a bad one is an error before any work.
    ///
    /// - Throws: ``ReelError/invalidOption(_:)`` naming the variable, its value and the range.
    public static func validate(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        _ = try ResourceBudgets(environment: environment)
        do {
            _ = try PNGDecoder.fromEnvironment(environment)
        } catch {
            throw ReelError.invalidOption(error.reason)
        }
    }

    /// The entry of the budget at `keyPath`.
    public static func entry(_ keyPath: WritableKeyPath<ResourceBudgets, Int>) -> Entry? {
        entries.first { $0.keyPath == keyPath }
    }

    /// "`needed` is over the budget of N <what>; raise it with VAR=M (docs/limits.md)".
    public func overBudget(_ keyPath: WritableKeyPath<ResourceBudgets, Int>, needed: String) -> String {
        let limit = self[keyPath: keyPath]
        guard let entry = Self.entry(keyPath) else { return "\(needed) is over the budget of \(limit)" }
        return "\(needed), over the budget of \(NumberText.grouped(limit)) \(entry.counts); "
            + "raise it with the environment variable \(entry.variable) (docs/limits.md)"
    }

    /// `text` cut to `limit` characters, saying how many were left out.
    public static func clipped(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let kept = max(limit - 40, 1)
        return String(text.prefix(kept)) + "… (\(NumberText.grouped(text.count - kept)) more characters)"
    }
}
