package org.okey.core

import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicLong
import kotlin.concurrent.thread
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The bindings through the real library, as the Android app uses them. */
class OkeyGameTest {
    private val you = 0u

    private fun config(seed: ULong): GameConfig {
        val bot = SeatKind.Bot(BotLevel.EASY)
        return GameConfig(rulesForPreset(Preset.STANDARD), listOf(SeatKind.Human, bot, bot, bot), seed)
    }

    @Test
    fun `a full deal against bots`() {
        OkeyGame(config(9uL)).use { game ->
            val events = mutableListOf<Event>()
            repeat(1000) {
                game.runBots(you).forEach { move ->
                    // Bots ask the engine first: none of their actions is refused.
                    assertNull(move.refused, "refused bot action: ${move.refused}")
                    events += move.events
                }
                if (game.view(you).phase == Phase.DEAL_OVER) return@repeat
                val hint = assertNotNull(game.hint(you, Language.ENGLISH))
                events += game.apply(you, hint.action)
            }
            assertEquals(Phase.DEAL_OVER, game.view(you).phase)
            assertEquals(1, game.results().size)
            assertTrue(events.any { it is Event.DealEnded })
            // The player's seat never learns what another seat drew.
            assertTrue(events.none { it is Event.Drew && it.seat != you && it.tile != null })
            // Every opening shows on the table with the value and pairs its event gave.
            val view = game.view(you)
            val openings = events.filterIsInstance<Event.Opened>()
            assertTrue(openings.isNotEmpty(), "somebody opens in this deal")
            for (opened in openings) {
                val other = view.others.firstOrNull { it.seat == opened.seat }
                val shown = if (other != null) other.openedValue to other.openedPairs else view.openedValue to view.openedPairs
                assertEquals(opened.value to opened.pairs, shown, "seat ${opened.seat}'s opening")
            }
        }
    }

    /** Each hint of a deal says why in English and in Turkish, with the same code and details. */
    @Test
    fun `a hint comes with its reason in English and Turkish`() {
        OkeyGame(config(3uL)).use { game ->
            val codes = mutableSetOf<String>()
            repeat(1000) {
                game.runBots(you)
                val view = game.view(you)
                if (view.phase == Phase.DEAL_OVER) return@repeat
                val english = assertNotNull(game.hint(you, Language.ENGLISH))
                val turkish = assertNotNull(game.hint(you, Language.TURKISH))
                assertEquals(english.action, turkish.action)
                assertEquals(english.code, turkish.code)
                assertEquals(english.details, turkish.details)
                assertTrue(english.reason.isNotEmpty() && turkish.reason.isNotEmpty())
                assertTrue(english.reason != turkish.reason, english.reason)
                assertTrue(view.rack.containsAll(english.highlight), english.toString())
                codes += english.code
                game.apply(you, english.action)
            }
            assertTrue(codes.size >= 3, codes.toString())
            assertTrue(codes.any { it.startsWith("discard") }, codes.toString())
        }
    }

    @Test
    fun `an illegal action raises the engine's code and changes nothing`() {
        OkeyGame(config(5uL)).use { game ->
            game.runBots(you)
            val before = game.save()
            val tile = game.view(you).rack.first()
            val refused = assertFailsWith<OkeyException.Refused> { game.apply(you, Action.Discard(tile)) }
            assertEquals("wrong_phase", refused.code)
            assertTrue(refused.detail.isNotEmpty())
            assertEquals("bot_seat", assertFailsWith<OkeyException.Refused> { game.apply(1u, Action.Draw) }.code)
            val badTile = tile.copy(id = 200u)
            val invalid = assertFailsWith<OkeyException.InvalidInput> { game.apply(you, Action.Discard(badTile)) }
            assertEquals("invalid_tile", invalid.code)
            assertEquals("no_such_seat", assertFailsWith<OkeyException> { game.view(9u) }.let { (it as OkeyException.InvalidInput).code })
            assertEquals(before, game.save())
        }
    }

    /** What an action would cost, asked first: the engine's own penalty event, and nothing is played. */
    @Test
    fun `penaltyFor names the penalty a discard would charge and plays nothing`() {
        OkeyGame(config(5uL)).use { game ->
            game.runBots(you)
            if (game.view(you).phase == Phase.DRAW) game.apply(you, Action.Draw)
            val view = game.view(you)
            val before = game.save()
            assertNull(game.penaltyFor(you, Action.TakeBackAll), "nothing laid: Take back is refused, so free")
            val okey = view.rack.firstOrNull { it.color == view.okey.color && it.number == view.okey.number }
            if (okey != null) {
                val asked = assertNotNull(game.penaltyFor(you, Action.Discard(okey)) as? Event.Penalized)
                assertEquals(PenaltyReason.DISCARDED_OKEY, asked.reason)
                assertEquals(game.discardPenalty(you, okey), asked.reason)
            }
            for (tile in view.rack) {
                assertEquals(game.discardPenalty(you, tile), (game.penaltyFor(you, Action.Discard(tile)) as? Event.Penalized)?.reason)
            }
            assertEquals(before, game.save(), "asking plays nothing")
        }
    }

