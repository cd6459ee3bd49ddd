package org.okey.appcore

import java.nio.file.Files
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The app core through the real library, as a shell drives it: intents in, the view model and
 * effects out, jobs run at once (no clock). The behaviour itself is tested once, in Rust
 * (app/tests); this checks that Kotlin reaches it whole.
 */
class AppCoreTest {
    /** Performs the effects as a shell would, jobs at once; the last view. */
    private fun OkeyApp.perform(update: Update, delayed: MutableList<Job> = mutableListOf()): ViewModel {
        var view = update.view
        for (effect in update.effects) {
            if (effect is Effect.Run) {
                if (effect.job.kind == JobKind.EXPIRE_MESSAGE || effect.job.kind == JobKind.REVIEW_PROGRESS) {
                    delayed += effect.job
                } else {
                    view = perform(run(effect.job), delayed)
                }
            }
        }
        return view
    }

    private fun newApp(): OkeyApp {
        val dir = Files.createTempDirectory("okey-app-test")
        val app = OkeyApp.open(dir.toString(), Language.ENGLISH, 5uL)
        app.perform(app.start())
        return app
    }

    @Test
    fun `a whole deal is played through the app core`() {
        val app = newApp()
        var view = app.perform(app.send(Intent.StartGame))
        assertEquals(Screen.TABLE, view.screen)
        for (step in 0 until 2000) {
            val table = assertNotNull(view.table)
            if (table.phase == TablePhase.DEAL_OVER || table.phase == TablePhase.GAME_OVER) break
            assertEquals(30, table.rack.slots.size)
            view = when {
                !table.yourTurn -> app.view()
                table.controls.draw -> app.perform(app.send(Intent.Draw))
                else -> {
                    val tile = table.rack.slots.filterNotNull().last().tile.id
                    val after = app.perform(app.send(Intent.Discard(tile)))
                    if (after.table?.dialog != null) app.perform(app.send(Intent.Answer(Answer.Confirm))) else after
                }
            }
        }
        val sheet = assertNotNull(view.table?.scoreSheet, "the deal ended on a score sheet")
        assertEquals(4, sheet.rows.size)
    }

    @Test
    fun `a refused gesture is a message, never an exception`() {
        val app = newApp()
        val view = app.perform(app.send(Intent.StartGame))
        val table = assertNotNull(view.table)
        val tile = table.rack.slots.filterNotNull().first().tile.id
        val refused = app.perform(app.send(Intent.Discard(tile)))
        val message = assertNotNull(refused.table?.message)
        assertTrue(message.refusal && message.text.isNotEmpty())
        assertNull(refused.table?.dialog)
    }

    @Test
    fun `the view model's parts compare by value`() {
        val app = newApp()
        app.perform(app.send(Intent.StartGame))
        val a = app.view().table
        val b = app.view().table
        assertEquals(a, b)
        assertEquals(a?.rack, b?.rack)
    }
}
