package org.okey.ui.together

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.JoinView
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.TextEntry
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The platform's QR scanner, where it has a camera: opens it, and sends the core what it read
 * (okey-link's `scannedTable`). None on the desktop window.
 */
val LocalQrScanner = staticCompositionLocalOf<(() -> Unit)?> { null }

/**
 * Joining a table on the same Wi-Fi: the tables found nearby (a tap fills in the address), the
 * host's QR code to scan where there is a camera, the address to type, the six-digit code, Join,
 * and the core's word on how it went. Held sideways, the tables found stand beside the address
 * and code.
 */
@Composable
fun JoinScreen(join: JoinView, send: (Intent) -> Unit) {
    val choose: (Int) -> Unit = { index -> send(Intent.ChooseFoundTable(index.toUInt())) }
    ScreenFrame(t(S.joinTable), t(S.back), { send(Intent.Back) }) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            val sideways = maxWidth > maxHeight && maxWidth >= 640.dp
            if (sideways) {
                Row(Modifier.fillMaxSize(), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        FoundTables(join, choose)
                    }
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        AddressAndCode(join, send)
                    }
                }
            } else {
                Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    FoundTables(join, choose)
                    AddressAndCode(join, send)
                }
            }
        }
    }
}

@Composable
private fun FoundTables(join: JoinView, choose: (Int) -> Unit) {
    Label(t(S.tablesNearby), size = 18.sp, bold = true)
    if (join.tables.isEmpty()) Label(t(S.noneFound), Modifier.testTag("join-none-found"), size = 15.sp, color = Felt.muted)
    join.tables.forEachIndexed { index, table ->
        OkeyButton("${table.name}\n${table.address}:${table.port}", { choose(index) }, Modifier.fillMaxWidth().testTag("found-$index"))
    }
}

@Composable
private fun AddressAndCode(join: JoinView, send: (Intent) -> Unit) {
    LocalQrScanner.current?.let { scan -> OkeyButton(t(S.scanTable), scan, Modifier.fillMaxWidth().testTag("join-scan")) }
    Label(t(S.tableAddress), size = 16.sp)
    TextEntry(join.address, { send(Intent.SetJoinAddress(it)) }, t(S.tableAddress), Modifier.fillMaxWidth().testTag("join-address"), placeholder = "192.168.1.20:47001", keyboard = KeyboardType.Uri)
    Label(t(S.code), size = 16.sp)
    TextEntry(join.code, { send(Intent.SetJoinCode(it)) }, t(S.code), Modifier.fillMaxWidth().testTag("join-code"), placeholder = "042 917", keyboard = KeyboardType.NumberPassword)
    join.status?.let { Label(it, Modifier.fillMaxWidth().testTag("join-status"), size = 15.sp, color = Felt.accent) }
    OkeyButton(t(S.join), { send(Intent.Join) }, Modifier.fillMaxWidth().testTag("join"), enabled = join.canJoin, primary = true)
}
