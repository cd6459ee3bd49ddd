package org.okey.ui.bench

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import org.okey.ui.Drive
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.TableStateHolder

/**
 * From the player's move to the player's next turn, what the table waits for beyond the bot speed
 * (issue 19: nothing but the chosen pause). The player's moves are the hint's; after each one the
 * time until the table shows the player's turn again is taken, less one pause per bot move in
 * between: what is left is the bots' thinking and the table's own work. Hard bots, the slowest.
 * Run on demand, not as a test:
 *
 *     cd android/ui && mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *         -Dokey.main=org.okey.ui.bench.BotTurnLatencyKt [-Dbench.pause=150] [-Dbench.turns=60]
 */
fun main() {
    val pause = System.getProperty("bench.pause")?.toLongOrNull() ?: 150L
    val turns = System.getProperty("bench.turns")?.toIntOrNull() ?: 60
    val extra = mutableListOf<Double>()
    var botMoves = 0
    var game = 0
    while (extra.size < turns) {
        val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        val handle = Drive.engine.start(Drive.setup(PresetId.STANDARD, 40L + game++, BotLevelUi.HARD))
        // Counted: one pause before each bot move.
        val pauses = java.util.concurrent.atomic.AtomicInteger()
        val holder = TableStateHolder(handle, scope, MemoryStorage(), botPause = { pauses.incrementAndGet(); pause }, confirmCostlyDiscards = { false })
        holder.start()
        var s = Drive.settle(holder)
        while (extra.size < turns && s.snapshot.phase != Phase.DEAL_OVER && s.snapshot.phase != Phase.GAME_OVER) {
            val action = Drive.hinted(holder)
            val before = pauses.get()
            val started = System.nanoTime()
            Drive.perform(holder, action)
            // Only a move that hands the turn on is timed (a draw or a lay keeps it).
            if (action !is PlayerAction.Discard) {
                s = Drive.settle(holder)
                continue
            }
            s = Drive.settle(holder)
            val waited = (System.nanoTime() - started) / 1e6
            val moves = pauses.get() - before
            if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) break
            botMoves += moves
            extra += waited - moves * pause
        }
        holder.retire()
        scope.cancel()
    }
    extra.sort()
    fun pct(p: Double) = extra[((extra.size - 1) * p).toInt()]
    println(
        "player's turns=%d, bot moves=%d, pause %d ms: waited beyond the pauses, ms: median %.1f, p90 %.1f, p99 %.1f, max %.1f (per bot move: about %.1f)".format(
            extra.size, botMoves, pause, pct(0.5), pct(0.9), pct(0.99), extra.last(), pct(0.5) * extra.size / botMoves.coerceAtLeast(1),
        ),
    )
    kotlin.system.exitProcess(0)
}
