import Foundation
import Reel

extension FrameAttributes {
    /// Decodes a golden's attributes; `path` names the file in errors.
    ///
    /// - Throws: ``GoldenError/unreadableGolden(path:reason:)``.
    static func decode(_ data: Data, path: String) throws -> FrameAttributes {
        do {
            return try JSONDecoder().decode(FrameAttributes.self, from: data)
        } catch {
            throw GoldenError.unreadableGolden(path: path, reason: "not golden attributes JSON (\(error))")
        }
    }
}

extension FrameAttributes {
    /// How these attributes (a frame as rendered now) differ from `expected` (a golden's),
    /// one ``AttributeDifference`` per changed attribute, within `tolerance`.
    public func differences(from expected: FrameAttributes, tolerance: AttributeTolerance = .default)
        -> [AttributeDifference]
    {
        AttributeComparison(tolerance: tolerance).differences(expected: expected, actual: self)
    }
}
