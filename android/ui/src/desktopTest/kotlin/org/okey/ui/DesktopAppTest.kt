package org.okey.ui

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.desktop.DesktopApp
import org.okey.ui.engine.Phase
import org.okey.ui.home.Screen
import org.okey.ui.strings.Lang
import org.okey.ui.table.Anchor
import java.lang.reflect.InvocationTargetException
import java.nio.file.Files
import java.util.concurrent.CopyOnWriteArrayList
import javax.swing.SwingUtilities
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * The desktop window's own wiring ([DesktopApp.start]: its scope, `Dispatchers.Main`, the real
 * engine and a save directory), driven on Swing's event thread as the window's clicks are. The
 * other UI tests pass a scope of their own, so only this one meets what the window meets: a refused
 * move starts the message's timeout on `Dispatchers.Main`, which threw ("Module with the Main
 * dispatcher is missing") and closed the window when kotlinx-coroutines-swing was not on the class
 * path.
 */
class DesktopAppTest {
    /** Runs [block] on the event thread and returns its value; what it throws is thrown here. */
    private fun <T> onEventThread(block: () -> T): T {
        var result: Result<T>? = null
        try {
            SwingUtilities.invokeAndWait { result = runCatching(block) }
        } catch (e: InvocationTargetException) {
            throw e.cause ?: e
        }
        return result!!.getOrThrow()
    }

    private companion object {
        /** A game in which a bot plays first (as android/scripts/smoke-desktop plays it). */
        const val SEED = 7L
    }

    @Test
    fun `a refused move in the window's wiring shows the engine's message, which goes after its time, and nothing is thrown`() {
        val dir = Files.createTempDirectory("okey-desktop-test").toFile()
        val uncaught = CopyOnWriteArrayList<Throwable>()
        val previousHandler = Thread.getDefaultUncaughtExceptionHandler()
        // A coroutine's failure with no handler of its own ends up here (on any thread).
        Thread.setDefaultUncaughtExceptionHandler { _, e -> uncaught += e }
        val desktop = DesktopApp.start(dir, Lang.EN, SEED)
        try {
            val table = onEventThread {
                desktop.app.startNewGame()
                assertEquals(Screen.TABLE, desktop.app.state.value.screen)
                assertNotNull(desktop.app.table)
            }
            // The bots play first, at the window's pace; a bot's move would take a message away.
            runBlocking { withTimeout(60_000) { table.state.first { !it.botThinking && it.yourTurn } } }
            assertEquals(Phase.DRAW, table.state.value.snapshot.phase, "seed $SEED: a bot plays first")
            // The tester's move: a discard before drawing.
            onEventThread { table.discard(table.state.value.snapshot.rack.first().id) }
            val message = assertNotNull(table.state.value.message, "the refusal is shown")
            assertTrue(message.text.isNotBlank())
            assertEquals(Anchor.DISCARD, message.anchor)
            assertEquals(21, table.state.value.snapshot.rack.size, "nothing was discarded")
            // Only the message's timeout, on Dispatchers.Main (the event thread), takes it away now.
            runBlocking { withTimeout(60_000) { table.state.first { it.message == null } } }
            assertEquals(emptyList(), uncaught.toList(), "no coroutine or event failed")
        } finally {
            desktop.close()
            Thread.setDefaultUncaughtExceptionHandler(previousHandler)
            dir.deleteRecursively()
        }
    }
}
