package org.okey.ui.bench

import org.okey.ui.live.EngineProbe

/**
 * The engine calls made on the UI thread, timed by the engine gateway's probe: calls from other
 * threads (bots, hints, the Düz counter, saves) are left out.
 */
class UiThreadEngineTime(private val uiThread: Thread) : EngineProbe {
    @Volatile var ffi = 0L
    @Volatile var convert = 0L
    @Volatile var calls = 0

    override fun record(ffiNanos: Long, convertNanos: Long) {
        if (Thread.currentThread() !== uiThread) return
        ffi += ffiNanos
        convert += convertNanos
        calls++
    }

    fun reset() {
        ffi = 0
        convert = 0
        calls = 0
    }
}

/** One player action, phase by phase (nanoseconds), on the UI thread. */
class ActionCost(
    val kind: String,
    val ffi: Long,
    val convert: Long,
    val state: Long,
    val frame: FrameCost,
    val engineCalls: Int,
    /** Bytes the UI thread allocated for the action and its frames. */
    val allocated: Long,
    /** The UI thread's CPU time for the action (the intent, engine calls included). */
    val actionCpu: Long,
) {
    /** [ui] as CPU time: what the UI thread worked, without the time it was preempted or waited. */
    val uiCpu: Long get() = actionCpu + frame.uiCpu

    /** The work the issue names: the engine call, the state update, composition and layout. */
    val ui: Long get() = ffi + convert + state + frame.dispatch + frame.composition + frame.layout
}

/** Medians, p99 and maxima per action kind and phase, printed as a table. */
object CostReport {
    private val phases: List<Pair<String, (ActionCost) -> Long>> = listOf(
        "engine(ffi)" to { it.ffi },
        "convert" to { it.convert },
        "state" to { it.state },
        "dispatch" to { it.frame.dispatch },
        "compose" to { it.frame.composition },
        "(in layout)" to { it.frame.subcomposition },
        "layout" to { it.frame.layout },
        "UI total" to { it.ui },
        "UI cpu" to { it.uiCpu },
        "draw(rec)" to { it.frame.record },
        "raster(sw)" to { it.frame.raster },
    )

    fun print(costs: List<ActionCost>) {
        val kinds = costs.groupBy { it.kind }.toSortedMap() + ("all" to costs)
        println("milliseconds: median/p99/max per phase; scopes = recompose scopes entered, calls = engine calls, KB = allocated (medians); ≤4ms = share of actions within issue 19's 4 ms in UI cpu")
        println("%-18s %5s ".format("action", "n") + phases.joinToString(" ") { "%-20s".format(it.first) } + " scopes calls KB ≤4ms")
        for ((kind, xs) in kinds) {
            val cells = phases.joinToString(" ") { (_, of) -> "%-20s".format(triple(xs.map(of))) }
            val scopes = xs.map { it.frame.scopes.toLong() }.sorted()
            val calls = xs.map { it.engineCalls }.sorted()[xs.size / 2]
            val kb = xs.map { it.allocated }.sorted()[xs.size / 2] / 1024
            val within = xs.count { it.uiCpu <= WITHIN_NANOS } * 100.0 / xs.size
            println("%-18s %5d ".format(kind, xs.size) + cells + " ${scopes[scopes.size / 2]}/${scopes.last()} $calls $kb %.1f%%".format(within))
        }
    }

    /** Issue 19's target for the UI thread's work per player action. */
    private const val WITHIN_NANOS = 4_000_000L

    private fun triple(xs: List<Long>): String {
        val sorted = xs.sorted()
        fun pct(p: Double) = sorted[((sorted.size - 1) * p).toInt()] / 1e6
        return "%.2f/%.2f/%.2f".format(pct(0.5), pct(0.99), sorted.last() / 1e6)
    }
}

/** The slowest actions by UI total, each phase shown, to see what the p99 actions are. */
fun printSlowest(costs: List<ActionCost>, count: Int) {
    println("slowest $count by UI total (ms): kind ffi convert state+dispatch compose layout | draw raster | scopes calls")
    costs.sortedByDescending { it.ui }.take(count).forEach {
        println(
            "  %-16s %6.2f %6.2f %6.2f %6.2f %6.2f | %6.2f %6.2f | %4d %d".format(
                it.kind, it.ffi / 1e6, it.convert / 1e6, (it.state + it.frame.dispatch) / 1e6, it.frame.composition / 1e6,
                it.frame.layout / 1e6, it.frame.record / 1e6, it.frame.raster / 1e6, it.frame.scopes, it.engineCalls,
            ),
        )
    }
}

/** Every action, one line each: its kind, then each phase in milliseconds, then its scopes. */
fun writeCsv(costs: List<ActionCost>, file: java.io.File) {
    file.printWriter().use { out ->
        out.println("kind,ffi,convert,state,dispatch,compose,layout,ui,uiCpu,record,raster,scopes,frames")
        costs.forEach {
            val ms = listOf(it.ffi, it.convert, it.state, it.frame.dispatch, it.frame.composition, it.frame.layout, it.ui, it.uiCpu, it.frame.record, it.frame.raster)
            out.println(it.kind + "," + ms.joinToString(",") { n -> "%.3f".format(n / 1e6) } + ",${it.frame.scopes},${it.frame.frames}")
        }
    }
}
