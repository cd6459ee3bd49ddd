package org.okey.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.GameSetup
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.live.LiveEngine
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.Counter
import org.okey.ui.table.TableStateHolder
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.table.TableUiState
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * Runs the scenarios the two apps share (tests/scenarios/\*.json, described in its README) against
 * the Table state holder: intents in, the state expected after each. The iPhone app runs the same
 * files against its TableModel (ios/Tests/OkeyModelTests/ScenarioTests.swift).
 */
class ScenarioTest {
    private val engine = LiveEngine()
    private val directory = File(System.getProperty("user.dir"), "../../tests/scenarios").canonicalFile

    @Test
    fun `every shared scenario`() {
        val files = directory.listFiles { f -> f.name.endsWith(".json") }.orEmpty().sortedBy { it.name }
        assertTrue(files.isNotEmpty(), "no scenarios in $directory")
        for (file in files) run(Json.parse(file.readText()).obj(), file.name)
    }

    private fun run(scenario: Map<String, Any?>, name: String) {
        val preset = PresetId.entries.first { it.key == scenario["preset"] }
        val changes = (scenario["rules"] as? Map<*, *>).orEmpty()
        val options = engine.presetOptions(preset).map { option -> changes[option.key]?.let { option.with(it) } ?: option }
        val opponents = (scenario["opponents"] as List<*>).map { level -> BotLevelUi.valueOf((level as String).uppercase()) }
        val seed = (scenario["seed"] as Long)
        val storage = MemoryStorage()
        val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        // Saves are written off the caller's thread; the test flushes them before it reads the file.
        val saver = OrderedSaver(storage, scope, Dispatchers.Default)
        val holder = TableStateHolder(
            engine.start(GameSetup(preset, options, opponents, seed)),
            scope,
            storage,
            botPause = { 0L },
            confirmCostlyDiscards = { true },
            seed = seed,
            saver = saver,
            messageMillis = Drive.MESSAGE_STAYS,
        )
        (scenario["steps"] as List<*>).forEachIndexed { index, raw ->
            val step = raw.obj()
            val intent = step["intent"] as String
            val at = "$name step ${index + 1} ($intent)"
            val before = holder.state.value
            settleSaves(saver)
            val savedBefore = storage.read(TableStateHolder.SAVE_FILE)
            perform(holder, step, intent, at)
            settleSaves(saver)
            val expect = (step["expect"] as? Map<*, *>) ?: return@forEachIndexed
            val s = holder.state.value
            expect["phase"]?.let { assertEquals(it, s.snapshot.phase.name.lowercase(), at) }
            expect["yourTurn"]?.let { assertEquals(it, s.yourTurn, at) }
            expect["rack"]?.let { assertEquals((it as Long).toInt(), s.snapshot.rack.size, at) }
            expect["selected"]?.let { assertEquals((it as Long).toInt(), s.selected.size, at) }
            expect["counter"]?.let { assertEquals(it, counterName(s.counter), at) }
            expect["results"]?.let { assertEquals((it as Long).toInt(), s.results.size, at) }
            expect["message"]?.let { assertEquals(it, messageKind(s), at) }
            expect["pendingDiscard"]?.let { assertEquals(it, s.pendingDiscard?.reason?.name?.lowercase() ?: "none", at) }
            expect["unchanged"]?.let {
                val same = s.snapshot == before.snapshot && s.slots == before.slots && s.selected == before.selected
                assertEquals(it, same, at)
            }
            expect["saved"]?.let { assertEquals(it, storage.read(TableStateHolder.SAVE_FILE) != savedBefore, at) }
        }
    }

    /**
     * Writes what waits. A write already under way holds the saver's write lock, which [OrderedSaver.flush]
     * takes for each write: it returns only once that write and every waiting one are done.
     */
    private fun settleSaves(saver: OrderedSaver) = saver.flush()

    private fun perform(holder: TableStateHolder, step: Map<String, Any?>, intent: String, at: String) {
        fun tile(): Int {
            val s = holder.state.value.snapshot
            return when (val ref = step["tile"] as? String ?: fail("$at: no tile")) {
                "okey" -> s.rack.firstOrNull { it.color == s.okey.color && it.number == s.okey.number }?.id ?: fail("$at: no okey")
                else -> s.rack[ref.removePrefix("rack:").toInt()].id
            }
        }
        when (intent) {
            "settle" -> settle(holder)
            "draw" -> holder.draw()
            "take_discard" -> holder.takeDiscard()
            "select" -> holder.toggleSelect(tile())
            "lay" -> holder.laySelected()
            "discard" -> holder.discard(tile())
            "confirm_discard" -> holder.confirmDiscard()
            "cancel_discard" -> holder.cancelDiscard()
            "finish" -> holder.finish()
            "take_back" -> holder.takeBack()
            "arrange" -> holder.arrange(if (step["layout"] == "pairs") Arrangement.PAIRS else Arrangement.RUNS_AND_SETS)
            "next_deal" -> holder.nextDeal()
            "play_hinted" -> playHinted(holder, at)
            "play_deal" -> playDeal(holder, at)
            "play_game" -> {
                repeat(50) {
                    playDeal(holder, at)
                    if (holder.state.value.snapshot.phase == Phase.GAME_OVER) return
                    holder.nextDeal()
                }
                fail("$at: the game did not end")
            }
            else -> fail("$at: unknown intent")
        }
    }

