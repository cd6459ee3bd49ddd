package org.okey.ui.shell

import kotlinx.coroutines.CoroutineScope
import org.okey.appcore.Language
import org.okey.appcore.OkeyApp
import java.io.File
import java.util.Locale

/**
 * The apps' one wiring, shared by the Android activity and the desktop window: the app core over
 * [dir], its jobs on `Dispatchers.Default` with their updates back on [uiScope]'s thread (the UI
 * thread), started. [entropy] is the first new game's seed.
 */
fun openShell(dir: File, language: Language, entropy: Long, uiScope: CoroutineScope, feedback: Feedback = Feedback.None): AppShell {
    dir.mkdirs()
    val shell = AppShell(OkeyApp.open(dir.path, language, entropy.toULong()), CoroutineJobs(uiScope), feedback, ZxingQr)
    shell.start()
    return shell
}

/** The system's language, if the app speaks it; English otherwise. */
fun systemLanguage(): Language = if (Locale.getDefault().language == "tr") Language.TURKISH else Language.ENGLISH
