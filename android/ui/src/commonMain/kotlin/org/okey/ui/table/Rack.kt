package org.okey.ui.table

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.VectorConverter
import androidx.compose.animation.core.tween
import androidx.compose.foundation.background
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.DropSpot
import org.okey.appcore.RackGroupView
import org.okey.appcore.RackTile
import org.okey.appcore.ShownRack
import org.okey.ui.components.Label
import org.okey.ui.components.TileView
import org.okey.ui.theme.Felt

/**
 * The player's rack (ıstaka): two wooden rows of `row_length` slots, always in that shape, the
 * tiles as wide as the room allows. Under each row, the melds the tiles make there are labelled
 * ("27", "pair"), each label spanning its group's slots. A tap lifts a tile (selects it); a drag
 * carries it to a slot, the discard spot, a meld or an okey on the table.
 */
@Composable
fun RackView(
    rack: ShownRack,
    tileWidth: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropSpot) -> Unit,
    modifier: Modifier = Modifier,
    gap: Dp = RACK_GAP,
) {
    val rowLength = rack.rowLength.toInt().takeIf { it > 0 } ?: RACK_ROW
    // Tiles slide to their new slots when the rack was rearranged (or gained or lost tiles), not
    // when a new deal fills it afresh: at most one of its tiles is new.
    val ids = remember(rack) { rack.slots.mapNotNullTo(HashSet()) { it?.tile?.id?.toInt() } }
    val slides = remember(rack) { targets.rackTiles.isNotEmpty() && (ids - targets.rackTiles).size <= 1 }
    SideEffect {
        // A new deal's rack: where earlier deals' tiles stood means nothing any more.
        if (!slides) targets.lastOnRack.keys.retainAll(ids)
        targets.rackTiles = ids
    }
    Column(
        modifier
            .shadow(6.dp, RoundedCornerShape(8.dp))
            .background(Felt.woodBrush, RoundedCornerShape(8.dp))
            .padding(horizontal = RACK_INSET, vertical = 3.dp)
            .onGloballyPositioned {
                val now = it.boundsInRoot()
                // The rack moved (the screen turned): where its tiles stood before means nothing.
                if (targets.rack != null && targets.rack != now) targets.lastOnRack.clear()
                targets.rack = now
            }
            .testTag("rack"),
        verticalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        for (rowStart in 0 until rack.slots.size step rowLength) {
            val rowEnd = minOf(rowStart + rowLength, rack.slots.size)
            // Each row gets only its own slots and groups (a list equal to the last one skips).
            val groups = rack.groups.filter { it.firstSlot.toInt() in rowStart until rowEnd }
            RackRow(rowStart, rack.slots.subList(rowStart, rowEnd), groups, tileWidth, gap, targets, slides, onTap, onDrop)
        }
    }
}

/** The width of a rack of [rowLength] slots [tileWidth] wide: what a layout reserves for it. */
fun rackWidth(tileWidth: Dp, rowLength: Int = RACK_ROW, gap: Dp = RACK_GAP): Dp = tileWidth * rowLength + gap * (rowLength - 1) + (RACK_INSET + ROW_INSET) * 2

/** The height of the rack's two rows with their labels, at [tileWidth]. */
fun rackHeight(tileWidth: Dp): Dp = (tileWidth * 1.4f + ROW_INSET * 2 + GROUP_LABELS) * 2 + 2.dp + 6.dp

/** One row of slots: [tiles] fill the slots from [first] on, empty ones null; the groups' labels below. */
@Composable
private fun RackRow(
    first: Int,
    tiles: List<RackTile?>,
    groups: List<RackGroupView>,
    tileWidth: Dp,
    gap: Dp,
    targets: DropTargets,
    slides: Boolean,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropSpot) -> Unit,
) {
    Column {
        Row(
            Modifier
                .background(Brush.verticalGradient(listOf(Felt.woodDark, Felt.wood)), RoundedCornerShape(4.dp))
                .padding(ROW_INSET),
            horizontalArrangement = Arrangement.spacedBy(gap),
        ) {
            tiles.forEachIndexed { offset, tile ->
                RackSlot(first + offset, tile, tileWidth, targets, slides, onTap, onDrop)
            }
        }
        Box(Modifier.height(GROUP_LABELS).padding(horizontal = ROW_INSET)) {
            groups.forEach { group ->
                val start = group.firstSlot.toInt() - first
                val length = group.length.toInt()
                GroupLabel(
                    group,
                    Modifier
                        .offset(x = (tileWidth + gap) * start)
                        .width(tileWidth * length + gap * (length - 1)),
                )
            }
        }
    }
}

