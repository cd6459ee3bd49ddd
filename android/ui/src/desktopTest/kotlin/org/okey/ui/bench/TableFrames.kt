package org.okey.ui.bench

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ExperimentalComposeRuntimeApi
import androidx.compose.runtime.RecomposeScope
import androidx.compose.runtime.Recomposer
import androidx.compose.runtime.tooling.CompositionObserver
import androidx.compose.runtime.tooling.CompositionRegistrationObserver
import androidx.compose.runtime.tooling.ObservableComposition
import androidx.compose.runtime.tooling.observe
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.InternalComposeUiApi
import androidx.compose.ui.graphics.asComposeCanvas
import androidx.compose.ui.platform.FrameRecomposer
import androidx.compose.ui.scene.ComposeScene
import androidx.compose.ui.unit.Density
import kotlinx.coroutines.CoroutineDispatcher
import org.jetbrains.skia.PictureRecorder
import org.jetbrains.skia.Rect
import org.jetbrains.skia.Surface
import java.lang.management.ManagementFactory
import java.util.concurrent.ConcurrentLinkedQueue
import kotlin.coroutines.CoroutineContext

/**
 * "The UI thread" of the benchmark: coroutines dispatched here (the table's state collection, the
 * composition's effects) wait until the benchmark's own thread runs them, as on Android's main looper.
 */
class UiQueue : CoroutineDispatcher() {
    private val tasks = ConcurrentLinkedQueue<Runnable>()

    override fun dispatch(context: CoroutineContext, block: Runnable) {
        tasks.add(block)
    }

    fun runAll() {
        while (true) (tasks.poll() ?: return).run()
    }

    val idle: Boolean get() = tasks.isEmpty()
}

/**
 * What an action's frames cost, phase by phase, in nanoseconds, and how many recompose scopes ran.
 * Composition includes the subcompositions that run while laying out; layout is the rest of that phase.
 */
class FrameCost(
    var dispatch: Long = 0,
    var composition: Long = 0,
    var layout: Long = 0,
    var record: Long = 0,
    var raster: Long = 0,
    /** The part of [composition] that ran inside the layout phase (subcompositions), not counted in [layout]. */
    var subcomposition: Long = 0,
    /** The UI thread's CPU time for dispatch, composition and layout (wall time less any preemption). */
    var uiCpu: Long = 0,
    var scopes: Int = 0,
    var frames: Int = 0,
)

/**
 * The table in an off-screen scene whose frame is driven by hand, one phase at a time, on the
 * calling thread: the queued UI tasks (state collection), composition, measure and layout, drawing
 * (Compose's draw code recording a picture) and the software raster of that picture, which a
 * phone's GPU does instead. The same steps, in the same order, as [ImageComposeScene.render].
 */
@OptIn(ExperimentalComposeRuntimeApi::class, InternalComposeUiApi::class)
class TableFrames(width: Int, height: Int, private val nameScopes: Boolean, content: @Composable () -> Unit) : AutoCloseable {
    val ui = UiQueue()
    private val image = ImageComposeScene(width, height, Density(1f), ui, content)
    private val frames: FrameRecomposer = field(image, "frameRecomposer")
    private val scene: ComposeScene = field(image, "scene")
    private val surface = Surface.makeRasterN32Premul(width, height)
    private val bounds = Rect.makeWH(width.toFloat(), height.toFloat())
    private val recorder = PictureRecorder()
    private val threads = ManagementFactory.getThreadMXBean()

    /** Recompose scopes entered, by the app's composable that entered them (only if [nameScopes]: slow). */
    val scopeCounts = HashMap<String, Int>()
    private var scopesThisFrame = 0

    // Composition time by the compositions' own begin and end, wherever it runs: a subcomposition
    // (BoxWithConstraints, for one) composes during the layout phase when its constraints change.
    private var composing = 0
    private var composeStart = 0L
    private var composedThisFrame = 0L
    private val observer = object : CompositionObserver {
        override fun onBeginComposition(composition: ObservableComposition) {
            if (composing++ == 0) composeStart = System.nanoTime()
        }
        override fun onScopeEnter(scope: RecomposeScope) {
            scopesThisFrame++
            if (nameScopes) scopeCounts.merge(enteringComposable(), 1, Int::plus)
        }
        override fun onReadInScope(scope: RecomposeScope, value: Any) = Unit
        override fun onScopeExit(scope: RecomposeScope) = Unit
        override fun onEndComposition(composition: ObservableComposition) {
            if (--composing == 0) composedThisFrame += System.nanoTime() - composeStart
        }
        override fun onScopeInvalidated(scope: RecomposeScope, value: Any?) = Unit
        override fun onScopeDisposed(scope: RecomposeScope) = Unit
    }

    init {
        val recomposer: Recomposer = field(frames, "recomposer")
        recomposer.observe(
            object : CompositionRegistrationObserver {
                override fun onCompositionRegistered(composition: ObservableComposition) {
                    composition.setObserver(observer)
                }
                override fun onCompositionUnregistered(composition: ObservableComposition) = Unit
            },
        )
    }

    /** Nothing queued, nothing to recompose, lay out or draw. */
    val idle: Boolean get() = ui.idle && !frames.hasPendingWork() && !scene.hasPendingMeasureOrLayout && !scene.hasPendingDraw

    /** Runs frames until the table is idle (at most [max]), adding each phase's time to [cost]. */
    fun untilIdle(cost: FrameCost = FrameCost(), max: Int = 10): FrameCost {
        repeat(max) {
            if (idle && it > 0) return cost
            frame(cost)
        }
        return cost
    }

    private fun frame(cost: FrameCost) {
        scopesThisFrame = 0
        composedThisFrame = 0
        val cpu0 = threads.currentThreadCpuTime
        val t0 = System.nanoTime()
        ui.runAll()
        val t1 = System.nanoTime()
        frames.performFrame(t1)
        val t2 = System.nanoTime()
        val composedInFrame = composedThisFrame
        scene.measureAndLayout()
        val t3 = System.nanoTime()
        val composedInLayout = composedThisFrame - composedInFrame
        cost.uiCpu += threads.currentThreadCpuTime - cpu0
        val canvas = recorder.beginRecording(bounds)
        scene.draw(canvas.asComposeCanvas())
        val picture = recorder.finishRecordingAsPicture()
        val t4 = System.nanoTime()
        surface.canvas.clear(0)
        surface.canvas.drawPicture(picture)
        surface.flushAndSubmit(syncCpu = true)
        picture.close()
        val t5 = System.nanoTime()
        cost.dispatch += t1 - t0
        cost.composition += t2 - t1 + composedInLayout
        cost.layout += t3 - t2 - composedInLayout
        cost.subcomposition += composedInLayout
        cost.record += t4 - t3
        cost.raster += t5 - t4
        cost.scopes += scopesThisFrame
        cost.frames++
    }

    override fun close() {
        image.close()
        surface.close()
        recorder.close()
    }

    private companion object {
        @Suppress("UNCHECKED_CAST")
        fun <T> field(owner: Any, name: String): T = owner.javaClass.getDeclaredField(name).let {
            it.isAccessible = true
            it.get(owner) as T
        }

        /** The app's innermost function on the stack: the composable whose scope is being entered. */
        fun enteringComposable(): String = Thread.currentThread().stackTrace.firstOrNull {
            it.className.startsWith("org.okey.ui.") && !it.className.startsWith("org.okey.ui.bench")
        }?.let { "${it.className.substringAfterLast('.')}.${it.methodName}" } ?: "(compose)"
    }
}
