package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.semantics.ProgressBarRangeInfo
import androidx.compose.ui.test.assertRangeInfoEquals
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.Phase
import org.okey.ui.engine.ReviewUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.review.ReviewScreen
import org.okey.ui.review.ReviewStateHolder
import org.okey.ui.review.ReviewUiState
import org.okey.ui.strings.LocalLang
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.table.TableStateHolder
import kotlinx.coroutines.CoroutineDispatcher
import kotlin.coroutines.CoroutineContext
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The Review screen: the engine's review of the player's game, worked out off the UI thread. */
@OptIn(ExperimentalTestApi::class)
class ReviewTest {
    /** A one-deal Okey 101 game played carelessly to its end through an app in [lang]. */
    private fun finished(lang: Lang, storage: MemoryStorage = MemoryStorage()): AppStateHolder {
        val app = AppStateHolder(Drive.engine, storage, Drive.scope(), lang, newSeed = { 11L }, botPauseMillis = { 0L })
        app.go(Screen.NEW_GAME)
        app.newGame.setOption(RuleOption.Number("deals", 1, 1, 20))
        app.startNewGame()
        Drive.playCarelessly(assertNotNull(app.table))
        return app
    }

    private fun ready(holder: ReviewStateHolder): ReviewUiState = runBlocking {
        withTimeout(120_000) { holder.state.first { it !is ReviewUiState.Working } }
    }

    @Test
    fun `Game over's Review shows the engine's costliest decisions, worked out off the UI thread`() {
        val storage = MemoryStorage()
        val app = finished(Lang.TR, storage)
        app.openReview()
        assertEquals(Screen.REVIEW, app.state.value.screen)
        val review = assertIs<ReviewUiState.Ready>(ready(assertNotNull(app.review))).review
        assertTrue(review.turns > 0)
        assertTrue(review.items.isNotEmpty(), "a careless game has costly decisions")
        val first = review.items.first()
        assertTrue(first.text.isNotBlank() && first.made.isNotBlank() && first.position.isNotBlank())
        // In the app's language: the same review in English words differs.
        app.flush()
        val english = Drive.engine.load(assertNotNull(storage.read(TableStateHolder.SAVE_FILE))).review(Lang.EN)
        assertEquals(review.items.map { it.made }, english.items.map { it.made })
        assertTrue(review.items.map { it.text } != english.items.map { it.text }, "the texts follow the language")
        // Tapping a decision shows its position; tapping it again hides it.
        val holder = assertNotNull(app.review)
        holder.select(0)
        assertEquals(0, (holder.state.value as ReviewUiState.Ready).selected)
        holder.select(0)
        assertEquals(null, (holder.state.value as ReviewUiState.Ready).selected)
        holder.select(99) // no such item: nothing changes
        assertEquals(null, (holder.state.value as ReviewUiState.Ready).selected)
        app.closeReview()
        assertEquals(Screen.TABLE, app.state.value.screen)
    }

