package org.okey.ui.components

import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.Spacer
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import org.okey.ui.engine.Face
import org.okey.ui.engine.TileUi
import org.okey.ui.strings.Labels
import org.okey.ui.strings.LocalLang
import org.okey.ui.theme.Felt
import org.okey.ui.theme.LocalPalette

/**
 * Tiles to look at, not to touch (the racks shown face up at the end of a deal), drawn as one node
 * rather than a [TileView] each: a score sheet of four racks is then a few nodes, not sixty, and
 * comes up within a frame. They look as [TileView]s do; a screen reader reads the row as a list.
 */
@Composable
fun TileRow(tiles: List<TileUi>, okey: Face?, width: Dp, gap: Dp = 2.dp, modifier: Modifier = Modifier) {
    val palette = LocalPalette.current
    val lang = LocalLang.current
    val measurer = rememberSharedMeasurer(TileFaces)
    val faces = tiles.map { tileFace(it, okey, width, palette) }
    val description = tiles.joinToString(", ") { Labels.tile(it, okey, lang) }
    Spacer(
        modifier
            .size(width * tiles.size + gap * (tiles.size - 1).coerceAtLeast(0), width * 1.4f)
            .clearAndSetSemantics { contentDescription = description }
            .drawWithCache {
                val tile = Size(width.toPx(), width.toPx() * 1.4f)
                val step = (width + gap).toPx()
                val corner = CornerRadius(width.toPx() * 0.14f)
                val edge = 1.dp.toPx()
                val laidOut = faces.map { LaidOutFace(measurer, it, this, layoutDirection) }
                onDrawBehind {
                    laidOut.forEachIndexed { i, face ->
                        translate(left = i * step) {
                            drawRoundRect(Felt.ivory, size = tile, cornerRadius = corner)
                            // Inside the tile's edge, as a border is drawn.
                            drawRoundRect(
                                Felt.ivoryEdge,
                                topLeft = Offset(edge / 2, edge / 2),
                                size = Size(tile.width - edge, tile.height - edge),
                                cornerRadius = CornerRadius(corner.x - edge / 2),
                                style = Stroke(edge),
                            )
                            face.draw(this, tile)
                        }
                    }
                }
            },
    )
}
