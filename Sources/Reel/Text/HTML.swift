/// Writing text into the HTML pages reel makes: the flipbook, the live flipbook and the
/// verification report.
package enum HTML {
    /// `text` safe inside HTML elements and in single- or double-quoted attribute values: `&`,
    /// `<`, `>`, `"` and `'` written as `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
