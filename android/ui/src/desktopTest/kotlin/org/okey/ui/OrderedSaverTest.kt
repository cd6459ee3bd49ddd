package org.okey.ui

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlinx.coroutines.delay
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.storage.Storage
import java.util.concurrent.atomic.AtomicInteger
import kotlin.coroutines.CoroutineContext
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** A dispatcher that runs nothing until told: the app's background not yet scheduled. */
class HeldDispatcher : CoroutineDispatcher() {
    val held = mutableListOf<Runnable>()
    override fun dispatch(context: CoroutineContext, block: Runnable) { synchronized(held) { held += block } }
}

/** Saving off the UI thread: in order, never older over newer, flushed on request. */
class OrderedSaverTest {
    /** Records every write and the thread that made it; each write takes a little while. */
    private class SlowStorage(private val millis: Long) : Storage {
        val memory = MemoryStorage()
        val writes = mutableListOf<Pair<String, String>>()
        val threads = mutableSetOf<Thread>()

        fun read(name: String) = memory.read(name)
        override fun readText(name: String) = memory.readText(name)
        override fun write(name: String, text: String): Boolean {
            Thread.sleep(millis)
            synchronized(writes) { writes += name to text; threads += Thread.currentThread() }
            return memory.write(name, text)
        }
        override fun setAside(name: String) = memory.setAside(name)
    }


    @Test
    fun `many saves from many threads end with the newest, and no file ever goes back`() = runBlocking {
        val storage = SlowStorage(millis = 1)
        val saver = OrderedSaver(storage, CoroutineScope(SupervisorJob() + Dispatchers.Default), Dispatchers.Default)
        val version = AtomicInteger()
        val threads = (1..4).map {
            Thread { repeat(50) { saver.save("game.json") { version.incrementAndGet().toString() }; Thread.sleep(0, 200_000) } }
        }
        threads.forEach(Thread::start)
        threads.forEach(Thread::join)
        withTimeout(60_000) { while (!saver.idle) delay(5) }
        val written = storage.writes.map { it.second.toInt() }
        assertTrue(written.isNotEmpty())
        assertEquals(written.sorted(), written, "each write is newer than the one before")
        assertEquals(version.get().toString(), storage.read("game.json"), "the last state is what stays")
        assertTrue(Thread.currentThread() !in storage.threads && threads.none { it in storage.threads }, "no caller wrote")
    }

    @Test
    fun `a move of the player writes nothing on the UI thread until the saver runs or is flushed`() {
        val storage = MemoryStorage()
        val game = Drive.engine.start(Drive.setup(org.okey.ui.engine.PresetId.STANDARD, 5))
        val saver = OrderedSaver(storage, CoroutineScope(SupervisorJob()), HeldDispatcher())
        val holder = org.okey.ui.table.TableStateHolder(game, Drive.scope(), storage, { 0L }, { true }, seed = 5, saver = saver)
        holder.start()
        Drive.settle(holder)
        holder.draw()
        assertEquals(org.okey.ui.engine.Phase.PLAY, holder.state.value.snapshot.phase)
        assertNull(storage.read(org.okey.ui.table.TableStateHolder.SAVE_FILE), "the draw did not write on the caller's thread")
        holder.flushSaves()
        assertEquals(game.save(), storage.read(org.okey.ui.table.TableStateHolder.SAVE_FILE))
    }

    @Test
    fun `a save waits for the background, and flush writes it on the calling thread`() {
        val storage = SlowStorage(millis = 0)
        val held = HeldDispatcher()
        val saver = OrderedSaver(storage, CoroutineScope(SupervisorJob()), held)
        saver.save("game.json") { "first" }
        saver.save("stats.json") { "stats" }
        saver.save("game.json") { "second" }
        assertNull(storage.read("game.json"), "nothing is written on the caller's thread")
        saver.flush()
        assertEquals("second", storage.read("game.json"))
        assertEquals("stats", storage.read("stats.json"))
        assertEquals(listOf("stats.json" to "stats", "game.json" to "second"), storage.writes, "one write per name, in request order")
        // The background writer, when it finally runs, finds nothing left and writes nothing old.
        synchronized(held.held) { held.held.toList() }.forEach { it.run() }
        assertEquals(2, storage.writes.size)
        assertTrue(saver.idle)
    }
}
