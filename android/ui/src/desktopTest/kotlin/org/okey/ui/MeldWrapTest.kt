package org.okey.ui

import androidx.compose.foundation.layout.width
import androidx.compose.ui.Modifier
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.dp
import org.okey.ui.engine.Face
import org.okey.ui.engine.MeldKindUi
import org.okey.ui.engine.MeldUi
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TileColor
import org.okey.ui.engine.TileUi
import org.okey.ui.table.DropTargets
import org.okey.ui.table.TableMelds
import kotlin.test.Test
import kotlin.test.assertTrue

/** The table's melds wrap to the width they are given, however many a player laid. */
@OptIn(ExperimentalTestApi::class)
class MeldWrapTest {
    @Test
    fun `a long table wraps within an upright phone's width, no meld cut off`() {
        // Five runs of five tiles by one player: four to a row would need about 700 dp.
        val melds = (0 until 5).map { m ->
            val color = TileColor.entries[m % 4]
            val tiles = (1..5).map { n -> TileUi(m * 10 + n, color, n + m) }
            MeldUi(m, 1, MeldKindUi.RUN, tiles, tiles.map { Face(color, it.number) }, 0)
        }
        val seats = listOf(SeatPlayer(null), SeatPlayer(null))
        runDesktopComposeUiTest(412, 915) {
            setContent { TableMelds(melds, Face(TileColor.RED, 13), seats, 26.dp, DropTargets(), Modifier.width(388.dp)) }
            for (m in melds.indices) {
                val bounds = onNodeWithTag("meld-$m").getBoundsInRoot()
                assertTrue(bounds.right <= 388.dp, "meld $m ends at ${bounds.right}")
                // Not squeezed either: all five tiles at their width.
                assertTrue(bounds.right - bounds.left >= 26.dp * 5, "meld $m is ${bounds.right - bounds.left} wide")
            }
        }
    }
}
