package org.okey.ui.shell

import org.okey.appcore.Effect
import org.okey.appcore.Intent
import org.okey.link.OkeyNetwork
import kotlin.concurrent.thread

/**
 * The apps' network: the Rust transport (`OkeyNetwork`, okey-link over okey-net: the handshake,
 * the encryption, the sockets and their threads) performs the core's network effects, and a
 * daemon thread of this class waits for what the network says (a guest's message, the host gone)
 * and hands each intent to [post], which runs [deliver] on the UI thread, where the shell sends it
 * to the core as it would a gesture. [perform] only queues and starts threads: quick enough for
 * the UI thread.
 */
class LinkNetwork(
    private val link: OkeyNetwork,
    private val post: (() -> Unit) -> Unit,
    private val deliver: (Intent) -> Unit,
) : Network,
    AutoCloseable {
    @Volatile private var open = true

    private val listener = thread(name = "okey-network", isDaemon = true) {
        while (open) {
            // A bounded wait, so that close() ends the thread soon after.
            val intent = link.nextIntent(POLL_MS) ?: continue
            if (open) post { deliver(intent) }
        }
    }

    override fun perform(effect: Effect) {
        link.perform(effect)
    }

    /** Stops hosting or leaves the host, and ends the thread: the app is closing for good. */
    override fun close() {
        open = false
        link.stop()
        listener.join()
        link.destroy()
    }

    private companion object {
        const val POLL_MS = 200u
    }
}
