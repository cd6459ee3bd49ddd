import Observation
import Okey

/// The Statistics screen's model: the engine's figures of finished games, kept on the device and
/// cleared only on request. A file that fails to load (unreadable, too large, not UTF-8, or
/// refused by the engine) is kept aside and counting starts again.
@Observable @MainActor
public final class StatisticsModel {
    public static let file = "statistics.json"

    public private(set) var variant: Variant = .okey101
    public private(set) var games: UInt64 = 0
    public private(set) var total: StatsTally?
    public private(set) var byPreset: [PresetStats] = []
    public private(set) var byOpponents: [OpponentStats] = []
    /// The name a damaged statistics file was kept under, to tell the player.
    public private(set) var setAsideAs: String?

    private let stats: StatisticsHandle?
    private let storage: Storage

    public init(engine: EngineGateway, storage: Storage) {
        self.storage = storage
        let loaded: StatisticsHandle?
        switch storage.readText(Self.file) {
        case .missing: loaded = try? engine.statistics(nil)
        case .found(let text): loaded = try? engine.statistics(text)
        // Unreadable, too large or not UTF-8: damaged, like a file the engine refuses.
        case .unusable: loaded = nil
        }
        let aside = loaded == nil ? storage.setAside(Self.file) : nil
        stats = loaded ?? (try? engine.statistics(nil))
        setAsideAs = aside
        refresh()
    }

    public func show(_ variant: Variant) {
        self.variant = variant
        refresh()
    }

    /// Records a finished game from its save; the engine refuses the same game twice.
    public func record(saveJSON: String) {
        guard let stats, (try? stats.record(saveJSON: saveJSON)) != nil else { return }
        storage.write(Self.file, stats.save())
        refresh()
    }

    public func clear() {
        guard let stats else { return }
        stats.clear()
        storage.write(Self.file, stats.save())
        refresh()
    }

    private func refresh() {
        guard let stats else { return }
        games = stats.games()
        let total = stats.total(variant)
        self.total = total.games > 0 ? total : nil
        byPreset = stats.byPreset(variant)
        byOpponents = stats.byOpponents(variant)
    }
}
