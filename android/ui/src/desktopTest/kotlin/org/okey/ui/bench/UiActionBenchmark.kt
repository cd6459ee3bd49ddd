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
 * Dispatchers.Default, held at a [BotGate] while the player's action is timed; each bot move's
 * frames are then timed on their own ("bot move": the UI thread's share of it, the bot's thinking
 * being on another thread).
 * The first deal warms the JIT up and is not counted. Run on demand, not as a test:
 *
 *     cd android/ui && mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *         -Dokey.main=org.okey.ui.bench.UiActionBenchmarkKt [-Dbench.deals=6] [-Dbench.warmup=6] [-Dbench.profile=true]
 *         [-Dbench.asyncProfiler=DIR]
 *
 * With `bench.profile`, a sampling profile of the UI thread during the timed actions is printed too
 * (`-Dbench.profile.kind=discard`: during the discards only; `='.*deal over.*'`: the moves that end a deal), and the recompose scopes are named by
 * composable (both slow the UI thread: not for timings).
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
    // Naming each recompose scope takes a stack trace on the UI thread, which swamps the profile's
    // share of composition: `-Dbench.profile.scopes=false` leaves the names out.
    val nameScopes = profile && System.getProperty("bench.profile.scopes") != "false"
    // With `bench.profile.kind`, the profile samples only the actions of that kind ("discard"), or
    // whose kind or name matches it as a regular expression (".*deal over.*").
    val profiledKind = System.getProperty("bench.profile.kind")?.let(::Regex)
    // `-Dbench.asyncProfiler=DIR`: async-profiler from DIR samples the actions `bench.profile.kind`
    // names (all of them without it), without the sampler's safepoint bias; no timings then either.
    val asyncProfiler = System.getProperty("bench.asyncProfiler")?.let { AsyncProfiling(java.io.File(it)) }
    val gcBefore = gcMillis()
    val started = System.nanoTime()
    // One Okey 101 game and one Düz Okey game, deal after deal, as a player plays them (the later
    // deals carry the earlier deals' results); the first deal warms the JIT up and is not counted.
    // With `bench.warmup`, that many deals of each game (other seeds) are played untimed first, so
    // that rare moves (a new deal, the move that ends one) are timed in compiled code, as an app
    // compiled ahead of time with a baseline profile runs them, not in the JIT's first tiers.
    val warmup = System.getProperty("bench.warmup")?.toIntOrNull() ?: 0
    val timedGames = listOf(TimedGame(PresetId.STANDARD, 1 + deals - deals / 3, 100L), TimedGame(PresetId.DUZ, deals / 3, 101L))
    val warmupGames = listOf(TimedGame(PresetId.STANDARD, warmup, 900L, timed = false), TimedGame(PresetId.DUZ, warmup, 901L, timed = false))
    val plan = warmupGames + timedGames
    for ((gameIndex, planned) in plan.withIndex()) {
        val (preset, dealsOfGame, seed, timedGame) = planned
        if (dealsOfGame == 0) continue
        val game = engine.start(Drive.setup(preset, seed))
        val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        val gate = BotGate()
        val holder = TableStateHolder(game, scope, MemoryStorage(), botPause = gate::pause, confirmCostlyDiscards = { false })
        TableFrames(1830, 824, nameScopes = nameScopes) {
            // As the app passes it (App.kt): the State itself, which each part of the table slices.
            val state = holder.state.collectAsState()
            val intents = remember { tableIntents(holder) {} }
            TableScreen(state, intents)
        }.use { table ->
            // Okey 101's first timed deal warms up too: it is not counted.
            var counted = timedGame && gameIndex > warmupGames.size
            /**
             * Times [action] on the UI thread and the frames that follow it; with [framesOnly],
             * [action] only waits for work done elsewhere (a bot's move), and just the frames count.
             */
            fun timed(kind: String, framesOnly: Boolean = false, action: () -> Unit) {
                // What came before (a hint, the Düz counter) is drawn first and not counted.
                table.untilIdle()
                engineTime.reset()
                table.scopeCounts.clear()
                if (framesOnly) action()
                val allocated = threads.getThreadAllocatedBytes(uiThread.id)
                val cpu = threads.currentThreadCpuTime
                sampler?.drop()
                sampler?.active = counted
                val asyncProfiled = asyncProfiler != null && counted && (profiledKind == null || profiledKind.matches(kind))
                if (asyncProfiled) asyncProfiler?.resume()
                val start = System.nanoTime()
                if (!framesOnly) action()
                val acted = System.nanoTime()
                val actionCpu = threads.currentThreadCpuTime - cpu
                val frame = table.untilIdle()
                sampler?.active = false
                if (asyncProfiled) asyncProfiler?.pause()
                if (!counted) return
                val after = holder.state.value
                val refused = after.message != null
                // A move that ends the deal also brings up the score sheet: a different amount of work.
                val ended = kind != "next deal" && (after.snapshot.phase == Phase.DEAL_OVER || after.snapshot.phase == Phase.GAME_OVER)
                val name = (if (preset == PresetId.DUZ) "düz " else "") + kind + (if (refused) " (refused)" else "") + if (ended) " (deal over)" else ""
                val state = acted - start - engineTime.ffi - engineTime.convert
                costs += ActionCost(name, engineTime.ffi, engineTime.convert, state, frame, engineTime.calls, threads.getThreadAllocatedBytes(uiThread.id) - allocated, actionCpu)
                if (profiledKind == null || profiledKind.matches(kind) || profiledKind.matches(name)) sampler?.keep()
                val byScope = scopesByKind.getOrPut(name) { HashMap() }
                table.scopeCounts.forEach { (scopeName, n) -> byScope.merge(scopeName, n, Int::plus) }
            }
            table.untilIdle()
            holder.start()
            for (deal in 0 until dealsOfGame) {
                if (deal > 0) timed("next deal") { holder.nextDeal() }
                if (playDeal(holder, gate, ::timed) == Phase.GAME_OVER) break
                counted = timedGame
            }
        }
        holder.retire()
        scope.cancel()
    }
    val load = ManagementFactory.getOperatingSystemMXBean().systemLoadAverage
    println("deals=$deals (+1 warm-up, not counted; warm-up games of $warmup deals each before), actions=${costs.size}, 1830x824 px, load average at the end %.2f, GC %d ms, %.0f s".format(load, gcMillis() - gcBefore, (System.nanoTime() - started) / 1e9))
    CostReport.print(costs)
    printSlowest(costs, 12)
    // `-Dbench.csv=FILE`: every action, phase by phase (ms), for a closer look at the slow ones.
    System.getProperty("bench.csv")?.let { path -> writeCsv(costs, java.io.File(path)) }
    if (nameScopes) println("recompose scopes per action, by composable (mean), per kind:")
    if (nameScopes) scopesByKind.toSortedMap().forEach { (kind, byScope) ->
        val n = costs.count { it.kind == kind }.coerceAtLeast(1)
        val top = byScope.entries.sortedByDescending { it.value }.take(14).joinToString(", ") { "${it.key} %.1f".format(it.value.toDouble() / n) }
        println("  %-16s %s".format(kind, top))
    }
    sampler?.print(70) { name -> name.startsWith("*") || name.startsWith("FrameRecomposer.performFrame") || name.startsWith("UiQueue.") || name.startsWith("Recomposer") || name.startsWith("Snapshot") || name.startsWith("GlobalSnapshot") || name.startsWith("BaseComposeScene.") || name.startsWith("TextStringSimpleNode.") || name.startsWith("Paragraph") || name.contains("Positioned") || name.contains("boundsInRoot") }
    asyncProfiler?.write("target/async-profile")?.also { println("async-profiler's stacks: target/async-profile.collapsed and .html") }
    kotlin.system.exitProcess(0)
}

