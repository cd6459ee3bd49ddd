package org.okey.ui.engine

/** The two games, whose figures are never added together. */
enum class GameKind { OKEY101, DUZ }

/** One group's figures, as the engine counts them (scores are lower-is-better in both games). */
data class TallyUi(
    val games: Int,
    val gamesWon: Int,
    val deals: Int,
    val dealsWon: Int,
    /** Null before the first deal. */
    val averageDealScore: Double?,
    /** The lowest game score; null before the first game. */
    val bestGame: Long?,
    val openings: Int,
    val pairsOpenings: Int,
    val penalties: Int,
    val penaltyPoints: Long,
)

/** One game's figures: in all, per preset (presets played only), per strongest opponent level. */
data class GameStatsUi(
    val kind: GameKind,
    val total: TallyUi,
    val byPreset: List<Pair<PresetId, TallyUi>>,
    /** A null level: every opponent was a person. */
    val byOpponents: List<Pair<BotLevelUi?, TallyUi>>,
)

data class StatsSummaryUi(val games: Long, val kinds: List<GameStatsUi>)

/** The engine's statistics: how the app opens its file. */
interface StatisticsGateway {
    fun empty(): StatisticsBook

    /** Statistics saved with [StatisticsBook.save]; a damaged or foreign file is refused. */
    fun load(json: String): StatisticsBook
}

/** The player's statistics, recorded by the engine. Slow calls say so: run them off the main thread. */
interface StatisticsBook {
    /**
     * Records a finished game from its save, for the player's seat (seat 0). False when the game
     * was recorded already. Replays the game: off the main thread.
     */
    fun record(saveJson: String): Boolean

    fun summary(): StatsSummaryUi

    fun clear()

    fun save(): String
}
