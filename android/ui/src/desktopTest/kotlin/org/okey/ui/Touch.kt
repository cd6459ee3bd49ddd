package org.okey.ui

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.performTouchInput

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
