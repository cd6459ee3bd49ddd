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
) {
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
            // The local-network table: the app core asks for these only after Host or Join a
            // table, which this app does not offer yet (no transport is wired here).
            is Effect.Listen, Effect.StopListening, is Effect.SendToGuest, is Effect.CloseGuest,
            is Effect.Connect, is Effect.SendToHost, Effect.Disconnect, is Effect.Browse -> Unit
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
