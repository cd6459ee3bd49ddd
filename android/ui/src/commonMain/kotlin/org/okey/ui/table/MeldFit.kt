package org.okey.ui.table

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.max
import androidx.compose.ui.unit.sp
import kotlinx.coroutines.launch
import org.okey.appcore.LaidMeld
import org.okey.appcore.MeldKind
import org.okey.ui.components.Label
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/*
 * The table's melds shrink as the table fills, so that a player sees every meld at once rather than
 * a row cut off at the bottom of the middle of the table; past the smallest readable size they
 * scroll, and a cue says so. Each meld keeps room for the tiles that may still be laid off onto it
 * (see [roomFor]), so a lay-off moves no other meld and changes no size. TableMelds lays the melds
 * out with the sizes below, so the estimate and the layout agree.
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

/** The tiles a run keeps room for beyond its own, for lay-offs. */
private const val RUN_SPARE = 1

/** How many tiles' room [meld] takes when it is laid: its own and the lay-offs it may take soon. */
internal fun roomFor(meld: LaidMeld): Int {
    val size = meld.tiles.size
    return size + when (meld.kind) {
        MeldKind.SET -> (4 - size).coerceAtLeast(0)
        MeldKind.RUN -> minOf(RUN_SPARE, 13 - size).coerceAtLeast(0)
        MeldKind.PAIR -> 0
    }
}

/** The width of a meld's place on the table, [tiles] tiles' room at tile width [tile]. */
internal fun meldWidth(tiles: Int, tile: Dp): Dp = tile * tiles + TILE_GAP * (tiles - 1) + MELD_PADDING

/** The height the melds take at tile width [tile] within [width]: each owner's melds wrap as a FlowRow does. */
internal fun meldsHeight(melds: List<LaidMeld>, room: (LaidMeld) -> Int, width: Dp, tile: Dp): Dp {
    val lineWidth = width - OWNER_COLUMN
    val lineHeight = tile * 1.4f + MELD_PADDING
    var total = 0.dp
    melds.groupBy { it.owner }.values.forEachIndexed { owner, ofOwner ->
        var lines = 1
        var used = 0.dp
        for (meld in ofOwner) {
            val meldWidth = meldWidth(room(meld), tile)
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
internal fun meldTileWidth(melds: List<LaidMeld>, room: (LaidMeld) -> Int, width: Dp, height: Dp, largest: Dp, smallest: Dp): Dp {
    var tile = largest
    while (tile > smallest && meldsHeight(melds, room, width, tile) > height) tile -= 1.dp
    return max(tile, smallest)
}

/**
 * The table's melds at the largest size, down to [smallest], at which they all show; past it they
 * scroll, with a cue above or below where more are (a tap on it scrolls there). Each meld keeps
 * the room it was laid with (or has grown to) until the table is cleared.
 */
@Composable
fun FittedMelds(
    table: List<LaidMeld>,
    owners: List<String>,
    largest: Dp,
    targets: DropTargets,
    modifier: Modifier = Modifier,
    smallest: Dp = 24.dp,
) {
    // Kept across recompositions, not drawn from: each meld's room only ever grows, and a new
    // deal (an empty table) forgets them.
    val rooms = remember { HashMap<Int, Int>() }
    if (table.isEmpty()) rooms.clear()
    table.forEach { meld -> rooms[meld.id.toInt()] = maxOf(rooms[meld.id.toInt()] ?: roomFor(meld), meld.tiles.size) }
    val room = { meld: LaidMeld -> rooms[meld.id.toInt()] ?: meld.tiles.size }
    BoxWithConstraints(modifier.onGloballyPositioned { targets.meldsArea = it.boundsInRoot() }) {
        val tile = meldTileWidth(table, room, maxWidth, maxHeight, largest, minOf(smallest, largest))
        val scroll = rememberScrollState()
        TableMelds(table, owners, tile, targets, Modifier.verticalScroll(scroll), room)
        ScrollCue(scroll, up = true, Modifier.align(Alignment.TopCenter))
        ScrollCue(scroll, up = false, Modifier.align(Alignment.BottomCenter))
    }
}

/** "More melds above/below" while the melds scroll that way; a tap scrolls there. */
@Composable
private fun ScrollCue(scroll: ScrollState, up: Boolean, modifier: Modifier) {
    val more = if (up) scroll.value > 0 else scroll.value < scroll.maxValue
    if (scroll.maxValue <= 0 || !more) return
    val scope = rememberCoroutineScope()
    Box(
        modifier
            .background(Felt.accent, RoundedCornerShape(10.dp))
            .clickable { scope.launch { scroll.animateScrollTo(if (up) 0 else scroll.maxValue) } }
            .padding(horizontal = 10.dp, vertical = 2.dp)
            .testTag("melds-more"),
    ) {
        Label(if (up) "▲ ${t(S.moreMeldsAbove)}" else "▼ ${t(S.moreMeldsBelow)}", size = 12.sp, bold = true, color = Felt.buttonText, maxLines = 1)
    }
}
