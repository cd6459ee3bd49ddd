package org.okey.ui.desktop

import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import org.okey.appcore.Language
import org.okey.ui.AppScreens
import org.okey.ui.shell.AppShell
import org.okey.ui.shell.openShell
import org.okey.ui.shell.systemLanguage
import java.io.File
import javax.swing.SwingUtilities

/** The app in a desktop window (Linux, macOS, Windows): how to try it without a phone. */
fun main() {
    var desktop: DesktopApp? = null
    // The shell lives on the UI thread (Swing's event thread), as on a phone.
    SwingUtilities.invokeAndWait { desktop = DesktopApp.start(DesktopApp.dataDir(), systemLanguage(), DesktopApp.seed()) }
    val app = desktop!!
    application {
        // What waits to be written is written before the window closes.
        Window(onCloseRequest = {
            app.close()
            exitApplication()
        }, title = "Okey", state = rememberWindowState(width = 960.dp, height = 480.dp)) {
            AppScreens(app.shell)
        }
    }
}

/**
 * What the window runs: the app core's shell, its jobs' updates delivered on `Dispatchers.Main`
 * (Swing's event thread; kotlinx-coroutines-swing on the class path). Built only by [start], which
 * `main` and the tests both call, so that a test runs exactly the window's wiring.
 */
class DesktopApp private constructor(val shell: AppShell, val scope: CoroutineScope) {
    /** Writes what waits to be written and stops the app's work (the window is closing). */
    fun close() {
        shell.flush()
        scope.cancel()
    }

    companion object {
        /** On the event thread. New games are shuffled from [seed], or at random when it is null. */
        fun start(dir: File, language: Language, seed: Long? = null): DesktopApp {
            val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main)
            return DesktopApp(openShell(dir, language, seed ?: kotlin.random.Random.nextLong(), scope), scope)
        }

        /** The app's files go to ~/.okey, or to the directory named by `-Dokey.data=DIR`. */
        fun dataDir() = File(System.getProperty("okey.data") ?: File(System.getProperty("user.home"), ".okey").path)

        /** `-Dokey.seed=N`: the first new game is shuffled with N (a scripted run is the same every time). */
        fun seed(): Long? = System.getProperty("okey.seed")?.toLongOrNull()
    }
}
