package org.okey.core

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The mistakes review through the real library, as the Review screen uses it. */
class OkeyReviewTest {
    private val you = 0u

    /**
     * One deal against Easy bots, the player on hints but for one discard that the engine says
     * costs a penalty (an okey, or a tile that fits the table); null if no such discard came up.
     */
    private fun gameWithACostlyDiscard(seed: ULong): OkeyGame? {
        val bot = SeatKind.Bot(BotLevel.EASY)
        val rules = rulesForPreset(Preset.STANDARD).copy(deals = 1u)
        val game = OkeyGame(GameConfig(rules, listOf(SeatKind.Human, bot, bot, bot), seed))
        var planted = false
        repeat(2000) {
            game.runBots(you)
            val view = game.view(you)
            if (view.phase == Phase.DEAL_OVER || view.phase == Phase.GAME_OVER) {
                if (planted) return game
                game.close()
                return null
            }
            if (game.botToMove() != null) return@repeat
            val hint = assertNotNull(game.hint(you, Language.ENGLISH)).action
            val costly = if (planted || hint !is Action.Discard) null else view.rack.firstOrNull { game.discardPenalty(you, it) != null }
            if (costly != null && runCatching { game.apply(you, Action.Discard(costly)) }.isSuccess) {
                planted = true
            } else {
                game.apply(you, hint)
            }
        }
        game.close()
        return null
    }

    @Test
    fun `a discard that cost 101 is found and ranked first, in English and Turkish`() {
        val game = assertNotNull((1uL..30uL).firstNotNullOfOrNull { gameWithACostlyDiscard(it) })
        game.use {
            val english = reviewGame(game, you, Language.ENGLISH)
            val top = english.items.first()
            assertEquals("penalty_discard", top.code, english.items.joinToString("\n") { it.text })
            val kind = top.kind as ReviewKind.PenaltyDiscard
            assertEquals(101, kind.points)
            assertTrue(top.points > 50, top.text)
            assertTrue(top.text.contains("101"), top.text)
            assertTrue(top.position.startsWith("okey-position 1\n"))
            assertTrue(top.made.last() is Action.Discard)
            assertEquals(english.items.map { it.points }.sortedDescending(), english.items.map { it.points })

            val turkish = reviewSavedGame(game.save(), you, Language.TURKISH)
            assertEquals(english.items.map { it.code to it.points }, turkish.items.map { it.code to it.points })
            assertNotEquals(top.text, turkish.items.first().text)
            // The same game always gets the same review.
            assertEquals(english, reviewGame(game, you, Language.ENGLISH))

            val bad = assertFailsWith<OkeyException.InvalidInput> { reviewGame(game, 7u, Language.ENGLISH) }
            assertEquals("no_such_seat", bad.code)
        }
        val damaged = assertFailsWith<OkeyException.LoadFailed> { reviewSavedGame("{", you, Language.ENGLISH) }
        assertEquals("record_json", damaged.code)
    }
}
