package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import org.okey.ui.components.TileView
import org.okey.appcore.RackTile
import org.okey.appcore.RackView as RackPart
import org.okey.ui.theme.Felt

/**
 * The player's rack (ıstaka): two wooden rows of [RACK_ROW] slots. A tap lifts a tile (selects
 * it); a drag carries it to a slot, the discard spot, a meld or an okey on the table.
 *
 * [lineLength] below [RACK_ROW] wraps each row over two lines (a phone held upright: 15 tiles
 * across would be too small to read or touch); the slots and their order stay the same.
 */
@Composable
fun RackView(
    rack: RackPart,
    tileWidth: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
    modifier: Modifier = Modifier,
    lineLength: Int = RACK_ROW,
    gap: Dp = 2.dp,
) {
    Column(
        modifier
            .background(Felt.wood, RoundedCornerShape(8.dp))
            .padding(horizontal = 4.dp, vertical = 3.dp)
            .onGloballyPositioned { targets.rack = it.boundsInRoot() }
            .testTag("rack"),
        // A row wrapped over two lines keeps its lines close, so the two rows stay apart.
        verticalArrangement = Arrangement.spacedBy(if (lineLength < RACK_ROW) 8.dp else 4.dp),
    ) {
        for (rowLines in rackLines(rack.slots.size, lineLength).groupBy { it.first / RACK_ROW }.values) {
            Column(verticalArrangement = Arrangement.spacedBy(2.dp)) {
                for (line in rowLines) {
                    // Each line gets only its own slots (a list equal to the last one skips).
                    RackLine(line.first, line.map { rack.slots[it] }, tileWidth, gap, targets, onTap, onDrop)
                }
            }
        }
    }
}

/** One line of slots on the rack: [tiles] fill the slots from [first] on, empty ones null. */
@Composable
private fun RackLine(
    first: Int,
    tiles: List<RackTile?>,
    tileWidth: Dp,
    gap: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
) {
    Row(
        Modifier.background(Felt.woodDark, RoundedCornerShape(4.dp)).padding(horizontal = 2.dp, vertical = 2.dp),
        horizontalArrangement = Arrangement.spacedBy(gap),
    ) {
        tiles.forEachIndexed { offset, tile ->
            RackSlot(first + offset, tile, tileWidth, targets, onTap, onDrop)
        }
    }
}

/** The slot indices of each line the rack is drawn in: each row of [RACK_ROW] cut into lines of at most [lineLength]. */
fun rackLines(slots: Int, lineLength: Int): List<IntRange> {
    val length = lineLength.coerceIn(1, RACK_ROW)
    return (0 until slots step RACK_ROW).flatMap { rowStart ->
        val rowEnd = minOf(rowStart + RACK_ROW, slots)
        (rowStart until rowEnd step length).map { it until minOf(it + length, rowEnd) }
    }
}

/**
 * One slot of the rack. Its parameters are all it draws, so a selection or a move recomposes only
 * the slots it changed, not the whole rack.
 */
@Composable
private fun RackSlot(
    index: Int,
    slot: RackTile?,
    tileWidth: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
) {
    Box(
        Modifier
            .size(tileWidth, tileWidth * 1.4f)
            .onGloballyPositioned { targets.slots[index] = it.boundsInRoot() }
            .testTag("slot-$index"),
    ) {
        if (slot != null) {
            val id = slot.tile.id.toInt()
            DraggableTile(id = id, targets = targets, onTap = onTap, onDrop = onDrop) { m ->
                TileView(slot.tile, tileWidth, m, lifted = slot.selected, highlighted = slot.hinted || slot.wins)
            }
        }
    }
}

/** A tile that follows the finger; where it is let go decides what happens. */
@Composable
private fun DraggableTile(
    id: Int,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
    content: @Composable (Modifier) -> Unit,
) {
    val currentDrop by rememberUpdatedState(onDrop)
    val currentTap by rememberUpdatedState(onTap)
    val drag = remember(id) { FingerDrag() }
    content(
        Modifier
            .fingerDrag(id, drag, targets, onEnd = { point -> currentDrop(id, targets.dropAt(point)) })
            .landingPlace(id, targets)
            .pointerInput(id) { detectTapGestures(onTap = { currentTap(id) }) }
            .testTag("tile-$id"),
    )
}

/** Slots in each row of the rack. */
const val RACK_ROW = 15
