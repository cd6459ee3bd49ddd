package org.okey.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.ContentDrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.node.DrawModifierNode
import androidx.compose.ui.node.ModifierNodeElement
import androidx.compose.ui.node.SemanticsModifierNode
import androidx.compose.ui.node.invalidateDraw
import androidx.compose.ui.node.invalidateSemantics
import androidx.compose.ui.platform.InspectorInfo
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.ShownTile
import org.okey.ui.theme.Felt
import org.okey.ui.theme.LocalPalette
import org.okey.ui.theme.ink
import kotlin.math.roundToInt

/**
 * A tile as it looks on a wooden rack: ivory face, the number large in the tile's ink, a star on
 * the okey, the false joker with a face of its own. What an okey or false joker plays as on the
 * table shows small in its corner. Its description (for screen readers) is the core's.
 */
@Composable
fun TileView(
    tile: ShownTile,
    width: Dp,
    modifier: Modifier = Modifier,
    lifted: Boolean = false,
    highlighted: Boolean = false,
    playable: Boolean = false,
) {
    val palette = LocalPalette.current
    val height = width * 1.4f
    val edge = when {
        highlighted -> Felt.accent
        lifted -> Felt.info
        else -> Felt.ivoryEdge
    }
    val numberSize = (width.value * 0.52f).sp
    val markSize = (width.value * 0.26f).sp
    // An okey (or false joker) in a meld shows the face it stands for, large, with the okey's badge.
    val standsFor = tile.playsAs?.takeIf { tile.okey || tile.falseJoker }
    // The face's text, drawn from one shared cache of laid-out texts (see [TileFaceElement]).
    val face = when {
        standsFor != null -> {
            val faceInk = ink(standsFor.color, palette)
            listOf(
                FaceText(standsFor.number.toString(), TextStyle(color = faceInk.color, fontSize = numberSize, fontWeight = FontWeight.Bold, textAlign = TextAlign.Center)),
                FaceText(faceInk.mark ?: "●", TextStyle(color = faceInk.color, fontSize = markSize)),
            )
        }
        // The false joker: its own face, a double-ringed emblem, playing as the okey.
        tile.falseJoker -> listOf(FaceText("✪", TextStyle(color = ink(null, palette).color, fontSize = numberSize)))
        else -> {
            val tileInk = ink(tile.color, palette)
            val mark = if (tile.okey) "★" else tileInk.mark ?: "●"
            listOf(
                FaceText(tile.number.toString(), TextStyle(color = tileInk.color, fontSize = numberSize, fontWeight = FontWeight.Bold, textAlign = TextAlign.Center)),
                FaceText(mark, TextStyle(color = if (tile.okey) OKEY_GOLD else tileInk.color, fontSize = markSize)),
            )
        }
    }
    // The okey's badge: a gold star in the corner, so that the wild tile is never taken for the face it shows.
    val badge = standsFor?.let { FaceText(if (tile.falseJoker) "✪" else "★", TextStyle(color = Color.White, fontSize = (width.value * 0.24f).sp)) }
    val measurer = rememberSharedMeasurer(TileFaces)
    Box(
        modifier
            .size(width, height)
            .then(
                TileFaceElement(
                    fill = if (lifted) Color(0xFFFFFDF4) else Felt.ivory,
                    edge = edge,
                    edgeWidth = if (lifted || highlighted) 2.dp else 1.dp,
                    corner = width * 0.14f,
                    lines = face,
                    description = tile.description,
                    measurer = measurer,
                    playable = playable,
                    raised = lifted,
                    badge = badge,
                ),
            ),
    )
}

/** The okey's gold: its star on the tile, its badge in a meld. */
val OKEY_GOLD = Color(0xFFD99A00)

/** One line of a tile's face: the number, or the mark beneath it. */
private data class FaceText(val text: String, val style: TextStyle)

/**
 * A tile's face as one modifier node: the ivory ground, its edge, the face's lines and the tile's
 * description (one for the whole tile, "okey, red 8", not its number and mark read apart). Being a
 * value, an unchanged face changes nothing when its slot recomposes; a changed one redraws. The
 * lines are laid out through the shared [TileFaces] cache: a tile that appears (a draw, a new deal,
 * a move on the rack) shapes no text of its own, as there are only so many faces.
 */
