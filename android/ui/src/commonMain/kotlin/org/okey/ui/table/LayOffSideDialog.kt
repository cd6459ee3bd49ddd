package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.TileView
import org.okey.ui.engine.Face
import org.okey.ui.engine.SideUi
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.strings.Labels
import org.okey.ui.strings.LocalLang
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * Asks at which end of a run a tile goes when the engine says it fits both (an okey, usually):
 * the run is shown with the tile on each side, each a button.
 */
@Composable
fun LayOffSideDialog(pending: PendingLayOff, snapshot: TableSnapshot, intents: TableIntents) {
    val meld = snapshot.table.firstOrNull { it.id == pending.meld } ?: return
    val lang = LocalLang.current
    val tileName = Labels.tile(pending.tile, snapshot.okey, lang)
    fun faceName(face: Face?) = face?.let { "${Labels.colour(it.color)[lang]} ${it.number}" }.orEmpty()
    Box(Modifier.fillMaxSize().background(Color(0x99000000)).clickable(onClick = intents::cancelLayOff), contentAlignment = Alignment.Center) {
        Column(
            Modifier
                .widthIn(max = 460.dp)
                .padding(24.dp)
                .background(Felt.ivory, RoundedCornerShape(16.dp))
                .clickable(enabled = false) {}
                .padding(20.dp)
                .testTag("lay-off-side"),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Label(t(S.whichEnd), size = 19.sp, color = Felt.buttonText, bold = true)
            Label(t(S.whichEndBody).replace("%t", tileName), size = 16.sp, color = Felt.buttonText)
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(2.dp)) {
                meld.tiles.forEachIndexed { i, tile ->
                    val face = meld.faces.getOrNull(i)
                    val standsFor = face?.takeIf { tile.falseJoker || it.color != tile.color || it.number != tile.number }
                    TileView(tile, snapshot.okey, 26.dp, standsFor = standsFor)
                }
            }
            Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
                OkeyButton("◀ ${t(S.lowEnd).replace("%f", faceName(meld.faces.firstOrNull()))}", { intents.chooseLayOffSide(SideUi.LOW) }, Modifier.testTag("side-low"), primary = true)
                OkeyButton("${t(S.highEnd).replace("%f", faceName(meld.faces.lastOrNull()))} ▶", { intents.chooseLayOffSide(SideUi.HIGH) }, Modifier.testTag("side-high"), primary = true)
            }
            OkeyButton(t(S.cancel), intents::cancelLayOff, Modifier.align(Alignment.End))
        }
    }
}
