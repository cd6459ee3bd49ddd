package org.okey.ui.shell

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.okey.appcore.Job
import org.okey.appcore.Update

/**
 * The apps' job runner: [uiScope] runs on the UI thread (`Dispatchers.Main`), the job itself on
 * `Dispatchers.Default` (a bot thinks inside it), and its update comes back to the UI thread.
 * Jobs may overlap; the core drops a job for a table that has moved on.
 */
class CoroutineJobs(private val uiScope: CoroutineScope) : JobRunner {
    override fun launch(job: Job, afterMs: Long, work: () -> Update, deliver: (Update) -> Unit) {
        uiScope.launch {
            if (afterMs > 0) delay(afterMs)
            deliver(withContext(Dispatchers.Default) { work() })
        }
    }
}
