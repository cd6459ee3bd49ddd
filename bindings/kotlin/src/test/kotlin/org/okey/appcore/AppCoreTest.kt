package org.okey.appcore

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.Executors
import java.util.concurrent.Future
import kotlin.io.path.exists
import kotlin.io.path.readBytes
import kotlin.io.path.writeBytes
import kotlin.test.Test
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The app core through the real library, as a shell drives it: intents in, the view model and
 * effects out. The behaviour itself is tested once, in Rust (app/tests); these check what only
 * the crossing can break: every record and enum arrives whole, a game runs to its end, the files
 * are the device's, no gesture turns into an exception, and calls from two threads at once are
 * safe.
 */
class AppCoreTest {
    private fun isLater(job: Job) = job.kind == JobKind.EXPIRE_MESSAGE || job.kind == JobKind.REVIEW_PROGRESS

    /** Start on the New game form, the one screen that offers it (its own jobs are handed out again by Start). */
    private fun OkeyApp.startGame(): Update {
        send(Intent.Show(Screen.NEW_GAME))
        return send(Intent.StartGame)
    }

    /** Performs the effects as a shell would, the jobs at once (those for later left); the last view. */
    private fun OkeyApp.perform(update: Update): ViewModel {
        var view = update.view
        for (effect in update.effects) {
            if (effect is Effect.Run && !isLater(effect.job)) view = perform(run(effect.job))
        }
        return view
    }

    private fun open(dir: Path, entropy: ULong = 5uL): Pair<OkeyApp, ViewModel> {
        val app = OkeyApp.open(dir.toString(), Language.ENGLISH, entropy)
        return app to app.perform(app.start())
    }

    /** The player's simple turn: draw, or discard the rack's last tile saying yes to any question. */
    private fun OkeyApp.simpleMove(table: TableView): ViewModel = when {
        table.phase == TablePhase.DEAL_OVER -> perform(send(Intent.NextDeal))
        !table.yourTurn -> view()
        table.controls.draw -> perform(send(Intent.Draw))
        else -> {
            val after = perform(send(Intent.Discard(table.rack.slots.filterNotNull().last().tile.id)))
            if (after.table?.dialog != null) perform(send(Intent.Answer(Answer.Confirm))) else after
        }
    }

    @Test
    fun `a whole game is played through OkeyApp, recorded in the statistics and not offered again`() {
        val dir = Files.createTempDirectory("okey-app-test")
        val (app, _) = open(dir)
        app.perform(app.send(Intent.Show(Screen.NEW_GAME)))
        app.perform(app.send(Intent.SetRuleOption("deals", RuleValue.Number(2u))))
        var view = app.perform(app.send(Intent.StartGame))
        assertEquals(Screen.TABLE, view.screen)
        repeat(5000) {
            val table = assertNotNull(view.table)
            if (table.phase == TablePhase.GAME_OVER) return@repeat
            assertEquals(30, table.rack.slots.size)
            view = app.simpleMove(table)
        }
        val table = assertNotNull(view.table)
        assertEquals(TablePhase.GAME_OVER, table.phase)
        assertEquals(4, assertNotNull(table.scoreSheet).rows.size)
        app.flush()
        assertTrue(dir.resolve("stats.json").exists() && dir.resolve("game.json").exists())
        val (again, home) = open(dir)
        assertNull(home.home.saved, "a finished game is not offered to continue")
        val statistics = again.perform(again.send(Intent.Show(Screen.STATISTICS))).statistics
        assertNull(assertNotNull(statistics).empty, "the finished game is counted")
    }

    @Test
    fun `a game in progress is saved in the directory given and resumed as it was`() {
        val dir = Files.createTempDirectory("okey-app-test")
        val (app, _) = open(dir)
        var view = app.perform(app.startGame())
        repeat(6) { view = app.simpleMove(assertNotNull(view.table)) }
        val rack = assertNotNull(view.table).rack
        app.flush()
        val (again, home) = open(dir, entropy = 99uL)
        assertNotNull(home.home.saved, "the game is offered to continue")
        val resumed = again.perform(again.send(Intent.ContinueGame))
        assertEquals(rack, assertNotNull(resumed.table).rack)
    }

    @Test
    fun `a damaged save is set aside byte for byte, the player told, and a new game can start`() {
        val dir = Files.createTempDirectory("okey-app-test")
        val damaged = byteArrayOf('{'.code.toByte(), '"'.code.toByte(), 0xff.toByte())
        dir.resolve("game.json").writeBytes(damaged)
        val (app, view) = open(dir)
        val notice = assertNotNull(view.notice)
        assertContains(notice, "game.json could not be loaded")
        assertContains(notice, "game.json.damaged-1")
        assertTrue(dir.resolve("game.json.damaged-1").readBytes().contentEquals(damaged))
        assertNull(view.home.saved)
        assertEquals(Screen.TABLE, app.perform(app.startGame()).screen)
    }

