package org.okey.ui.rules

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.RuleExampleView
import org.okey.ui.components.Label
import org.okey.ui.components.TileView
import org.okey.ui.theme.Felt

/** One idea of the rules in pictures: its title, the tiles (a group per meld, points under it) and the sentence. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RuleExample(example: RuleExampleView, modifier: Modifier = Modifier) {
    Column(
        modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        Label(example.title, size = 18.sp, bold = true)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(14.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            example.melds.forEachIndexed { index, meld ->
                Column(horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(2.dp)) {
                    Row(horizontalArrangement = Arrangement.spacedBy(2.dp)) { meld.forEach { TileView(it, 34.dp) } }
                    example.points.getOrNull(index)?.let { Label(it, size = 14.sp, bold = true, color = Felt.accent) }
                }
            }
        }
        Label(example.text, size = 15.sp)
    }
}

/** "How to play": every example of the rules shown, before the rules' full text. */
@Composable
fun HowToPlay(examples: List<RuleExampleView>) {
    Column(Modifier.testTag("how-to-play"), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        examples.forEach { RuleExample(it) }
    }
}
