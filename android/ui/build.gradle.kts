// The shared UI: Compose code that compiles for Android (Jetpack Compose) and for the JVM
// (Compose Multiplatform desktop). commonMain holds the screens and state holders and never
// imports android.*; jvmSharedMain (the engine over the uniffi bindings, file storage) is added
// to both JVM-based targets; desktopMain is the desktop window.
import org.jetbrains.compose.desktop.application.dsl.TargetFormat

plugins {
    alias(libs.plugins.kotlin.multiplatform)
    alias(libs.plugins.android.library)
    alias(libs.plugins.compose.multiplatform)
    alias(libs.plugins.compose.compiler)
}

val workspace = rootDir.parentFile
val generatedBindings = layout.buildDirectory.dir("generated/uniffi")

// The host library and the Kotlin bindings generated from it (no NDK needed for this part).
val uniffiBindings by tasks.registering(Exec::class) {
    description = "Builds the host okey-ffi library and generates its Kotlin bindings with uniffi-bindgen."
    workingDir = workspace
    commandLine("bash", "android/scripts/build-rust.sh", "bindings", generatedBindings.get().asFile.absolutePath)
    outputs.dir(generatedBindings)
    inputs.dir(workspace.resolve("bindings/src"))
    inputs.dir(workspace.resolve("app/src"))
    inputs.dir(workspace.resolve("core/src"))
}

// Lets Compose skip parts of the table whose data did not change (see the file).
composeCompiler {
    stabilityConfigurationFiles.add(layout.projectDirectory.file("compose-stability.conf"))
}

kotlin {
    androidTarget()
    jvm("desktop")
    jvmToolchain(17)

    sourceSets {
        val desktopMain by getting
        val desktopTest by getting
        commonMain.dependencies {
            implementation(libs.compose.runtime)
            implementation(libs.compose.foundation)
            implementation(libs.compose.ui)
            implementation(libs.kotlinx.coroutines.core)
        }
        androidMain {
            kotlin.srcDir("src/jvmSharedMain/kotlin")
            kotlin.srcDir(generatedBindings)
            dependencies {
                implementation("${libs.jna.get()}@aar")
                implementation(libs.kotlinx.coroutines.android)
                implementation(libs.zxing.core)
            }
        }
        desktopMain.kotlin.srcDir("src/jvmSharedMain/kotlin")
        desktopMain.kotlin.srcDir(generatedBindings)
        desktopMain.dependencies {
            implementation(compose.desktop.currentOs)
            implementation(libs.jna)
            implementation(libs.kotlinx.coroutines.swing)
            implementation(libs.zxing.core)
        }
        desktopTest.dependencies {
            implementation(libs.compose.ui.test)
            implementation(libs.kotlin.test)
        }
    }
}

tasks.matching { it.name.startsWith("compile") && it.name.contains("Kotlin") }.configureEach { dependsOn(uniffiBindings) }

android {
    namespace = "org.okey.ui"
    compileSdk = libs.versions.android.compileSdk.get().toInt()
    defaultConfig {
        minSdk = libs.versions.android.minSdk.get().toInt()
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

compose.desktop {
    application {
        mainClass = "org.okey.ui.desktop.MainKt"
        jvmArgs += "-Djna.library.path=${workspace.resolve("target/release").absolutePath}"
        nativeDistributions {
            targetFormats(TargetFormat.Dmg, TargetFormat.Msi, TargetFormat.Deb)
            packageName = "okey"
            packageVersion = "1.0.0"
        }
    }
}

tasks.withType<Test>().configureEach {
    useJUnitPlatform()
    systemProperty("jna.library.path", workspace.resolve("target/release").absolutePath)
}
