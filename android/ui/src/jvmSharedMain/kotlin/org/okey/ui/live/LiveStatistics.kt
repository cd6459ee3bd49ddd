package org.okey.ui.live

import org.okey.core.BotLevel
import org.okey.core.OkeyException
import org.okey.core.OkeyStatistics
import org.okey.core.Preset
import org.okey.core.StatsTally
import org.okey.core.Variant
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameKind
import org.okey.ui.engine.GameStatsUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.StatisticsBook
import org.okey.ui.engine.StatisticsGateway
import org.okey.ui.engine.StatsSummaryUi
import org.okey.ui.engine.TallyUi

/** The engine's statistics (`OkeyStatistics`) through the uniffi bindings. */
class LiveStatistics : StatisticsGateway {
    override fun empty(): StatisticsBook = LiveBook(OkeyStatistics())

    override fun load(json: String): StatisticsBook = refusals { LiveBook(OkeyStatistics.load(json)) }
}

private inline fun <T> refusals(block: () -> T): T = try {
    block()
} catch (e: OkeyException) {
    throw when (e) {
        is OkeyException.Refused -> EngineRefusal(e.code, e.detail)
        is OkeyException.InvalidInput -> EngineRefusal(e.code, e.detail)
        is OkeyException.LoadFailed -> EngineRefusal(e.code, e.detail)
        is OkeyException.Cancelled -> EngineRefusal(e.code, e.detail)
    }
}

private class LiveBook(private val stats: OkeyStatistics) : StatisticsBook {
    override fun record(saveJson: String): Boolean = try {
        refusals { stats.recordSavedGame(saveJson, 0u) }
        true
    } catch (e: EngineRefusal) {
        if (e.code == "already_recorded") false else throw e
    }

    override fun summary(): StatsSummaryUi = StatsSummaryUi(
        games = stats.games().toLong(),
        kinds = listOf(GameKind.OKEY101 to Variant.OKEY101, GameKind.DUZ to Variant.DUZ).map { (kind, variant) ->
            GameStatsUi(
                kind = kind,
                total = stats.total(variant).ui(),
                byPreset = stats.byPreset(variant).map { it.preset.ui() to it.tally.ui() },
                byOpponents = stats.byOpponents(variant).map { it.opponents?.ui() to it.tally.ui() },
            )
        },
    )

    override fun clear() = stats.clear()

    override fun save(): String = stats.save()
}

private fun StatsTally.ui() = TallyUi(
    games = games.toInt(),
    gamesWon = gamesWon.toInt(),
    deals = deals.toInt(),
    dealsWon = dealsWon.toInt(),
    averageDealScore = averageDealScore,
    bestGame = bestGame,
    openings = openings.toInt(),
    pairsOpenings = pairsOpenings.toInt(),
    penalties = penalties.toInt(),
    penaltyPoints = penaltyPoints,
)

internal fun Preset.ui() = when (this) {
    Preset.STANDARD -> PresetId.STANDARD
    Preset.ONLINE -> PresetId.ONLINE
    Preset.GUIDE -> PresetId.GUIDE
    Preset.KATLAMALI -> PresetId.KATLAMALI
    Preset.DUZ -> PresetId.DUZ
}

private fun BotLevel.ui() = when (this) {
    BotLevel.BEGINNER -> BotLevelUi.BEGINNER
    BotLevel.EASY -> BotLevelUi.EASY
    BotLevel.MEDIUM -> BotLevelUi.MEDIUM
    BotLevel.HARD -> BotLevelUi.HARD
}