    @Test
    fun `gestures the core cannot use are messages or nothing, never exceptions`() {
        val (app, _) = open(Files.createTempDirectory("okey-app-test"))
        val start = assertNotNull(app.perform(app.startGame()).table)
        val first = start.rack.slots.filterNotNull().first().tile.id
        if (start.controls.draw) {
            val message = assertNotNull(app.perform(app.send(Intent.Discard(first))).table?.message)
            assertTrue(message.refusal && message.text.isNotEmpty(), "a discard before drawing is refused")
        }
        val before = assertNotNull(app.view().table)
        val nonsense = listOf(
            Intent.ToggleTile(255u), Intent.MoveTile(255u, 200u), Intent.MoveTile(first, 200u),
            Intent.Discard(255u), Intent.LayOff(255u, 9999u), Intent.RetrieveOkey(first, 9999u),
            Intent.ChoosePlayers(9u), Intent.ChooseOpponent(7u, Level.HARD),
            Intent.SetRuleOption("no_such_rule", RuleValue.Number(3u)), Intent.ChooseReviewItem(99u),
            Intent.Answer(Answer.End(Side.HIGH)), Intent.OpenReview, Intent.NextDeal,
        )
        for (intent in nonsense) app.perform(app.send(intent))
        // A job for a state long gone, and ones the shell made up, do nothing.
        app.perform(app.run(Job(JobKind.BOT_MOVE, Ticket.Position(0u, 0uL))))
        app.perform(app.run(Job(JobKind.HINT, Ticket.Position(UInt.MAX_VALUE, ULong.MAX_VALUE))))
        app.perform(app.run(Job(JobKind.BOT_MOVE, Ticket.Always)))
        val after = assertNotNull(app.view().table)
        assertEquals(30, after.rack.slots.size)
        assertEquals(before.rack.slots.filterNotNull().map { it.tile.id }.sorted(), after.rack.slots.filterNotNull().map { it.tile.id }.sorted())
    }

    @Test
    fun `a data directory that cannot be written is no exception either`() {
        val file = Files.createTempFile("okey-app-test", ".txt")
        val (app, _) = open(file.resolve("inside"))
        app.perform(app.startGame())
        app.perform(app.send(Intent.Draw))
        app.flush()
        assertEquals(Screen.TABLE, app.view().screen)
    }

    @Test
    fun `jobs on a worker thread and gestures on this one, at once, leave a consistent game`() {
        val (app, _) = open(Files.createTempDirectory("okey-app-test"))
        val worker = Executors.newSingleThreadExecutor()
        val workerRevisions = mutableListOf<ULong>()
        val uiRevisions = mutableListOf<ULong>()

        /** Runs the update's jobs, and those they ask for, on the worker thread. */
        fun runOnWorker(update: Update): Future<*> = worker.submit {
            val queue = ArrayDeque(update.effects.filterIsInstance<Effect.Run>().map { it.job }.filterNot(::isLater))
            while (queue.isNotEmpty()) {
                val done = app.run(queue.removeFirst())
                workerRevisions += done.revision
                queue += done.effects.filterIsInstance<Effect.Run>().map { it.job }.filterNot(::isLater)
            }
        }
        var pending = runOnWorker(app.startGame())
        repeat(40) {
            // While the worker runs the bots, this thread reads the view and toggles a tile.
            repeat(20) {
                val table = assertNotNull(app.view().table)
                val tile = table.rack.slots.filterNotNull().first().tile.id
                uiRevisions += app.send(Intent.ToggleTile(tile)).revision
            }
            pending.get()
            val table = assertNotNull(app.view().table)
            if (table.phase == TablePhase.DEAL_OVER || table.phase == TablePhase.GAME_OVER) return@repeat
            val update = when {
                !table.yourTurn -> app.send(Intent.DismissMessage)
                table.controls.draw -> app.send(Intent.Draw)
                else -> app.send(Intent.Discard(table.rack.slots.filterNotNull().last().tile.id)).let {
                    if (it.view.table?.dialog != null) app.send(Intent.Answer(Answer.Confirm)) else it
                }
            }
            uiRevisions += update.revision
            pending = runOnWorker(update)
        }
        pending.get()
        worker.shutdown()
        assertEquals(uiRevisions.sorted(), uiRevisions, "each thread's updates come in order")
        assertEquals(workerRevisions.sorted(), workerRevisions)
        assertEquals((uiRevisions + workerRevisions).size, (uiRevisions + workerRevisions).toSet().size, "no revision twice")
        val table = assertNotNull(app.view().table)
        val tiles = table.rack.slots.filterNotNull().size
        assertTrue(tiles in 0..22, "a rack of $tiles tiles")
        assertTrue(workerRevisions.isNotEmpty(), "the bots moved on the worker")
    }

    @Test
    fun `the view model's parts compare by value`() {
        val (app, _) = open(Files.createTempDirectory("okey-app-test"))
        app.perform(app.startGame())
        val a = app.view().table
        val b = app.view().table
        assertEquals(a, b)
        assertEquals(a?.rack, b?.rack)
    }
}