/** A group's label: a bracket under its tiles with what it is worth. */
@Composable
private fun GroupLabel(group: RackGroupView, modifier: Modifier) {
    Box(
        modifier
            .height(GROUP_LABELS)
            .padding(horizontal = 2.dp)
            .drawBehind {
                val y = 2.dp.toPx()
                drawLine(Felt.accent, Offset(0f, y), Offset(size.width, y), strokeWidth = 1.5.dp.toPx())
            }
            .testTag("rack-group-${group.firstSlot}"),
        contentAlignment = Alignment.BottomCenter,
    ) {
        Box(Modifier.background(Felt.woodDark, RoundedCornerShape(4.dp)).padding(horizontal = 4.dp)) {
            Label(group.label, size = 10.sp, color = Felt.accent, bold = true, maxLines = 1)
        }
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
    slides: Boolean,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropSpot) -> Unit,
) {
    Box(
        Modifier
            .size(tileWidth, tileWidth * 1.4f)
            .onGloballyPositioned { coordinates ->
                val rect = coordinates.boundsInRoot()
                targets.slots[index] = rect
                // The first time a tile is seen here (before any slide could say where it was).
                slot?.let { targets.lastOnRack.getOrPut(it.tile.id.toInt()) { rect } }
            }
            .testTag("slot-$index"),
    ) {
        if (slot != null) {
            val id = slot.tile.id.toInt()
            // A selected tile stands up out of its slot, as a player pushes it up on a real rack.
            val lift = if (slot.selected) Modifier.offset(y = -tileWidth * 0.22f) else Modifier
            val slide = slidesInto(index, id, targets, slides)
            DraggableTile(id = id, targets = targets, onTap = onTap, onDrop = onDrop) { m ->
                TileView(slot.tile, tileWidth, slide.then(lift).then(m), lifted = slot.selected, highlighted = slot.hinted || slot.wins, playable = slot.playable)
            }
        }
    }
}

/**
 * A tile that follows the finger; where it is let go is told to the core, which decides what
 * happens. Flicked at the discard spot (let go while still moving fast towards it, not on a meld),
 * it was let go there: a player placing a tile on the rack slows down to set it in its slot.
 */
@Composable
private fun DraggableTile(
    id: Int,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropSpot) -> Unit,
    content: @Composable (Modifier) -> Unit,
) {
    val currentDrop by rememberUpdatedState(onDrop)
    val currentTap by rememberUpdatedState(onTap)
    val drag = remember(id) { FingerDrag() }
    content(
        Modifier
            .fingerDrag(id, drag, targets, onEnd = { release ->
                // Wherever it lands on the rack, it settles there from under the finger.
                targets.lastOnRack[id]?.let { targets.lastOnRack[id] = Rect(release.carriedTo, it.size) }
                val spot = targets.dropAt(release.point)
                val onMeld = spot is DropSpot.Meld || spot is DropSpot.TableOkey
                val flicked = !onMeld && targets.flickedToDiscard(release.point, release.velocity, release.flickSpeed)
                currentDrop(id, if (flicked) DropSpot.DiscardSpot else spot)
            })
            .landingPlace(id, targets)
            .pointerInput(id) { detectTapGestures(onTap = { currentTap(id) }) }
            .testTag("tile-$id"),
    )
}

/**
 * Tile [id] now in slot [index]: when it stood elsewhere last (arranged, moved, pushed along by
 * another, let go from under the finger), it slides into the slot from there over [SLIDE_MILLIS],
 * when [slides] and motion is on. Where it stands is kept in [DropTargets.lastOnRack] (a tile laid
 * or discarded flies from there). The slide moves the drawing only, in the draw phase: nothing is
 * laid out again on its frames. Returns the modifier that draws the tile where the slide has it.
 */
@Composable
private fun slidesInto(index: Int, id: Int, targets: DropTargets, slides: Boolean): Modifier {
    val motion = LocalMotion.current
    val offset = remember(id) { Animatable(Offset.Zero, Offset.VectorConverter) }
    // Once each time the tile comes to a slot: the slots stand still, so the slot's place from the
    // last layout is where it goes.
    LaunchedEffect(id, index) {
        val now = targets.slots[index] ?: return@LaunchedEffect
        val last = targets.lastOnRack.put(id, now)
        if (!motion || !slides || last == null) return@LaunchedEffect
        val from = last.topLeft + offset.value - now.topLeft
        if (from.getDistance() < 1f) return@LaunchedEffect
        offset.snapTo(from)
        offset.animateTo(Offset.Zero, tween(SLIDE_MILLIS, easing = FastOutSlowInEasing))
    }
    return Modifier.graphicsLayer {
        translationX = offset.value.x
        translationY = offset.value.y
    }
}

/** How long a tile takes to slide to its new slot. */
const val SLIDE_MILLIS = 220

/** Slots in each row of the rack, when the core does not say. */
const val RACK_ROW = 15

/** Between two slots, around each row, inside the wood, and under each row for its groups' labels. */
val RACK_GAP = 1.dp
private val ROW_INSET = 2.dp
private val RACK_INSET = 4.dp
private val GROUP_LABELS = 14.dp
