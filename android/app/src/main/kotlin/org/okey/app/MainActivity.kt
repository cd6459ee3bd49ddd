package org.okey.app

import android.Manifest
import android.animation.ValueAnimator
import android.content.Context
import android.content.pm.PackageManager
import android.media.AudioAttributes
import android.media.SoundPool
import android.net.Uri
import android.os.Build
import android.os.Bundle
import android.provider.Settings
import android.view.HapticFeedbackConstants
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.activity.OnBackPressedCallback
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.core.content.ContextCompat
import androidx.lifecycle.lifecycleScope
import com.journeyapps.barcodescanner.ScanContract
import com.journeyapps.barcodescanner.ScanOptions
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.launch
import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.LobbySeatKind
import org.okey.appcore.Screen
import org.okey.appcore.Sound
import org.okey.link.scannedTable
import org.okey.ui.AppScreens
import org.okey.ui.components.NoticeDialog
import org.okey.ui.shell.Discovery
import org.okey.ui.shell.Feedback
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.table.LocalMotion
import org.okey.ui.together.LocalQrScanner

/**
 * The one activity: draws the shared UI edge to edge, inside the safe drawing area, over the
 * app's one shell. Back goes to the core; vibrations, sounds and announcements come from its
 * effects. Motion follows the system's animator duration scale (off: no slides, flights or
 * finish moment). When it leaves the screen, what waits to be written is written before Android
 * may end the process, and at a table of several people every rack is hidden first; while a rack
 * on screen is private (`TableView.private`) the window is `FLAG_SECURE`, so neither the recent
 * apps' snapshot nor a screenshot shows it. Hosting or joining a table asks for the local-network
 * permission where Android has one, and says what it is for when it is refused. The Join screen's
 * Scan opens ZXing's scanner (after asking for the camera, explained if refused) and hands what it
 * read to the Rust `scannedTable`, whose intent goes to the core as it is.
 */
class MainActivity : ComponentActivity() {
    /** The app's own tile sounds, loaded once the activity is made. */
    private var sounds: TileSounds? = null

    /** Whether the system lets apps animate (Settings: animator duration scale); read again on resume. */
    private val motion = mutableStateOf(true)

    /** Tables nearby (NSD), for the Join screen, and this phone's table advertised from its lobby. */
    private var tables: NsdTables? = null

    /** The player refused the local-network permission: the notice shows until dismissed. */
    private val networkRefused = mutableStateOf(false)
    private var networkAsked = false

