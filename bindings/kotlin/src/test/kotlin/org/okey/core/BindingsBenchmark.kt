package org.okey.core

import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicReference
import java.util.concurrent.locks.LockSupport

/**
 * Times `view()` and action round trips through the bindings (JNA, serialisation, engine), then
 * the calls a UI thread makes while another thread runs Hard bots with `stepBot` non-stop.
 * Run with `scripts/bench-kotlin`; prints medians and percentiles in microseconds.
 */
object BindingsBenchmark {
    private fun percentiles(label: String, nanos: LongArray) {
        nanos.sort()
        fun at(p: Double) = nanos[((nanos.size - 1) * p).toInt()] / 1000.0
        println("%-28s n=%6d  p50 %7.1f us  p90 %7.1f us  p99 %7.1f us  max %8.1f us"
            .format(label, nanos.size, at(0.5), at(0.9), at(0.99), nanos.last() / 1000.0))
    }

    private fun allHumans(seed: ULong) =
        OkeyGame(GameConfig(rulesForPreset(Preset.STANDARD), List(4) { SeatKind.Human }, seed))

    @JvmStatic
    fun main(args: Array<String>) {
        val rounds = args.firstOrNull()?.toInt() ?: 20_000
        val views = LongArray(rounds)
        val actions = ArrayList<Long>(rounds)
        var game = allHumans(1uL)
        // Warm up the JIT and the library first, then measure.
        for (pass in 0..1) {
            views.fill(0)
            actions.clear()
            var seed = 1uL
            for (i in 0 until rounds) {
                val turn = game.view(0u).turn
                val start = System.nanoTime()
                val view = game.view(turn)
                views[i] = System.nanoTime() - start
                if (view.phase == Phase.DEAL_OVER || view.phase == Phase.GAME_OVER) {
                    game.close()
                    seed += 1uL
                    game = allHumans(seed)
                    continue
                }
                val action = if (view.phase == Phase.DRAW) Action.Draw else Action.Discard(view.rack.last())
                val t = System.nanoTime()
                try {
                    game.apply(view.seat, action)
                } catch (e: OkeyException) {
                    // A discard that fits the table is still legal (it costs 101); nothing is refused here.
                    throw IllegalStateException("unexpected refusal: ${e.message}")
                }
                actions += System.nanoTime() - t
            }
        }
        val trivial = LongArray(rounds) { val t = System.nanoTime(); game.isOver(); System.nanoTime() - t }
        val buffer = LongArray(rounds) { val t = System.nanoTime(); game.botToMove(); System.nanoTime() - t }
        val save = LongArray(2000) { val t = System.nanoTime(); game.save(); System.nanoTime() - t }
        percentiles("isOver() (no buffers)", trivial)
        percentiles("botToMove() (small buffer)", buffer)
        percentiles("save() (string)", save)
        percentiles("view()", views)
        percentiles("apply() (draw or discard)", actions.toLongArray())
        game.close()
        for (preset in listOf(Preset.STANDARD, Preset.DUZ)) whileBotsThink(preset, rounds / 4)
    }

    private fun againstHardBots(preset: Preset, seed: ULong): OkeyGame {
        val hard = SeatKind.Bot(BotLevel.HARD)
        return OkeyGame(GameConfig(rulesForPreset(preset), listOf(SeatKind.Human, hard, hard, hard), seed))
    }

    /**
     * Seat 0 is a person played by this (the "UI") thread; a second thread calls `stepBot` in a
     * loop for the three Hard bots. Times each UI call, with a short pause between rounds as a UI
     * would have, so the bot thread is mostly thinking when the UI calls.
     */
    private fun whileBotsThink(preset: Preset, rounds: Int) {
        var seed = 100uL
        val current = AtomicReference(againstHardBots(preset, seed))
        val stop = AtomicBoolean(false)
        var botMoves = 0L
        val botThread = Thread {
            while (!stop.get()) {
                if (current.get().stepBot(0u) != null) botMoves++ else LockSupport.parkNanos(50_000)
            }
        }
        botThread.start()
        val calls = listOf("view()", "apply() (own move)", "previewOpening()", "arrange()", "save()", "hint()")
        val timings = calls.associateWith { ArrayList<Long>(rounds) }
        fun <T> timed(label: String, call: () -> T): T {
            val start = System.nanoTime()
            val result = call()
            timings.getValue(label) += System.nanoTime() - start
            return result
        }
        repeat(rounds) { round ->
            val game = current.get()
            val view = timed("view()") { game.view(0u) }
            when {
                view.phase == Phase.GAME_OVER -> {
                    seed += 1uL
                    current.set(againstHardBots(preset, seed))
                }
                view.phase == Phase.DEAL_OVER -> game.apply(0u, Action.NextDeal)
                view.turn == 0u && view.phase == Phase.DRAW -> timed("apply() (own move)") { game.apply(0u, Action.Draw) }
                view.turn == 0u && view.phase == Phase.PLAY ->
                    timed("apply() (own move)") { game.apply(0u, Action.Discard(view.rack.last())) }
                else -> {}
            }
            if (preset != Preset.DUZ) {
                val group = view.rack.take(3)
                timed("previewOpening()") { game.previewOpening(0u, listOf(MeldSpec(null, group))) }
            }
            timed("arrange()") { game.arrange(0u, Layout.RUNS_AND_SETS) }
            if (round % 8 == 0) timed("save()") { game.save() }
            if (round % 8 == 4) timed("hint()") { game.hint(0u, Language.ENGLISH) }
            LockSupport.parkNanos(500_000)
        }
        stop.set(true)
        botThread.join()
        println("While Hard bots think on another thread (${preset.name.lowercase()}, $botMoves bot moves):")
        for ((label, nanos) in timings) if (nanos.isNotEmpty()) percentiles("  $label", nanos.toLongArray())
    }
}
