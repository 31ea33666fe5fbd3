import Foundation

/// The head of an HTTP/1.x request — request line and header fields — read within limits.
///
/// The watch server reads nothing else: it answers `GET` and `HEAD` only, so a body is never
/// read. Every limit is checked as the bytes arrive, so a huge or endless head costs at most
/// ``maximumBytes`` of memory and is refused with its status.
public struct HTTPRequestHead: Sendable, Equatable {
    /// The method, as sent (`GET`).
    public var method: String
    /// The request target, as sent (`/frames/frame-0001.png?v=3`).
    public var target: String
    /// The header fields in order, names lower-cased, values trimmed.
    public var fields: [(name: String, value: String)]

    /// The most bytes a head may have (request line, fields and the blank line).
    public static let maximumBytes = 16 * 1024
    /// The most header fields a head may have.
    public static let maximumFields = 100

    /// The value of the only field named `name` (lower-case); nil when there is none, and
    /// ``Problem/duplicateField(_:)`` from ``parse(_:)`` when there are several of the names
    /// the server reads (`host`, `origin`).
    public func field(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    public static func == (lhs: HTTPRequestHead, rhs: HTTPRequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// Why a head was refused, with the status the server answers.
    public enum Problem: Error, Equatable, Sendable {
        /// Not a request line `METHOD SP TARGET SP HTTP/1.x`, a field without a colon, or bytes
        /// that are not text.
        case malformed(String)
        /// Past ``maximumBytes`` or ``maximumFields``.
        case tooLarge
        /// Two `Host` (or `Origin`) fields.
        case duplicateField(String)

        /// The HTTP status line's code and reason.
        public var status: String {
            switch self {
            case .malformed, .duplicateField: "400 Bad Request"
            case .tooLarge: "431 Request Header Fields Too Large"
            }
        }
    }

    /// Whether `bytes` hold a whole head (a blank line), checked as bytes arrive: nil while more
    /// are needed, else the end of the head.
    public static func end(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// Parses a whole head (the bytes up to and including its blank line; CRLF or LF line ends).
    public static func parse(_ bytes: [UInt8]) -> Result<HTTPRequestHead, Problem> {
        guard bytes.count <= maximumBytes else { return .failure(.tooLarge) }
        // Lines split on LF bytes (a Swift `Character` would take CR LF as one), CR dropped.
        var lines: [Substring] = []
        for line in bytes.split(separator: 10, omittingEmptySubsequences: false) {
            let content = line.last == 13 ? line.dropLast() : line
            guard let text = String(validating: content, as: UTF8.self) else {
                return .failure(.malformed("not UTF-8"))
            }
            lines.append(Substring(text))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return .failure(.malformed("no request line")) }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }),
            parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else { return .failure(.malformed("the request line is not METHOD /TARGET HTTP/1.x")) }
        guard lines.count - 1 <= maximumFields else { return .failure(.tooLarge) }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else { return .failure(.malformed("a header field without a name and a colon")) }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if ["host", "origin"].contains(name), fields.contains(where: { $0.name == name }) {
                return .failure(.duplicateField(name))
            }
            fields.append((name, value))
        }
        return .success(HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), fields: fields))
    }
}
