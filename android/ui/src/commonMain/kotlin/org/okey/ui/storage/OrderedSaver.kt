package org.okey.ui.storage

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch

/**
 * Writes named texts to [storage] off the caller's thread, in order. Each name keeps only its
 * newest request, and the text is produced (the engine's save) when it is written, by one writer
 * at a time: so a file only ever moves forward, and a later save is never overwritten by an earlier
 * one. [flush] writes whatever waits on the calling thread (the app going to the background).
 */
class OrderedSaver(
    private val storage: Storage,
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
) {
    private val queueLock = Any()
    private val writeLock = Any()
    private val pending = LinkedHashMap<String, () -> String?>()
    private var writerRunning = false
    private var failures = 0

    /** How many writes the device refused so far (a full disk). */
    val failedWrites: Int get() = synchronized(queueLock) { failures }

    /** Saves under [name] the text [produce] gives when the write happens; null writes nothing. */
    fun save(name: String, produce: () -> String?) {
        synchronized(queueLock) {
            // Moved to the back: the queue stays in request order.
            pending.remove(name)
            pending[name] = produce
            if (writerRunning) return
            writerRunning = true
        }
        scope.launch(dispatcher) {
            var stopped = false
            try {
                while (!stopped) {
                    drain()
                    // Stops only with nothing queued, under the queue's lock: a request made just
                    // before sees a running writer, one made just after starts a new one.
                    stopped = synchronized(queueLock) { pending.isEmpty().also { if (it) writerRunning = false } }
                }
            } finally {
                if (!stopped) synchronized(queueLock) { writerRunning = false }
            }
        }
    }

    /** Writes every waiting save now, on the calling thread. */
    fun flush() = drain()

    /** Whether nothing waits to be written (for tests and the benchmark). */
    val idle: Boolean get() = synchronized(queueLock) { pending.isEmpty() && !writerRunning }

    private fun drain() {
        while (writeNext()) Unit
    }

    /** Takes the oldest request and writes it; taking and writing under one lock keeps the order. */
    private fun writeNext(): Boolean = synchronized(writeLock) {
        val (name, produce) = synchronized(queueLock) {
            val first = pending.entries.firstOrNull() ?: return@synchronized null
            pending.remove(first.key)
            first.key to first.value
        } ?: return false
        val text = produce() ?: return true
        if (!storage.write(name, text)) synchronized(queueLock) { failures++ }
        true
    }
}
