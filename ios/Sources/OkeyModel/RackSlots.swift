import Okey

/// The player's own arrangement of the rack: which slot holds which tile. The engine knows only the
/// set of tiles; the order and the gaps belong to the player and never reach the engine.
public enum RackSlots {
    /// Two rows of this many slots: more slots than tiles, so that tiles group with gaps.
    public static let row = 15
    public static let count = row * 2

    /// Keeps the tiles still in `rack` where they were and puts new ones in free slots.
    public static func reconcile(_ slots: [UInt8?], _ rack: [Tile]) -> [UInt8?] {
        let ids = Set(rack.map(\.id))
        var kept = slots.map { id in id.flatMap { ids.contains($0) ? $0 : nil } }
        while kept.count < count { kept.append(nil) }
        let placed = Set(kept.compactMap { $0 })
        for tile in rack where !placed.contains(tile.id) {
            if let free = firstFree(kept) { kept[free] = tile.id } else { kept.append(tile.id) }
        }
        return kept
    }

    /// After the last tile when there is room, so a drawn tile lands at the end, as on a real rack.
    private static func firstFree(_ slots: [UInt8?]) -> Int? {
        let last = slots.lastIndex { $0 != nil } ?? -1
        return (last + 1..<slots.count).first { slots[$0] == nil } ?? slots.firstIndex { $0 == nil }
    }

    /// Moves `id` to slot `to`; a tile in the way shifts along its row into the nearest gap.
    public static func move(_ slots: [UInt8?], id: UInt8, to: Int) -> [UInt8?] {
        guard let from = slots.firstIndex(of: id), slots.indices.contains(to), from != to else { return slots }
        var result = slots
        result[from] = nil
        if result[to] == nil {
            result[to] = id
            return result
        }
        let rowStart = to / row * row
        let rowEnd = min(rowStart + row, result.count)
        if let gap = (to..<rowEnd).first(where: { result[$0] == nil }) {
            for i in stride(from: gap, to: to, by: -1) { result[i] = result[i - 1] }
        } else if let gap = (rowStart...to).last(where: { result[$0] == nil }) {
            for i in gap..<to { result[i] = result[i + 1] }
        } else {
            return slots
        }
        result[to] = id
        return result
    }

    /// Lays `groups` out in order with one empty slot between groups, starting a group on the second
    /// row rather than splitting it; tiles in no group follow.
    public static func arranged(_ groups: [[Tile]], rack: [Tile]) -> [UInt8?] {
        let grouped = Set(groups.flatMap { $0 }.map(\.id))
        let rest = rack.filter { !grouped.contains($0.id) }
        let all = groups.filter { !$0.isEmpty } + (rest.isEmpty ? [] : [rest])
        let tiles = all.reduce(0) { $0 + $1.count }
        // Gaps only while they fit: a 22-tile hand with many groups drops them.
        var gaps = max(all.count - 1, 0)
        while gaps > 0 && tiles + gaps > count { gaps -= 1 }
        var result = [UInt8?](repeating: nil, count: count)
        var at = 0
        var placed = 0
        for (index, group) in all.enumerated() {
            if at < row && at + group.count > row && row + tiles - placed <= count { at = row }
            for tile in group {
                if at < count { result[at] = tile.id } else { result.append(tile.id) }
                at += 1
            }
            placed += group.count
            if index < gaps && at < count && at != row { at += 1 }
        }
        return reconcile(result, rack)
    }
}
