package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTextClearance
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import org.okey.appcore.Answer
import org.okey.appcore.Intent
import org.okey.appcore.JobKind
import org.okey.appcore.LobbySeatKind
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import org.okey.link.OkeyNetwork
import org.okey.link.scannedTable
import org.okey.ui.layout.ReferenceImages
import org.okey.ui.shell.LinkNetwork
import org.okey.ui.together.LocalQrScanner
import java.io.File
import java.nio.file.Files
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.test.AfterTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * A table over the real network, as the apps play it: two shells in this JVM, each with the apps'
 * [LinkNetwork] over the Rust transport (listening on 127.0.0.1), one hosting with two bots, one
 * joining by address and code; the host's person and the guest play a whole deal to its end.
 * The network's intents wait in a queue until the test's thread hands them to the core, as the
 * UI thread does in the apps, so nothing here races: each wait is for a message, with a
 * deadline only to fail instead of hanging.
 */
@OptIn(ExperimentalTestApi::class)
class NetworkTableTest {
    private val shells = mutableListOf<NetworkedShell>()

    @AfterTest
    fun closeNetworks() = shells.forEach { it.stop() }

    @Test
    fun `a host and a guest on two app cores play a deal to its end over loopback, and agree on the score`() {
        val (host, guest) = seatedTable()
        val moves = playUntil(host, guest) { host.dealOver && guest.dealOver }
        assertTrue(moves > 10, "the two people played $moves moves")
        assertSameScores(host, guest)
    }

    @Test
    fun `a guest whose app stops and a host whose app stops come back to the same table, and the deal still ends`() {
        val table = seatedTable()
        var (host, guest) = table
        playUntil(host, guest) { it >= 6 }
        // The guest's app is killed: its network goes, nothing is written. The host waits for it.
        guest.stop()
        host.until("the host sees Ayşe gone") { host.parts.seats.value.any { "Ayşe" in it.name && it.away != null } }
        // Opened again, Home offers the table back; its key is the one it had, so the seat is its.
        guest = NetworkedShell(seed = 22, dir = guest.dir).also(shells::add)
        val reopened = guest
        runDesktopComposeUiTest(412, 915) {
            setContent { AppScreens(reopened.shell) }
            waitForIdle()
            val out = File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
            ReferenceImages.writePng(onRoot().captureToImage(), File(out, "home-rejoin-en-portrait.png"))
            onNodeWithTag("rejoin").assertTextContains("Back to the table: Deniz").performClick()
        }
        untilAll(listOf(host, guest), "Ayşe is back at the table") {
            guest.parts.screen.value == Screen.TABLE && host.parts.seats.value.none { it.away != null }
        }
        playUntil(host, guest) { it >= 6 }
        // The host's app is killed; opened again, it listens where it did, with the same code.
        host.stop()
        untilAll(listOf(guest), "the guest sees the host gone") { guest.hostLeft }
        host = NetworkedShell(seed = 21, dir = host.dir).also(shells::add)
        host.send(Intent.ContinueGame)
        untilAll(listOf(host, guest), "Ayşe is back at the host's table") {
            host.parts.screen.value == Screen.TABLE && host.parts.seats.value.none { it.away != null } && !guest.hostLeft
        }
        playUntil(host, guest) { host.dealOver && guest.dealOver }
        assertSameScores(host, guest)
    }

