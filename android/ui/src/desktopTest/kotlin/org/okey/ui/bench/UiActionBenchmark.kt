package org.okey.ui.bench

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.remember
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import org.okey.ui.Drive
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.live.LiveEngine
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.tableIntents
import java.lang.management.ManagementFactory

/**
 * The UI thread's work per player action, on the JVM, phase by phase: the engine calls through the
 * bindings (FFI) and the conversion of their answers, the state holder's own work, then the frames
 * that follow, each split into composition, layout, drawing (recording) and the software raster
 * (what a phone's GPU does; reported apart). The benchmark's thread is the UI thread: it makes the
 * player's actions and runs every frame of an off-screen table ([TableFrames]). Bots play on
 * Dispatchers.Default with a short pause, so their moves do not land in the player's frames.
 * The first deal warms the JIT up and is not counted. Run on demand, not as a test:
 *
 *     cd android/ui && mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *         -Dokey.main=org.okey.ui.bench.UiActionBenchmarkKt [-Dbench.deals=6] [-Dbench.profile=true]
 *
 * With `bench.profile`, a sampling profile of the UI thread during the timed actions is printed too,
 * and the recompose scopes are named by composable (both slow the UI thread: not for timings).
 */
fun main() {
    val deals = System.getProperty("bench.deals")?.toIntOrNull() ?: 6
    val uiThread = Thread.currentThread()
    val engineTime = UiThreadEngineTime(uiThread)
    val engine = LiveEngine(engineTime)
    val threads = ManagementFactory.getThreadMXBean() as com.sun.management.ThreadMXBean
    val costs = mutableListOf<ActionCost>()
    val scopesByKind = HashMap<String, HashMap<String, Int>>()
    val profile = System.getProperty("bench.profile") == "true"
    val sampler = if (profile) StackSampler(uiThread) else null
    val gcBefore = gcMillis()
    val started = System.nanoTime()
    // One Okey 101 game and one Düz Okey game, deal after deal, as a player plays them (the later
    // deals carry the earlier deals' results); the first deal warms the JIT up and is not counted.
    val plan = listOf(PresetId.STANDARD to 1 + deals - deals / 3, PresetId.DUZ to deals / 3)
    for ((gameIndex, planned) in plan.withIndex()) {
        val (preset, dealsOfGame) = planned
        if (dealsOfGame == 0) continue
        val game = engine.start(Drive.setup(preset, 100L + gameIndex))
        val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        val holder = TableStateHolder(game, scope, MemoryStorage(), botPause = { BOT_PAUSE_MILLIS }, confirmCostlyDiscards = { false })
        TableFrames(1830, 824, nameScopes = profile) {
            // As the app passes it (App.kt): the State itself, which each part of the table slices.
            val state = holder.state.collectAsState()
            val intents = remember { tableIntents(holder) {} }
            TableScreen(state, intents)
        }.use { table ->
            var counted = gameIndex > 0
            fun timed(kind: String, action: () -> Unit) {
                // What came before (a bot's move, a hint, the Düz counter) is drawn first and not counted.
                table.untilIdle()
                engineTime.reset()
                table.scopeCounts.clear()
                val allocated = threads.getThreadAllocatedBytes(uiThread.id)
                val cpu = threads.currentThreadCpuTime
                sampler?.active = counted
                val start = System.nanoTime()
                action()
                val acted = System.nanoTime()
                val actionCpu = threads.currentThreadCpuTime - cpu
                val frame = table.untilIdle()
                sampler?.active = false
                if (!counted) return
                val refused = holder.state.value.message != null
                val name = (if (preset == PresetId.DUZ) "düz " else "") + kind + if (refused) " (refused)" else ""
                val state = acted - start - engineTime.ffi - engineTime.convert
                costs += ActionCost(name, engineTime.ffi, engineTime.convert, state, frame, engineTime.calls, threads.getThreadAllocatedBytes(uiThread.id) - allocated, actionCpu)
                val byScope = scopesByKind.getOrPut(name) { HashMap() }
                table.scopeCounts.forEach { (scopeName, n) -> byScope.merge(scopeName, n, Int::plus) }
            }
            table.untilIdle()
            holder.start()
            for (deal in 0 until dealsOfGame) {
                if (deal > 0) timed("next deal") { holder.nextDeal() }
                if (playDeal(holder, ::timed) == Phase.GAME_OVER) break
                counted = true
            }
        }
        holder.retire()
        scope.cancel()
    }
    val load = ManagementFactory.getOperatingSystemMXBean().systemLoadAverage
    println("deals=$deals (+1 warm-up, not counted), actions=${costs.size}, 1830x824 px, load average at the end %.2f, GC %d ms, %.0f s".format(load, gcMillis() - gcBefore, (System.nanoTime() - started) / 1e9))
    CostReport.print(costs)
    printSlowest(costs, 12)
    if (profile) println("recompose scopes per action, by composable (mean), per kind:")
    if (profile) scopesByKind.toSortedMap().forEach { (kind, byScope) ->
        val n = costs.count { it.kind == kind }.coerceAtLeast(1)
        val top = byScope.entries.sortedByDescending { it.value }.take(14).joinToString(", ") { "${it.key} %.1f".format(it.value.toDouble() / n) }
        println("  %-16s %s".format(kind, top))
    }
    sampler?.print(70) { name -> name.startsWith("*") || name.startsWith("FrameRecomposer.performFrame") || name.startsWith("UiQueue.") || name.startsWith("Recomposer") || name.startsWith("Snapshot") || name.startsWith("GlobalSnapshot") || name.startsWith("BaseComposeScene.") || name.startsWith("TextStringSimpleNode.") || name.startsWith("Paragraph") || name.contains("Positioned") || name.contains("boundsInRoot") }
    kotlin.system.exitProcess(0)
}

