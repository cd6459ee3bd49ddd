package org.okey.ui

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.appcore.Anchor
import org.okey.appcore.BotSpeed
import org.okey.appcore.Intent
import org.okey.appcore.Language
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import org.okey.ui.desktop.DesktopApp
import java.lang.reflect.InvocationTargetException
import java.nio.file.Files
import java.util.concurrent.CopyOnWriteArrayList
import javax.swing.SwingUtilities
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * The desktop window's own wiring ([DesktopApp.start]: the app core in a directory, its jobs on
 * `Dispatchers.Default`, their updates back on `Dispatchers.Main`, Swing's event thread), driven
 * on the event thread as the window's clicks are. A refused move starts the message's timeout, a
 * job delivered on `Dispatchers.Main`: it must neither throw nor close the window. The waits below
 * are for the bots' and the timeout's real pauses; nothing is asserted about how long they take.
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

    @Test
    fun `a refused move in the window's wiring shows the core's message, which goes after its time, and nothing is thrown`() {
        val dir = Files.createTempDirectory("okey-desktop-test").toFile()
        val uncaught = CopyOnWriteArrayList<Throwable>()
        val previousHandler = Thread.getDefaultUncaughtExceptionHandler()
        // A coroutine's failure with no handler of its own ends up here (on any thread).
        Thread.setDefaultUncaughtExceptionHandler { _, e -> uncaught += e }
        val desktop = onEventThread { DesktopApp.start(dir, Language.ENGLISH, seed = 7) }
        val shell = desktop.shell
        try {
            onEventThread {
                shell.send(Intent.SetBotSpeed(BotSpeed.FAST))
                shell.send(Intent.Show(Screen.NEW_GAME))
                shell.send(Intent.StartGame)
                assertEquals(Screen.TABLE, shell.parts.screen.value)
            }
            // The bots play at the window's pace; the player's turn comes through Dispatchers.Main.
            runBlocking { withTimeout(120_000) { shell.parts.tableStatus.first { it != null && it.yourTurn } } }
            if (shell.parts.tableStatus.value!!.phase == TablePhase.PLAY) {
                // The dealer's first turn: a discard, then the bots again.
                onEventThread { shell.send(Intent.Discard(shell.parts.rack.value!!.slots.last { it != null }!!.tile.id)) }
                runBlocking { withTimeout(120_000) { shell.parts.tableStatus.first { it != null && it.yourTurn && it.phase == TablePhase.DRAW } } }
            }
            // The tester's move: a discard before drawing.
            val rack = shell.parts.rack.value!!.slots.mapNotNull { it?.tile?.id }
            onEventThread { shell.send(Intent.Discard(rack.first())) }
            val message = assertNotNull(shell.parts.message.value, "the refusal is shown")
            assertTrue(message.refusal && message.text.isNotBlank())
            assertEquals(Anchor.DISCARD, message.anchor)
            assertEquals(rack, shell.parts.rack.value!!.slots.mapNotNull { it?.tile?.id }, "nothing was discarded")
            // Only the message's timeout, a job delivered on the event thread, takes it away now.
            runBlocking { withTimeout(120_000) { shell.parts.message.first { it == null } } }
            assertEquals(emptyList(), uncaught.toList(), "no coroutine or event failed")
        } finally {
            onEventThread { desktop.close() }
            Thread.setDefaultUncaughtExceptionHandler(previousHandler)
            dir.deleteRecursively()
        }
    }
}
