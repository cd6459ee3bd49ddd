package org.okey.ui.shell

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import org.okey.appcore.Effect
import org.okey.appcore.Flight
import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.Job
import org.okey.appcore.OkeyAppInterface
import org.okey.appcore.Sound
import org.okey.appcore.Update

/**
 * The Android app's whole shell over the app core (`OkeyApp`, in Rust): every gesture goes to
 * [send], on the UI thread; each update's view model is published part by part ([parts]) and its
 * effects performed: jobs through [jobs] (later, off the UI thread, their update back on it),
 * flights to [flights], haptics and announcements to [feedback]. Nothing about the game is decided
 * here. Every method is called on the UI thread.
 */
class AppShell(
    private val core: OkeyAppInterface,
    private val jobs: JobRunner,
    private val feedback: Feedback = Feedback.None,
    /** Draws the lobby's QR code (a library on the JVM platforms; none in commonMain). */
    val qr: QrEncoder = QrEncoder.None,
) {
    /**
     * Looks for tables nearby when the core asks (`Effect.Browse`): the Android app's NSD
     * discovery, which sends what it finds back as `Intent.TableFound` / `Intent.TableGone`.
     */
    var discovery: Discovery = Discovery.None

    /**
     * Performs the core's network effects (hosting, joining, the messages): the Rust transport in
     * the apps ([LinkNetwork]), whose intents come back through [send]; none in tests that play
     * the network's part themselves. Set before [start]: a hosted game reopened listens at once.
     */
    var network: Network = Network.None

    /** The view model as last drawn, one state per part of the screen. */
    val parts = ViewParts(core.view())

    private val flightsNow = MutableStateFlow<FlightBatch?>(null)

    /** The latest move's tiles to fly; each batch has a serial of its own. */
    val flights: StateFlow<FlightBatch?> = flightsNow.asStateFlow()

    /** The revision of the view on screen: an older update (a job's, overtaken) is not drawn. */
    private var shown = 0UL
    private var flightSerial = 0L

    /** Once, after opening. */
    fun start() = apply(core.start())

    /** A gesture (microseconds in the core). */
    fun send(intent: Intent) = apply(core.send(intent))

    /** Writes what waits to be written (the app goes to the background, the window closes). */
    fun flush() = core.flush()

    private fun apply(update: Update) {
        if (update.revision > shown) {
            shown = update.revision
            parts.publish(update.view)
        }
        for (effect in update.effects) perform(effect)
    }

    private fun perform(effect: Effect) {
        when (effect) {
            is Effect.Run -> jobs.launch(effect.job, effect.afterMs.toLong(), { core.run(effect.job) }, ::apply)
            is Effect.Animate -> flightsNow.value = FlightBatch(++flightSerial, effect.flights, effect.durationMs.toInt())
            is Effect.Haptic -> feedback.haptic(effect.kind)
            is Effect.Announce -> feedback.announce(effect.text)
            is Effect.Sound -> feedback.sound(effect.kind)
            is Effect.Browse -> discovery.browse(effect.on)
            is Effect.Listen, Effect.StopListening, is Effect.SendToGuest, is Effect.CloseGuest,
            is Effect.Connect, is Effect.SendToHost, Effect.Disconnect,
            -> network.perform(effect)
        }
    }
}

/** One effect's tiles in flight, all at once over [durationMs]. */
data class FlightBatch(val serial: Long, val flights: List<Flight>, val durationMs: Int)

/** Runs the app core's jobs: after [afterMs], [work] off the UI thread, then [deliver] its update on it. */
fun interface JobRunner {
    fun launch(job: Job, afterMs: Long, work: () -> Update, deliver: (Update) -> Unit)
}

/** What the platform does for the player's senses: a vibration, a sound, a screen reader's announcement. */
interface Feedback {
    fun haptic(kind: Haptic)

    fun sound(kind: Sound)

    fun announce(text: String)

    object None : Feedback {
        override fun haptic(kind: Haptic) = Unit

        override fun sound(kind: Sound) = Unit

        override fun announce(text: String) = Unit
    }
}

/** Turns the QR code's text into its modules (dark squares), row by row; `null` when it cannot. */
fun interface QrEncoder {
    fun encode(text: String): QrModules?

    companion object {
        val None = QrEncoder { null }
    }
}

/** A QR code's modules: [size] by [size], `dark[row * size + column]`. */
class QrModules(val size: Int, val dark: BooleanArray) {
    fun isDark(row: Int, column: Int) = dark[row * size + column]
}

/** Performs a network effect of the core (listening, connecting, sending a message). */
fun interface Network {
    fun perform(effect: Effect)

    companion object {
        val None = Network { }
    }
}

/** Looks for tables nearby on the local network, or stops. */
fun interface Discovery {
    fun browse(on: Boolean)

    companion object {
        val None = Discovery { }
    }
}
