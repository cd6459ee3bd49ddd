package org.okey.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.clipRect
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.getTextLayoutResult
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.text
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.constrainHeight
import androidx.compose.ui.unit.constrainWidth
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.theme.Felt

/** Text in the table's light ink. */
@Composable
fun Label(
    text: String,
    modifier: Modifier = Modifier,
    size: TextUnit = 16.sp,
    color: Color = Felt.text,
    bold: Boolean = false,
    align: TextAlign = TextAlign.Start,
    maxLines: Int = Int.MAX_VALUE,
    struck: Boolean = false,
    shrinkTo: TextUnit? = null,
) = CachedText(
    text,
    TextStyle(
        color = color,
        fontSize = size,
        fontWeight = if (bold) FontWeight.Bold else FontWeight.Normal,
        textAlign = align,
        textDecoration = if (struck) TextDecoration.LineThrough else null,
    ),
    modifier,
    maxLines,
    shrinkTo,
)

/**
 * Text laid out through the shared [LabelTexts] cache, as BasicText would lay it out: a text seen
 * before (a seat's name, a count, a score, a button) is not shaped again, which is most of what a
 * new sheet or a new deal costs in text. Past [maxLines] it ends in an ellipsis. With [shrinkTo],
 * a text that does not fit whole (past its lines, or with a line broken inside a word) is drawn a
 * point smaller at a time, down to that size.
 */
@Composable
private fun CachedText(text: String, style: TextStyle, modifier: Modifier = Modifier, maxLines: Int = Int.MAX_VALUE, shrinkTo: TextUnit? = null) {
    val measurer = rememberSharedMeasurer(LabelTexts)
    val overflow = if (maxLines == Int.MAX_VALUE) TextOverflow.Clip else TextOverflow.Ellipsis
    // Written by measure, read by draw: the text as laid out for the constraints it was given.
    val laidOut = remember { LaidOutText() }
    Layout(
        modifier
            .semantics {
                this.text = AnnotatedString(text)
                // As BasicText does: how the text was laid out (tests check that none is cut off).
                getTextLayoutResult { results -> laidOut.result?.let(results::add) != null }
            }
            .drawBehind {
                // Reading the text here makes a new text redraw, even at the same size.
                val layout = laidOut.result?.takeIf { it.layoutInput.text.text == text } ?: return@drawBehind
                if (layout.hasVisualOverflow && overflow == TextOverflow.Clip) {
                    clipRect { drawText(layout, color = style.color) }
                } else {
                    drawText(layout, color = style.color)
                }
            },
    ) { _, constraints ->
        val density = densityOf(this)
        fun measure(at: TextStyle, within: Constraints) = measurer.measure(text, at, overflow = overflow, maxLines = maxLines, constraints = within, layoutDirection = layoutDirection, density = density)

        // A text that fits is laid out the same whatever room is left around it, so it is measured
        // without that room (the width it must fill aside): one entry in the cache wherever it
        // appears ("Easy · 21 tiles" on each opponent's card), not one for each width left beside it.
        fun layoutAt(at: TextStyle): TextLayoutResult {
            val free = measure(at, if (constraints.minWidth == 0) Constraints() else Constraints(constraints.minWidth, constraints.maxWidth))
            return if (free.size.width <= constraints.maxWidth && free.size.height <= constraints.maxHeight) free else measure(at, constraints)
        }
        var layout = layoutAt(style)
        if (shrinkTo != null) {
            var size = style.fontSize.value
            while (!layout.fitsWhole(constraints) && size - 1f >= shrinkTo.value) {
                size -= 1f
                layout = layoutAt(style.copy(fontSize = size.sp))
            }
        }
        laidOut.result = layout
        layout(constraints.constrainWidth(layout.size.width), constraints.constrainHeight(layout.size.height)) {}
    }
}

/** Every line shows, within the height given, and none ends inside a word. */
private fun TextLayoutResult.fitsWhole(constraints: Constraints): Boolean {
    if (hasVisualOverflow || size.height > constraints.maxHeight) return false
    val text = layoutInput.text.text
    return (0 until lineCount - 1).none { line ->
        val end = getLineEnd(line)
        end in 1 until text.length && text[end - 1].isLetterOrDigit() && text[end].isLetterOrDigit()
    }
}

/** A label's text as last laid out, for its drawing. */
private class LaidOutText {
    var result: TextLayoutResult? = null
}