/** A game the benchmark plays: [deals] deals of [preset] from [seed], its actions [timed] or only played. */
private data class TimedGame(val preset: PresetId, val deals: Int, val seed: Long, val timed: Boolean = true)

private fun gcMillis() = ManagementFactory.getGarbageCollectorMXBeans().sumOf { it.collectionTime }

/** Plays the player's turns of one deal by the hints, timing each gesture; returns the phase it ended in. */
private fun playDeal(holder: TableStateHolder, gate: BotGate, timed: (String, Boolean, () -> Unit) -> Unit): Phase {
    fun timed(kind: String, action: () -> Unit) = timed(kind, false, action)
    repeat(400) {
        val s = botsMove(holder, gate) { move -> timed("bot move", true, move) }
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

/**
 * Lets the bots move one at a time until the player is to act (or the deal is over), handing each
 * move to [timedFrames], which times the frames that draw it.
 */
private fun botsMove(holder: TableStateHolder, gate: BotGate, timedFrames: (() -> Unit) -> Unit): org.okey.ui.table.TableUiState {
    val deadline = System.nanoTime() + 60_000_000_000L
    while (true) {
        check(System.nanoTime() < deadline) { "the bots did not hand the turn back" }
        val s = holder.state.value
        val over = s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER
        if (!gate.holding && !s.botThinking && (s.yourTurn || over)) return s
        if (!gate.holding) {
            Thread.sleep(1)
            continue
        }
        // Let one move go and wait, untimed, until the bot has thought and published it: it is back
        // at the gate for the next bot, or the bots are done.
        timedFrames {
            val before = holder.state.value.snapshot
            gate.release()
            while (!gate.holding) {
                val now = holder.state.value
                val settled = now.snapshot != before && !now.botThinking &&
                    (now.yourTurn || now.snapshot.phase == Phase.DEAL_OVER || now.snapshot.phase == Phase.GAME_OVER)
                if (settled) break
                check(System.nanoTime() < deadline) { "a bot did not move" }
                Thread.sleep(1)
            }
        }
    }
}
