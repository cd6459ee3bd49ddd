package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import org.okey.appcore.GoneView
import org.okey.appcore.PileView
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.TileView
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt
import org.okey.ui.theme.LocalPalette
import org.okey.ui.theme.ink

/**
 * A sheet over the table: a title, Close, and [content] that scrolls when it is taller than the
 * screen. A tap on the shade around it closes it too. Opening one is the screen's own business
 * (the core has no intent for it: it changes nothing in the game).
 */
@Composable
private fun Sheet(title: String, tag: String, onClose: () -> Unit, content: @Composable ColumnScope.(maxWidth: Dp) -> Unit) {
    Box(
        Modifier
            .fillMaxSize()
            .background(Color(0x99000000))
            // Taps, not a clickable: a clickable would merge the sheet's parts into one node for screen readers.
            .pointerInput(onClose) { detectTapGestures { onClose() } },
        contentAlignment = Alignment.Center,
    ) {
        BoxWithConstraints(Modifier.padding(12.dp).widthIn(max = 760.dp)) {
            val width = maxWidth
            Column(
                Modifier
                    .background(Felt.tableDark, RoundedCornerShape(16.dp))
                    .border(1.dp, Felt.muted.copy(alpha = 0.5f), RoundedCornerShape(16.dp))
                    // A tap on the sheet itself does not close it.
                    .pointerInput(Unit) { detectTapGestures { } }
                    .padding(14.dp)
                    .testTag(tag),
                verticalArrangement = Arrangement.spacedBy(10.dp),
            ) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Label(title, Modifier.weight(1f), size = 18.sp, bold = true)
                    OkeyButton(t(S.close), onClose, Modifier.testTag("sheet-close"))
                }
                Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    content(width - 28.dp)
                }
            }
        }
    }
}

/** Every tile of a discard pile, first discarded first: what a player at a real table could have watched. */
@Composable
fun PileSheet(pile: PileView, owner: String, onClose: () -> Unit) {
    Sheet("${t(S.discards)}: $owner", "pile-sheet", onClose) { width ->
        // Two rows of 13 at most, whatever the screen.
        val tile = min(44.dp, (width - 12.dp) / 13f - 1.dp)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(1.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            pile.tiles.forEach { TileView(it, tile, Modifier.testTag("pile-tile-${it.id}")) }
        }
    }
}

/**
 * The faces out of play as the player has seen them (discarded, on the table, the indicator): one
 * row per colour, 1 to 13, each face with two pips for its two copies, a filled pip for each one
 * gone; a face with both gone is faded. The false jokers below.
 */
@Composable
fun GoneSheet(gone: GoneView, onClose: () -> Unit) {
    Sheet(t(S.gone), "gone-sheet", onClose) { width ->
        val cell = min(48.dp, (width - 12.dp * 2) / 13f)
        gone.faces.groupBy { it.face.color }.values.forEach { row ->
            Row(horizontalArrangement = Arrangement.spacedBy(2.dp)) {
                row.forEach { GoneCell(it.face.color, it.face.number.toString(), it.gone.toInt(), cell, "gone-${it.face.color.name.lowercase()}-${it.face.number}") }
            }
        }
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            GoneCell(null, "✪", gone.falseJokers.toInt(), cell, "gone-false-joker")
            Label(t(S.falseJokers), size = 13.sp, color = Felt.muted)
        }
    }
}

@Composable
private fun GoneCell(color: org.okey.appcore.TileColor?, face: String, gone: Int, width: Dp, tag: String) {
    val ink = ink(color, LocalPalette.current)
    Column(
        Modifier
            .size(width - 2.dp, (width - 2.dp) * 1.25f)
            .graphicsLayer { alpha = if (gone >= 2) 0.45f else 1f }
            .background(Felt.ivory, RoundedCornerShape(5.dp))
            .semantics { contentDescription = "$face: $gone/2" }
            .testTag(tag),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.SpaceEvenly,
    ) {
        val mark = ink.mark
        Label(if (mark != null) "$face$mark" else face, size = (width.value * 0.36f).sp, bold = true, color = ink.color, align = TextAlign.Center)
        Row(horizontalArrangement = Arrangement.spacedBy(3.dp)) {
            repeat(2) { copy ->
                val pip = Modifier.size(width * 0.16f)
                Box(if (copy < gone) pip.background(Felt.buttonText, CircleShape) else pip.border(1.dp, Felt.buttonText, CircleShape))
            }
        }
    }
}
