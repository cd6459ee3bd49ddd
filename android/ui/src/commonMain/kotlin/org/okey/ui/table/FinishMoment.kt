package org.okey.ui.table

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import kotlinx.coroutines.delay
import org.okey.appcore.ScoreSheetView
import org.okey.ui.components.Label
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** How long a deal's finish holds the table before its score sheet. */
const val FINISH_MOMENT_MILLIS = 1600

/**
 * A deal's finish, a moment of its own before the score sheet: the table still in sight under a
 * shade, and over it why the deal ended (the core's words: who finished, and how) with its
 * multiplier, growing in. A tap skips it; with motion off (reduced motion) there is none. Returns
 * whether the moment is on screen (the score sheet waits for it).
 */
@Composable
fun FinishMoment(sheet: ScoreSheetView): Boolean {
    val motion = LocalMotion.current
    val key = sheet.title to sheet.ending
    var over by remember(key) { mutableStateOf(!motion) }
    if (over) return false
    val grow = remember(key) { Animatable(0f) }
    LaunchedEffect(key) {
        grow.animateTo(1f, tween(350, easing = FastOutSlowInEasing))
        delay((FINISH_MOMENT_MILLIS - 350).toLong())
        over = true
    }
    Box(
        Modifier.fillMaxSize().background(Color(0x66000000)).clickable { over = true }.testTag("finish-moment"),
        contentAlignment = Alignment.Center,
    ) {
        Column(
            Modifier
                .graphicsLayer {
                    val scale = 0.6f + 0.4f * grow.value
                    scaleX = scale
                    scaleY = scale
                    alpha = grow.value
                }
                .widthIn(max = 520.dp)
                .background(Felt.panel, RoundedCornerShape(16.dp))
                .border(2.dp, Felt.accent, RoundedCornerShape(16.dp))
                .padding(horizontal = 28.dp, vertical = 20.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Label(sheet.ending, size = 24.sp, bold = true, color = Felt.accent, align = TextAlign.Center)
            sheet.multiplier?.let { Label(it, size = 18.sp, bold = true, align = TextAlign.Center) }
            Label(t(S.tapToSkip), size = 13.sp, color = Felt.muted, align = TextAlign.Center)
        }
    }
    return true
}
