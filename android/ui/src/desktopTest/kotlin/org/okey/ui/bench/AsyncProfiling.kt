package org.okey.ui.bench

import java.io.File
import java.lang.reflect.Method
import java.net.URLClassLoader

/**
 * async-profiler, loaded at run time from [dir], where its Maven Central jar
 * (`tools.profiler:async-profiler`, classifier `linux-x64`) was unpacked: samples the CPU of every
 * thread while resumed. Unlike [StackSampler], its stacks are not biased towards safepoints and go
 * down into native code (Skia's), so it tells where a rare action's time goes. Not a dependency of
 * the build: a developer fetches it to look closer.
 */
class AsyncProfiling(dir: File) {
    private val profiler: Any
    private val execute: Method
    private var started = false

    init {
        val jar = dir.listFiles { file -> file.name.startsWith("async-profiler") && file.name.endsWith(".jar") }?.firstOrNull()
            ?: error("no async-profiler jar in $dir")
        val library = File(dir, "linux-x64/libasyncProfiler.so").takeIf { it.exists() } ?: error("unpack $jar in $dir first")
        val type = URLClassLoader(arrayOf(jar.toURI().toURL())).loadClass("one.profiler.AsyncProfiler")
        profiler = type.getMethod("getInstance", String::class.java).invoke(null, library.absolutePath)
        execute = type.getMethod("execute", String::class.java)
    }

    /** Samples from now on: CPU time where the kernel allows it (perf events), a timer otherwise. */
    fun resume() {
        if (started) {
            run("resume")
            return
        }
        runCatching { run("start,event=cpu,interval=50us,threads") }.getOrElse { run("start,event=itimer,interval=1ms,threads") }
        started = true
    }

    fun pause() = run("stop")

    /** Writes what was sampled as collapsed stacks ([out].collapsed) and a flame graph ([out].html). */
    fun write(out: String) {
        if (!started) return
        run("collapsed,file=$out.collapsed")
        run("flamegraph,file=$out.html")
    }

    private fun run(command: String) = execute.invoke(profiler, command) as String
}
