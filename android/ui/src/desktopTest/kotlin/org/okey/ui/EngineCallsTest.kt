package org.okey.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.okey.ui.engine.DealResultUi
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.TableStateHolder
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.Test
import kotlin.test.assertEquals

/** The player's moves ask the engine only for what changed. */
class EngineCallsTest {
    private class CountedResults(private val inner: GameHandle) : GameHandle by inner {
        val asked = AtomicInteger()

        override fun results(): List<DealResultUi> = inner.results().also { asked.incrementAndGet() }
    }

    @Test
    fun `the deal results are asked when a deal ends, not on every move of the next`() {
        val game = CountedResults(Drive.engine.start(Drive.setup(PresetId.STANDARD, 7)))
        val holder = TableStateHolder(game, CoroutineScope(SupervisorJob() + Dispatchers.Default), MemoryStorage(), botPause = { 0L }, confirmCostlyDiscards = { false })
        val end = Drive.playDeal(holder)
        assertEquals(Phase.DEAL_OVER, end.snapshot.phase)
        assertEquals(1, holder.state.value.results.size)
        holder.nextDeal()
        val asked = game.asked.get()
        // A few moves of the second deal: the player's and the bots'.
        repeat(3) {
            Drive.settle(holder)
            Drive.playHinted(holder)
        }
        assertEquals(asked, game.asked.get(), "moves within a deal ask for no results")
        assertEquals(1, holder.state.value.results.size, "the first deal's result stays shown")
        holder.retire()
    }
}