    @Test
    fun `the review is worked out on the dispatcher it is given, the screen says so meanwhile`() {
        val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, 3))
        // A dispatcher that only queues: the work runs when the test says, never in the constructor.
        val queued = mutableListOf<Runnable>()
        val dispatcher = object : CoroutineDispatcher() {
            override fun dispatch(context: CoroutineContext, block: Runnable) {
                synchronized(queued) { queued += block }
            }
        }
        val holder = ReviewStateHolder(game, Lang.EN, Drive.scope(), dispatcher)
        assertEquals(ReviewUiState.Working(), holder.state.value, "nothing ran on the caller's thread")
        while (true) (synchronized(queued) { queued.removeFirstOrNull() } ?: break).run()
        assertIs<ReviewUiState.Ready>(holder.state.value)
    }

    @Test
    fun `a Düz Okey game is reviewed too`() {
        val game = Drive.engine.start(Drive.setup(PresetId.DUZ, 3))
        assertIs<ReviewUiState.Ready>(ready(ReviewStateHolder(game, Lang.EN, Drive.scope())))
    }

    /** A handle on [game] whose review tells [onEachTurn] what it heard, and what it answered. */
    private class Watched(val game: GameHandle, val onEachTurn: (done: Int, total: Int, goOn: Boolean) -> Unit) : GameHandle by game {
        var refusal: EngineRefusal? = null

        override fun review(lang: Lang, onProgress: (done: Int, total: Int) -> Boolean): ReviewUi = try {
            game.review(lang) { done, total -> onProgress(done, total).also { onEachTurn(done, total, it) } }
        } catch (e: EngineRefusal) {
            refusal = e
            throw e
        }
    }

    /** A dispatcher that only queues: the work runs when the test says, on the test's thread. */
    private class Queued : CoroutineDispatcher() {
        private val queued = mutableListOf<Runnable>()
        override fun dispatch(context: CoroutineContext, block: Runnable) {
            synchronized(queued) { queued += block }
        }
        fun runAll() {
            while (true) (synchronized(queued) { queued.removeFirstOrNull() } ?: break).run()
        }
    }

    @Test
    fun `the screen counts the turns judged, forward only, up to the total`() {
        val storage = MemoryStorage()
        val game = Drive.engine.load(saveOf(finished(Lang.EN, storage), storage))
        lateinit var holder: ReviewStateHolder
        val seen = mutableListOf<ReviewUiState>()
        val dispatcher = Queued()
        holder = ReviewStateHolder(Watched(game) { _, _, _ -> seen += holder.state.value }, Lang.EN, Drive.scope(), dispatcher)
        dispatcher.runAll()
        val review = assertIs<ReviewUiState.Ready>(holder.state.value).review
        val working = seen.map { assertIs<ReviewUiState.Working>(it) }
        assertEquals((0..review.turns).map { ReviewUiState.Working(it, review.turns) }, working)
    }

    @Test
    fun `leaving the Review stops the engine, which says cancelled and shows nothing`() {
        val storage = MemoryStorage()
        val app = finished(Lang.EN, storage)
        val game = Drive.engine.load(saveOf(app, storage))
        lateinit var holder: ReviewStateHolder
        val answers = mutableListOf<Boolean>()
        val dispatcher = Queued()
        val watched = Watched(game) { done, _, goOn ->
            answers += goOn
            if (done == 2) holder.close() // the player pressed Back while the engine was at turn 2
        }
        holder = ReviewStateHolder(watched, Lang.EN, Drive.scope(), dispatcher)
        dispatcher.runAll()
        assertEquals(listOf(true, true, true), answers.take(3))
        assertEquals(4, answers.size, "the engine stopped at the next turn")
        assertEquals(false, answers.last())
        assertEquals("review_cancelled", watched.refusal?.code)
        assertTrue(holder.closed)
        assertEquals(ReviewUiState.Working(2, (holder.state.value as ReviewUiState.Working).total), holder.state.value, "no review, no refusal shown")

        // Through the app: Back from the Review closes its holder.
        app.openReview()
        val opened = assertNotNull(app.review)
        app.closeReview()
        assertTrue(opened.closed)
        assertEquals(null, app.review)
    }

    @Test
    fun `a tapped decision shows the player's own view at the start of that turn`() {
        val storage = MemoryStorage()
        val app = finished(Lang.TR, storage)
        app.openReview()
        val holder = assertNotNull(app.review)
        val review = assertIs<ReviewUiState.Ready>(ready(holder)).review
        val item = review.items.first()
        holder.select(0)
        val shown = runBlocking { withTimeout(60_000) { holder.state.first { (it as? ReviewUiState.Ready)?.position != null } } } as ReviewUiState.Ready
        val position = assertNotNull(shown.position)
        assertEquals(0, position.seat)
        assertEquals(0, position.turn, "the player is to move at the start of the turn")
        assertTrue(position.phase == Phase.DRAW || position.phase == Phase.PLAY)
        assertEquals(position, Drive.engine.load(saveOf(app, storage)).reviewPosition(item.moveIndex))
        assertTrue(item.madeWords.isNotBlank() && item.madeWords != item.made, "the move in words: ${item.madeWords}")
        assertEquals(shown.seats.size, position.players)
        holder.back()
        assertEquals(null, (holder.state.value as ReviewUiState.Ready).selected)
        assertEquals(null, (holder.state.value as ReviewUiState.Ready).position)
    }

    /** The finished game's save, as the app wrote it. */
    private fun saveOf(app: AppStateHolder, storage: MemoryStorage): String {
        app.flush()
        return assertNotNull(storage.read(TableStateHolder.SAVE_FILE))
    }

    @Test
    fun `the screen lists each decision and shows the position of the one tapped`() {
        val app = finished(Lang.EN)
        app.openReview()
        val holder = assertNotNull(app.review)
        val review = assertIs<ReviewUiState.Ready>(ready(holder)).review
        runDesktopComposeUiTest(915, 1600) {
            setContent { OkeyApp(app) }
            onNodeWithTag("review-working").assertDoesNotExist()
            onNodeWithText(review.items.first().text, useUnmergedTree = true).assertExists()
            onNodeWithTag("review-position", useUnmergedTree = true).assertDoesNotExist()
            onNodeWithTag("review-item-0").performClick()
            // The position is replayed off the UI thread, then drawn with the table's parts.
            waitUntil(timeoutMillis = 60_000) { onAllNodesWithTag("rack", useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty() }
            val item = review.items.first()
            onNodeWithTag("review-position").assertExists()
            for (part in listOf("indicator", "okey", "stock", "seat-1", "seat-2", "seat-3")) {
                onNodeWithTag(part, useUnmergedTree = true).assertExists()
            }
            onNodeWithTag("review-made", useUnmergedTree = true).assertTextEquals("Played: ${item.madeWords}")
            val better = if (item.betterWords.isEmpty()) "no better move found" else item.betterWords
            onNodeWithTag("review-better", useUnmergedTree = true).assertTextEquals("Better: $better")
            onNodeWithTag("review-item-0").assertDoesNotExist()
            // Back returns to the list, and from the list to the table.
            onNodeWithText("Back").performClick()
            waitForIdle()
            onNodeWithTag("review-item-0").assertExists()
            onNodeWithTag("rack", useUnmergedTree = true).assertDoesNotExist()
            assertEquals(Screen.REVIEW, app.state.value.screen)
            onNodeWithText("Back").performClick()
            waitForIdle()
            assertEquals(Screen.TABLE, app.state.value.screen)
        }
    }

    @Test
    fun `while the engine works the screen says which turn it is at, in English and Turkish`() {
        for ((lang, text) in listOf(Lang.EN to "Turn 12 of 40", Lang.TR to "Tur 12 / 40")) {
            runDesktopComposeUiTest(915, 412) {
                setContent {
                    CompositionLocalProvider(LocalLang provides lang) { ReviewScreen(ReviewUiState.Working(12, 40), {}, {}, {}) }
                }
                onNodeWithTag("review-progress-text").assertTextEquals(text)
                onNodeWithTag("review-progress").assertRangeInfoEquals(ProgressBarRangeInfo(0.3f, 0f..1f))
            }
        }
    }
}