    /** The player's moves by hints until the deal ends; the bots play by themselves. */
    private fun playDeal(holder: TableStateHolder, at: String) {
        repeat(2000) {
            val s = settle(holder)
            if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) return
            playHinted(holder, at)
        }
        fail("$at: the deal did not end")
    }

    /** Starts the bots and waits until the player may act or the deal is over. */
    private fun settle(holder: TableStateHolder): TableUiState = runBlocking {
        holder.start()
        withTimeout(60_000) {
            holder.state.first { s ->
                !s.botThinking && (s.yourTurn || s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER)
            }
        }
    }

    /** One of the player's moves, following the hint through the intents as the Swift runner does. */
    private fun playHinted(holder: TableStateHolder, at: String) {
        runCatching { Drive.playHinted(holder) }.onFailure { fail("$at: ${it.message}") }
    }

    private fun counterName(counter: Counter) = when (counter) {
        is Counter.Opening -> "opening ${counter.value}/${counter.needed}"
        is Counter.Pairs -> "pairs ${counter.pairs}/${counter.needed}"
        is Counter.Opened -> if (counter.pairs) "opened_pairs" else "opened"
        // Computed off the UI thread after each move: not compared by the scenarios yet.
        is Counter.Duz -> "duz ${counter.inSetsAndRuns}/${counter.pairs}"
        Counter.None -> "none"
    }

    private fun messageKind(s: TableUiState) = when (s.message?.text) {
        null -> "none"
        TableStateHolder.FINISH_NEEDS_ONE -> "app"
        else -> "engine"
    }

    private fun RuleOption.with(value: Any): RuleOption = when (this) {
        is RuleOption.Toggle -> copy(value = value as Boolean)
        is RuleOption.Number -> copy(value = (value as Long).toInt())
        is RuleOption.Choice -> copy(value = value as String)
        is RuleOption.OptionalNumber -> copy(value = (value as? Long)?.toInt())
    }
}

@Suppress("UNCHECKED_CAST")
private fun Any?.obj(): Map<String, Any?> = this as Map<String, Any?>

/** Just enough JSON for the scenario files (objects, arrays, strings, integers, booleans, null). */
private class Json private constructor(private val text: String) {
    private var at = 0

    companion object {
        fun parse(text: String): Any? = Json(text).run { value().also { space(); check(at == text.length) { "trailing text at $at" } } }
    }

    private fun space() { while (at < text.length && text[at].isWhitespace()) at++ }

    private fun value(): Any? {
        space()
        return when (val c = text[at]) {
            '{' -> {
                at++
                val map = LinkedHashMap<String, Any?>()
                space()
                if (text[at] == '}') {
                    at++
                } else {
                    do {
                        space()
                        val key = string()
                        space()
                        check(text[at++] == ':') { "':' expected at $at" }
                        map[key] = value()
                        space()
                    } while (text[at++] == ',')
                }
                map
            }
            '[' -> {
                at++
                val list = ArrayList<Any?>()
                space()
                if (text[at] == ']') {
                    at++
                } else {
                    do {
                        list += value()
                        space()
                    } while (text[at++] == ',')
                }
                list
            }
            '"' -> string()
            't' -> { at += 4; true }
            'f' -> { at += 5; false }
            'n' -> { at += 4; null }
            else -> {
                check(c == '-' || c.isDigit()) { "unexpected '$c' at $at" }
                val start = at
                at++
                while (at < text.length && text[at].isDigit()) at++
                text.substring(start, at).toLong()
            }
        }
    }

    private fun string(): String {
        check(text[at++] == '"') { "string expected at $at" }
        val out = StringBuilder()
        while (text[at] != '"') {
            if (text[at] == '\\') {
                at++
                when (val e = text[at]) {
                    'n' -> out.append('\n')
                    'u' -> { out.append(text.substring(at + 1, at + 5).toInt(16).toChar()); at += 4 }
                    else -> out.append(e)
                }
            } else {
                out.append(text[at])
            }
            at++
        }
        at++
        return out.toString()
    }
}
