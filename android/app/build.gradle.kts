// The Android application: MainActivity, the manifest, the icon, and the Rust library for each ABI
// in jniLibs (cargo-ndk, through android/scripts/build-rust.sh). The screens live in :ui.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.compose.compiler)
}

val workspace = rootDir.parentFile
val jniLibsDir = layout.projectDirectory.dir("src/main/jniLibs")

val cargoNdk by tasks.registering(Exec::class) {
    description = "Builds libokey_ffi.so for every ABI with cargo-ndk into src/main/jniLibs."
    workingDir = workspace
    commandLine("bash", "android/scripts/build-rust.sh", "android", jniLibsDir.asFile.absolutePath)
    outputs.dir(jniLibsDir)
    // The library is the app core (app/) over the engine (core/), exported by bindings/.
    inputs.dir(workspace.resolve("bindings/src"))
    inputs.dir(workspace.resolve("app/src"))
    inputs.dir(workspace.resolve("core/src"))
}

tasks.named("preBuild") { dependsOn(cargoNdk) }

android {
    namespace = "org.okey.app"
    compileSdk = libs.versions.android.compileSdk.get().toInt()

    defaultConfig {
        applicationId = "org.okey.app"
        minSdk = libs.versions.android.minSdk.get().toInt()
        targetSdk = libs.versions.android.targetSdk.get().toInt()
        versionCode = 1
        versionName = "0.1.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    buildFeatures { compose = true }
}

kotlin { jvmToolchain(17) }

dependencies {
    implementation(project(":ui"))
    implementation(platform(libs.compose.bom))
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.lifecycle.runtime)
    // The Join screen's QR scanner (its own camera activity over ZXing's decoder, which the lobby
    // already uses to draw the code).
    implementation(libs.zxing.android.embedded)
    // Ahead-of-time compilation of the app's own code (src/main/baseline-prof.txt: all of org.okey),
    // so that a rare move (a new deal, the score sheet) does not run in the interpreter or the JIT's
    // first tier; Compose's libraries bring their own profiles.
    implementation(libs.androidx.profileinstaller)

    // src/androidTest: on a device or emulator (connectedDebugAndroidTest).
    androidTestImplementation(platform(libs.compose.bom))
    androidTestImplementation(libs.androidx.compose.ui.test.junit4)
    androidTestImplementation(libs.androidx.test.runner)
    androidTestImplementation(libs.androidx.test.ext.junit)
}
