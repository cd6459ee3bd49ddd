//! Replayable traffic for the fuzz target (`fuzz/fuzz_targets/net_frames.rs`) and its seed
//! corpus: a host whose keys and randomness are fixed, so that the bytes an honest guest sent
//! it once get through the handshake again, and the fuzzer's changes reach the channel behind
//! it. Only with the `fuzzing` feature (and in this crate's tests): never for a real table.
//!
//! [`HostInbound`] is the host's receiving path without sockets, in the order `Host` runs it:
//! frames, the hello and the finish, then the channel's messages.

use crate::channel::{self, Opener};
use crate::error::NetError;
use crate::frame::FrameDecoder;
use crate::handshake::{AwaitingFinish, GuestHandshake, HostHandshake, Randomness};
use crate::identity::{Fingerprint, Identity};
use crate::join::JoinCode;
use crate::wire::{CloseCode, MAX_HANDSHAKE_BODY, Message};

/// The bound on messages in the replayed sessions.
pub const MAX_MESSAGE_LEN: usize = 4096;
const CODE: &str = "314159";
const HOST_SECRET: [u8; 32] = [0x40; 32];
const HOST_SEED: u8 = 9;

fn code() -> JoinCode {
    JoinCode::from_number(314_159)
}

fn host_identity() -> Result<Identity, NetError> {
    Identity::from_secret(HOST_SECRET)
}

/// What the host did with the bytes it was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inbound {
    /// A frame body the host answers with (the response, the welcome).
    Reply(Vec<u8>),
    /// The guest is in, with this identity.
    Joined(Fingerprint),
    /// An application message from the guest.
    Message(Vec<u8>),
    /// The connection is closed: the guest said goodbye, or broke the protocol.
    Closed(Result<CloseCode, NetError>),
}

enum State {
    Hello(HostHandshake),
    Finish(AwaitingFinish),
    Open(Opener),
    Closed,
}

/// The host's receiving path with fixed keys.
pub struct HostInbound {
    state: State,
    decoder: FrameDecoder,
}

impl std::fmt::Debug for HostInbound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostInbound").field("closed", &self.is_closed()).finish_non_exhaustive()
    }
}

impl HostInbound {
    pub fn new() -> Result<HostInbound, NetError> {
        let handshake =
            HostHandshake::new_with(&code(), &host_identity()?, MAX_MESSAGE_LEN, Randomness::Fixed(HOST_SEED))?;
        Ok(HostInbound { state: State::Hello(handshake), decoder: FrameDecoder::new(MAX_HANDSHAKE_BODY) })
    }

    pub fn is_closed(&self) -> bool {
        matches!(self.state, State::Closed)
    }

    /// Takes bytes as the socket would hand them over; what the host did with them.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Inbound> {
        let mut out = Vec::new();
        if self.is_closed() {
            return out;
        }
        self.decoder.push(bytes);
        loop {
            let body = match self.decoder.next_frame() {
                Ok(Some(body)) => body,
                Ok(None) => return out,
                Err(error) => {
                    self.state = State::Closed;
                    out.push(Inbound::Closed(Err(error)));
                    return out;
                }
            };
            let (state, events) = step(std::mem::replace(&mut self.state, State::Closed), &body);
            self.state = state;
            if matches!(self.state, State::Open(_)) {
                self.decoder.set_max_body(channel::max_body(MAX_MESSAGE_LEN));
            }
            out.extend(events);
            if self.is_closed() {
                return out;
            }
        }
    }
}

