package org.okey.app

import android.os.Build
import android.os.Bundle
import android.view.HapticFeedbackConstants
import androidx.activity.ComponentActivity
import androidx.activity.OnBackPressedCallback
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.ui.Modifier
import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import org.okey.ui.AppScreens
import org.okey.ui.shell.Feedback

/**
 * The one activity: draws the shared UI edge to edge, inside the safe drawing area, over the
 * app's one shell. Back goes to the core; vibrations and announcements come from its effects.
 * When it leaves the screen, what waits to be written is written before Android may end the process.
 */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val okey = application as OkeyApplication
        val shell = okey.shell
        okey.feedback = object : Feedback {
            override fun haptic(kind: Haptic) {
                // CONFIRM and REJECT exist from Android 11; before, a plain tap's feedback.
                val modern = Build.VERSION.SDK_INT >= Build.VERSION_CODES.R
                val constant = when (kind) {
                    Haptic.CONFIRM -> if (modern) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.VIRTUAL_KEY
                    Haptic.REFUSED -> if (modern) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS
                    Haptic.YOUR_TURN -> HapticFeedbackConstants.CLOCK_TICK
                }
                window.decorView.performHapticFeedback(constant)
            }

            // Deprecated in API 36 for live regions; the core's announcements are one-off sentences.
            @Suppress("DEPRECATION")
            override fun announce(text: String) = window.decorView.announceForAccessibility(text)
        }
        onBackPressedDispatcher.addCallback(this, object : OnBackPressedCallback(true) {
            override fun handleOnBackPressed() {
                if (shell.parts.screen.value == Screen.HOME && shell.parts.dialog.value == null) {
                    // Back from Home leaves the app, as the system does.
                    isEnabled = false
                    onBackPressedDispatcher.onBackPressed()
                    isEnabled = true
                } else {
                    shell.send(Intent.Back)
                }
            }
        })
        setContent {
            Box(Modifier.fillMaxSize().safeDrawingPadding()) { AppScreens(shell) }
        }
    }

    override fun onStop() {
        super.onStop()
        // Milliseconds at most: one file write per waiting file.
        (application as OkeyApplication).shell.flush()
    }

    override fun onDestroy() {
        (application as OkeyApplication).feedback = Feedback.None
        super.onDestroy()
    }
}