    @Test
    fun `save and load round trip`() {
        OkeyGame(config(11uL)).use { game ->
            game.runBots(you)
            game.apply(you, Action.Draw)
            OkeyGame.load(game.save()).use { loaded ->
                assertEquals(game.view(you), loaded.view(you))
                assertEquals(game.save(), loaded.save())
            }
        }
        val damaged = assertFailsWith<OkeyException.LoadFailed> { OkeyGame.load("{\"format\": \"okey-session\"") }
        assertEquals("record_json", damaged.code)
    }

    @Test
    fun `presets, opening preview and arrange`() {
        assertEquals(listOf("standard", "online", "guide", "katlamali", "duz"), presets().map { it.name })
        val bad = config(1uL).let { it.copy(rules = it.rules.copy(players = 9u)) }
        assertEquals("invalid_rules", assertFailsWith<OkeyException.InvalidInput> { OkeyGame(bad) }.code)
        OkeyGame(config(5uL)).use { game ->
            game.runBots(you)
            val groups = game.arrange(you, Layout.RUNS_AND_SETS)
            assertEquals(21, groups.sumOf { it.size })
            val preview = game.previewOpening(you, listOf(MeldSpec(null, groups.first())))
            assertEquals(101u, preview.neededValue)
            assertTrue(preview.value > 0u && preview.problem == null, preview.toString())
        }
    }

    @Test
    fun `a Düz Okey deal against bots, where melds are never laid`() {
        val bot = SeatKind.Bot(BotLevel.MEDIUM)
        val rules = rulesForPreset(Preset.DUZ)
        assertEquals(Variant.DUZ, rules.variant)
        OkeyGame(GameConfig(rules, listOf(SeatKind.Human, bot, bot, bot), 4uL)).use { game ->
            game.runBots(you)
            assertEquals(20, game.view(you).totals.first())
            val rack = game.view(you).rack
            val lay = Action.Lay(listOf(MeldSpec(null, rack.take(3))))
            val refused = assertFailsWith<OkeyException.Refused> { game.apply(you, lay) }
            assertEquals("not_in_this_game", refused.code)
            repeat(1000) {
                game.runBots(you)
                if (game.view(you).phase == Phase.DEAL_OVER) return@repeat
                game.apply(you, assertNotNull(game.hint(you, Language.ENGLISH)).action)
            }
            assertEquals(Phase.DEAL_OVER, game.view(you).phase)
            val ending = game.results().single().ending
            assertTrue(ending is DealEnding.Won || ending is DealEnding.StockExhausted, ending.toString())
        }
    }

    /**
     * A bot thread steps Hard bots while this thread keeps calling `view()`: nothing deadlocks,
     * every view is consistent, and the game ends exactly as when nobody watches. How many views
     * ran inside a bot step is printed, not asserted: it depends on the scheduler (most bot
     * steps take less time than a view, and a loaded machine may not run this thread at all
     * while the bot thinks). `scripts/bench-kotlin` measures the waits.
     */
    @Test
    fun `view works while a bot is thinking on another thread`() {
        val hard = SeatKind.Bot(BotLevel.HARD)
        val rules = rulesForPreset(Preset.STANDARD).copy(deals = 1.toUShort())
        fun newGame() = OkeyGame(GameConfig(rules, listOf(SeatKind.Human, hard, hard, hard), 21uL))
        fun playOut(game: OkeyGame, onBotThread: (() -> Unit) -> Unit) {
            repeat(1000) {
                onBotThread { game.runBots(you) }
                val view = game.view(you)
                if (view.phase == Phase.DEAL_OVER || view.phase == Phase.GAME_OVER) return
                game.apply(you, assertNotNull(game.hint(you, Language.ENGLISH)).action)
            }
        }
        val alone = newGame().use { game ->
            playOut(game) { it() }
            game.save()
        }
        newGame().use { game ->
            // Views that started and ended inside one stepBot call, per call.
            val inside = HashMap<Long, Int>()
            var views = 0
            var runs = 0L
            playOut(game) { bots ->
                runs++
                val started = AtomicLong(0)
                val finished = AtomicLong(0)
                val done = AtomicBoolean(false)
                val botThread = thread {
                    try {
                        while (true) {
                            started.incrementAndGet()
                            val step = game.stepBot(you)
                            finished.incrementAndGet()
                            if (step == null) break
                        }
                    } finally {
                        done.set(true)
                    }
                }
                // At least one view per run, even when the bots are done before this thread looks.
                do {
                    val (s0, f0) = started.get() to finished.get()
                    val view = game.view(you)
                    val (s1, f1) = started.get() to finished.get()
                    views++
                    if (s0 == s1 && f0 == f1 && s0 == f0 + 1) inside.merge(runs * 1_000_000L + s0, 1, Int::plus)
                    assertEquals(you, view.seat)
                    assertTrue(view.rack.size <= 22 && view.turn < 4u, view.toString())
                } while (!done.get())
                botThread.join()
                bots() // nothing is left to move: runBots agrees
            }
            println("views: $views, inside a bot step: ${inside.values.sum()}, most in one step: ${inside.values.maxOrNull()}")
            assertTrue(views > 0)
            assertEquals(alone, game.save(), "watching changes nothing")
        }
    }
}
