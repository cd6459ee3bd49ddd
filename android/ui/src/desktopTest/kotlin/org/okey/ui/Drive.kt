package org.okey.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.GameSetup
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.live.LiveEngine
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.TableStateHolder
import org.okey.ui.table.TableUiState

/** Helpers that drive a table only through its UI state and intents, as a player would. */
object Drive {
    val engine = LiveEngine()

    fun scope() = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    /**
     * Messages that stay until the table changes: a test that looks at one after rendering or other
     * work must not race the 4 s a message shows for (DesktopAppTest runs the real timeout).
     */
    const val MESSAGE_STAYS = Long.MAX_VALUE

    fun setup(preset: PresetId, seed: Long, level: BotLevelUi = BotLevelUi.EASY) =
        GameSetup(preset, engine.presetOptions(preset), List(3) { level }, seed)

    fun table(
        preset: PresetId,
        seed: Long,
        storage: MemoryStorage = MemoryStorage(),
        confirm: Boolean = true,
        lang: org.okey.ui.strings.Lang = org.okey.ui.strings.Lang.EN,
    ): TableStateHolder {
        val game = engine.start(setup(preset, seed).copy(lang = lang))
        return TableStateHolder(game, scope(), storage, botPause = { 0L }, confirmCostlyDiscards = { confirm }, seed = seed, messageMillis = MESSAGE_STAYS)
    }

    /** Waits until the player may act (bots done) or the deal is over. */
    fun settle(holder: TableStateHolder): TableUiState = runBlocking {
        withTimeout(60_000) {
            holder.state.first { s ->
                !s.botThinking && (s.yourTurn || s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER)
            }
        }
    }

    /** Asks for a hint through the UI and waits for it. */
    fun hinted(holder: TableStateHolder): PlayerAction = runBlocking {
        holder.hint()
        withTimeout(60_000) { holder.state.first { it.hint != null } }.hint!!.action
    }

    /** Plays one of the player's moves by following the hint through the intents. */
    fun playHinted(holder: TableStateHolder) = perform(holder, hinted(holder))

    /** Plays [action] for the player through the intents, as a player would make it. */
    fun perform(holder: TableStateHolder, action: PlayerAction) {
        when (action) {
            PlayerAction.Draw -> holder.draw()
            PlayerAction.TakeDiscard -> holder.takeDiscard()
            PlayerAction.ReturnTaken -> holder.returnTaken()
            PlayerAction.ShowIndicator -> holder.showIndicator()
            PlayerAction.NextDeal -> holder.nextDeal()
            PlayerAction.TakeBackAll -> { holder.takeBack(); if (holder.state.value.pendingTakeBack != null) holder.confirmTakeBack() }
            // One meld at a time, as a player lays them: select its tiles, press Lay.
            is PlayerAction.Lay -> action.melds.forEach { meld ->
                meld.forEach { holder.toggleSelect(it.id) }
                holder.laySelected()
                holder.state.value.message?.let { error("Lay $meld refused: ${it.text}") }
            }
            is PlayerAction.LayOff -> {
                holder.layOff(action.tile.id, action.meld)
                // Fits both ends: the player is asked; answer as the hint says.
                if (holder.state.value.pendingLayOff != null) holder.chooseLayOffSide(action.side ?: org.okey.ui.engine.SideUi.HIGH)
            }
            is PlayerAction.RetrieveOkey -> holder.retrieveOkey(action.tile.id, action.meld)
            is PlayerAction.Discard -> {
                holder.discard(action.tile.id)
                if (holder.state.value.pendingDiscard != null) holder.confirmDiscard()
            }
            is PlayerAction.Finish -> {
                holder.toggleSelect(action.tile.id)
                holder.finish()
            }
            is PlayerAction.Other -> error("unexpected hint $action")
        }
        holder.state.value.message?.let { error("$action refused: ${it.text}") }
    }

    /** An app over [storage] whose bots move without a pause. */
    fun app(storage: MemoryStorage = MemoryStorage(), seed: Long = 7L) =
        org.okey.ui.home.AppStateHolder(engine, storage, scope(), org.okey.ui.strings.Lang.EN, newSeed = { seed }, botPauseMillis = { 0L }, messageMillis = MESSAGE_STAYS)

    /** Plays deals (Next deal between them) until the game is over. */
    fun playGame(holder: TableStateHolder): TableUiState {
        repeat(100) {
            val end = playDeal(holder)
            if (end.snapshot.phase == Phase.GAME_OVER) return end
            holder.nextDeal()
        }
        error("the game did not end")
    }

    /** Plays the whole deal: bots by themselves, the player by the hints. */
    fun playDeal(holder: TableStateHolder, afterMove: (TableUiState) -> Unit = {}): TableUiState {
        holder.start()
        repeat(2000) {
            val s = settle(holder)
            if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) return s
            playHinted(holder)
            afterMove(holder.state.value)
        }
        error("the deal did not end")
    }

    /** Plays the player's turns carelessly (draw, throw the last rack tile) until the game is over. */
    fun playCarelessly(holder: TableStateHolder) {
        holder.start()
        repeat(3000) {
            val s = settle(holder)
            when {
                s.snapshot.phase == Phase.GAME_OVER -> return
                s.snapshot.phase == Phase.DEAL_OVER -> holder.nextDeal()
                s.snapshot.phase == Phase.DRAW -> holder.draw()
                else -> {
                    holder.discard(s.snapshot.rack.last().id)
                    if (holder.state.value.pendingDiscard != null) holder.confirmDiscard()
                }
            }
            holder.state.value.message?.let { error("refused: ${it.text}") }
        }
        error("the game did not end")
    }
}
