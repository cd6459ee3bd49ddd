package org.okey.ui

import org.okey.appcore.Haptic
import org.okey.appcore.Intent
import org.okey.appcore.Job
import org.okey.appcore.JobKind
import org.okey.appcore.Language
import org.okey.appcore.OkeyApp
import org.okey.appcore.Screen
import org.okey.appcore.Sound
import org.okey.appcore.TablePhase
import org.okey.appcore.Update
import org.okey.ui.shell.AppShell
import org.okey.ui.shell.Feedback
import org.okey.ui.shell.JobRunner
import java.io.File
import java.nio.file.Files

/**
 * The job runner of the tests: jobs wait in a queue until the test runs them, inline on its own
 * thread, so that no test races a clock or a thread.
 */
class QueuedJobs : JobRunner {
    class Waiting(val job: Job, val afterMs: Long, val work: () -> Update, val deliver: (Update) -> Unit)

    val waiting = ArrayDeque<Waiting>()

    override fun launch(job: Job, afterMs: Long, work: () -> Update, deliver: (Update) -> Unit) {
        waiting.addLast(Waiting(job, afterMs, work, deliver))
    }

    /** Runs the waiting jobs [runs] allows, and the jobs they ask for, in order; the others stay. Returns how many ran. */
    fun runAll(runs: (Job) -> Boolean = { true }, limit: Int = 10_000): Int {
        var ran = 0
        while (ran < limit) {
            val next = waiting.firstOrNull { runs(it.job) } ?: break
            waiting.remove(next)
            next.deliver(next.work())
            ran++
        }
        return ran
    }

    /** Everything but the messages' timeouts: the bots, saves, counters and hints. */
    fun runAllButTimeouts() = runAll({ it.kind != JobKind.EXPIRE_MESSAGE })
}

/** What the shell was asked to feel and say. */
class RecordedFeedback : Feedback {
    val haptics = mutableListOf<Haptic>()
    val announced = mutableListOf<String>()
    val sounds = mutableListOf<Sound>()

    override fun haptic(kind: Haptic) {
        haptics += kind
    }

    override fun sound(kind: Sound) {
        sounds += kind
    }

    override fun announce(text: String) {
        announced += text
    }
}

/** A shell over the real app core in a fresh directory, its jobs queued; [beforeStart] wires it first (its network). */
class TestShell(
    seed: Long,
    language: Language = Language.ENGLISH,
    val dir: File = Files.createTempDirectory("okey-shell").toFile(),
    beforeStart: (AppShell) -> Unit = {},
) {
    val jobs = QueuedJobs()
    val feedback = RecordedFeedback()
    val shell = AppShell(OkeyApp.open(dir.path, language, seed.toULong()), jobs, feedback, org.okey.ui.shell.ZxingQr).also {
        beforeStart(it)
        it.start()
    }
    val parts get() = shell.parts

    fun send(intent: Intent) = shell.send(intent)

    /** A new game from the form as it stands (its defaults), played until the player is to move. */
    fun newGame(vararg form: Intent): TestShell {
        send(Intent.Show(Screen.NEW_GAME))
        form.forEach(::send)
        send(Intent.StartGame)
        jobs.runAllButTimeouts()
        return this
    }

    /** The rack's tiles, by id, in slot order. */
    fun rackTiles(): List<UByte> = parts.rack.value!!.slots.mapNotNull { it?.tile?.id }

    val phase: TablePhase? get() = parts.tableStatus.value?.phase

    /**
     * Plays the player's turns plainly (draw, then discard the last tile of the rack, saying yes to
     * a costly discard) and the bots' between them, [turns] times or until the deal is over.
     */
    fun play(turns: Int): TestShell {
        repeat(turns) {
            when (phase) {
                TablePhase.DRAW -> send(Intent.Draw)
                TablePhase.PLAY -> {
                    send(Intent.Discard(rackTiles().last()))
                    if (parts.tableDialog.value != null) send(Intent.Answer(org.okey.appcore.Answer.Confirm))
                }
                else -> return this
            }
            jobs.runAllButTimeouts()
        }
        return this
    }

    /** Until the player is to draw (a dealer's first turn is played first). */
    fun untilDraw(): TestShell {
        repeat(3) { if (phase != TablePhase.DRAW) play(1) }
        check(phase == TablePhase.DRAW) { "the player never came to draw" }
        return this
    }
}

/**
 * Draws, lays the first group the rack's arrangement makes (a meld that does not open), then asks
 * to take it back: true when the core asks first (the take-back costs points). Leaves the question
 * on screen.
 */
fun TestShell.reachTakeBack(): Boolean {
    send(Intent.Draw)
    send(Intent.Arrange(org.okey.appcore.RackLayout.RUNS_AND_SETS))
    val rack = parts.rack.value ?: return false
    val group = rack.groups.firstOrNull { it.kind != org.okey.appcore.MeldKind.PAIR } ?: return false
    (group.firstSlot.toInt() until group.firstSlot.toInt() + group.length.toInt()).forEach { slot ->
        rack.slots[slot]?.let { send(Intent.ToggleTile(it.tile.id)) }
    }
    send(Intent.Lay)
    if (parts.tableDialog.value != null) send(Intent.Answer(org.okey.appcore.Answer.Confirm))
    if (parts.controls.value?.takeBack?.enabled != true) return false
    send(Intent.TakeBack)
    return parts.tableDialog.value?.kind == org.okey.appcore.DialogKind.TAKE_BACK
}
