package org.okey.ui.bench

/**
 * A plain sampling profiler of one thread: every [periodMillis] while [active], the thread's stack
 * is taken, and methods are counted where they appear (inclusive) and where the thread was (top).
 * Stacks are taken at safepoints, so the figures are rough; they show where an action's time goes.
 * What is sampled is held until [keep] counts it or [drop] forgets it, so that an action can be
 * chosen once it is known what it turned out to be (a discard that ended the deal).
 */
class StackSampler(private val target: Thread, private val periodMillis: Long = 1) : AutoCloseable {
    @Volatile var active = false
    private val inclusive = HashMap<String, Int>()
    private val top = HashMap<String, Int>()
    private var samples = 0
    private val pending = mutableListOf<Array<StackTraceElement>>()

    private val sampler = Thread({
        while (!Thread.currentThread().isInterrupted) {
            try {
                Thread.sleep(periodMillis)
            } catch (e: InterruptedException) {
                return@Thread
            }
            if (!active) continue
            val stack = target.stackTrace
            if (stack.isEmpty()) continue
            synchronized(this) { pending += stack }
        }
    }, "stack-sampler").apply {
        isDaemon = true
        start()
    }

    /** Counts the stacks sampled since the last [keep] or [drop]. */
    fun keep() = synchronized(this) {
        for (stack in pending) {
            samples++
            top.merge(name(stack[0]), 1, Int::plus)
            stack.map(::name).toSet().forEach { inclusive.merge(it, 1, Int::plus) }
        }
        pending.clear()
    }

    /** Forgets the stacks sampled since the last [keep] or [drop]. */
    fun drop() = synchronized(this) { pending.clear() }

    private fun name(frame: StackTraceElement): String {
        val mark = if (frame.className.startsWith("org.okey.ui.") && !frame.className.startsWith("org.okey.ui.bench")) "*" else ""
        return "$mark${frame.className.substringAfterLast('.')}.${frame.methodName}"
    }

    /** The [count] methods most often on the stack (only those matching [interesting]; the app's marked *), and at its top. */
    fun print(count: Int, interesting: (String) -> Boolean) = synchronized(this) {
        println("sampled stacks of the UI thread during the timed actions: $samples samples")
        println("  on the stack (inclusive %):")
        inclusive.entries.filter { interesting(it.key) }.sortedByDescending { it.value }.take(count).forEach {
            println("    %5.1f %s".format(100.0 * it.value / samples, it.key))
        }
        println("  at the top (self %):")
        top.entries.sortedByDescending { it.value }.take(count).forEach {
            println("    %5.1f %s".format(100.0 * it.value / samples, it.key))
        }
    }

    override fun close() = sampler.interrupt()
}
