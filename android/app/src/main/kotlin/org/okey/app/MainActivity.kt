package org.okey.app

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.ui.Modifier
import org.okey.ui.OkeyApp

/**
 * The one activity: draws the shared UI edge to edge, inside the safe drawing area. When it leaves
 * the screen (home button, another app, a call), the saves still waiting are written before
 * Android may end the process.
 */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val app = (application as OkeyApplication).app
        setContent {
            Box(Modifier.fillMaxSize().safeDrawingPadding()) { OkeyApp(app) }
        }
    }

    override fun onStop() {
        super.onStop()
        // Milliseconds at most: one engine save and one file write per waiting name.
        (application as OkeyApplication).app.flush()
    }
}
