package org.okey.ui.table

import org.okey.appcore.MeldView

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.max

/*
 * The table's melds shrink as the table fills, so that a player sees every meld at once rather than
 * a row cut off at the bottom of the middle of the table; past the smallest readable size they
 * scroll. TableMelds lays the melds out with the sizes below, so the estimate and the layout agree.
 */

/** The least width of a player's name beside their melds, and the gap after it. */
internal val OWNER_NAME = 56.dp
internal val OWNER_GAP = 8.dp
private val OWNER_COLUMN = OWNER_NAME + OWNER_GAP

/** Between two melds on a line, and between two lines (and two players' melds). */
internal val MELD_GAP = 10.dp
internal val LINE_GAP = 4.dp

/** Around a meld's tiles (on each side), and between its tiles. */
internal val MELD_INSET = 3.dp
internal val TILE_GAP = 1.dp
private val MELD_PADDING = MELD_INSET * 2

/** The height the melds take at tile width [tile] within [width]: each owner's melds wrap as a FlowRow does. */
internal fun meldsHeight(melds: List<MeldView>, width: Dp, tile: Dp): Dp {
    val lineWidth = width - OWNER_COLUMN
    val lineHeight = tile * 1.4f + MELD_PADDING
    var total = 0.dp
    melds.groupBy { it.owner }.values.forEachIndexed { owner, ofOwner ->
        var lines = 1
        var used = 0.dp
        for (meld in ofOwner) {
            val size = meld.tiles.size
            val meldWidth = tile * size + TILE_GAP * (size - 1) + MELD_PADDING
            if (used > 0.dp && used + MELD_GAP + meldWidth > lineWidth) {
                lines++
                used = meldWidth
            } else {
                used += (if (used > 0.dp) MELD_GAP else 0.dp) + meldWidth
            }
        }
        total += lineHeight * lines + LINE_GAP * (lines - 1) + if (owner > 0) LINE_GAP else 0.dp
    }
    return total
}

/** The largest tile width from [largest] down to [smallest] at which [melds] fit [width] × [height]. */
internal fun meldTileWidth(melds: List<MeldView>, width: Dp, height: Dp, largest: Dp, smallest: Dp): Dp {
    var tile = largest
    while (tile > smallest && meldsHeight(melds, width, tile) > height) tile -= 1.dp
    return max(tile, smallest)
}

/** The table's melds at the largest size, down to [smallest], at which they all show; past it they scroll. */
@Composable
fun FittedMelds(
    table: List<MeldView>,
    owners: List<String>,
    largest: Dp,
    targets: DropTargets,
    modifier: Modifier = Modifier,
    smallest: Dp = 24.dp,
) {
    BoxWithConstraints(modifier) {
        val tile = meldTileWidth(table, maxWidth, maxHeight, largest, minOf(smallest, largest))
        TableMelds(table, owners, tile, targets, Modifier.verticalScroll(rememberScrollState()))
    }
}
