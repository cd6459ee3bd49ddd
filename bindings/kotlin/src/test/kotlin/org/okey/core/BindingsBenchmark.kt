package org.okey.core

/**
 * Times `view()` and action round trips through the bindings (JNA, serialisation, engine).
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
    }
}
