package org.okey.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.text.BasicText
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Labels are laid out through a shared cache, measured without the room around them when they fit:
 * they must still take the size BasicText gives the same text, wrap where the room is too narrow,
 * and fill a width they are given.
 */
@OptIn(ExperimentalTestApi::class)
class LabelTest {
    private val long = "Waiting for Mehmet to lay off"

    /** The width and height of the node tagged [tag]. */
    private fun androidx.compose.ui.test.ComposeUiTest.size(tag: String): Pair<Dp, Dp> =
        onNodeWithTag(tag).getBoundsInRoot().let { it.right - it.left to it.bottom - it.top }

    @Test
    fun `a label takes the size BasicText gives the same text, in any room`() = runDesktopComposeUiTest(600, 400) {
        setContent {
            Column {
                Label(long, Modifier.testTag("wide"), size = 16.sp)
                Label(long, Modifier.widthIn(max = 90.dp).testTag("narrow"), size = 16.sp)
                Label("8", Modifier.width(70.dp).testTag("fixed"), size = 16.sp)
                BasicText(long, Modifier.testTag("basic-wide"), style = TextStyle(fontSize = 16.sp))
                BasicText(long, Modifier.widthIn(max = 90.dp).testTag("basic-narrow"), style = TextStyle(fontSize = 16.sp))
            }
        }
        val wide = size("wide")
        val narrow = size("narrow")
        val basicWide = size("basic-wide")
        val basicNarrow = size("basic-narrow")
        assertEquals(basicWide, wide, "one line, as wide as its text")
        // Too long for 90 dp: wrapped over several lines within it, as BasicText wraps it.
        assertEquals(basicNarrow, narrow)
        assertTrue(narrow.second > wide.second * 2, "wrapped: ${narrow.second} against one line's ${wide.second}")
        assertEquals(70.dp, size("fixed").first, "a given width is filled")
        onNodeWithTag("narrow").assertTextEquals(long)
    }
}
