/// The `Encoder` behind ``OrderedJSONEncoder``: every container writes into a ``JSONNode``.
struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

/// An object's members, in the order they are encoded. (One generic `encode` serves every
/// type, the standard ones included: ``JSONNode/entry(_:codingPath:)`` tells them apart.)
private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.set(key.stringValue, .text("null"))
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        node.set(key.stringValue, try JSONNode.entry(value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = JSONNode()
        node.set("super", .node(nested))
        return NodeEncoder(node: nested, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        child(key)
    }

    private func child(_ key: Key) -> NodeEncoder {
        let nested = JSONNode()
        node.set(key.stringValue, .node(nested))
        return NodeEncoder(node: nested, codingPath: codingPath + [key])
    }
}

/// An array's items, in order.
private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.itemCount }

    mutating func encodeNil() throws {
        node.append(.text("null"))
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        node.append(try JSONNode.entry(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        child().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        child().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        child()
    }

    private func child() -> NodeEncoder {
        let nested = JSONNode()
        node.append(.node(nested))
        return NodeEncoder(node: nested, codingPath: codingPath)
    }
}

/// One value.
private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.setScalar("null")
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if let text = JSONNode.text(of: value) {
            node.setScalar(text)
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}