    @Test
    fun `a guest scans the QR code the host's lobby draws, types the code and joins with the host's key pinned`() {
        val host = hostsLobby()
        val lobby = host.parts.lobby.value!!
        // The host's screen, as a phone held sideways draws it (915 x 412 dp at a Pixel's 2.625
        // pixels a dp); its QR code read off the screenshot, as a camera reads it.
        var scanned = ""
        runDesktopComposeUiTest((915 * PHONE_DENSITY).toInt(), (412 * PHONE_DENSITY).toInt()) {
            setContent { CompositionLocalProvider(LocalDensity provides Density(PHONE_DENSITY)) { AppScreens(host.shell) } }
            waitForIdle()
            scanned = readQr(onNodeWithTag("lobby-qr").captureToImage().toAwtImage())
        }
        assertEquals(lobby.payload, scanned, "the QR code drawn is the core's payload")

        val guest = NetworkedShell(seed = 32).also(shells::add)
        guest.send(Intent.JoinTable)
        runDesktopComposeUiTest(412, 915) {
            var text = "https://example.com/menu"
            setContent {
                CompositionLocalProvider(LocalQrScanner provides { guest.send(scannedTable(text)) }) { AppScreens(guest.shell) }
            }
            // Something else scanned first: said, and nothing filled in.
            onNodeWithTag("join-scan").performClick()
            waitForIdle()
            onNodeWithTag("join-status").assertTextContains("That QR code is not an Okey table's.")
            onNodeWithTag("join").assertIsNotEnabled()
            // A QR code with another key (a table pretending to be the host's): the join is refused.
            text = scanned.replace(Regex("fp=[0-9a-fA-F]{64}"), "fp=" + "0".repeat(64))
            onNodeWithTag("join-scan").performClick()
            onNodeWithTag("join-code").performTextInput(lobby.code!!.replace(" ", ""))
            waitForIdle()
            onNodeWithTag("join").performClick()
            untilAll(listOf(host, guest), "the other key is refused") { guest.parts.join.value?.status == "That is not the table of the QR code." }
            onNodeWithTag("join-code").performTextClearance()
            text = scanned
            onNodeWithTag("join-scan").performClick()
            waitForIdle()
            onNodeWithTag("join-address").assertTextContains(lobby.address!!)
            assertEquals(0, onAllNodesWithTag("join-status").fetchSemanticsNodes().size, "the complaint is gone")
            // The code is not in the QR code (a photo of the host's screen does not let anyone in): typed.
            onNodeWithTag("join").assertIsNotEnabled()
            onNodeWithTag("join-code").performTextInput(lobby.code!!.replace(" ", ""))
            waitForIdle()
            val out = File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
            ReferenceImages.writePng(onRoot().captureToImage(), File(out, "join-scanned-en-portrait.png"))
            onNodeWithTag("join").assertIsEnabled().performClick()
        }
        untilAll(listOf(host, guest), "the guest who scanned is seated") {
            guest.parts.screen.value == Screen.LOBBY && host.parts.lobby.value?.seats?.any { it.kind == LobbySeatKind.Guest(true) } == true
        }
    }

    /** The host's lobby with a guest seat, listening on loopback. */
    private fun hostsLobby(): NetworkedShell {
        val host = NetworkedShell(seed = 21).also(shells::add)
        host.send(Intent.HostTable)
        host.send(Intent.ChoosePerson(0u, "Deniz"))
        host.send(Intent.ChooseGuestSeat(1u))
        host.send(Intent.StartGame)
        assertEquals(Screen.LOBBY, host.parts.screen.value)
        host.until("the host listens") { host.parts.lobby.value?.address != null }
        return host
    }

    /** A table of two people over the network, and where the host listens with which code. */
    private data class Seated(val host: NetworkedShell, val guest: NetworkedShell, val address: String, val code: String)

    /** The host's lobby with a guest seat, Ayşe joined by address and code, the game started. */
    private fun seatedTable(): Seated {
        val host = hostsLobby()
        val lobby = host.parts.lobby.value!!
        val address = lobby.address!!
        val code = lobby.code!!.replace(" ", "")
        assertTrue(address.startsWith("127.0.0.1:"), "listening on loopback: $address")

        val guest = NetworkedShell(seed = 22).also(shells::add)
        guest.send(Intent.Show(Screen.NEW_GAME))
        guest.send(Intent.ChoosePerson(0u, "Ayşe"))
        guest.send(Intent.Show(Screen.HOME))
        guest.join(address, code)
        val both = listOf(host, guest)
        untilAll(both, "Ayşe is seated in the host's lobby") {
            host.parts.lobby.value?.seats?.any { it.name == "Ayşe" && it.kind == LobbySeatKind.Guest(true) } == true
        }
        host.send(Intent.StartGame)
        untilAll(both, "the guest sees the table") { guest.parts.screen.value == Screen.TABLE }
        return Seated(host, guest, address, code)
    }

    /** Both people play (and the bots) until [done] says so, given the moves made; the moves made. */
    private fun playUntil(host: NetworkedShell, guest: NetworkedShell, done: (Int) -> Boolean): Int {
        var moves = 0
        untilAll(listOf(host, guest), "the game reaches its point ($moves moves made)", deadlineSeconds = 120) {
            moves += host.act() + guest.act()
            done(moves) || (host.dealOver && guest.dealOver)
        }
        return moves
    }

    private fun assertSameScores(host: NetworkedShell, guest: NetworkedShell) {
        val hostTotals = host.parts.scoreSheet.value!!.rows.map { it.total }.sorted()
        val guestTotals = guest.parts.scoreSheet.value!!.rows.map { it.total }.sorted()
        assertEquals(hostTotals, guestTotals, "the guest's score sheet is the host's")
        assertEquals(host.parts.piles.value.sumOf { it.tiles.size }, guest.parts.piles.value.sumOf { it.tiles.size }, "the same discards")
    }

    /** Runs every shell's network and jobs, and lets [act] move, until [done] or the deadline. */
    private fun untilAll(shells: List<NetworkedShell>, what: String, deadlineSeconds: Long = 30, done: () -> Boolean) {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(deadlineSeconds)
        while (!done()) {
            if (System.nanoTime() > deadline) fail("not within ${deadlineSeconds}s: $what; " + shells.joinToString { it.describe() })
            val moved = shells.map { it.pump(waitMs = 0) }.any { it }
            if (!moved) shells.first().pump(waitMs = 20)
        }
    }