fn step(state: State, body: &[u8]) -> (State, Vec<Inbound>) {
    let closed = |error| (State::Closed, vec![Inbound::Closed(Err(error))]);
    match state {
        State::Hello(handshake) => match handshake.respond(body) {
            Ok((awaiting, response)) => (State::Finish(awaiting), vec![Inbound::Reply(response)]),
            Err(error) => closed(error),
        },
        State::Finish(awaiting) => match awaiting.finish(body) {
            Ok(mut established) => match established.channel.sealer.seal(&Message::Welcome) {
                Ok(welcome) => {
                    let joined = Inbound::Joined(established.peer_fingerprint());
                    let welcome = Inbound::Reply(welcome.get(2..).unwrap_or_default().to_vec());
                    (State::Open(established.channel.opener), vec![welcome, joined])
                }
                Err(error) => closed(error),
            },
            Err(error) => closed(error),
        },
        State::Open(mut opener) => match opener.open(body) {
            Ok(Message::App(bytes)) => (State::Open(opener), vec![Inbound::Message(bytes)]),
            Ok(Message::Ping) => (State::Open(opener), Vec::new()),
            Ok(Message::Close(code)) => (State::Closed, vec![Inbound::Closed(Ok(code))]),
            Ok(Message::Welcome) => closed(NetError::UnexpectedHandshake { what: "a welcome in the channel" }),
            Err(error) => closed(error),
        },
        State::Closed => (State::Closed, Vec::new()),
    }
}

/// What an honest guest sends in one session.
#[derive(Clone, Debug)]
pub enum Sent {
    Message(Vec<u8>),
    Ping,
    Goodbye,
    /// The previous channel frame again (a replay, which the host must refuse).
    Replay,
}

/// The bytes a guest (identity from `guest_secret`, code `code`) sends to the fixed host for
/// `session`, computed against that host's replies so that they replay.
pub fn guest_traffic(guest_secret: [u8; 32], code: &str, session: &[Sent]) -> Result<Vec<u8>, NetError> {
    let code = JoinCode::parse(code)?;
    let identity = Identity::from_secret(guest_secret)?;
    let mut host = HostInbound::new()?;
    let (guest, hello) =
        GuestHandshake::start_with(&code, &identity, None, MAX_MESSAGE_LEN, Randomness::Fixed(guest_secret[0]))?;
    let mut stream = crate::frame::encode(&hello)?;
    let response = reply(host.push(&stream))?;
    let (guest, finish) = guest.respond(&response)?;
    let finish = crate::frame::encode(&finish)?;
    stream.extend_from_slice(&finish);
    let Ok(welcome) = reply(host.push(&finish)) else {
        // A wrong code: the host closed after the finish; the stream ends there.
        return Ok(stream);
    };
    let mut sealer = guest.welcome(&welcome)?.channel.sealer;
    let mut last = Vec::new();
    for sent in session {
        let frame = match sent {
            Sent::Message(bytes) => sealer.seal(&Message::App(bytes.clone()))?,
            Sent::Ping => sealer.seal(&Message::Ping)?,
            Sent::Goodbye => sealer.seal(&Message::Close(CloseCode::Leaving))?,
            Sent::Replay => last.clone(),
        };
        stream.extend_from_slice(&frame);
        last = frame;
    }
    Ok(stream)
}

fn reply(events: Vec<Inbound>) -> Result<Vec<u8>, NetError> {
    events
        .into_iter()
        .find_map(|event| match event {
            Inbound::Reply(body) => Some(body),
            _ => None,
        })
        .ok_or(NetError::Closed)
}

/// A recorded session: its file's name, the guest's key (a byte repeated), the code it types,
/// what it sends, and how the fuzz target cuts it into reads.
struct Seed(&'static str, u8, &'static str, Vec<Sent>, u8);

