package org.okey.ui.bench

import org.okey.appcore.Intent
import org.okey.appcore.TablePhase
import org.okey.ui.TestShell

/**
 * What the UI thread does for one gesture now that the app core decides everything: the shell's
 * `send` (the core's `send` through the Kotlin bindings, then the view model published part by
 * part), timed on this thread, which plays the UI thread; Compose's frames are not included. The
 * bots' moves run between the player's turns, untimed (on a phone they run on Dispatchers.Default).
 *
 *     cd android/ui && mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *         -Dokey.main=org.okey.ui.bench.SendCostKt [-Dbench.games=6] [-Dbench.warmup=2]
 */
fun main() {
    val games = System.getProperty("bench.games")?.toInt() ?: 6
    val warmup = System.getProperty("bench.warmup")?.toInt() ?: 2
    val timed = HashMap<String, MutableList<Long>>()
    fun play(seed: Long, record: Boolean) {
        val test = TestShell(seed)
        test.newGame()
        fun timedSend(kind: String, intent: Intent) {
            val start = System.nanoTime()
            test.send(intent)
            val took = System.nanoTime() - start
            if (record) timed.getOrPut(kind) { ArrayList() } += took
        }
        val random = kotlin.random.Random(seed)
        for (turn in 0 until 200) {
            when (test.phase) {
                TablePhase.DRAW -> timedSend("draw", Intent.Draw)
                TablePhase.PLAY -> {
                    val rack = test.rackTiles()
                    repeat(4) {
                        val tile = rack[random.nextInt(rack.size)]
                        timedSend("select", Intent.ToggleTile(tile))
                        timedSend("unselect", Intent.ToggleTile(tile))
                        timedSend("move tile", Intent.MoveTile(rack[random.nextInt(rack.size)], random.nextInt(30).toUByte()))
                    }
                    timedSend("discard", Intent.Discard(test.rackTiles().last()))
                    if (test.parts.tableDialog.value != null) timedSend("answer", Intent.Answer(org.okey.appcore.Answer.Confirm))
                }
                TablePhase.DEAL_OVER -> timedSend("next deal", Intent.NextDeal)
                else -> break
            }
            test.jobs.runAllButTimeouts()
        }
        test.dir.deleteRecursively()
    }
    repeat(warmup) { play(1000L + it, record = false) }
    repeat(games) { play(it.toLong() + 1, record = true) }
    println("UI-thread time of AppShell.send per gesture (µs): kind n p50 p99 max")
    for ((kind, nanos) in timed.entries.sortedBy { it.key }) {
        nanos.sort()
        fun at(q: Double) = nanos[((nanos.size - 1) * q).toInt()] / 1000.0
        println("%-10s %6d %8.1f %8.1f %8.1f".format(kind, nanos.size, at(0.5), at(0.99), nanos.last() / 1000.0))
    }
}
