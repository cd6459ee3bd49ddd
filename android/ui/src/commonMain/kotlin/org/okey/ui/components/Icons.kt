package org.okey.ui.components

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.path
import androidx.compose.ui.graphics.vector.rememberVectorPainter
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import org.okey.ui.theme.Felt

/** Material's "Home" glyph (24 × 24), drawn from its path: the app has no icon font. */
val HomeGlyph: ImageVector by lazy {
    ImageVector.Builder("home", 24.dp, 24.dp, 24f, 24f).apply {
        path(fill = SolidColor(Felt.buttonText)) {
            moveTo(10f, 20f)
            verticalLineToRelative(-6f)
            horizontalLineToRelative(4f)
            verticalLineToRelative(6f)
            horizontalLineToRelative(5f)
            verticalLineToRelative(-8f)
            horizontalLineToRelative(3f)
            lineTo(12f, 3f)
            lineTo(2f, 12f)
            horizontalLineToRelative(3f)
            verticalLineToRelative(8f)
            close()
        }
    }.build()
}

/** Tiles laid out in a grid (Material's "Apps" glyph, squares for dots): the faces out of play. */
val TileGridGlyph: ImageVector by lazy {
    ImageVector.Builder("tile-grid", 24.dp, 24.dp, 24f, 24f).apply {
        path(fill = SolidColor(Felt.buttonText)) {
            for (row in 0 until 3) {
                for (column in 0 until 3) {
                    val x = 3f + column * 6.5f
                    val y = 3f + row * 6.5f
                    moveTo(x, y)
                    horizontalLineToRelative(5f)
                    verticalLineToRelative(5f)
                    horizontalLineToRelative(-5f)
                    close()
                }
            }
        }
    }.build()
}

/** A 48 dp round-cornered button showing [glyph]; [label] is what a screen reader says. */
@Composable
fun IconButton(glyph: ImageVector, label: String, onClick: () -> Unit, modifier: Modifier = Modifier) {
    Box(
        modifier
            .size(48.dp)
            .background(Felt.button, RoundedCornerShape(12.dp))
            .clickable(role = Role.Button, onClick = onClick)
            .semantics { contentDescription = label },
        contentAlignment = Alignment.Center,
    ) {
        Image(rememberVectorPainter(glyph), contentDescription = null, modifier = Modifier.size(28.dp))
    }
}