private data class TileFaceElement(
    val fill: Color,
    val edge: Color,
    val edgeWidth: Dp,
    val corner: Dp,
    val lines: List<FaceText>,
    val description: String,
    val measurer: TextMeasurer,
    /** An işlek tile: discarding it would cost a penalty; marked with a small bar at its foot. */
    val playable: Boolean = false,
    /** Lifted off the rack: a longer shadow. */
    val raised: Boolean = false,
    /** An okey standing in a meld: its badge's mark, drawn on a gold disc in the top right corner. */
    val badge: FaceText? = null,
) : ModifierNodeElement<TileFaceNode>() {
    override fun create() = TileFaceNode(this)

    override fun update(node: TileFaceNode) = node.update(this)

    override fun InspectorInfo.inspectableProperties() {
        name = "tileFace"
        properties["description"] = description
    }
}

private class TileFaceNode(private var face: TileFaceElement) :
    Modifier.Node(),
    DrawModifierNode,
    SemanticsModifierNode {
    private var layouts: List<TextLayoutResult>? = null
    private var badgeLayout: TextLayoutResult? = null

    fun update(new: TileFaceElement) {
        val described = new.description != face.description
        face = new
        layouts = null
        badgeLayout = null
        invalidateDraw()
        if (described) invalidateSemantics()
    }

    override val shouldClearDescendantSemantics: Boolean get() = true

    override fun SemanticsPropertyReceiver.applySemantics() {
        contentDescription = face.description
    }

    override fun ContentDrawScope.draw() {
        // As Modifier.background and Modifier.border draw a rounded shape: the edge's stroke inside.
        val corner = face.corner.toPx()
        val radius = CornerRadius(corner)
        // Depth: a soft shadow under the tile (longer when it is lifted), then a bevel, a darker
        // foot under the ivory face, as a real tile's thickness shows.
        val shadow = (if (face.raised) 4.dp else 1.5.dp).toPx()
        drawRoundRect(SHADOW, topLeft = Offset(shadow * 0.4f, shadow), size = size, cornerRadius = radius)
        drawRoundRect(BEVEL, cornerRadius = radius)
        val foot = size.height * 0.05f
        drawRoundRect(face.fill, size = Size(size.width, size.height - foot), cornerRadius = radius)
        val stroke = face.edgeWidth.toPx()
        val half = stroke / 2f
        drawRoundRect(
            face.edge,
            topLeft = Offset(half, half),
            size = Size(size.width - stroke, size.height - stroke),
            cornerRadius = CornerRadius((corner - half).coerceAtLeast(0f)),
            style = Stroke(stroke),
        )
        if (face.playable) {
            // A short bar at the foot: subtle, and a shape rather than a colour alone.
            val barWidth = size.width * 0.44f
            val barHeight = (size.height * 0.045f).coerceAtLeast(2f)
            drawRoundRect(
                PLAYABLE,
                topLeft = Offset((size.width - barWidth) / 2f, size.height - foot - barHeight - stroke - 1f),
                size = Size(barWidth, barHeight),
                cornerRadius = CornerRadius(barHeight / 2f),
            )
        }
        val density = densityOf(this)
        val laidOut = layouts ?: face.lines.map { face.measurer.measure(it.text, it.style, density = density, layoutDirection = layoutDirection) }
            .also { layouts = it }
        // Stacked and centred as a column of texts would be.
        var top = ((size.height - foot - laidOut.sumOf { it.size.height }) / 2f).roundToInt().toFloat()
        for (layout in laidOut) {
            drawText(layout, topLeft = Offset(((size.width - layout.size.width) / 2f).roundToInt().toFloat(), top))
            top += layout.size.height
        }
        face.badge?.let { badge ->
            val radius = size.width * 0.18f
            val centre = Offset(size.width - radius, radius)
            drawCircle(OKEY_GOLD, radius, centre)
            val mark = badgeLayout ?: face.measurer.measure(badge.text, badge.style, density = density, layoutDirection = layoutDirection).also { badgeLayout = it }
            drawText(mark, topLeft = Offset(centre.x - mark.size.width / 2f, centre.y - mark.size.height / 2f))
        }
        drawContent()
    }
}

private val SHADOW = Color(0x55000000)
private val BEVEL = Color(0xFFD8C7A0)

/** The mark of an işlek tile (teal: apart from every tile ink, in both palettes). */
private val PLAYABLE = Color(0xFF00897B)

/** The back of a tile (the stock, an opponent's rack). */
@Composable
fun TileBack(width: Dp, modifier: Modifier = Modifier) {
    val shape = RoundedCornerShape(width * 0.14f)
    Box(
        modifier.size(width, width * 1.4f).background(Color(0xFFE9DDBF), shape).border(1.dp, Felt.ivoryEdge, shape),
    )
}
