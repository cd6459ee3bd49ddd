package org.okey.app

import android.app.Application
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.okey.ui.home.AppStateHolder
import org.okey.ui.live.FileStorage
import org.okey.ui.live.LiveEngine
import org.okey.ui.strings.Lang
import java.util.Locale

/** Holds the app's state for the life of the process, so that no activity restart loses a game. */
class OkeyApplication : Application() {
    val app: AppStateHolder by lazy {
        val lang = if (Locale.getDefault().language == "tr") Lang.TR else Lang.EN
        AppStateHolder(LiveEngine(), FileStorage(filesDir), CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate), lang)
    }
}
