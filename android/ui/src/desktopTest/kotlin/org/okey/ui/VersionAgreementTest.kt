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
    private val appCheckPom = File(android, "app/check/pom.xml").readText()

    private fun catalogVersion(name: String): String = assertNotNull(Regex("""(?m)^$name\s*=\s*"([^"]+)"""").find(catalog), "$name in the catalog").groupValues[1]

    private fun pomProperty(name: String, text: String = pom): String = assertNotNull(Regex("""<$name>([^<]+)</$name>""").find(text), "$name in the pom").groupValues[1]

    @Test
    fun `Kotlin, Compose, coroutines, JNA, ZXing and JUnit agree`() {
        assertEquals(catalogVersion("kotlin"), pomProperty("kotlin.version"))
        assertEquals(catalogVersion("compose-multiplatform"), pomProperty("compose.version"))
        assertEquals(catalogVersion("coroutines"), pomProperty("coroutines.version"))
        assertEquals(catalogVersion("jna"), pomProperty("jna.version"))
        assertEquals(catalogVersion("junit"), pomProperty("junit.version"))
        assertEquals(catalogVersion("zxing"), pomProperty("zxing.version"))
    }

    /** app/check/pom.xml (the compile check of app/ against android.jar, scripts/check-app). */
    @Test
    fun `the app compile check pins the catalog's Android versions`() {
        assertEquals(catalogVersion("kotlin"), pomProperty("kotlin.version", appCheckPom))
        assertEquals(catalogVersion("activity-compose"), pomProperty("activity.version", appCheckPom))
        assertEquals(catalogVersion("lifecycle"), pomProperty("lifecycle.version", appCheckPom))
        assertEquals(catalogVersion("core-ktx"), pomProperty("core.version", appCheckPom))
        assertEquals(catalogVersion("coroutines"), pomProperty("coroutines.version", appCheckPom))
        assertEquals(catalogVersion("jna"), pomProperty("jna.version", appCheckPom))
        assertEquals(catalogVersion("zxing"), pomProperty("zxing.version", appCheckPom))
        assertEquals(catalogVersion("zxing-android-embedded"), pomProperty("zxing.android.embedded.version", appCheckPom))
        assertEquals(catalogVersion("androidx-test-runner"), pomProperty("androidx.test.runner.version", appCheckPom))
        assertEquals(catalogVersion("androidx-test-ext-junit"), pomProperty("androidx.test.ext.junit.version", appCheckPom))
        // Compose BOM 2026.09.00 is Jetpack Compose 1.12.1; Compose Multiplatform 1.12.2 matches it.
        assertEquals("2026.09.00", catalogVersion("compose-bom"))
        assertEquals("1.12.1", pomProperty("compose.version", appCheckPom))
    }
}
