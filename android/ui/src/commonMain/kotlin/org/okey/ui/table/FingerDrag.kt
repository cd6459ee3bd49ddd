package org.okey.ui.table

import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.drawscope.ContentDrawScope
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.graphics.layer.GraphicsLayer
import androidx.compose.ui.graphics.layer.drawLayer
import androidx.compose.ui.input.pointer.PointerInputChange
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.input.pointer.util.VelocityTracker
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.node.DrawModifierNode
import androidx.compose.ui.node.ModifierNodeElement
import androidx.compose.ui.node.requireGraphicsContext
import androidx.compose.ui.platform.InspectorInfo
import androidx.compose.ui.unit.dp

/** The state of one drag: how far the thing has moved, and where its resting place is on screen. */
class FingerDrag {
    internal var offset by mutableStateOf(Offset.Zero)

    /** Whether a finger carries the thing now: it is then drawn by the [CarryLayer], not in its place. */
    internal var carried by mutableStateOf(false)
    internal var coordinates: LayoutCoordinates? = null
    internal var start = Offset.Zero
    internal var pointer = Offset.Zero

    /** The thing's look, recorded while it is carried, for the [CarryLayer] to draw under the finger. */
    internal var look: GraphicsLayer? = null
}

/**
 * Where a drag was let go (root coordinates), how fast it was moving then, how fast a flick is
 * (pixels a second), and where the carried thing's top left corner was (root coordinates).
 */
class Release(val point: Offset, val velocity: Offset, val flickSpeed: Float, val carriedTo: Offset)

/** A drag moving at least this fast when let go is a flick. */
private val FLICK_SPEED = 1200.dp

/**
 * Lets the element follow the finger and reports, at the end, where the finger was let go (in root
 * coordinates) and how fast it was moving. The pointer is read in the element's resting coordinates, so the drop point is
 * exactly under the finger. While carried, the element is drawn by the table's [CarryLayer], above
 * everything else: in its own place it would pass under whatever is drawn after it (the rack's other
 * row, the discard spot, the rack itself for the stock). [DropTargets.carried] says which drag it is.
 */
fun Modifier.fingerDrag(key: Any, drag: FingerDrag, targets: DropTargets, enabled: Boolean = true, onEnd: (Release) -> Unit): Modifier = this
    .onGloballyPositioned { drag.coordinates = it }
    .pointerInput(key, enabled) {
        if (!enabled) return@pointerInput
        val flickSpeed = FLICK_SPEED.toPx()
        val tracker = VelocityTracker()
        fun putDown() {
            drag.offset = Offset.Zero
            drag.carried = false
            if (targets.carried === drag) targets.carried = null
        }
        try {
            detectDragGestures(
                orientationLock = null,
                // From where the finger went down, so the thing stays under it as it was
                // picked up, rather than trailing it by the touch slop.
                onDragStart = { down: PointerInputChange, slopPassed: PointerInputChange, _: Offset ->
                    tracker.resetTracking()
                    tracker.addPosition(down.uptimeMillis, down.position)
                    tracker.addPosition(slopPassed.uptimeMillis, slopPassed.position)
                    drag.start = down.position
                    drag.pointer = slopPassed.position
                    drag.offset = drag.pointer - drag.start
                    drag.carried = true
                    targets.carried = drag
                },
                onDragEnd = { _ ->
                    val coordinates = drag.coordinates?.takeIf { it.isAttached }
                    val point = coordinates?.localToRoot(drag.pointer)
                    val carriedTo = coordinates?.localToRoot(drag.offset) ?: Offset.Zero
                    val velocity = tracker.calculateVelocity().let { Offset(it.x, it.y) }
                    putDown()
                    if (point != null) onEnd(Release(point, velocity, flickSpeed, carriedTo))
                },
                onDragCancel = ::putDown,
            ) { change, _ ->
                change.consume()
                tracker.addPosition(change.uptimeMillis, change.position)
                drag.pointer = change.position
                drag.offset = drag.pointer - drag.start
            }
        } finally {
            // The gesture's handler restarted (a new key) or left the screen mid-drag.
            putDown()
        }
    }
    .then(CarriedLookElement(drag))

/**
 * Everything carried at the table, drawn above the rest of it under the finger. Only this layer
 * redraws as the finger moves: the table is neither recomposed nor laid out again.
 */
@Composable
fun CarryLayer(targets: DropTargets) {
    val place = remember { Place() }
    Spacer(
        Modifier
            .fillMaxSize()
            .onGloballyPositioned { place.coordinates = it }
            .drawBehind {
                val drag = targets.carried ?: return@drawBehind
                val look = drag.look ?: return@drawBehind
                val from = drag.coordinates?.takeIf { it.isAttached } ?: return@drawBehind
                val layer = place.coordinates?.takeIf { it.isAttached } ?: return@drawBehind
                val at = layer.localPositionOf(from, Offset.Zero) + drag.offset
                translate(at.x, at.y) { drawLayer(look) }
            },
    )
}

/** Where the [CarryLayer] is, to place what it carries relative to it. */
private class Place {
    var coordinates: LayoutCoordinates? = null
}

/** Records the element's look while it is carried, instead of drawing it in place. */
private data class CarriedLookElement(val drag: FingerDrag) : ModifierNodeElement<CarriedLookNode>() {
    override fun create() = CarriedLookNode(drag)

    override fun update(node: CarriedLookNode) {
        node.drag = drag
    }

    override fun InspectorInfo.inspectableProperties() {
        name = "carriedLook"
    }
}

private class CarriedLookNode(var drag: FingerDrag) :
    Modifier.Node(),
    DrawModifierNode {
    override fun ContentDrawScope.draw() {
        if (!drag.carried) {
            drawContent()
            return
        }
        val look = drag.look ?: requireGraphicsContext().createGraphicsLayer().also { drag.look = it }
        look.record { this@draw.drawContent() }
    }

    override fun onDetach() {
        drag.look?.let { requireGraphicsContext().releaseGraphicsLayer(it) }
        drag.look = null
    }
}
