// libyaml's parser (the C shim module CLibYAML: libyaml-dev, the libyaml Yams composes with),
// read event by event.
internal import CLibYAML

/// Reads a scene's YAML as a stream of parser events, before it is composed into nodes, and finds
/// what composing would pay for in time or memory: a mapping key that is not a plain name, and an
/// alias expansion past the node budget.
///
/// Scene keys are always names, but the YAML reader compares non-scalar keys by their whole
/// expanded content to find duplicates: an alias chain used as a key costs time exponential in
/// the chain's length, inside the reader, before anything could count it. The events are those
/// of the parser that composes the scene, so what is a key here is a key there: no second guess
/// at YAML's rules for implicit keys, quotes and flow collections.
enum YAMLStructureScan {
    enum Finding: Equatable {
        /// A list, a mapping or an alias in a mapping's key position (1-based line and column).
        case complexKey(line: Int, column: Int)
        /// The node at this place takes the document, with its aliases expanded, past the budget.
        case overBudget(line: Int, column: Int)
    }

    /// The first finding in `text`, or nil. A syntax error ends the scan without a finding: the
    /// reader then reports it, at the same place, having composed only what came before it.
    static func firstFinding(in text: String, nodeBudget: Int) -> Finding? {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Finding? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var counter = NodeCounter(budget: nodeBudget)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let place = (line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                let finding: Finding?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    finding = counter.leaf(isScalar: true, anchor: name(event.data.scalar.anchor), alias: nil, at: place)
                case YAML_ALIAS_EVENT:
                    finding = counter.leaf(isScalar: false, anchor: nil, alias: name(event.data.alias.anchor), at: place)
                case YAML_SEQUENCE_START_EVENT:
                    finding = counter.open(isMapping: false, anchor: name(event.data.sequence_start.anchor), at: place)
                case YAML_MAPPING_START_EVENT:
                    finding = counter.open(isMapping: true, anchor: name(event.data.mapping_start.anchor), at: place)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    finding = counter.close()
                default:
                    finding = nil
                }
                if let finding { return finding }
            }
            return nil
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Counts nodes as composing will make them (an alias as a copy of its anchor's whole node)
    /// and knows, in each open mapping, whether the next node is a key.
    private struct NodeCounter {
        struct Collection {
            var isMapping: Bool
            var nextIsKey: Bool
            var anchor: String?
            /// This collection's nodes so far, itself included: its anchor's size once closed.
            var nodes: Int
        }

        let budget: Int
        var open: [Collection] = []
        var anchorSizes: [String: Int] = [:]
        /// The document's nodes so far, in event order: the budget is passed at a node's own event.
        var total = 0

        init(budget: Int) { self.budget = budget }

        /// Checks the key position for a node starting at `place`, and moves the open mapping on.
        mutating func start(isScalar: Bool, at place: (line: Int, column: Int)) -> Finding? {
            guard let last = open.indices.last, open[last].isMapping else { return nil }
            defer { open[last].nextIsKey.toggle() }
            return open[last].nextIsKey && !isScalar ? .complexKey(line: place.line, column: place.column) : nil
        }

        mutating func leaf(isScalar: Bool, anchor: String?, alias: String?, at place: (line: Int, column: Int)) -> Finding? {
            if let finding = start(isScalar: isScalar, at: place) { return finding }
            let nodes = alias.flatMap { anchorSizes[$0] } ?? 1
            if let anchor { anchorSizes[anchor] = nodes }
            if let last = open.indices.last { open[last].nodes = Self.sum(open[last].nodes, nodes) }
            return add(nodes, at: place)
        }

        mutating func open(isMapping: Bool, anchor: String?, at place: (line: Int, column: Int)) -> Finding? {
            if let finding = start(isScalar: false, at: place) { return finding }
            let finding = add(1, at: place)
            open.append(Collection(isMapping: isMapping, nextIsKey: true, anchor: anchor, nodes: 1))
            return finding
        }

        mutating func close() -> Finding? {
            guard let collection = open.popLast() else { return nil }
            if let anchor = collection.anchor { anchorSizes[anchor] = collection.nodes }
            if let last = open.indices.last { open[last].nodes = Self.sum(open[last].nodes, collection.nodes) }
            return nil
        }

        /// Counts `nodes` in the document; past the budget, the node at `place` is the one that
        /// passed it.
        private mutating func add(_ nodes: Int, at place: (line: Int, column: Int)) -> Finding? {
            total = Self.sum(total, nodes)
            return total > budget ? .overBudget(line: place.line, column: place.column) : nil
        }

        private static func sum(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? Int.max : sum
        }
    }
}
