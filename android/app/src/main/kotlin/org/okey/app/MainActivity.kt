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

/** The one activity: draws the shared UI edge to edge, inside the safe drawing area. */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val app = (application as OkeyApplication).app
        setContent {
            Box(Modifier.fillMaxSize().safeDrawingPadding()) { OkeyApp(app) }
        }
    }
}