/** Long enough that a bot's move never lands in the frames of the player's action. */
private const val BOT_PAUSE_MILLIS = 30L

private fun gcMillis() = ManagementFactory.getGarbageCollectorMXBeans().sumOf { it.collectionTime }

/** Plays the player's turns of one deal by the hints, timing each gesture; returns the phase it ended in. */
private fun playDeal(holder: TableStateHolder, timed: (String, () -> Unit) -> Unit): Phase {
    repeat(400) {
        val s = Drive.settle(holder)
        if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) return s.snapshot.phase
        // Gestures that stay on the rack: a selection (with its counter), its undoing, a reorder.
        val first = s.slots.filterNotNull().first()
        timed("select") { holder.toggleSelect(first) }
        timed("unselect") { holder.toggleSelect(first) }
        timed("reorder") { holder.moveTile(first, s.slots.indexOfLast { it == null }) }
        when (val action = Drive.hinted(holder)) {
            PlayerAction.Draw -> timed("draw") { holder.draw() }
            is PlayerAction.Discard -> timed("discard") { holder.discard(action.tile.id) }
            is PlayerAction.Lay -> action.melds.forEach { meld ->
                holder.state.value.selected.forEach { holder.toggleSelect(it) }
                meld.forEach { holder.toggleSelect(it.id) }
                timed("lay") { holder.laySelected() }
            }
            PlayerAction.TakeDiscard -> timed("take discard") { holder.takeDiscard() }
            is PlayerAction.LayOff -> timed("lay off") { holder.layOff(action.tile.id, action.meld) }
            // Rarer moves (returning a taken tile, the okey from the table, Düz's finish) as the hint says.
            else -> timed("other") { runCatching { Drive.perform(holder, action) } }
        }
        // A refused move (a partial opening): take it back and go on, as a player would.
        if (holder.state.value.message != null && holder.state.value.snapshot.laidThisTurn.isNotEmpty()) {
            holder.takeBack()
            holder.confirmTakeBack()
        }
    }
    return holder.state.value.snapshot.phase
}
