package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Screen
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * Playing together through the drawn screens over the real app core: the New game form's people,
 * the hand-over that hides every rack until a tap, the host's lobby (code, QR code, seats, Start),
 * the Join screen (a table found, the code typed, Join), and an away guest's seat.
 */
@OptIn(ExperimentalTestApi::class)
class TogetherUiTest {
    @Test
    fun `the hand-over hides the rack until the person it names taps, then shows their rack`() = runDesktopComposeUiTest(915, 412) {
        val test = assertNotNull(passAndPlay().untilHandover(), "no hand-over within six turns")
        showApp(test)
        onNodeWithTag("handover").assertIsDisplayed()
        onNodeWithTag("handover").assertTextContains("Pass to Ayşe", substring = true).assertTextContains("Tap to show your rack", substring = true)
        assertEquals(0, onAllNodes(rackTile, useUnmergedTree = true).fetchSemanticsNodes().size, "no tile on the rack")
        assertTrue(test.rackTiles().isEmpty(), "the core sent no tile of the rack")
        assertTrue(!test.parts.privateRack.value, "nothing private on screen")
        // The public parts stay: every seat and the stock.
        onNodeWithTag("stock").assertIsDisplayed()
        onNodeWithTag("handover").performClick()
        waitForIdle()
        assertNull(test.parts.handover.value)
        assertTrue(test.parts.privateRack.value, "Ayşe's rack is private: kept out of snapshots")
        val tiles = test.rackTiles()
        assertTrue(tiles.isNotEmpty())
        onNodeWithTag("tile-${tiles.first()}").assertIsDisplayed()
        assertEquals(0, onAllNodesWithTag("handover").fetchSemanticsNodes().size)
    }

    @Test
    fun `the New game form makes a seat a person with the name typed, and a bot again`() = runDesktopComposeUiTest(412, 915) {
        val test = TestShell(seed = 11).also { it.send(org.okey.appcore.Intent.Show(Screen.NEW_GAME)) }
        showApp(test)
        onNodeWithTag("seat-kind-2").performScrollTo()
        clickSegment("seat-kind-2", "Person")
        assertEquals("Player 3", test.parts.newGame.value!!.opponents[1].person)
        onNodeWithTag("name-2").performScrollTo().performTextInput("Zeynep")
        waitForIdle()
        assertEquals("Zeynep", test.parts.newGame.value!!.opponents[1].person)
        clickSegment("seat-kind-2", "Person")
        assertEquals("Zeynep", test.parts.newGame.value!!.opponents[1].person, "Person again keeps the name")
        clickSegment("seat-kind-2", "Bot")
        assertNull(test.parts.newGame.value!!.opponents[1].person)
        onNodeWithTag("name-0").performScrollTo().performTextInput("Mehmet")
        waitForIdle()
        assertEquals("Mehmet", test.parts.newGame.value!!.yourName)
    }

    @Test
    fun `the host's lobby shows the code and the QR code, fills a seat when a guest joins, and starts`() = runDesktopComposeUiTest(915, 412) {
        val test = hostedLobby(listening = false)
        showApp(test)
        // Before the transport listens: no code, and Start not offered.
        onNodeWithTag("lobby-opening").assertIsDisplayed()
        onNodeWithTag("lobby-start").assertIsNotEnabled()
        test.send(org.okey.appcore.Intent.Listening("192.168.1.20", 47001u, "042917", "fp", TEST_PAYLOAD, ByteArray(32)))
        waitForIdle()
        onNodeWithTag("lobby-code").assertTextContains("042 917")
        onNodeWithTag("lobby-qr").assertIsDisplayed()
        onNodeWithTag("lobby-address").assertTextContains("192.168.1.20:47001")
        seatSays(1, "Open seat")
        test.guestJoins(1u, "Ayşe")
        waitForIdle()
        seatSays(1, "Ayşe")
        seatSays(1, "joined")
        onNodeWithTag("lobby-start").assertIsEnabled().performClick()
        waitForIdle()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        assertTrue(test.parts.seats.value.any { it.name == "Ayşe" })
    }

    @Test
    fun `a guest's lobby shows the seats and waits for the host, with no code and no Start`() = runDesktopComposeUiTest(412, 915) {
        val test = guestLobby()
        showApp(test)
        onNodeWithTag("lobby-status").assertTextContains("Waiting for the host to start.")
        seatSays(1, "Ayşe")
        seatSays(0, "Deniz")
        assertEquals(0, onAllNodesWithTag("lobby-code").fetchSemanticsNodes().size)
        assertEquals(0, onAllNodesWithTag("lobby-start").fetchSemanticsNodes().size)
        assertEquals(0, onAllNodesWithTag("lobby-wait").fetchSemanticsNodes().size)
    }

    @Test
    fun `the QR code drawn is the core's payload, read back by ZXing's decoder`() {
        val modules = assertNotNull(org.okey.ui.shell.ZxingQr.encode(TEST_PAYLOAD))
        assertEquals(TEST_PAYLOAD, decodeQr(modules))
    }

