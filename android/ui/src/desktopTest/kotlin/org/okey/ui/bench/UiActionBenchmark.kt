package org.okey.ui.bench

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.Drive
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.tableIntents
import kotlin.time.Duration.Companion.minutes

/**
 * The UI thread's work per player action, on the JVM: the engine call and the state update (the
 * state holder's intent, run on the calling thread) plus the recomposition, layout and drawing of
 * the table (`waitForIdle`). Bots play with no pause on Dispatchers.Default and are not timed.
 * Run on demand, not as a test (timings on a shared machine are not assertions):
 *
 *     cd android/ui && mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *         -Dokey.main=org.okey.ui.bench.UiActionBenchmarkKt [-Dbench.deals=6]
 */
@OptIn(ExperimentalTestApi::class)
fun main() {
    val deals = System.getProperty("bench.deals")?.toIntOrNull() ?: 6
    val samples = HashMap<String, MutableList<Long>>()
    val seen = HashSet<String>()
    for (deal in 0 until deals) {
        val preset = if (deal % 3 == 2) PresetId.DUZ else PresetId.STANDARD
        val holder: TableStateHolder = Drive.table(preset, 100L + deal, confirm = false)
        runDesktopComposeUiTest(1830, 824, testTimeout = 20.minutes) {
            setContent {
                val state by holder.state.collectAsState()
                TableScreen(state, tableIntents(holder) {})
            }
            holder.start()
            fun timed(name: String, action: () -> Unit) {
                waitForIdle()
                val start = System.nanoTime()
                action()
                val acted = System.nanoTime()
                waitForIdle()
                val end = System.nanoTime()
                val refused = holder.state.value.message != null
                if (refused && seen.add(holder.state.value.message!!.text)) println("refused $name: ${holder.state.value.message!!.text}")
                val key = if (refused) "$name (refused)" else name
                samples.getOrPut(key) { mutableListOf() } += end - start
                samples.getOrPut("  engine+state") { mutableListOf() } += acted - start
                samples.getOrPut("  frame") { mutableListOf() } += end - acted
            }
            repeat(400) {
                val s = Drive.settle(holder)
                if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) return@runDesktopComposeUiTest
                // Gestures that stay on the rack: a selection (with its counter) and a reorder.
                val first = s.slots.filterNotNull().first()
                timed("select") { holder.toggleSelect(first) }
                timed("select") { holder.toggleSelect(first) }
                timed("reorder") { holder.moveTile(first, s.slots.indexOfLast { it == null }) }
                when (val action = Drive.hinted(holder)) {
                    PlayerAction.Draw -> timed("draw") { holder.draw() }
                    is PlayerAction.Discard -> timed("discard") { holder.discard(action.tile.id) }
                    is PlayerAction.Lay -> action.melds.forEach { meld ->
                        holder.state.value.selected.forEach { holder.toggleSelect(it) }
                        meld.forEach { holder.toggleSelect(it.id) }
                        timed("lay") { holder.laySelected() }
                    }
                    else -> timed("other") { runCatching { Drive.playHinted(holder) } }
                }
                // A refused move (a partial opening): take it back and go on, as a player would.
                if (holder.state.value.message != null && holder.state.value.snapshot.laidThisTurn.isNotEmpty()) {
                    holder.takeBack()
                    holder.confirmTakeBack()
                }
            }
        }
    }
    val all = samples.filterKeys { !it.startsWith(" ") }.values.flatten()
    fun report(name: String, xs: List<Long>) {
        val sorted = xs.sorted()
        fun pct(p: Double) = sorted[((sorted.size - 1) * p).toInt()] / 1e6
        println("%-18s n=%5d median=%6.2f ms p99=%6.2f ms max=%6.2f ms".format(name, xs.size, pct(0.5), pct(0.99), sorted.last() / 1e6))
    }
    samples.toSortedMap().forEach { (name, xs) -> report(name, xs) }
    report("all", all)
    kotlin.system.exitProcess(0)
}
