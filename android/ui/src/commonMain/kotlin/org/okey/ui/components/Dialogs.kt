package org.okey.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Answer
import org.okey.appcore.DialogView
import org.okey.ui.theme.Felt

/**
 * The core's question, drawn over the screen: its title, its body and one button per choice, the
 * primary one in the primary style. A tap outside answers nothing (Back cancels, as the core decides).
 */
@Composable
fun QuestionDialog(dialog: DialogView, onAnswer: (Answer) -> Unit) {
    Box(Modifier.fillMaxSize().background(Color(0x99000000)).clickable(enabled = false) {}, contentAlignment = Alignment.Center) {
        Column(
            Modifier
                .widthIn(max = 460.dp)
                .padding(24.dp)
                .background(Felt.ivory, RoundedCornerShape(16.dp))
                .padding(20.dp)
                .testTag("dialog"),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Label(dialog.title, size = 19.sp, color = Felt.buttonText, bold = true)
            if (dialog.body.isNotBlank()) Label(dialog.body, size = 16.sp, color = Felt.buttonText)
            FlowRow(Modifier.align(Alignment.End), horizontalArrangement = Arrangement.spacedBy(10.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                dialog.choices.forEachIndexed { index, choice ->
                    OkeyButton(choice.label, { onAnswer(choice.answer) }, Modifier.testTag("choice-$index"), primary = choice.primary)
                }
            }
        }
    }
}

/**
 * A platform's notice in the shell's own words (a permission the player refused): the sentence
 * and its buttons, OK the primary one.
 */
@Composable
fun NoticeDialog(text: String, buttons: List<Pair<String, () -> Unit>>, modifier: Modifier = Modifier) {
    Box(Modifier.fillMaxSize().background(Color(0x99000000)).clickable(enabled = false) {}, contentAlignment = Alignment.Center) {
        Column(
            modifier
                .widthIn(max = 460.dp)
                .padding(24.dp)
                .background(Felt.ivory, RoundedCornerShape(16.dp))
                .padding(20.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Label(text, size = 16.sp, color = Felt.buttonText)
            FlowRow(Modifier.align(Alignment.End), horizontalArrangement = Arrangement.spacedBy(10.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                buttons.forEachIndexed { index, (label, onClick) ->
                    OkeyButton(label, onClick, Modifier.testTag("notice-button-$index"), primary = index == buttons.lastIndex)
                }
            }
        }
    }
}