    @Test
    fun `the Join screen fills the address from a table found, takes the code typed, and joins`() = runDesktopComposeUiTest(412, 915) {
        val test = joinScreen()
        showApp(test)
        onNodeWithTag("join").assertIsNotEnabled()
        onNodeWithTag("found-1").assertTextContains("Zeynep", substring = true).performClick()
        waitForIdle()
        assertEquals("192.168.1.34:47003", test.parts.join.value!!.address)
        onNodeWithTag("join-address").assertTextContains("192.168.1.34:47003")
        onNodeWithTag("join-code").performTextInput("042917")
        waitForIdle()
        onNodeWithTag("join").assertIsEnabled().performClick()
        waitForIdle()
        onNodeWithTag("join-status").assertTextContains("Joining…")
    }

    @Test
    fun `a guest who dropped is marked on their seat`() = runDesktopComposeUiTest(915, 412) {
        val test = hostedLobby()
        test.guestJoins(1u, "Ayşe")
        test.send(org.okey.appcore.Intent.StartGame)
        test.jobs.runAllButTimeouts()
        showApp(test)
        assertEquals(0, onAllNodesWithTag("away-1").fetchSemanticsNodes().size)
        test.send(org.okey.appcore.Intent.GuestLeft(1u))
        waitForIdle()
        onNodeWithTag("away-1").assertTextContains("reconnecting…")
    }

    @Test
    fun `the refused local-network and camera permissions are explained in both languages, laid out well`() {
        val notices = listOf(
            Triple(org.okey.ui.strings.S.localNetworkRefused, "local-network-refused", "Nearby devices" to "Yakındaki cihazlar"),
            Triple(org.okey.ui.strings.S.cameraRefused, "camera-refused", "needs the camera" to "kameraya ihtiyacı"),
        )
        for ((notice, name, words) in notices) {
            for (language in org.okey.appcore.Language.entries) {
                runDesktopComposeUiTest(412, 915) {
                    val test = joinScreen(language)
                    val closed = androidx.compose.runtime.mutableStateOf(false)
                    setContent {
                        AppScreens(test.shell) {
                            if (!closed.value) {
                                org.okey.ui.components.NoticeDialog(
                                    org.okey.ui.strings.t(notice),
                                    listOf(
                                        org.okey.ui.strings.t(org.okey.ui.strings.S.openSettings) to {},
                                        org.okey.ui.strings.t(org.okey.ui.strings.S.ok) to { closed.value = true },
                                    ),
                                )
                            }
                        }
                    }
                    val turkish = language == org.okey.appcore.Language.TURKISH
                    val tag = if (turkish) "tr" else "en"
                    val problems = org.okey.ui.layout.LayoutChecks.textFits(org.okey.ui.layout.ScreenTree.of(this))
                    assertTrue(problems.isEmpty(), problems.joinToString("\n"))
                    val out = java.io.File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
                    org.okey.ui.layout.ReferenceImages.writePng(onRoot().captureToImage(), java.io.File(out, "$name-$tag-portrait.png"))
                    onNodeWithText(if (turkish) words.second else words.first, substring = true).assertIsDisplayed()
                    onNodeWithTag("notice-button-1").performClick()
                    waitForIdle()
                    assertEquals(0, onAllNodesWithTag("notice-button-1").fetchSemanticsNodes().size, "OK closes it")
                }
            }
        }
    }

    /** A tile of the player's rack (`Rack.kt` tags each `tile-ID`). */
    private val rackTile = androidx.compose.ui.test.SemanticsMatcher("a rack tile") { node ->
        node.config.getOrElseNullable(androidx.compose.ui.semantics.SemanticsProperties.TestTag) { null }?.startsWith("tile-") == true
    }

    private fun androidx.compose.ui.test.ComposeUiTest.seatSays(seat: Int, text: String) {
        onNode(androidx.compose.ui.test.hasText(text) and androidx.compose.ui.test.hasAnyAncestor(androidx.compose.ui.test.hasTestTag("lobby-seat-$seat"))).assertIsDisplayed()
    }

    private fun androidx.compose.ui.test.ComposeUiTest.clickSegment(row: String, label: String) {
        onNode(androidx.compose.ui.test.hasText(label) and androidx.compose.ui.test.hasAnyAncestor(androidx.compose.ui.test.hasTestTag(row))).performScrollTo().performClick()
        waitForIdle()
    }
}

/** ZXing's own reader over the modules, as a phone's camera would read them off the screen. */
fun decodeQr(modules: org.okey.ui.shell.QrModules): String {
    val scale = 4
    val quiet = 4
    val side = (modules.size + 2 * quiet) * scale
    val pixels = IntArray(side * side) { index ->
        val row = index / side / scale - quiet
        val column = index % side / scale - quiet
        val dark = row in 0 until modules.size && column in 0 until modules.size && modules.isDark(row, column)
        if (dark) 0xFF000000.toInt() else 0xFFFFFFFF.toInt()
    }
    val source = com.google.zxing.RGBLuminanceSource(side, side, pixels)
    val bitmap = com.google.zxing.BinaryBitmap(com.google.zxing.common.HybridBinarizer(source))
    return com.google.zxing.qrcode.QRCodeReader().decode(bitmap).text
}
