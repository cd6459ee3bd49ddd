package org.okey.appcore

import java.lang.management.ManagementFactory
import java.nio.file.Files

/**
 * Times the app core's calls through the bindings as a shell makes them (JNA, the view model
 * serialised across, the app core): `send` as the UI thread calls it, over whole games of rack
 * gestures and moves, `run` for each kind of job between them, and `view`. Each call is timed in
 * the calling thread's CPU time (what a busy machine does not stretch) and in wall time.
 * Run with `scripts/bench-kotlin [GAMES]`; prints medians and percentiles in microseconds.
 */
object AppCoreBenchmark {
    private val threads = ManagementFactory.getThreadMXBean()

    private class Samples {
        val cpu = mutableListOf<Long>()
        val wall = mutableListOf<Long>()
    }

    private val samples = sortedMapOf<String, Samples>()

    private fun <T> timed(label: String, call: () -> T): T {
        val cpu = threads.currentThreadCpuTime
        val wall = System.nanoTime()
        val result = call()
        val tookWall = System.nanoTime() - wall
        val tookCpu = threads.currentThreadCpuTime - cpu
        val entry = samples.getOrPut(label) { Samples() }
        entry.cpu += tookCpu
        entry.wall += tookWall
        return result
    }

    private fun line(label: String, nanos: List<Long>): String {
        val sorted = nanos.sorted()
        fun at(p: Double) = sorted[((sorted.size - 1) * p).toInt()] / 1000.0
        return "%-26s n=%6d  p50 %8.1f  p90 %8.1f  p99 %8.1f  max %9.1f us"
            .format(label, sorted.size, at(0.5), at(0.9), at(0.99), sorted.last() / 1000.0)
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val games = args.firstOrNull()?.toInt() ?: 20
        val app = OkeyApp.open(Files.createTempDirectory("okey-bench").toString(), Language.ENGLISH, 1uL)
        fun send(kind: String, intent: Intent): Update = timed("send: $kind") { app.send(intent) }
        fun perform(update: Update) {
            for (effect in update.effects) {
                if (effect is Effect.Run && effect.job.kind != JobKind.EXPIRE_MESSAGE) {
                    perform(timed("run: ${effect.job.kind.name.lowercase()}") { app.run(effect.job) })
                }
            }
        }
        // The first pass warms the JVM up and is not reported.
        for (pass in 0..1) {
            samples.clear()
            repeat(games) {
                // Start is the New game form's (and asks first over a game in progress).
                app.send(Intent.Show(Screen.NEW_GAME))
                perform(send("start", Intent.StartGame))
                app.view().dialog?.let { perform(app.send(Intent.Answer(Answer.Confirm))) }
                var guard = 0
                while (guard++ < 5000) {
                    val table = app.view().table ?: break
                    if (table.phase == TablePhase.GAME_OVER) break
                    if (table.phase == TablePhase.DEAL_OVER) {
                        perform(send("next deal", Intent.NextDeal))
                        continue
                    }
                    if (!table.yourTurn) continue
                    val rack = table.rack.slots.filterNotNull()
                    if (table.controls.draw) {
                        perform(send("draw", Intent.Draw))
                        continue
                    }
                    perform(send("toggle", Intent.ToggleTile(rack.first().tile.id)))
                    perform(send("toggle", Intent.ToggleTile(rack.first().tile.id)))
                    perform(send("move", Intent.MoveTile(rack.first().tile.id, 29u)))
                    val update = send("discard", Intent.Discard(rack.last().tile.id))
                    perform(update)
                    if (update.view.table?.dialog != null) perform(send("answer", Intent.Answer(Answer.Confirm)))
                }
            }
            repeat(5000) { timed("view") { app.view() } }
        }
        val sends = samples.filterKeys { it.startsWith("send") }.values
        println("thread CPU time:")
        println(line("send (all)", sends.flatMap { it.cpu }))
        for ((label, taken) in samples) println(line(label, taken.cpu))
        println("wall time:")
        println(line("send (all)", sends.flatMap { it.wall }))
        for ((label, taken) in samples) println(line(label, taken.wall))
    }
}