/** A button with a 48 dp touch target; disabled buttons stay visible, greyed. */
@Composable
fun OkeyButton(
    text: String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
    primary: Boolean = false,
) {
    val shape = RoundedCornerShape(10.dp)
    val background = when {
        !enabled -> Felt.disabled
        primary -> Felt.accent
        else -> Felt.button
    }
    Box(
        modifier
            .heightIn(min = 48.dp)
            .widthIn(min = 48.dp)
            .background(background, shape)
            .clickable(enabled = enabled, role = Role.Button, onClick = onClick)
            .padding(horizontal = 12.dp, vertical = 8.dp),
        contentAlignment = Alignment.Center,
    ) {
        // A word too long for the button is drawn smaller rather than broken ("Show indicator").
        CachedText(
            text,
            TextStyle(
                color = if (enabled) Felt.buttonText else Color(0xFFB0C4B7),
                fontSize = 15.sp,
                fontWeight = FontWeight.SemiBold,
                textAlign = TextAlign.Center,
            ),
            shrinkTo = 11.sp,
        )
    }
}

/**
 * The four Okey 101 presets: one row where they fit, two rows of two on a narrow screen (the
 * engine's Turkish names are too wide for one row on a phone held upright).
 */
@Composable
fun <T> WrappingSegments(options: List<T>, selected: T, label: @Composable (T) -> String, onSelect: (T) -> Unit, modifier: Modifier = Modifier) {
    BoxWithConstraints(modifier) {
        if (maxWidth >= 480.dp) {
            Segments(options, selected, label, onSelect)
        } else {
            Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                options.chunked(2).forEach { row -> Segments(row, selected, label, onSelect) }
            }
        }
    }
}

/** One of several choices, as a row of segments that wraps onto a second line rather than cutting one off. */
@Composable
fun <T> Segments(options: List<T>, selected: T, label: @Composable (T) -> String, onSelect: (T) -> Unit, modifier: Modifier = Modifier) {
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        options.forEach { option ->
            val on = option == selected
            Box(
                Modifier
                    .heightIn(min = 48.dp)
                    .background(if (on) Felt.accent else Felt.panel, RoundedCornerShape(10.dp))
                    .border(1.dp, if (on) Felt.accent else Felt.muted, RoundedCornerShape(10.dp))
                    .clickable(role = Role.RadioButton) { onSelect(option) }
                    .padding(horizontal = 12.dp, vertical = 8.dp),
                contentAlignment = Alignment.Center,
            ) {
                Label(label(option), size = 15.sp, color = if (on) Felt.buttonText else Felt.text, maxLines = 1)
            }
        }
    }
}

/** An on/off switch drawn as a pill. */
@Composable
fun Toggle(checked: Boolean, onChange: (Boolean) -> Unit, modifier: Modifier = Modifier) {
    Box(
        modifier
            .heightIn(min = 48.dp)
            .clickable(role = Role.Switch) { onChange(!checked) }
            .padding(vertical = 10.dp),
        contentAlignment = Alignment.Center,
    ) {
        Box(
            Modifier.background(if (checked) Felt.accent else Felt.disabled, RoundedCornerShape(14.dp)).padding(3.dp),
            contentAlignment = if (checked) Alignment.CenterEnd else Alignment.CenterStart,
        ) {
            Row {
                if (checked) Box(Modifier.padding(start = 22.dp))
                Box(Modifier.background(Color.White, RoundedCornerShape(11.dp)).padding(11.dp))
                if (!checked) Box(Modifier.padding(start = 22.dp))
            }
        }
    }
}

/** − value + */
@Composable
fun Stepper(value: String, onMinus: (() -> Unit)?, onPlus: (() -> Unit)?, tag: String = "") {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        OkeyButton("−", { onMinus?.invoke() }, Modifier.testTag("minus-$tag"), enabled = onMinus != null)
        Label(value, Modifier.widthIn(min = 44.dp), size = 17.sp, bold = true, align = TextAlign.Center)
        OkeyButton("+", { onPlus?.invoke() }, Modifier.testTag("plus-$tag"), enabled = onPlus != null)
    }
}

/** A screen's frame: a title bar with Back, then the content on the felt. */
@Composable
fun ScreenFrame(title: String, back: String?, onBack: () -> Unit, content: @Composable BoxScope.() -> Unit) {
    Column(Modifier.fillMaxSize().background(Felt.table)) {
        Row(Modifier.background(Felt.tableDark).padding(horizontal = 12.dp, vertical = 6.dp), verticalAlignment = Alignment.CenterVertically) {
            if (back != null) OkeyButton(back, onBack)
            Label(title, Modifier.padding(start = 12.dp).weight(1f), size = 22.sp, bold = true)
        }
        Box(Modifier.fillMaxSize().padding(12.dp), content = content)
    }
}
