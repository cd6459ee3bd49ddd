package org.okey.ui

import androidx.compose.foundation.layout.size
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
import org.okey.ui.table.FittedMelds
import org.okey.ui.table.meldTileWidth
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** The table's melds shrink to show them all, down to a readable size, then scroll. */
@OptIn(ExperimentalTestApi::class)
class MeldFitTest {
    /** [count] pairs for each of [owners] seats. */
    private fun pairs(owners: Int, count: Int): List<MeldUi> = (0 until owners).flatMap { owner ->
        (0 until count).map { m ->
            val color = TileColor.entries[m % 4]
            val id = owner * 100 + m * 2
            val tiles = listOf(TileUi(id, color, m % 13 + 1), TileUi(id + 1, color, m % 13 + 1))
            MeldUi(owner * 100 + m, owner, MeldKindUi.PAIR, tiles, tiles.map { Face(color, it.number) }, 0)
        }
    }

    @Test
    fun `a few melds keep the largest size, more shrink, never below the smallest`() {
        assertEquals(34.dp, meldTileWidth(pairs(1, 3), 388.dp, 150.dp, 34.dp, 24.dp))
        val five = meldTileWidth(pairs(1, 5), 388.dp, 60.dp, 34.dp, 24.dp)
        assertTrue(five < 34.dp && five >= 24.dp, "five pairs on one line of 60 dp: $five")
        assertEquals(24.dp, meldTileWidth(pairs(4, 8), 388.dp, 100.dp, 34.dp, 24.dp))
    }

    @Test
    fun `every meld shows within the height the upright table leaves, none cut off`() {
        // As on an upright phone mid-game: two players' melds in the 150 dp between the centre and
        // the status line (at the largest size, the fifth pair wraps onto a second line and the
        // second player's melds fall below).
        val melds = pairs(1, 5) + pairs(2, 3).filter { it.owner == 1 }
        val seats = listOf(SeatPlayer(null), SeatPlayer(null))
        runDesktopComposeUiTest(412, 915) {
            setContent { FittedMelds(melds, Face(TileColor.RED, 13), seats, 34.dp, DropTargets(), Modifier.size(388.dp, 150.dp)) }
            for (meld in melds) {
                val bounds = onNodeWithTag("meld-${meld.id}").getBoundsInRoot()
                assertTrue(bounds.bottom <= 150.dp && bounds.right <= 388.dp, "meld ${meld.id} ends at ${bounds.right}, ${bounds.bottom}")
            }
        }
    }
}
