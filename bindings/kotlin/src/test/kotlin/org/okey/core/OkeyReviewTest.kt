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

    /** A one-deal game of Easy bots in every seat, played to its end. */
    private fun botGame(seed: ULong): OkeyGame {
        val bot = SeatKind.Bot(BotLevel.EASY)
        val rules = rulesForPreset(Preset.STANDARD).copy(deals = 1u)
        val game = OkeyGame(GameConfig(rules, List(4) { bot }, seed))
        repeat(100) {
            game.runBots(you)
            if (game.isOver()) return game
            if (game.view(you).phase == Phase.DEAL_OVER) game.apply(you, Action.NextDeal)
        }
        error("the game did not end")
    }

    @Test
    fun `the review reports its progress up to the total, and a listener that says stop gets Cancelled`() {
        botGame(3uL).use { game ->
            val calls = mutableListOf<Pair<UInt, UInt>>()
            val review = reviewGameWithProgress(game, 1u, Language.ENGLISH, object : ReviewListener {
                override fun onProgress(done: UInt, total: UInt): Boolean {
                    calls += done to total
                    return true
                }
            })
            assertEquals((0u..review.turns).map { it to review.turns }, calls)
            assertEquals(reviewGame(game, 1u, Language.ENGLISH), review)

            var last = 0u
            val stopped = assertFailsWith<OkeyException.Cancelled> {
                reviewSavedGameWithProgress(game.save(), 1u, Language.ENGLISH, object : ReviewListener {
                    override fun onProgress(done: UInt, total: UInt): Boolean {
                        last = done
                        return done < 2u
                    }
                })
            }
            assertEquals("review_cancelled", stopped.code)
            assertEquals(2u, last, "nothing is judged after the stop")
        }
    }

    @Test
    fun `an item's position is the seat's own view at the start of its turn`() {
        botGame(3uL).use { game ->
            val save = game.save()
            val (seat, review) = (0u..3u).map { it to reviewSavedGame(save, it, Language.TURKISH) }.first { it.second.items.isNotEmpty() }
            for (item in review.items) {
                val view = reviewPosition(save, seat, item.moveIndex)
                assertEquals(seat, view.seat)
                assertEquals(seat, view.turn, "the turn's start: the seat is to move")
                assertEquals(3, view.others.size, "the others are seen from outside only")
                assertTrue(item.madeWords.isNotBlank())
            }
            assertEquals("no_such_move", assertFailsWith<OkeyException.InvalidInput> { reviewPosition(save, seat, UInt.MAX_VALUE) }.code)
            assertEquals("no_such_seat", assertFailsWith<OkeyException.InvalidInput> { reviewPosition(save, 9u, 0u) }.code)
        }
    }
}
