package org.okey.ui.shell

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import org.okey.appcore.TablePhase
import org.okey.appcore.Variant
import org.okey.appcore.ViewModel

/**
 * The view model, one [StateFlow] per part of the screen. A state flow keeps a new value only
 * when it differs from the last (the core's records compare by value), so publishing a whole
 * view model wakes only the parts that changed, and Compose redraws only those.
 */
class ViewParts internal constructor(private val initial: ViewModel) {
    private val setters = ArrayList<(ViewModel) -> Unit>()

    private fun <T> part(pick: (ViewModel) -> T): StateFlow<T> {
        val flow = MutableStateFlow(pick(initial))
        setters += { flow.value = pick(it) }
        return flow.asStateFlow()
    }

    val screen = part { it.screen }
    val language = part { it.language }
    val palette = part { it.palette }
    val notice = part { it.notice }
    val home = part { it.home }
    val newGame = part { it.newGame }
    val statistics = part { it.statistics }
    val rules = part { it.rules }
    val settings = part { it.settings }
    val review = part { it.review }
    val dialog = part { it.dialog }
    val lobby = part { it.lobby }
    val join = part { it.join }

    // The table, part by part.
    val tableFrame = part { view -> view.table?.let { TableFrame(it.game, it.you.toInt(), it.players.toInt()) } }
    val tableStatus = part { view -> view.table?.let { TableStatus(it.phase, it.yourTurn, it.status) } }
    val seats = part { it.table?.seats.orEmpty() }
    val piles = part { it.table?.piles.orEmpty() }
    val centre = part { it.table?.centre }
    val melds = part { it.table?.melds.orEmpty() }
    val rack = part { it.table?.rack }
    val controls = part { it.table?.controls }
    val counter = part { it.table?.counter }
    val recent = part { it.table?.recent.orEmpty() }
    val message = part { it.table?.message }
    val tableDialog = part { it.table?.dialog }
    val hint = part { it.table?.hint }
    val guide = part { it.table?.guide }
    val scoreSheet = part { it.table?.scoreSheet }
    val gone = part { it.table?.gone }

    /** Pass and play: whom the phone goes to while every rack is hidden. */
    val handover = part { it.table?.handover }

    /** The rack on screen belongs to one of several people here: keep it out of the system's snapshots. */
    val privateRack = part { it.table?.private == true }

    internal fun publish(view: ViewModel) = setters.forEach { it(view) }
}

/** What the table's frame depends on: neither a move nor a new deal changes it. */
data class TableFrame(val game: Variant, val you: Int, val players: Int)

/** Where the game stands, in the core's words. */
data class TableStatus(val phase: TablePhase, val yourTurn: Boolean, val text: String)
