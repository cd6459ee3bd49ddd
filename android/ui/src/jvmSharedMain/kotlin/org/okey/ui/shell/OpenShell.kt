package org.okey.ui.shell

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.okey.appcore.Language
import org.okey.appcore.OkeyApp
import org.okey.link.OkeyNetwork
import java.io.File
import java.util.Locale

/**
 * The apps' one wiring, shared by the Android activity and the desktop window: the app core over
 * [dir], its jobs on `Dispatchers.Default` with their updates back on [uiScope]'s thread (the UI
 * thread), its network effects performed by the Rust transport ([LinkNetwork], listening on
 * 127.0.0.1 alone when [loopbackOnly]), started. [entropy] is the first new game's seed.
 */
fun openShell(
    dir: File,
    language: Language,
    entropy: Long,
    uiScope: CoroutineScope,
    feedback: Feedback = Feedback.None,
    loopbackOnly: Boolean = false,
): AppShell {
    dir.mkdirs()
    val shell = AppShell(OkeyApp.open(dir.path, language, entropy.toULong()), CoroutineJobs(uiScope), feedback, ZxingQr)
    shell.network = LinkNetwork(OkeyNetwork.open(dir.path, loopbackOnly), { uiScope.launch { it() } }, shell::send)
    shell.start()
    return shell
}

/** The system's language, if the app speaks it; English otherwise. */
fun systemLanguage(): Language = if (Locale.getDefault().language == "tr") Language.TURKISH else Language.ENGLISH
