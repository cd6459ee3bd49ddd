package org.okey.ui.desktop

import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.okey.ui.OkeyApp
import org.okey.ui.home.AppStateHolder
import org.okey.ui.live.FileStorage
import org.okey.ui.live.LiveEngine
import org.okey.ui.strings.Lang
import java.io.File
import java.util.Locale

/** The app in a desktop window (Linux, macOS, Windows): how to try it without a phone. */
fun main() {
    val dir = File(System.getProperty("okey.data") ?: File(System.getProperty("user.home"), ".okey").path)
    val lang = if (Locale.getDefault().language == "tr") Lang.TR else Lang.EN
    val app = AppStateHolder(LiveEngine(), FileStorage(dir), CoroutineScope(SupervisorJob() + Dispatchers.Main), lang)
    application {
        // The saves still waiting are written before the window closes.
        Window(onCloseRequest = { app.flush(); exitApplication() }, title = "Okey", state = rememberWindowState(width = 960.dp, height = 480.dp)) {
            OkeyApp(app)
        }
    }
}
