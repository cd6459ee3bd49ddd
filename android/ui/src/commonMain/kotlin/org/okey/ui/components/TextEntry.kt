package org.okey.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.theme.Felt

/**
 * A line of text the player types (a name, an address, a code), 48 dp high. What is typed is kept
 * here as typed and each change sent with [onChange]: the core trims and checks it, and drawing its
 * value back would take away a space just typed between two words. When [value] changes by another
 * gesture (a table chosen from a list), the field starts again from it.
 */
@Composable
fun TextEntry(
    value: String,
    onChange: (String) -> Unit,
    label: String,
    modifier: Modifier = Modifier,
    placeholder: String = "",
    keyboard: KeyboardType = KeyboardType.Text,
) {
    var typed by remember { mutableStateOf(value) }
    // The core's value as last drawn, and whether its next change is this field's own typing.
    val seen = remember { SeenValue(value) }
    if (value != seen.value) {
        if (!seen.typing) typed = value
        seen.value = value
        seen.typing = false
    }
    val shape = RoundedCornerShape(10.dp)
    BasicTextField(
        typed,
        {
            typed = it
            seen.typing = true
            onChange(it)
        },
        modifier.semantics { contentDescription = label },
        textStyle = TextStyle(color = Felt.buttonText, fontSize = 17.sp),
        singleLine = true,
        keyboardOptions = KeyboardOptions(keyboardType = keyboard),
        cursorBrush = SolidColor(Felt.buttonText),
        decorationBox = { field ->
            Box(
                Modifier.heightIn(min = 48.dp).background(Felt.button, shape).border(1.dp, Felt.muted, shape).padding(horizontal = 12.dp, vertical = 10.dp),
                contentAlignment = Alignment.CenterStart,
            ) {
                if (typed.isEmpty() && placeholder.isNotEmpty()) Label(placeholder, size = 17.sp, color = Felt.buttonText.copy(alpha = 0.5f), maxLines = 1)
                field()
            }
        },
    )
}

private class SeenValue(var value: String) {
    var typing = false
}
