package org.okey.appcore

import java.nio.file.Files

/**
 * Times `send` through the bindings as the UI thread calls it (JNA, serialising the view
 * model, the app core), over whole games of rack gestures and moves, bots' jobs run between.
 * Run with `scripts/bench-kotlin app`; prints medians and percentiles in microseconds.
 */
object AppCoreBenchmark {
    private fun percentiles(label: String, nanos: List<Long>) {
        val sorted = nanos.sorted()
        fun at(p: Double) = sorted[((sorted.size - 1) * p).toInt()] / 1000.0
        println("%-28s n=%6d  p50 %7.1f us  p90 %7.1f us  p99 %7.1f us  max %8.1f us"
            .format(label, sorted.size, at(0.5), at(0.9), at(0.99), sorted.last() / 1000.0))
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val games = args.firstOrNull()?.toInt() ?: 20
        val app = OkeyApp.open(Files.createTempDirectory("okey-bench").toString(), Language.ENGLISH, 1uL)
        val sends = HashMap<String, MutableList<Long>>()
        fun send(kind: String, intent: Intent): Update {
            val start = System.nanoTime()
            val update = app.send(intent)
            val took = System.nanoTime() - start
            sends.getOrPut(kind) { mutableListOf() } += took
            return update
        }
        fun perform(update: Update) {
            for (effect in update.effects) {
                if (effect is Effect.Run && effect.job.kind != JobKind.EXPIRE_MESSAGE) perform(app.run(effect.job))
            }
        }
        for (pass in 0..1) {
            sends.clear()
            repeat(games) {
                perform(send("start", Intent.StartGame))
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
        }
        val all = sends.values.flatten()
        percentiles("send (all)", all)
        for ((kind, nanos) in sends.entries.sortedBy { it.key }) percentiles("send: $kind", nanos)
        val views = List(5000) { val t = System.nanoTime(); app.view(); System.nanoTime() - t }
        percentiles("view()", views)
    }
}