    private val askNetwork = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        networkRefused.value = !granted
    }

    /** The player refused the camera: the notice shows until dismissed. */
    private val cameraRefused = mutableStateOf(false)

    /** The scanner's prompt, in the player's language when Scan was pressed. */
    private var scanPrompt = ""

    // No contents: the player went back from the scanner, and the core hears nothing.
    private val scanQr = registerForActivityResult(ScanContract()) { result ->
        result.contents?.let { (application as OkeyApplication).shell.send(scannedTable(it)) }
    }

    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        if (granted) openScanner() else cameraRefused.value = true
    }

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
        onBackPressedDispatcher.addCallback(
            this,
            object : OnBackPressedCallback(true) {
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
            },
        )
        sounds = TileSounds(this)
        val nsd = NsdTables(this, shell::send)
        tables = nsd
        shell.discovery = nsd
        lifecycleScope.launch {
            // Main.immediate: the flag follows the view model in the same turn of the main loop.
            shell.parts.privateRack.collect { private ->
                if (private) window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) else window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
        }
        lifecycleScope.launch {
            combine(shell.parts.screen, shell.parts.newGame) { screen, form -> screen == Screen.LOBBY || screen == Screen.JOIN || (form?.hosting == true && screen == Screen.NEW_GAME) }
                .collect { together -> if (together) askForLocalNetwork() }
        }
        setContent {
            val prompt = t(S.scanPrompt)
            val scan = remember(prompt) { { scanTable(prompt) } }
            CompositionLocalProvider(LocalMotion provides motion.value, LocalQrScanner provides scan) {
                Box(Modifier.fillMaxSize().safeDrawingPadding()) {
                    AppScreens(shell) {
                        if (networkRefused.value) {
                            NoticeDialog(
                                t(S.localNetworkRefused),
                                listOf(t(S.openSettings) to ::openAppSettings, t(S.ok) to { networkRefused.value = false }),
                            )
                        }
                        if (cameraRefused.value) {
                            NoticeDialog(
                                t(S.cameraRefused),
                                listOf(t(S.openSettings) to ::openAppSettings, t(S.ok) to { cameraRefused.value = false }),
                            )
                        }
                    }
                }
                // The host's table advertised on the network while its lobby has an address.
                val lobby by shell.parts.lobby.collectAsState()
                val address = lobby?.takeIf { it.hosting }?.address
                val port = address?.substringAfterLast(':')?.toIntOrNull()
                val ip = address?.substringBeforeLast(':').orEmpty()
                val name = lobby?.seats?.firstOrNull { it.kind == LobbySeatKind.Host }?.name.orEmpty()
                LaunchedEffect(port, ip, name) { nsd.advertise("Okey · $name", ip, port) }
            }
        }
    }

    /**
     * The local network's permission, once per launch: Android 17 on, ACCESS_LOCAL_NETWORK; Android
     * 16, where the restriction is opt-in, NEARBY_WIFI_DEVICES stands for it; before, none is needed.
     */
    private fun askForLocalNetwork() {
        val permission = when {
            Build.VERSION.SDK_INT >= ANDROID_17 -> ACCESS_LOCAL_NETWORK
            Build.VERSION.SDK_INT >= Build.VERSION_CODES.BAKLAVA -> Manifest.permission.NEARBY_WIFI_DEVICES
            else -> return
        }
        if (networkAsked || ContextCompat.checkSelfPermission(this, permission) == PackageManager.PERMISSION_GRANTED) return
        networkAsked = true
        askNetwork.launch(permission)
    }

    /** The Join screen's Scan: the camera asked for first, if it was not given before. */
    private fun scanTable(prompt: String) {
        scanPrompt = prompt
        if (ContextCompat.checkSelfPermission(this, Manifest.permission.CAMERA) == PackageManager.PERMISSION_GRANTED) {
            openScanner()
        } else {
            askCamera.launch(Manifest.permission.CAMERA)
        }
    }

    /** ZXing's scanner, QR codes only, turning with the phone, silent. */
    private fun openScanner() {
        val options = ScanOptions()
            .setDesiredBarcodeFormats(ScanOptions.QR_CODE)
            .setPrompt(scanPrompt)
            .setOrientationLocked(false)
            .setBeepEnabled(false)
        scanQr.launch(options)
    }

    private fun openAppSettings() {
        networkRefused.value = false
        cameraRefused.value = false
        startActivity(android.content.Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS, Uri.fromParts("package", packageName, null)))
    }

    override fun onResume() {
        super.onResume()
        motion.value = animatorsEnabled()
    }

    /** Off when the player turned animations off (or down to nothing) in the system's settings. */
    private fun animatorsEnabled(): Boolean = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) {
        ValueAnimator.areAnimatorsEnabled()
    } else {
        Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) > 0f
    }

    override fun onStop() {
        super.onStop()
        val shell = (application as OkeyApplication).shell
        // Several people at this phone: every rack hidden, the hand-over shown on return.
        shell.send(Intent.Background)
        // Milliseconds at most: one file write per waiting file.
        shell.flush()
    }

    override fun onDestroy() {
        val okey = application as OkeyApplication
        okey.feedback = Feedback.None
        okey.shell.discovery = Discovery.None
        tables?.stop()
        tables = null
        sounds?.release()
        sounds = null
        super.onDestroy()
    }
}

/** Android 17's API level, and its local-network permission (not in the SDK 36 this app compiles against). */
private const val ANDROID_17 = 37
private const val ACCESS_LOCAL_NETWORK = "android.permission.ACCESS_LOCAL_NETWORK"

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
