package org.okey.ui.table

import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.PileView
import org.okey.ui.components.Label
import org.okey.ui.components.TileView
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** How many tiles a pile shows: the top and the two before it, fanned. */
private const val FAN = 3

/** The tiles under the top one are drawn smaller, each this far from the next (shares of the top tile's width), so that their faces show whole. */
private const val UNDER_SCALE = 0.7f
private const val FAN_STEP = 0.6f

/** The width a pile of tiles [tileWidth] wide takes on the table, fan and frame included. */
fun pileWidth(tileWidth: Dp): Dp = tileWidth * (1f + FAN_STEP * (FAN - 1)) + 12.dp

/**
 * A seat's discard pile: its last tiles fanned, the top one on the right and whole, and how many
 * it holds. The takeable pile is framed in the accent colour, and its top tile is taken by a tap
 * anywhere on the pile (a lower tile of the fan too) or dragged ([onDrop]: where it was let go);
 * a tap on any other pile (or a long press on this one) opens [onOpen], every tile of it.
 */
@OptIn(ExperimentalFoundationApi::class)
@Composable
fun DiscardPile(
    pile: PileView,
    tileWidth: Dp,
    targets: DropTargets,
    onTake: () -> Unit,
    onDrop: (org.okey.appcore.DropSpot) -> Unit,
    onOpen: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val seat = pile.seat.toInt()
    val takeable = pile.takeable
    val drag = remember { FingerDrag() }
    PileFrame(
        pile,
        tileWidth,
        modifier
            .border(2.dp, if (takeable) Felt.accent else Felt.muted.copy(alpha = 0.5f), RoundedCornerShape(8.dp))
            .onGloballyPositioned { targets.piles[seat] = it.boundsInRoot() }
            .combinedClickable(onLongClick = onOpen, onClick = if (takeable) onTake else onOpen)
            .testTag("pile-$seat"),
    ) { top ->
        val id = top.id.toInt()
        // The top tile alone is what a finger takes: a tap on it takes it, a drag onto the rack too.
        TileView(
            top,
            tileWidth,
            Modifier
                .fingerDrag(id, drag, targets, enabled = takeable) { onDrop(targets.dropAt(it.point)) }
                .landingPlace(id, targets)
                .then(if (takeable) Modifier.clickable(onClick = onTake).testTag("takeable") else Modifier),
            highlighted = takeable,
        )
    }
}

/**
 * The player's own discard spot: drop (or flick) a tile here to discard it, or tap it with one
 * tile selected ([onTap]: the core decides); a long press opens the player's discards.
 */
@OptIn(ExperimentalFoundationApi::class)
@Composable
fun DiscardSpot(own: PileView?, enabled: Boolean, tileWidth: Dp, targets: DropTargets, onTap: () -> Unit, onOpen: () -> Unit, modifier: Modifier = Modifier) {
    val frame = modifier
        .border(2.dp, if (enabled) Felt.accent else Felt.muted.copy(alpha = 0.5f), RoundedCornerShape(8.dp))
        .background(Felt.tableDark.copy(alpha = 0.6f), RoundedCornerShape(8.dp))
        .onGloballyPositioned { targets.discardSpot = it.boundsInRoot() }
        .combinedClickable(onLongClick = onOpen, onClick = onTap)
        .testTag("discard-spot")
    if (own == null || own.tiles.isEmpty()) {
        Box(frame.size(pileWidth(tileWidth), tileWidth * 1.4f + 12.dp), contentAlignment = Alignment.Center) {
            Label(t(S.discardHere), size = 12.sp, color = Felt.muted)
        }
        return
    }
    PileFrame(own, tileWidth, frame) { top ->
        TileView(top, tileWidth, Modifier.landingPlace(top.id.toInt(), targets).graphicsLayer { alpha = 0.9f })
    }
}

/**
 * The pile's frame with its last tiles fanned from the left, the older ones smaller and lower, as
 * if further away; [top] draws the top tile.
 */
@Composable
private fun PileFrame(pile: PileView, tileWidth: Dp, modifier: Modifier, top: @Composable (org.okey.appcore.ShownTile) -> Unit) {
    val shown = pile.tiles.takeLast(FAN)
    val under = tileWidth * UNDER_SCALE
    Box(modifier.size(pileWidth(tileWidth), tileWidth * 1.4f + 12.dp)) {
        Box(Modifier.padding(6.dp)) {
            // Fewer tiles than the fan holds stand in the middle of the frame.
            val start = tileWidth * FAN_STEP * (FAN - shown.size) / 2f
            shown.forEachIndexed { index, tile ->
                val x = start + tileWidth * FAN_STEP * index
                if (index == shown.lastIndex) {
                    Box(Modifier.offset(x = x)) { top(tile) }
                } else {
                    TileView(tile, under, Modifier.offset(x = x, y = (tileWidth - under) * 1.4f))
                }
            }
        }
        // How many tiles the pile holds, on its frame's corner (the fan shows three at most).
        if (pile.tiles.isNotEmpty()) {
            Box(
                Modifier
                    .align(Alignment.TopStart)
                    .background(Felt.tableDark, RoundedCornerShape(8.dp))
                    .border(1.dp, Felt.muted.copy(alpha = 0.6f), RoundedCornerShape(8.dp))
                    .padding(horizontal = 4.dp),
            ) {
                Label("${pile.tiles.size}", Modifier.testTag("pile-count-${pile.seat}"), size = 11.sp, bold = true, color = Felt.text)
            }
        }
    }
}