/// The seed corpus: named sessions of real traffic, each file a byte that tells the fuzz target
/// how to cut the stream into reads, then the stream.
pub fn seeds() -> Result<Vec<(String, Vec<u8>)>, NetError> {
    let action = |text: &str| Sent::Message(text.as_bytes().to_vec());
    let sessions = [
        Seed("handshake_only", 1, CODE, vec![], 0),
        Seed(
            "a_few_actions",
            2,
            CODE,
            vec![
                action(r#"{"hello":{"name":"Ayşe","version":1}}"#),
                action(r#"{"action":{"seat":1,"draw":"stock"}}"#),
                Sent::Ping,
                action(r#"{"action":{"seat":1,"discard":"R5a"}}"#),
                Sent::Goodbye,
            ],
            0,
        ),
        Seed(
            "sliced_reads",
            3,
            CODE,
            vec![action(r#"{"action":{"seat":2,"take":"discard"}}"#), Sent::Ping, Sent::Ping],
            6,
        ),
        Seed(
            "binary_and_empty",
            4,
            CODE,
            vec![Sent::Message(vec![]), Sent::Message((0..=255).collect()), Sent::Message(vec![0; 4096])],
            3,
        ),
        Seed("a_replay", 5, CODE, vec![action(r#"{"action":{"seat":3,"discard":"K13b"}}"#), Sent::Replay], 0),
        Seed("wrong_code", 6, "271828", vec![], 0),
    ];
    sessions
        .into_iter()
        .map(|Seed(name, guest, code, sent, cut)| {
            let mut bytes = vec![cut];
            bytes.extend(guest_traffic([guest; 32], code, &sent)?);
            Ok((name.to_string(), bytes))
        })
        .collect()
}

/// Feeds one fuzz input to the host: the first byte picks the size of each read (1 to 64
/// bytes, or all at once for 0), the rest is the stream. Checks what must hold whatever the
/// bytes: the host joins at most once and before any message, messages are within the bound,
/// and nothing comes after the close.
pub fn run(data: &[u8]) -> Vec<Inbound> {
    let Some((&cut, stream)) = data.split_first() else { return Vec::new() };
    let Ok(mut host) = HostInbound::new() else { return Vec::new() };
    let size = if cut == 0 { stream.len().max(1) } else { usize::from(cut % 64) + 1 };
    let mut events = Vec::new();
    for piece in stream.chunks(size) {
        events.extend(host.push(piece));
    }
    let joined = events.iter().position(|event| matches!(event, Inbound::Joined(_)));
    let first_message = events.iter().position(|event| matches!(event, Inbound::Message(_)));
    let closed = events.iter().position(|event| matches!(event, Inbound::Closed(_)));
    assert!(events.iter().filter(|event| matches!(event, Inbound::Joined(_))).count() <= 1, "joined twice");
    if let Some(first_message) = first_message {
        assert!(joined.is_some_and(|joined| joined < first_message), "a message before the join");
    }
    if let Some(closed) = closed {
        assert_eq!(closed, events.len() - 1, "events after the close");
    }
    for event in &events {
        if let Inbound::Message(bytes) = event {
            assert!(bytes.len() <= MAX_MESSAGE_LEN, "a message over the bound");
        }
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_traffic_replays_through_the_handshake() {
        let seeds = seeds().unwrap();
        let events = run(&seeds[1].1);
        let messages: Vec<&Inbound> = events.iter().filter(|event| matches!(event, Inbound::Message(_))).collect();
        assert_eq!(messages.len(), 3);
        assert_eq!(events.last(), Some(&Inbound::Closed(Ok(CloseCode::Leaving))));
        assert!(events.contains(&Inbound::Joined(Identity::from_secret([2; 32]).unwrap().fingerprint())));
        let replay = run(&seeds[4].1);
        assert_eq!(replay.last(), Some(&Inbound::Closed(Err(NetError::Decrypt))));
        let wrong = run(&seeds[5].1);
        assert_eq!(wrong.last(), Some(&Inbound::Closed(Err(NetError::WrongCode))));
        // The same bytes cut into other reads give the same events.
        let mut sliced = seeds[1].1.clone();
        sliced[0] = 1;
        assert_eq!(run(&sliced), events);
    }

    /// The committed corpus is what `seeds` writes now. To write it again:
    /// `OKEY_NET_WRITE_CORPUS=1 cargo test -p okey-net --lib fuzzing`.
    #[test]
    fn the_committed_corpus_is_current() {
        let directory = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/corpus/net_frames");
        let seeds = seeds().unwrap();
        if std::env::var_os("OKEY_NET_WRITE_CORPUS").is_some() {
            std::fs::create_dir_all(&directory).unwrap();
            for (name, bytes) in &seeds {
                std::fs::write(directory.join(name), bytes).unwrap();
            }
        }
        for (name, bytes) in &seeds {
            let committed = std::fs::read(directory.join(name)).unwrap_or_default();
            assert!(committed == *bytes, "fuzz/corpus/net_frames/{name} is stale: OKEY_NET_WRITE_CORPUS=1 rewrites it");
        }
    }
}
