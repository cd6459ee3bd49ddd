package org.okey.app

import android.app.Application
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.okey.ui.shell.AppShell
import org.okey.ui.shell.openShell
import org.okey.ui.shell.systemLanguage
import kotlin.random.Random

/** Holds the app core's shell for the life of the process, so that no activity restart loses a game. */
class OkeyApplication : Application() {
    /** Feedback goes to the activity on screen, when there is one. */
    var feedback: org.okey.ui.shell.Feedback = org.okey.ui.shell.Feedback.None

    val shell: AppShell by lazy {
        val relay = object : org.okey.ui.shell.Feedback {
            override fun haptic(kind: org.okey.appcore.Haptic) = feedback.haptic(kind)

            override fun sound(kind: org.okey.appcore.Sound) = feedback.sound(kind)

            override fun announce(text: String) = feedback.announce(text)
        }
        openShell(filesDir, systemLanguage(), Random.nextLong(), CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate), relay)
    }
}
