//! The transport's receiving path on a host: bytes from a guest, cut into reads of the size the
//! first byte picks, through the frame decoder, the handshake (with the fixed keys of
//! `okey_net::fuzzing`, so the recorded sessions of the corpus get past it) and the channel's
//! message decoder. No panic; the host joins at most once and before any message, messages are
//! within the bound, and nothing comes after the close (`okey_net::fuzzing::run` checks it).
//! The same bytes also go to the plaintext message decoder and, as text, the join payload's
//! parser, whose accepted payloads must write back to themselves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_net::JoinPayload;
use okey_net::wire::Message;

fuzz_target!(|data: &[u8]| {
    okey_net::fuzzing::run(data);
    if let Ok(message) = Message::decode(data, 64) {
        assert_eq!(message.encode(), data);
    }
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(payload) = JoinPayload::parse(text)
    {
        assert_eq!(JoinPayload::parse(&payload.to_text()), Ok(payload));
    }
});
