package org.okey.ui.components

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalFontFamilyResolver
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

/**
 * A text measurer shared by every composable of one kind, with its cache of laid-out texts: a text
 * seen before (a tile's face, a seat's name, a score) is drawn from the cache instead of being
 * shaped again, wherever it appears. At most [cacheSize] texts are kept. The measurer is that of the
 * latest font resolver (a window's), so a window that goes away leaves nothing behind once another
 * draws.
 *
 * The cache compares densities with equals: measure with [densityOf] a scope, never with the scope
 * itself (a draw or measure scope equals only itself, so every node would miss every other's texts).
 */
class SharedTextCache(private val cacheSize: Int) {
    private var fonts: FontFamily.Resolver? = null
    private var measurer: TextMeasurer? = null

    /** The measurer for [fonts]; density and direction are given with each text measured. */
    fun measurer(fonts: FontFamily.Resolver): TextMeasurer = synchronized(this) {
        measurer?.takeIf { this.fonts === fonts } ?: TextMeasurer(fonts, placeholderDensity, LayoutDirection.Ltr, cacheSize).also {
            this.fonts = fonts
            measurer = it
        }
    }

    private companion object {
        // Every measure passes the window's own density and direction.
        val placeholderDensity = Density(1f)
    }
}

/** [scope]'s density as a plain value, equal to every other scope's at the same density: a cache key. */
fun densityOf(scope: Density): Density = Density(scope.density, scope.fontScale)

/** [cache]'s measurer for this window's fonts. */
@Composable
fun rememberSharedMeasurer(cache: SharedTextCache): TextMeasurer {
    val fonts = LocalFontFamilyResolver.current
    return remember(cache, fonts) { cache.measurer(fonts) }
}

/** Tiles' faces in view at once: 13 numbers in 4 inks, marks, okeys, a few sizes. */
val TileFaces = SharedTextCache(256)

/** The labels of the table and its sheets: names, counts, statuses, last moves, scores. */
val LabelTexts = SharedTextCache(512)
