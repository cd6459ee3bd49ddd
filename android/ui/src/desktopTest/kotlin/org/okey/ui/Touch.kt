package org.okey.ui

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.performTouchInput
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder

/** The table screen of [holder], as the app shows it, for a gesture test. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.showTable(holder: TableStateHolder) = setContent {
    val state by holder.state.collectAsState()
    TableScreen(state, tableIntents(holder) {})
}

/** Drags [node] by whole steps onto the centre of [target], as a finger would. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.dragOnto(node: SemanticsNodeInteraction, target: SemanticsNodeInteraction) {
    val from = node.getBoundsInRoot()
    val to = target.getBoundsInRoot()
    val dx = ((to.left + to.right) - (from.left + from.right)).value / 2f
    val dy = ((to.top + to.bottom) - (from.top + from.bottom)).value / 2f
    node.performTouchInput {
        down(center)
        repeat(12) { moveBy(Offset(dx * density / 12f, dy * density / 12f)) }
        up()
    }
    waitForIdle()
}
