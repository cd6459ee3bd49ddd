package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.HandoverView
import org.okey.appcore.Intent
import org.okey.ui.components.Label
import org.okey.ui.theme.Felt

/**
 * Pass and play: the cover over the rack while the phone goes to the next person ("Pass to Ayşe",
 * "Tap to show your rack", in the core's words). The rack under it is empty (the core sends none
 * of its tiles); the rest of the table, all public, stays in sight. A tap anywhere on it shows
 * that person's rack.
 */
@Composable
fun HandoverCover(handover: HandoverView, send: (Intent) -> Unit, modifier: Modifier = Modifier) {
    val shape = RoundedCornerShape(12.dp)
    Column(
        modifier
            .background(Felt.woodDark, shape)
            .border(3.dp, Felt.accent, shape)
            .clickable(role = Role.Button, onClickLabel = handover.text) { send(Intent.ShowRack) }
            .padding(horizontal = 16.dp, vertical = 8.dp)
            .testTag("handover"),
        verticalArrangement = Arrangement.spacedBy(6.dp, Alignment.CenterVertically),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Label(handover.title, Modifier.testTag("handover-title"), size = 24.sp, bold = true, color = Felt.accent, align = TextAlign.Center, shrinkTo = 16.sp)
        Label(handover.text, size = 17.sp, align = TextAlign.Center, shrinkTo = 13.sp)
    }
}
