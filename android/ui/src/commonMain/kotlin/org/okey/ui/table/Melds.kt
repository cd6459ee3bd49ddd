package org.okey.ui.table

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
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
import org.okey.appcore.LaidMeld
import org.okey.ui.components.Label
import org.okey.ui.components.TileView
import org.okey.ui.theme.Felt

/**
 * The table's melds, grouped by the player who laid them ([owners]: each seat's name); an okey
 * shows what it stands for. Each meld takes [room] tiles' width (its own tiles and room to grow:
 * a drop anywhere on that room lays off onto it).
 */
@Composable
fun TableMelds(
    table: List<LaidMeld>,
    owners: List<String>,
    tileWidth: Dp,
    targets: DropTargets,
    modifier: Modifier = Modifier,
    room: (LaidMeld) -> Int = { it.tiles.size },
) {
    val byOwner = table.groupBy { it.owner.toInt() }
    // Melds that left the table (a take-back) must not stay drop targets.
    val ids = table.map { it.id.toInt() }.toSet()
    targets.melds.keys.retainAll(ids)
    targets.tableOkeys.keys.retainAll { it.first in ids }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        for ((owner, melds) in byOwner.toSortedMap()) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(OWNER_GAP)) {
                Label(owners.getOrElse(owner) { "" }, Modifier.widthIn(min = OWNER_NAME), size = 13.sp, color = Felt.muted)
                MeldRows(melds, tileWidth, targets, room, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun MeldRows(melds: List<LaidMeld>, tileWidth: Dp, targets: DropTargets, room: (LaidMeld) -> Int, modifier: Modifier = Modifier) {
    // Melds wrap onto the next line when the width runs out, so none is ever cut off.
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(MELD_GAP), verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        melds.forEach { meld ->
            val meldId = meld.id.toInt()
            // The meld's place, as wide as its room: a tile laid off grows the meld inside it.
            Box(
                Modifier
                    .width(meldWidth(room(meld), tileWidth))
                    .onGloballyPositioned { targets.melds[meldId] = it.boundsInRoot() }
                    .testTag("room-of-meld-$meldId"),
            ) {
                Row(
                    Modifier
                        .appearing(meldId)
                        .background(Felt.tableDark, RoundedCornerShape(6.dp))
                        .padding(MELD_INSET)
                        .testTag("meld-$meldId"),
                    horizontalArrangement = Arrangement.spacedBy(TILE_GAP),
                ) {
                    meld.tiles.forEach { tile ->
                        val joker = tile.falseJoker || tile.okey
                        val place = if (joker) Modifier.onGloballyPositioned { targets.tableOkeys[meldId to tile.id.toInt()] = it.boundsInRoot() } else Modifier
                        TileView(tile, tileWidth, place)
                    }
                }
            }
        }
    }
}

/**
 * A meld new on the table grows into place over [LocalMotionMillis]; with motion off it is simply
 * there. The animation is read in the draw phase only; a meld that has grown (or never had to) is
 * drawn without a layer of its own, as a table full of melds would otherwise keep one for each.
 */
@Composable
private fun Modifier.appearing(key: Int): Modifier {
    val millis = if (LocalMotion.current) MELD_APPEAR_MILLIS else 0
    val shown = remember(key) { Animatable(if (millis > 0) 0f else 1f) }
    LaunchedEffect(key) {
        if (millis > 0) shown.animateTo(1f, tween(millis, easing = FastOutSlowInEasing))
    }
    val grown by remember(key) { derivedStateOf { shown.value >= 1f } }
    if (grown) return this
    return graphicsLayer {
        alpha = shown.value
        scaleX = 0.5f + 0.5f * shown.value
        scaleY = 0.5f + 0.5f * shown.value
    }
}
