package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.CentreView
import org.okey.appcore.ShownTile
import org.okey.ui.components.Label
import org.okey.ui.components.TileBack
import org.okey.ui.components.TileView
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The middle of the table: the stock (a stack of backs, its count on a round badge that no tile
 * face looks like), the indicator (gösterge) and the okey it makes. A tap on the stock draws; a
 * drag is told to the core ([onDrop]: where it was let go).
 */
@Composable
fun CentrePanel(
    centre: CentreView,
    canDraw: Boolean,
    tileWidth: Dp,
    targets: DropTargets,
    onDraw: () -> Unit,
    onDrop: (org.okey.appcore.DropSpot) -> Unit,
    modifier: Modifier = Modifier,
) {
    val drag = remember { FingerDrag() }
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(tileWidth * 0.3f), verticalAlignment = Alignment.Bottom) {
        Captioned(t(S.stock)) {
            Box(
                Modifier
                    .fingerDrag("stock", drag, targets) { onDrop(targets.dropAt(it.point)) }
                    .border(2.dp, if (canDraw) Felt.accent else Color.Transparent, RoundedCornerShape(8.dp))
                    .padding(4.dp)
                    .onGloballyPositioned { targets.stock = it.boundsInRoot() }
                    .testTag("stock")
                    .clickable(onClick = onDraw),
                contentAlignment = Alignment.Center,
            ) {
                // Two backs a little apart: a stack, not a tile.
                TileBack(tileWidth, Modifier.offset(x = 3.dp, y = (-3).dp))
                TileBack(tileWidth)
                Box(
                    Modifier
                        .background(Felt.buttonText, CircleShape)
                        .border(2.dp, Felt.accent, CircleShape)
                        .padding(horizontal = 6.dp, vertical = 2.dp),
                    contentAlignment = Alignment.Center,
                ) {
                    Label(centre.stock.toString(), Modifier.testTag("stock-count"), size = 15.sp, color = Felt.text, bold = true)
                }
            }
        }
        Captioned(t(S.indicator)) {
            val indicator = Modifier.onGloballyPositioned { targets.indicator = it.boundsInRoot() }.testTag("indicator")
            if (centre.indicatorTaken) TileBack(tileWidth, indicator.graphicsLayer { alpha = 0.4f }) else TileView(centre.indicator, tileWidth, indicator)
        }
        Captioned(t(S.okey)) {
            val okeyName = t(S.okey)
            val description = centre.okeyName.ifEmpty { okeyName }
            val okey = remember(centre.okey, description) {
                ShownTile(id = 255u, color = centre.okey.color, number = centre.okey.number, falseJoker = false, okey = true, playsAs = null, description = description)
            }
            TileView(okey, tileWidth, Modifier.testTag("okey"))
        }
    }
}

@Composable
private fun Captioned(caption: String, content: @Composable () -> Unit) {
    Column(horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(2.dp)) {
        content()
        Label(caption, size = 12.sp, color = Felt.muted, maxLines = 1)
    }
}
