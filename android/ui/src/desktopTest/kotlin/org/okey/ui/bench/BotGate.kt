package org.okey.ui.bench

import java.util.concurrent.Semaphore
import java.util.concurrent.atomic.AtomicInteger

/**
 * Holds each bot move until the benchmark lets it go, so that a bot never moves during the frames
 * of the player's action (which would count the bot's frames as the player's), and each bot move's
 * frames can be timed on their own. The state holder's bot loop calls [pause] before every move.
 */
class BotGate {
    private val permits = Semaphore(0)
    private val arrivals = AtomicInteger()
    private val released = AtomicInteger()

    /** The bot's pause: wait for the benchmark's go. */
    fun pause(): Long {
        arrivals.incrementAndGet()
        permits.acquire()
        return 0L
    }

    /** A bot is held at the gate, waiting for [release]. */
    val holding: Boolean get() = arrivals.get() > released.get()

    /** Lets one bot move go. */
    fun release() {
        released.incrementAndGet()
        permits.release()
    }
}
