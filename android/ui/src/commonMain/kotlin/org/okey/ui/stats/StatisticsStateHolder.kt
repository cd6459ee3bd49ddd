package org.okey.ui.stats

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.StatisticsBook
import org.okey.ui.engine.StatisticsGateway
import org.okey.ui.engine.StatsSummaryUi
import org.okey.ui.storage.FileText
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.storage.Storage

/** What the Statistics screen draws. */
data class StatisticsUiState(
    /** Null until the file is read. */
    val summary: StatsSummaryUi? = null,
    val confirmClear: Boolean = false,
    /** The name a damaged statistics file was kept under, to tell the player. */
    val setAside: String? = null,
)

/**
 * The Statistics screen's state holder. The engine keeps the figures ([StatisticsBook]); this
 * records each finished game for the player's seat and writes the file next to the save, both on
 * [dispatcher] (recording replays the game). A file that fails to load (unreadable, too large,
 * not UTF-8, or refused by the engine) is kept aside under a new name and fresh statistics start. Figures are cleared only after the player confirms.
 */
class StatisticsStateHolder(
    private val gateway: StatisticsGateway,
    private val storage: Storage,
    private val saver: OrderedSaver,
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher,
) {
    private val lock = Any()
    private var book: StatisticsBook? = null
    private val _state = MutableStateFlow(StatisticsUiState())
    val state: StateFlow<StatisticsUiState> = _state.asStateFlow()

    init {
        background { publish() }
    }

    /** Records the finished game [save] gives (the engine refuses a game already recorded). */
    fun record(save: () -> String?): Job = background {
        val json = save() ?: return@background
        val added = try {
            book().record(json)
        } catch (e: EngineRefusal) {
            // Not over, or a save the engine cannot replay: nothing to count.
            false
        }
        if (added) {
            write()
            publish()
        }
    }

    fun askClear() = _state.update { it.copy(confirmClear = true) }

    fun cancelClear() = _state.update { it.copy(confirmClear = false) }

    fun confirmClear(): Job {
        _state.update { it.copy(confirmClear = false) }
        return background {
            book().clear()
            write()
            publish()
        }
    }

    fun dismissNotice() = _state.update { it.copy(setAside = null) }

    private fun background(block: () -> Unit): Job = scope.launch(dispatcher) { synchronized(lock) { block() } }

    /** The engine's statistics, read from the file the first time they are needed. */
    private fun book(): StatisticsBook = book ?: open().also { book = it }

    private fun open(): StatisticsBook = when (val stored = storage.readText(FILE)) {
        FileText.Missing -> gateway.empty()
        is FileText.Unusable -> startAfresh()
        is FileText.Found -> try {
            gateway.load(stored.text)
        } catch (e: EngineRefusal) {
            startAfresh()
        }
    }

    /** Keeps the file that failed to load aside, says so, and starts fresh statistics. */
    private fun startAfresh(): StatisticsBook {
        val aside = storage.setAside(FILE)
        _state.update { it.copy(setAside = aside ?: FILE) }
        return gateway.empty().also { fresh -> saver.save(FILE) { synchronized(lock) { fresh.save() } } }
    }

    private fun write() {
        val current = book()
        saver.save(FILE) { synchronized(lock) { current.save() } }
    }

    private fun publish() {
        val summary = book().summary()
        _state.update { it.copy(summary = summary) }
    }

    companion object {
        /** Next to the game's save. */
        const val FILE = "stats.json"
    }
}
