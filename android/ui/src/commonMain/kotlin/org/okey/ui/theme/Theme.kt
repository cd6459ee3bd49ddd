package org.okey.ui.theme

import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import org.okey.appcore.Palette
import org.okey.appcore.TileColor

/** The table's calm colours and the tiles' inks. */
object Felt {
    val table = Color(0xFF1F5E3B)
    val tableDark = Color(0xFF174A2E)
    val wood = Color(0xFF7A4E2D)
    val woodDark = Color(0xFF5C3A20)
    val ivory = Color(0xFFFFF8E6)
    val ivoryEdge = Color(0xFFBFA982)
    val text = Color(0xFFF4F1E8)
    val muted = Color(0xFFB9CBBE)
    val accent = Color(0xFFFFC94D)
    val danger = Color(0xFFE35D5D)
    val info = Color(0xFF2E86DE)
    val panel = Color(0xFF2A7149)
    val button = Color(0xFFF2E3C2)
    val buttonText = Color(0xFF3B2A14)
    val disabled = Color(0xFF5E7F6B)
    val tableLight = Color(0xFF2B7A4E)
    val woodLight = Color(0xFF9A6A40)

    /** The felt: lighter in the middle, as under a lamp. */
    val feltBrush = Brush.radialGradient(listOf(tableLight, table, tableDark))

    /** The rack's wood, lit from above, its lower edge in shade. */
    val woodBrush = Brush.verticalGradient(listOf(woodLight, wood, woodDark))
}

/** Ink of a tile colour in a palette, and in the colour-blind palette a mark of its own. */
data class TileInk(val color: Color, val mark: String?)

fun ink(color: TileColor?, palette: Palette): TileInk = when (palette) {
    Palette.STANDARD -> when (color) {
        TileColor.RED -> TileInk(Color(0xFFC62828), null)
        TileColor.YELLOW -> TileInk(Color(0xFFE08600), null)
        TileColor.BLUE -> TileInk(Color(0xFF1565C0), null)
        TileColor.BLACK -> TileInk(Color(0xFF212121), null)
        null -> TileInk(Color(0xFF6D4C41), null)
    }
    // Okabe–Ito hues, each with a shape, so no two colours rely on hue alone.
    Palette.COLOUR_BLIND -> when (color) {
        TileColor.RED -> TileInk(Color(0xFFD55E00), "▲")
        TileColor.YELLOW -> TileInk(Color(0xFFB07800), "●")
        TileColor.BLUE -> TileInk(Color(0xFF0072B2), "■")
        TileColor.BLACK -> TileInk(Color(0xFF000000), "◆")
        null -> TileInk(Color(0xFF6D4C41), null)
    }
}

val LocalPalette = staticCompositionLocalOf { Palette.STANDARD }
