/// A small hash map keyed by object identity, cheaper than `Dictionary` here.
///
/// Keys are `ObjectIdentifier`s of objects the caller keeps alive (the values
/// hold strong references). Entries live densely in `keys`/`values`; an
/// open-addressing index (linear probing, Fibonacci hashing of the pointer
/// bits, no per-process seeded SipHash, backward-shift deletion, load factor at
/// most one half) maps a key to its dense position.
struct IdentityTable<Value> {
    private var slots: [Int32] = []
    private var keys: [UInt] = []
    private var values: [Value] = []
    private var shift = 64

    /// The number of stored entries.
    var count: Int { keys.count }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The index slot of `key`, or nil.
    @inline(__always)
    private func slot(of key: UInt) -> Int? {
        if slots.isEmpty { return nil }
        let mask = slots.count - 1
        var slot = home(key)
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if keys[Int(position)] == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// The dense position of `key`, or nil.
    @inline(__always)
    private func position(of key: ObjectIdentifier) -> Int? {
        guard let slot = slot(of: UInt(bitPattern: key)) else { return nil }
        return Int(slots[slot])
    }

    private mutating func rebuildIndex(size: Int) {
        slots = [Int32](repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
        for position in keys.indices {
            place(keys[position], at: position)
        }
    }

    private mutating func place(_ key: UInt, at position: Int) {
        let mask = slots.count - 1
        var slot = home(key)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }

    /// The value stored for `key`.
    subscript(key: ObjectIdentifier) -> Value? {
        guard let position = position(of: key) else { return nil }
        return values[position]
    }

    /// Projects the value stored for `key` without copying all of it.
    @inline(__always)
    func lookup<T>(_ key: ObjectIdentifier, _ project: (Value) -> T) -> T? {
        guard let position = position(of: key) else { return nil }
        return project(values[position])
    }

    /// Inserts or replaces the value for `key`.
    mutating func setValue(_ value: Value, for key: ObjectIdentifier) {
        if let position = position(of: key) {
            values[position] = value
            return
        }
        let bits = UInt(bitPattern: key)
        if keys.isEmpty {
            keys.reserveCapacity(16)
            values.reserveCapacity(16)
        }
        keys.append(bits)
        values.append(value)
        if keys.count * 2 > slots.count {
            rebuildIndex(size: Swift.max(32, slots.count * 2))
        } else {
            place(bits, at: keys.count - 1)
        }
    }

    /// Changes the stored value for `key` in place; returns false if absent.
    @discardableResult
    mutating func update(_ key: ObjectIdentifier, _ body: (inout Value) -> Void) -> Bool {
        guard let position = position(of: key) else { return false }
        body(&values[position])
        return true
    }

    /// Removes and returns the value for `key`.
    @discardableResult
    mutating func removeValue(for key: ObjectIdentifier) -> Value? {
        let bits = UInt(bitPattern: key)
        guard var hole = slot(of: bits) else { return nil }
        let position = Int(slots[hole])
        // Backward-shift deletion keeps every probe chain unbroken.
        let mask = slots.count - 1
        slots[hole] = -1
        var slot = hole
        while true {
            slot = (slot + 1) & mask
            let moving = slots[slot]
            if moving < 0 { break }
            let ideal = home(keys[Int(moving)])
            let stays = hole <= slot ? (hole < ideal && ideal <= slot) : (hole < ideal || ideal <= slot)
            if stays { continue }
            slots[hole] = moving
            slots[slot] = -1
            hole = slot
        }
        // Move the last dense entry into the freed position.
        let last = keys.count - 1
        if position != last {
            let lastSlot = self.slot(of: keys[last])!
            slots[lastSlot] = Int32(position)
            keys.swapAt(position, last)
            values.swapAt(position, last)
        }
        keys.removeLast()
        return values.removeLast()
    }

    /// Calls `body` on every stored value, allowing in-place changes.
    mutating func updateAll(_ body: (inout Value) -> Void) {
        for position in values.indices {
            body(&values[position])
        }
    }
}
