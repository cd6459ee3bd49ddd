package org.okey.ui

import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

/** The Maven build that runs here and the Gradle build for Android name the same versions. */
class VersionAgreementTest {
    private val android = File(System.getProperty("okey.android.dir") ?: "..")
    private val catalog = File(android, "gradle/libs.versions.toml").readText()
    private val pom = File(android, "ui/pom.xml").readText()

    private fun catalogVersion(name: String): String =
        assertNotNull(Regex("""(?m)^$name\s*=\s*"([^"]+)"""").find(catalog), "$name in the catalog").groupValues[1]

    private fun pomProperty(name: String): String =
        assertNotNull(Regex("""<$name>([^<]+)</$name>""").find(pom), "$name in the pom").groupValues[1]

    @Test
    fun `Kotlin, Compose, coroutines, JNA and JUnit agree`() {
        assertEquals(catalogVersion("kotlin"), pomProperty("kotlin.version"))
        assertEquals(catalogVersion("compose-multiplatform"), pomProperty("compose.version"))
        assertEquals(catalogVersion("coroutines"), pomProperty("coroutines.version"))
        assertEquals(catalogVersion("jna"), pomProperty("jna.version"))
        assertEquals(catalogVersion("junit"), pomProperty("junit.version"))
    }
}
