package org.okey.ui.together

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.LobbySeatKind
import org.okey.appcore.LobbySeatView
import org.okey.appcore.LobbyView
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.shell.QrEncoder
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The lobby of a table over the local network. The host's: the six-digit code, large, and the
 * QR code of the core's payload, the address to type, the seats filling as guests join, how long a
 * dropped guest is waited for, and Start. A guest's: the seats and "Waiting for the host". Held
 * sideways, the code and the QR code stand beside the seats, two seats a row, so that the wait
 * and Start show with no scrolling.
 */
@Composable
fun LobbyScreen(lobby: LobbyView, qr: QrEncoder, send: (Intent) -> Unit) {
    ScreenFrame(t(if (lobby.hosting) S.yourTable else S.table), t(S.leave), { send(Intent.LeaveTable) }) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val sideways = maxWidth > maxHeight && maxWidth >= 640.dp
            val (width, height) = maxWidth to maxHeight
            if (sideways) {
                Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    if (lobby.hosting) {
                        Column(Modifier.weight(1f).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(10.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                            JoinDetails(lobby, qr, qrSize = (height - 190.dp).coerceIn(96.dp, 220.dp))
                        }
                    }
                    Column(Modifier.weight(1f).fillMaxSize(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
                        Column(Modifier.weight(1f).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                            SeatsAndWait(lobby, send, seatsPerRow = 2)
                        }
                        StartBar(lobby, send)
                    }
                }
            } else {
                Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
                    Column(
                        Modifier.weight(1f).verticalScroll(rememberScrollState()),
                        verticalArrangement = Arrangement.spacedBy(10.dp),
                        horizontalAlignment = Alignment.CenterHorizontally,
                    ) {
                        if (lobby.hosting) JoinDetails(lobby, qr, qrSize = minOf(width * 0.6f, 240.dp))
                        SeatsAndWait(lobby, send, seatsPerRow = 1)
                    }
                    StartBar(lobby, send)
                }
            }
        }
    }
}

/** The code, the QR code and the address: what a guest's phone needs. */
@Composable
private fun JoinDetails(lobby: LobbyView, qr: QrEncoder, qrSize: Dp) {
    val code = lobby.code
    if (code == null) {
        // Until the shell listens (Effect.Listen, then Intent.Listening) there is no code yet.
        Label(t(S.notListening), Modifier.testTag("lobby-opening"), size = 17.sp, color = Felt.muted, align = TextAlign.Center)
        return
    }
    Label(t(S.joinCode), size = 16.sp, color = Felt.muted)
    Label(code, Modifier.testTag("lobby-code"), size = 44.sp, bold = true, color = Felt.accent, maxLines = 1)
    lobby.payload?.let { QrCode(it, qr, qrSize) }
    lobby.address?.let { address ->
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
            Label(t(S.address), size = 14.sp, color = Felt.muted)
            Label(address, Modifier.testTag("lobby-address"), size = 17.sp, bold = true, maxLines = 1)
        }
    }
}

/**
 * The QR code of [payload], dark modules on white with the four-module quiet zone readers need,
 * or, where no encoder is at hand, a sentence saying so.
 */
@Composable
private fun QrCode(payload: String, qr: QrEncoder, size: Dp) {
    val modules = remember(payload, qr) { qr.encode(payload) }
    if (modules == null) {
        Label(t(S.noQr), Modifier.testTag("lobby-no-qr"), size = 14.sp, color = Felt.muted)
        return
    }
    Label(t(S.scanQr), size = 14.sp, color = Felt.muted, align = TextAlign.Center)
    Canvas(Modifier.size(size).background(Color.White, RoundedCornerShape(6.dp)).semantics { contentDescription = payload }.testTag("lobby-qr")) {
        val cells = modules.size + 2 * QUIET_ZONE
        val cell = this.size.minDimension / cells
        for (row in 0 until modules.size) {
            for (column in 0 until modules.size) {
                if (modules.isDark(row, column)) {
                    drawRect(Color.Black, Offset((column + QUIET_ZONE) * cell, (row + QUIET_ZONE) * cell), Size(cell + 0.5f, cell + 0.5f))
                }
            }
        }
    }
}

private const val QUIET_ZONE = 4

@Composable
private fun SeatsAndWait(lobby: LobbyView, send: (Intent) -> Unit, seatsPerRow: Int) {
    Label(lobby.status, Modifier.fillMaxWidth().testTag("lobby-status"), size = 15.sp)
    // Sideways the room is short, and the seats say what they are.
    if (seatsPerRow == 1) Label(t(S.seats), size = 18.sp, bold = true)
    lobby.seats.chunked(seatsPerRow).forEach { row ->
        Row(Modifier.fillMaxWidth().height(IntrinsicSize.Min), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            row.forEach { LobbySeat(it, stacked = seatsPerRow > 1, Modifier.weight(1f).fillMaxHeight()) }
            // A last row with fewer seats keeps the others' width.
            repeat(seatsPerRow - row.size) { Spacer(Modifier.weight(1f)) }
        }
    }
    if (lobby.hosting) {
        Label(t(S.guestWait), size = 16.sp)
        Segments(WAITS, WAITS.minBy { kotlin.math.abs(it - lobby.waitSeconds.toInt()) }, { waitWords(it) }, { send(Intent.ChooseGuestWait(it.toUInt())) }, Modifier.testTag("lobby-wait"))
    }
}

/** What the wait can be set to, in seconds. */
private val WAITS = listOf(30, 60, 120, 300)

@Composable
private fun waitWords(seconds: Int): String = if (seconds < 60) "$seconds ${t(S.seconds)}" else "${seconds / 60} ${t(S.minutes)}"

/**
 * One seat: a mark of who sits there (a shape and a colour, never the colour alone), the name, the
 * core's label: beside the name on a row of its own, under it when [stacked] (two seats a row).
 */
@Composable
private fun LobbySeat(seat: LobbySeatView, stacked: Boolean, modifier: Modifier) {
    val (mark, colour) = when (val kind = seat.kind) {
        LobbySeatKind.Host -> "★" to Felt.accent
        is LobbySeatKind.Guest -> if (kind.connected) "●" to Felt.accent else "○" to Felt.danger
        LobbySeatKind.Open -> "◌" to Felt.muted
        LobbySeatKind.Bot -> "■" to Felt.info
    }
    val shape = RoundedCornerShape(10.dp)
    Row(
        modifier.background(Felt.tableDark, shape).border(1.dp, Felt.muted.copy(alpha = 0.4f), shape).padding(horizontal = 10.dp, vertical = 8.dp).testTag("lobby-seat-${seat.seat}"),
        horizontalArrangement = Arrangement.spacedBy(10.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Label(mark, Modifier.size(24.dp).background(Felt.panel, CircleShape), size = 15.sp, color = colour, align = TextAlign.Center)
        if (stacked) {
            Column(Modifier.weight(1f)) {
                Label(seat.name, size = 17.sp, bold = true, maxLines = 1)
                Label(seat.label, size = 13.sp, color = Felt.muted, maxLines = 2)
            }
        } else {
            Label(seat.name, Modifier.weight(1f), size = 17.sp, bold = true, maxLines = 1)
            Label(seat.label, Modifier.weight(1.4f), size = 14.sp, color = Felt.muted, align = TextAlign.End, maxLines = 2)
        }
    }
}

@Composable
private fun StartBar(lobby: LobbyView, send: (Intent) -> Unit) {
    if (!lobby.hosting) return
    OkeyButton(t(S.start), { send(Intent.StartGame) }, Modifier.fillMaxWidth().testTag("lobby-start"), enabled = lobby.canStart, primary = true)
}