    private fun NetworkedShell.until(what: String, done: () -> Boolean) = untilAll(listOf(this), what, done = done)
}

/** A Pixel phone's pixels a dp. */
private const val PHONE_DENSITY = 2.625f

/** ZXing's reader over a screenshot, as a phone's camera reads a QR code off another's screen. */
fun readQr(image: java.awt.image.BufferedImage): String {
    val pixels = image.getRGB(0, 0, image.width, image.height, null, 0, image.width)
    val source = com.google.zxing.RGBLuminanceSource(image.width, image.height, pixels)
    val bitmap = com.google.zxing.BinaryBitmap(com.google.zxing.common.HybridBinarizer(source))
    return com.google.zxing.qrcode.QRCodeReader().decode(bitmap).text
}

/**
 * A test's shell whose network is the apps' [LinkNetwork] over loopback. What the network says
 * waits in [arrived] until [pump] hands it to the core on the test's thread. Jobs run at once,
 * but for a guest's sync and a dropped guest's wait, which run when their time comes, as in the
 * apps.
 */
class NetworkedShell(seed: Long, val dir: File = Files.createTempDirectory("okey-net").toFile()) {
    private val arrived = LinkedBlockingQueue<() -> Unit>()
    private lateinit var network: LinkNetwork
    private val test = TestShell(seed, dir = dir) { shell ->
        network = LinkNetwork(OkeyNetwork.open(dir.path, loopbackOnly = true), arrived::add, shell::send)
        shell.network = network
    }
    private var stopped = false
    val parts get() = test.parts
    val shell get() = test.shell
    val phase get() = test.phase
    val hostLeft get() = parts.tableStatus.value?.text?.startsWith("The host left") == true
    val dealOver get() = phase == TablePhase.DEAL_OVER || phase == TablePhase.GAME_OVER

    /** When each timed job waiting is due (nanoTime). */
    private val due = HashMap<Any, Long>()

    /** The table as last acted on, and when: one gesture per table, again only if nothing came for a while. */
    private var acted: Pair<Any?, Long>? = null

    fun send(intent: Intent) = test.send(intent)

    /** Joins the table at [address] with [code], as a player types them on the Join screen. */
    fun join(address: String, code: String) {
        send(Intent.JoinTable)
        send(Intent.SetJoinAddress(address))
        send(Intent.SetJoinCode(code))
        send(Intent.Join)
    }

    /** The app is killed: its network stops at once, and nothing more is written. */
    fun stop() {
        if (!stopped) network.close()
        stopped = true
    }

    /** Where this shell stands, for a failure's message. */
    fun describe() = "${parts.screen.value} ${parts.tableStatus.value} rack ${parts.rack.value?.slots?.count { it != null }} dialog ${parts.tableDialog.value} message ${parts.message.value} jobs ${test.jobs.waiting.map { it.job.kind }}"

    /** Hands the core what arrived (waiting at most [waitMs] for the first) and runs the jobs due; whether anything happened. */
    fun pump(waitMs: Long): Boolean {
        var happened = false
        var next = if (waitMs > 0) arrived.poll(waitMs, TimeUnit.MILLISECONDS) else arrived.poll()
        while (next != null) {
            next()
            happened = true
            next = arrived.poll()
        }
        val now = System.nanoTime()
        val ran = test.jobs.runAll({ job ->
            when (job.kind) {
                JobKind.EXPIRE_MESSAGE -> false
                JobKind.GUEST_SYNC, JobKind.GUEST_WAITED -> {
                    val waiting = test.jobs.waiting.first { it.job == job }
                    now >= due.getOrPut(waiting) { now + TimeUnit.MILLISECONDS.toNanos(waiting.afterMs) }
                }
                else -> true
            }
        })
        due.keys.retainAll(test.jobs.waiting.toSet())
        return happened || ran > 0
    }

    /** This seat's move when it is to move: draw, or discard the rack's last tile (yes to a costly one). 1 if it moved. */
    fun act(): Int {
        val status = parts.tableStatus.value ?: return 0
        if (!status.yourTurn || parts.handover.value != null) return 0
        val seen = status to parts.rack.value
        val now = System.nanoTime()
        val last = acted
        if (last != null && last.first == seen && now - last.second < TimeUnit.SECONDS.toNanos(3)) return 0
        acted = seen to now
        when (status.phase) {
            TablePhase.DRAW -> send(Intent.Draw)
            TablePhase.PLAY -> {
                send(Intent.Discard(test.rackTiles().last()))
                if (parts.tableDialog.value != null) send(Intent.Answer(Answer.Confirm))
            }
            else -> return 0
        }
        return 1
    }
}
