package org.okey.ui.desktop

import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import org.okey.ui.OkeyApp
import org.okey.ui.home.AppStateHolder
import org.okey.ui.live.FileStorage
import org.okey.ui.live.LiveEngine
import org.okey.ui.strings.Lang
import java.io.File
import java.util.Locale

/** The app in a desktop window (Linux, macOS, Windows): how to try it without a phone. */
fun main() {
    val desktop = DesktopApp.start(DesktopApp.dataDir(), DesktopApp.systemLang(), DesktopApp.seed())
    application {
        // The saves still waiting are written before the window closes.
        Window(onCloseRequest = { desktop.close(); exitApplication() }, title = "Okey", state = rememberWindowState(width = 960.dp, height = 480.dp)) {
            OkeyApp(desktop.app)
        }
    }
}

/**
 * What the window runs: the app state holder on the real engine, saving in a directory, with its
 * work in [scope]. Built only by [start], which `main` and the tests both call, so that a test
 * runs exactly the window's scope and dispatchers.
 */
class DesktopApp private constructor(val app: AppStateHolder, val scope: CoroutineScope) {
    /** Writes what still waits to be saved and stops the app's work (the window is closing). */
    fun close() {
        app.flush()
        scope.cancel()
    }

    companion object {
        /**
         * The window's wiring. The UI's own coroutines (a message's timeout) run on
         * `Dispatchers.Main`, which on the desktop is Swing's event thread and needs
         * kotlinx-coroutines-swing on the class path; the bots, the review and the saves run on
         * `Dispatchers.Default` (the state holders' defaults). New games are shuffled by [seed],
         * or at random when it is null.
         */
        fun start(dir: File, lang: Lang, seed: Long? = null): DesktopApp {
            val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main)
            val newSeed: () -> Long = if (seed != null) ({ seed }) else ({ kotlin.random.Random.nextLong() })
            return DesktopApp(AppStateHolder(LiveEngine(), FileStorage(dir), scope, lang, newSeed = newSeed), scope)
        }

        /** Saves go to ~/.okey, or to the directory named by `-Dokey.data=DIR`. */
        fun dataDir() = File(System.getProperty("okey.data") ?: File(System.getProperty("user.home"), ".okey").path)

        /**
         * `-Dokey.seed=N`: every new game is shuffled with N, so that a game whose seed Settings
         * showed can be dealt again (and a scripted run, smoke-desktop, is the same every time).
         */
        fun seed(): Long? = System.getProperty("okey.seed")?.toLongOrNull()

        fun systemLang() = if (Locale.getDefault().language == "tr") Lang.TR else Lang.EN
    }
}
