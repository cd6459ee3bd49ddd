package org.okey.ui

import org.okey.appcore.Intent
import org.okey.appcore.Language
import org.okey.appcore.Screen

/*
 * Playing together, brought about over the real app core. What the transport (the Rust glue over
 * okey-net, not wired into the shell yet) would tell the core, these helpers tell it instead:
 * that the host listens, at which address and with which code, and that a guest joined and said
 * hello. Every word on screen stays the core's.
 */

/** A pass-and-play game of four: Deniz at this phone's seat, Ayşe in the next seat, two bots. */
fun passAndPlay(language: Language = Language.ENGLISH, seed: Long = 11): TestShell = TestShell(seed, language).newGame(Intent.ChoosePerson(0u, "Deniz"), Intent.ChoosePerson(1u, "Ayşe"))

/**
 * Plays Deniz's turns (and the bots') until the phone is to be passed: every rack hidden. `null`
 * if that never comes within a few turns.
 */
fun TestShell.untilHandover(): TestShell? {
    repeat(6) {
        if (parts.handover.value != null) return this
        play(1)
    }
    return takeIf { parts.handover.value != null }
}

/** The QR code's text of the test's table, as okey-net's `JoinPayload::to_text` writes it. */
const val TEST_PAYLOAD = "okey://join?v=1&host=192.168.1.20&port=47001&fp=3f9a1c0e7b2d4a6f8e1b5c9d0a7e3f21&code=042917"

/** The host's lobby: seat 1 kept for a guest, the table listening at 192.168.1.20:47001, code 042 917. */
fun hostedLobby(language: Language = Language.ENGLISH, listening: Boolean = true): TestShell {
    val test = TestShell(seed = 11, language)
    test.send(Intent.HostTable)
    test.send(Intent.ChoosePerson(0u, "Deniz"))
    test.send(Intent.ChooseGuestSeat(1u))
    test.send(Intent.StartGame)
    check(test.parts.screen.value == Screen.LOBBY) { "the form's Start did not open the lobby" }
    if (listening) {
        test.send(Intent.Listening("192.168.1.20", 47001u, "042917", "3f9a1c0e7b2d4a6f8e1b5c9d0a7e3f21", TEST_PAYLOAD, ByteArray(32) { it.toByte() }))
    }
    return test
}

/** A guest's connection (number [guest]) is up and says hello as [name]: what the transport and the guest's app send. */
fun TestShell.guestJoins(guest: UInt, name: String, language: Language = Language.TURKISH) {
    send(Intent.GuestJoined(guest, "guest-key-$guest"))
    val lang = if (language == Language.TURKISH) "turkish" else "english"
    send(Intent.FromGuest(guest, """{"hello":{"protocol":1,"name":"$name","language":"$lang"}}""".encodeToByteArray()))
}

/** The Join screen with two tables found nearby, the first chosen, and the code typed. */
fun joinScreen(language: Language = Language.ENGLISH): TestShell {
    val test = TestShell(seed = 11, language)
    test.send(Intent.JoinTable)
    test.send(Intent.TableFound("Okey · Mehmet", "192.168.1.20", 47001u))
    test.send(Intent.TableFound("Okey · Zeynep", "192.168.1.34", 47003u))
    return test
}

/**
 * A guest's lobby, from a real host's messages: the host is a second app core (in English, driven
 * directly, its `SendToGuest` bytes taken from its updates), the guest this test's shell in
 * [language], seated as Ayşe.
 */
fun guestLobby(language: Language = Language.ENGLISH): TestShell {
    val host = org.okey.appcore.OkeyApp.open(java.nio.file.Files.createTempDirectory("okey-host").toString(), Language.ENGLISH, 11u)
    host.start()
    host.send(Intent.HostTable)
    host.send(Intent.ChoosePerson(0u, "Deniz"))
    host.send(Intent.ChooseGuestSeat(1u))
    host.send(Intent.StartGame)
    host.send(Intent.Listening("192.168.1.20", 47001u, "042917", "host-key", TEST_PAYLOAD, ByteArray(32)))
    host.send(Intent.GuestJoined(1u, "guest-key-1"))
    val lang = if (language == Language.TURKISH) "turkish" else "english"
    val update = host.send(Intent.FromGuest(1u, """{"hello":{"protocol":1,"name":"Ayşe","language":"$lang"}}""".encodeToByteArray()))
    val toGuest = update.effects.filterIsInstance<org.okey.appcore.Effect.SendToGuest>().map { it.bytes }
    check(toGuest.size >= 2) { "the host sent no welcome and lobby" }
    val guest = TestShell(seed = 12, language)
    guest.send(Intent.JoinTable)
    guest.send(Intent.SetJoinAddress("192.168.1.20:47001"))
    guest.send(Intent.SetJoinCode("042917"))
    guest.send(Intent.Join)
    guest.send(Intent.Connected("host-key", ByteArray(32)))
    toGuest.forEach { guest.send(Intent.FromHost(it)) }
    check(guest.parts.screen.value == Screen.LOBBY) { "the guest is not in the lobby" }
    return guest
}
