package org.okey.app

import android.media.AudioManager
import android.media.ToneGenerator
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
import org.okey.appcore.Sound
import org.okey.ui.AppScreens
import org.okey.ui.shell.Feedback

/**
 * The one activity: draws the shared UI edge to edge, inside the safe drawing area, over the
 * app's one shell. Back goes to the core; vibrations and announcements come from its effects.
 * When it leaves the screen, what waits to be written is written before Android may end the process.
 */
class MainActivity : ComponentActivity() {
    /** Quiet system tones for the core's sounds (30% of the media volume), made on first use. */
    private var tones: ToneGenerator? = null

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

            // The system's tones until the app ships its own sounds: short, quiet, one per kind.
            override fun sound(kind: Sound) {
                val (tone, millis) = when (kind) {
                    Sound.DRAW -> ToneGenerator.TONE_PROP_BEEP to 40
                    Sound.DISCARD -> ToneGenerator.TONE_PROP_ACK to 60
                    Sound.LAY -> ToneGenerator.TONE_PROP_BEEP2 to 80
                    Sound.YOUR_TURN -> ToneGenerator.TONE_PROP_PROMPT to 120
                    Sound.DEAL_WON -> ToneGenerator.TONE_CDMA_CONFIRM to 300
                    Sound.DEAL_LOST -> ToneGenerator.TONE_PROP_NACK to 200
                }
                val generator = tones ?: ToneGenerator(AudioManager.STREAM_MUSIC, 30).also { tones = it }
                generator.startTone(tone, millis)
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
        tones?.release()
        tones = null
        super.onDestroy()
    }
}
