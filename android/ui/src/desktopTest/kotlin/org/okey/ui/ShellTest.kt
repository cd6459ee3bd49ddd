package org.okey.ui

import org.okey.appcore.Anchor
import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.JobKind
import org.okey.appcore.Language
import org.okey.appcore.OkeyApp
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertSame
import kotlin.test.assertTrue

/** The shell over the real app core: what it draws, which updates it keeps, the effects it performs. */
class ShellTest {
    @Test
    fun `a new game shows the table with the core's status and a full rack`() {
        val test = TestShell(seed = 7).newGame()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        val status = assertNotNull(test.parts.tableStatus.value)
        assertTrue(status.text.isNotBlank())
        assertTrue(test.rackTiles().size in 21..22, "a rack of 21 or 22 tiles: ${test.rackTiles().size}")
    }

    @Test
    fun `a job's update older than the view on screen is not drawn`() {
        val test = TestShell(seed = 7).newGame().untilDraw()
        test.send(Intent.Hint)
        val hint = test.jobs.waiting.first { it.job.kind == JobKind.HINT }
        test.jobs.waiting.remove(hint)
        // The job's update is taken first (an older revision), then the player taps a tile.
        val older = hint.work()
        val tile = test.rackTiles().first()
        test.send(Intent.ToggleTile(tile))
        assertTrue(test.parts.rack.value!!.slots.any { it?.tile?.id == tile && it.selected })
        hint.deliver(older)
        assertTrue(test.parts.rack.value!!.slots.any { it?.tile?.id == tile && it.selected }, "the older view did not undo the tap")
    }

    @Test
    fun `a gesture leaves the parts it did not change as they were`() {
        val test = TestShell(seed = 7).newGame().untilDraw()
        val seats = test.parts.seats.value
        val centre = test.parts.centre.value
        val rack = test.parts.rack.value
        test.send(Intent.ToggleTile(test.rackTiles().first()))
        assertSame(seats, test.parts.seats.value)
        assertSame(centre, test.parts.centre.value)
        assertTrue(rack != test.parts.rack.value, "the rack changed")
    }

    @Test
    fun `a refused discard is the core's message, with a refusal's haptic, and its timeout takes it away`() {
        val test = TestShell(seed = 7).newGame().untilDraw()
        val rack = test.rackTiles()
        test.send(Intent.Discard(rack.first()))
        val message = assertNotNull(test.parts.message.value)
        assertTrue(message.refusal)
        assertEquals(Anchor.DISCARD, message.anchor)
        assertEquals(rack, test.rackTiles(), "nothing was discarded")
        assertEquals(Haptic.REFUSED, test.feedback.haptics.last())
        test.jobs.runAll({ it.kind == JobKind.EXPIRE_MESSAGE })
        assertNull(test.parts.message.value)
    }

    @Test
    fun `a draw flies a tile from the stock to the rack`() {
        val test = TestShell(seed = 7).newGame().untilDraw()
        val before = test.rackTiles().size
        test.send(Intent.Draw)
        assertEquals(TablePhase.PLAY, test.phase)
        assertEquals(before + 1, test.rackTiles().size)
        val flights = assertNotNull(test.shell.flights.value).flights
        assertEquals(org.okey.appcore.Place.Stock, flights.single().from)
    }

    @Test
    fun `flush writes the game, which the next opening offers to continue`() {
        val test = TestShell(seed = 7).newGame().play(2)
        test.shell.flush()
        val reopened = OkeyApp.open(test.dir.path, Language.ENGLISH, 1UL)
        assertNotNull(reopened.view().home.saved, "the game in progress is offered on Home")
    }

    @Test
    fun `the language is the core's choice, and every part follows it`() {
        val test = TestShell(seed = 7).newGame()
        val english = test.parts.tableStatus.value!!.text
        test.send(Intent.SetLanguage(Language.TURKISH))
        assertEquals(Language.TURKISH, test.parts.language.value)
        assertTrue(english != test.parts.tableStatus.value!!.text, "the status is now in Turkish")
    }
}
