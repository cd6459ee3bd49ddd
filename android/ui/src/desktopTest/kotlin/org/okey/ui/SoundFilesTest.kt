package org.okey.ui

import org.okey.appcore.Sound
import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Every sound the app core can ask for has its file in both apps, as `scripts/make-sounds` writes
 * them (Android: assets/sounds/NAME.ogg; iPhone: App/Sounds/NAME.caf; NAME from the kind, YOUR_TURN
 * is your-turn), each a real Ogg or CAF file of a few KB, and no other file lies there.
 */
class SoundFilesTest {
    private val android = File(System.getProperty("okey.android.dir") ?: "..")
    private val names = Sound.entries.map { it.name.lowercase().replace('_', '-') }.toSet()

    private fun check(dir: File, extension: String, magic: String) {
        val files = dir.listFiles().orEmpty().filter { it.isFile }
        assertEquals(names, files.map { it.nameWithoutExtension }.toSet(), "the sounds in $dir")
        files.forEach { file ->
            assertEquals(extension, file.extension)
            assertTrue(file.length() in 500..20_000, "${file.name}: ${file.length()} bytes")
            assertEquals(magic, String(file.readBytes().copyOf(4), Charsets.ISO_8859_1), "${file.name} is a real .$extension")
        }
    }

    @Test
    fun `the Android app has an Ogg file for every sound`() = check(File(android, "app/src/main/assets/sounds"), "ogg", "OggS")

    @Test
    fun `the iPhone app has a CAF file for every sound`() = check(File(android, "../ios/App/Sounds"), "caf", "caff")
}
