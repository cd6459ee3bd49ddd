package org.okey.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import org.okey.ui.engine.BotStep
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.table.TableStateHolder
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import kotlin.test.Test
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The player's taps never wait for work done off the UI thread (a bot thinking, here). */
class UiThreadWaitTest {
    /** The real game; once [armed], its bots think until [release] (or a long while). */
    private class SlowBot(private val inner: GameHandle) : GameHandle by inner {
        val thinking = CountDownLatch(1)
        val release = CountDownLatch(1)

        @Volatile var armed = false

        @Volatile var done = false

        override fun stepBot(): BotStep? {
            if (!armed) return inner.stepBot()
            thinking.countDown()
            release.await(BOT_THINKS_SECONDS, TimeUnit.SECONDS)
            return inner.stepBot().also { done = true }
        }
    }

    @Test
    fun `a tap while a bot thinks is answered at once, not after the bot's move`() {
        val game = SlowBot(Drive.engine.start(Drive.setup(PresetId.STANDARD, 5)))
        val holder = TableStateHolder(
            game,
            CoroutineScope(SupervisorJob() + Dispatchers.Default),
            MemoryStorage(),
            botPause = { 0L },
            confirmCostlyDiscards = { false },
        )
        holder.start()
        Drive.settle(holder)
        // The player plays until the turn passes on; the next bot starts thinking and does not finish until released.
        game.armed = true
        while (holder.state.value.yourTurn) Drive.playHinted(holder)
        assertTrue(game.thinking.await(60, TimeUnit.SECONDS))
        // Drawing out of turn: the engine refuses it, and says so without waiting for the bot.
        holder.act(PlayerAction.Draw, org.okey.ui.table.Anchor.STOCK)
        val answeredWhileThinking = !game.done
        val message = holder.state.value.message
        game.release.countDown()
        assertNotNull(message, "the engine's refusal is shown")
        assertTrue(answeredWhileThinking, "the tap waited for the bot's move")
        holder.retire()
    }

    private companion object {
        /**
         * How long the bot holds its move unless released: reached only when the tap waits for the
         * bot (the test then fails after this long). Long, so that a loaded machine that stalls
         * this test between the bot's start and the tap never lets the bot finish first.
         */
        const val BOT_THINKS_SECONDS = 120L
    }
}
