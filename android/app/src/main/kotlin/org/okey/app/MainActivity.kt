package org.okey.app

import android.animation.ValueAnimator
import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Build
import android.os.Bundle
import android.provider.Settings
import android.view.HapticFeedbackConstants
import androidx.activity.ComponentActivity
import androidx.activity.OnBackPressedCallback
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.Modifier
import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import org.okey.appcore.Sound
import org.okey.ui.AppScreens
import org.okey.ui.shell.Feedback
import org.okey.ui.table.LocalMotion

/**
 * The one activity: draws the shared UI edge to edge, inside the safe drawing area, over the
 * app's one shell. Back goes to the core; vibrations, sounds and announcements come from its
 * effects. Motion follows the system's animator duration scale (off: no slides, flights or
 * finish moment). When it leaves the screen, what waits to be written is written before Android
 * may end the process.
 */
class MainActivity : ComponentActivity() {
    /** The app's own tile sounds, loaded once the activity is made. */
    private var sounds: TileSounds? = null

    /** Whether the system lets apps animate (Settings: animator duration scale); read again on resume. */
    private val motion = mutableStateOf(true)

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

            // The core sends a sound only when the player has sound on.
            override fun sound(kind: Sound) {
                sounds?.play(kind)
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
        sounds = TileSounds(this)
        setContent {
            CompositionLocalProvider(LocalMotion provides motion.value) {
                Box(Modifier.fillMaxSize().safeDrawingPadding()) { AppScreens(shell) }
            }
        }
    }

    override fun onResume() {
        super.onResume()
        motion.value = animatorsEnabled()
    }

    /** Off when the player turned animations off (or down to nothing) in the system's settings. */
    private fun animatorsEnabled(): Boolean =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) {
            ValueAnimator.areAnimatorsEnabled()
        } else {
            Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) > 0f
        }

    override fun onStop() {
        super.onStop()
        // Milliseconds at most: one file write per waiting file.
        (application as OkeyApplication).shell.flush()
    }

    override fun onDestroy() {
        (application as OkeyApplication).feedback = Feedback.None
        sounds?.release()
        sounds = null
        super.onDestroy()
    }
}

/**
 * The core's sounds, from the app's own tile sounds in `assets/sounds` (OGG, a few KB each, made
 * by `scripts/make-sounds`; assets rather than res/raw so that no R class is needed): one short
 * sample per kind, at two thirds of the media volume.
 */
private class TileSounds(context: Context) {
    private val pool = SoundPool.Builder()
        .setMaxStreams(3)
        .setAudioAttributes(
            AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_GAME).setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION).build(),
        )
        .build()

    private val loaded: Map<Sound, Int> = Sound.entries.associateWith { kind ->
        context.assets.openFd("sounds/${fileOf(kind)}.ogg").use { pool.load(it, 1) }
    }

    fun play(kind: Sound) {
        loaded[kind]?.let { pool.play(it, VOLUME, VOLUME, 1, 0, 1f) }
    }

    fun release() = pool.release()

    private companion object {
        const val VOLUME = 0.66f

        /** A sound's file, named as `scripts/make-sounds` names it for both apps: YOUR_TURN, your-turn. */
        fun fileOf(kind: Sound) = kind.name.lowercase().replace('_', '-')
    }
}
