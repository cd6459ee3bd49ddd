package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.review.ReviewScreen
import org.okey.ui.review.ReviewStateHolder
import org.okey.ui.review.ReviewUiState
import org.okey.ui.review.positionText
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
        withTimeout(120_000) { holder.state.first { it != ReviewUiState.Working } }
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
        assertEquals(ReviewUiState.Working, holder.state.value, "nothing ran on the caller's thread")
        while (true) (synchronized(queued) { queued.removeFirstOrNull() } ?: break).run()
        assertIs<ReviewUiState.Ready>(holder.state.value)
    }

    @Test
    fun `Düz Okey shows the engine's message that there is no review`() {
        val game = Drive.engine.start(Drive.setup(PresetId.DUZ, 3))
        val state = assertIs<ReviewUiState.Unavailable>(ready(ReviewStateHolder(game, Lang.EN, Drive.scope())))
        assertEquals("review_unsupported", state.code)
        assertTrue(state.message.isNotBlank())
        runDesktopComposeUiTest(915, 412) {
            setContent { ReviewScreen(state, {}, {}) }
            onNodeWithTag("review-unavailable").assertTextEquals(state.message)
        }
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
            waitForIdle()
            onNodeWithTag("review-position", useUnmergedTree = true).assertTextEquals(positionText(review.items.first().position))
        }
    }
}
