package org.okey.ui

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.performTouchInput
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import kotlin.math.roundToInt

/** The table screen of [holder], as the app shows it, for a gesture test. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.showTable(holder: TableStateHolder) = setContent {
    val state by holder.state.collectAsState()
    TableScreen(state, tableIntents(holder) {})
}

/**
 * Drags [node] by whole steps onto the centre of [target], as a finger would; [whileHeld] runs
 * there, before the finger lets go.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.dragOnto(node: SemanticsNodeInteraction, target: SemanticsNodeInteraction, whileHeld: () -> Unit = {}) {
    val from = node.getBoundsInRoot()
    val to = target.getBoundsInRoot()
    val dx = ((to.left + to.right) - (from.left + from.right)).value / 2f
    val dy = ((to.top + to.bottom) - (from.top + from.bottom)).value / 2f
    node.performTouchInput {
        down(center)
        repeat(12) { moveBy(Offset(dx * density / 12f, dy * density / 12f)) }
    }
    waitForIdle()
    whileHeld()
    node.performTouchInput { up() }
    waitForIdle()
}

/**
 * The share of the pixels in [colour], in a small square at the centre of [target], as the screen
 * is drawn now (at a density of 1): 1 where only [colour] shows, 0 where something covers it.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.colourShareAtCentre(target: SemanticsNodeInteraction, colour: Color): Float {
    val bounds = target.getBoundsInRoot()
    val image = onRoot().captureToImage().toAwtImage()
    val x = ((bounds.left + bounds.right) / 2f).value.roundToInt()
    val y = ((bounds.top + bounds.bottom) / 2f).value.roundToInt()
    val square = (-4..4).flatMap { dx -> (-4..4).map { dy -> image.getRGB(x + dx, y + dy) } }
    return square.count { it == colour.toArgb() }.toFloat() / square.size
}
