package org.okey.core

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The statistics through the real library, as the Statistics screen uses them. */
class OkeyStatisticsTest {
    private val you = 0u

    /** A short game (one deal, or Düz Okey from 4 points) played to its end, the player on hints. */
    private fun finishedGame(preset: Preset, seed: ULong, level: BotLevel): OkeyGame {
        val bot = SeatKind.Bot(level)
        val rules = rulesForPreset(preset).copy(deals = 1u, startingPoints = 4u)
        val game = OkeyGame(GameConfig(rules, listOf(SeatKind.Human, bot, SeatKind.Bot(BotLevel.BEGINNER), bot), seed))
        repeat(5000) {
            if (game.isOver()) return game
            game.runBots(you)
            when (game.view(you).phase) {
                Phase.GAME_OVER -> return game
                Phase.DEAL_OVER -> game.apply(you, Action.NextDeal)
                else -> if (game.botToMove() == null) game.apply(you, assertNotNull(game.hint(you, Language.ENGLISH)).action)
            }
        }
        return game
    }

    @Test
    fun `finished games add up per preset and per opponent level, and the file round-trips`() {
        val stats = OkeyStatistics()
        assertEquals(0uL, stats.games())
        assertNull(stats.total(Variant.OKEY101).averageDealScore)
        finishedGame(Preset.STANDARD, 3uL, BotLevel.EASY).use { game ->
            assertTrue(game.isOver())
            val recorded = stats.recordGame(game, you)
            assertEquals(Preset.STANDARD, recorded.preset)
            assertEquals(BotLevel.EASY, recorded.opponents)
            assertEquals(1u, recorded.game.games)
            assertEquals(game.results().size.toUInt(), recorded.game.deals)
            val again = assertFailsWith<OkeyException.Refused> { stats.recordGame(game, you) }
            assertEquals("already_recorded", again.code)
        }
        finishedGame(Preset.DUZ, 4uL, BotLevel.MEDIUM).use { game ->
            val recorded = stats.recordGame(game, you)
            assertEquals(Variant.DUZ, recorded.variant)
            assertEquals(BotLevel.MEDIUM, recorded.opponents)
        }
        assertEquals(2uL, stats.games())
        val total = stats.total(Variant.OKEY101)
        assertEquals(1u, total.games)
        assertEquals(listOf(Preset.STANDARD), stats.byPreset(Variant.OKEY101).map { it.preset })
        assertEquals(listOf(BotLevel.MEDIUM), stats.byOpponents(Variant.DUZ).map { it.opponents })
        assertEquals(total, stats.byPreset(Variant.OKEY101).single().tally)
        assertEquals(total.dealScoreSum, total.bestGame)

        val loaded = OkeyStatistics.load(stats.save())
        assertEquals(stats.save(), loaded.save())
        assertEquals(total, loaded.total(Variant.OKEY101))
        loaded.clear()
        assertEquals(0uL, loaded.games())
    }

    @Test
    fun `an unfinished game is refused and bad files give typed errors`() {
        val stats = OkeyStatistics()
        val bot = SeatKind.Bot(BotLevel.EASY)
        OkeyGame(GameConfig(rulesForPreset(Preset.STANDARD), listOf(SeatKind.Human, bot, bot, bot), 1uL)).use { game ->
            assertEquals("game_not_over", assertFailsWith<OkeyException.Refused> { stats.recordGame(game, you) }.code)
            assertEquals("no_such_seat", assertFailsWith<OkeyException.InvalidInput> { stats.recordGame(game, 7u) }.code)
        }
        assertEquals(0uL, stats.games())
        val saved = stats.save()
        fun loadCode(json: String) = assertFailsWith<OkeyException.LoadFailed> { OkeyStatistics.load(json) }.code
        assertEquals("stats_json", loadCode(saved.dropLast(3)))
        assertEquals("stats_format", loadCode(saved.replace("okey-statistics", "okey-session")))
        assertEquals("stats_version", loadCode(saved.replace("\"version\": 1", "\"version\": 0")))
        assertEquals("stats_version", loadCode(saved.replace("\"version\": 1", "\"version\": 2")))
    }
}
