package org.okey.ui.table

import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.zIndex

/** The state of one drag: how far the thing has moved, and where its resting place is on screen. */
class FingerDrag {
    var offset by mutableStateOf(Offset.Zero)
    internal var coordinates: LayoutCoordinates? = null
    internal var start = Offset.Zero
    internal var pointer = Offset.Zero
}

/**
 * Lets the element follow the finger and reports, at the end, where the finger was let go (in root
 * coordinates). The pointer is read in the element's resting coordinates (before the translation),
 * so the drop point is exactly under the finger, touch slop included.
 */
fun Modifier.fingerDrag(key: Any, drag: FingerDrag, enabled: Boolean = true, onEnd: (Offset) -> Unit): Modifier =
    this
        .onGloballyPositioned { drag.coordinates = it }
        .pointerInput(key, enabled) {
            if (!enabled) return@pointerInput
            detectDragGestures(
                onDragStart = { drag.start = it; drag.pointer = it },
                onDragEnd = {
                    val point = drag.coordinates?.takeIf { it.isAttached }?.localToRoot(drag.pointer)
                    drag.offset = Offset.Zero
                    if (point != null) onEnd(point)
                },
                onDragCancel = { drag.offset = Offset.Zero },
            ) { change, _ ->
                change.consume()
                drag.pointer = change.position
                drag.offset = drag.pointer - drag.start
            }
        }
        .zIndex(if (drag.offset != Offset.Zero) 1f else 0f)
        .graphicsLayer { translationX = drag.offset.x; translationY = drag.offset.y }
