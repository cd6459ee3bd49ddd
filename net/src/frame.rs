//! Length-prefixed frames over a byte stream: a big-endian `u16` length, then that many bytes.
//! [`FrameDecoder`] reassembles them from whatever pieces the socket hands over, with a hard
//! bound on the body: an oversized frame is refused from its two-byte header, before any of its
//! body is buffered.

use crate::error::NetError;

/// Bytes of a frame's length prefix.
pub const HEADER_LEN: usize = 2;

/// The frame of `body`: its length prefix, then the body. Fails if the body is empty or longer
/// than the prefix can say (65535 bytes).
pub fn encode(body: &[u8]) -> Result<Vec<u8>, NetError> {
    let len = u16::try_from(body.len()).map_err(|_| NetError::FrameTooLarge { len: body.len(), max: 65535 })?;
    if len == 0 {
        return Err(NetError::EmptyFrame);
    }
    let mut frame = Vec::with_capacity(HEADER_LEN + body.len());
    frame.extend_from_slice(&len.to_be_bytes());
    frame.extend_from_slice(body);
    Ok(frame)
}

/// Reassembles frames from a stream. Feed it the bytes as they arrive ([`push`](Self::push)),
/// then take the complete frames ([`next_frame`](Self::next_frame)) until it has none. After an
/// error the stream is unusable (the caller closes the connection); the decoder keeps
/// answering the same error.
#[derive(Debug)]
pub struct FrameDecoder {
    max_body: usize,
    buffer: Vec<u8>,
    failed: Option<NetError>,
}

impl FrameDecoder {
    /// A decoder refusing bodies longer than `max_body` bytes (at most 65535, what the prefix
    /// can say).
    pub fn new(max_body: usize) -> FrameDecoder {
        FrameDecoder { max_body: max_body.min(usize::from(u16::MAX)), buffer: Vec::new(), failed: None }
    }

    /// The longest body accepted now.
    pub fn max_body(&self) -> usize {
        self.max_body
    }

    /// Changes the bound, as between the handshake and the channel. Bytes already buffered are
    /// checked against the new bound when they are read.
    pub fn set_max_body(&mut self, max_body: usize) {
        self.max_body = max_body.min(usize::from(u16::MAX));
    }

    /// Appends bytes from the stream. The caller should take the frames (`next_frame`) before it
    /// pushes more: so the buffer never holds more than one frame and one read.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.failed.is_none() {
            self.buffer.extend_from_slice(bytes);
        }
    }

    /// Bytes buffered and not yet taken as a frame.
    pub fn buffered(&self) -> usize {
        self.buffer.len()
    }

    /// The next complete frame's body, `None` if more bytes are needed, or the error that
    /// ends the stream (an empty or oversized frame).
    pub fn next_frame(&mut self) -> Result<Option<Vec<u8>>, NetError> {
        if let Some(error) = &self.failed {
            return Err(error.clone());
        }
        let [high, low, ..] = self.buffer[..] else { return Ok(None) };
        let len = usize::from(u16::from_be_bytes([high, low]));
        let error = if len == 0 {
            Some(NetError::EmptyFrame)
        } else if len > self.max_body {
            Some(NetError::FrameTooLarge { len, max: self.max_body })
        } else {
            None
        };
        if let Some(error) = error {
            self.buffer = Vec::new();
            self.failed = Some(error.clone());
            return Err(error);
        }
        if self.buffer.len() < HEADER_LEN + len {
            return Ok(None);
        }
        let body = self.buffer.get(HEADER_LEN..HEADER_LEN + len).map(<[u8]>::to_vec).unwrap_or_default();
        self.buffer.drain(..HEADER_LEN + len);
        Ok(Some(body))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn frames_are_refused_from_their_header() {
        let mut decoder = FrameDecoder::new(4);
        decoder.push(&[0, 5]);
        assert_eq!(decoder.next_frame(), Err(NetError::FrameTooLarge { len: 5, max: 4 }));
        decoder.push(&[1, 2, 3]);
        assert_eq!(decoder.buffered(), 0, "nothing is buffered after an error");
        assert_eq!(decoder.next_frame(), Err(NetError::FrameTooLarge { len: 5, max: 4 }));

        let mut decoder = FrameDecoder::new(4);
        decoder.push(&[0, 0]);
        assert_eq!(decoder.next_frame(), Err(NetError::EmptyFrame));
    }

    #[test]
    fn a_frame_waits_for_its_last_byte() {
        let mut decoder = FrameDecoder::new(8);
        decoder.push(&[0]);
        assert_eq!(decoder.next_frame(), Ok(None));
        decoder.push(&[3, b'a', b'b']);
        assert_eq!(decoder.next_frame(), Ok(None));
        decoder.push(&[b'c', 0, 1, b'd']);
        assert_eq!(decoder.next_frame(), Ok(Some(b"abc".to_vec())));
        assert_eq!(decoder.next_frame(), Ok(Some(b"d".to_vec())));
        assert_eq!(decoder.next_frame(), Ok(None));
        assert_eq!(encode(&[]), Err(NetError::EmptyFrame));
        assert!(encode(&vec![0; 65536]).is_err());
        assert_eq!(encode(&vec![7; 65535]).map(|frame| frame.len()), Ok(65537));
    }

    fn bodies() -> impl Strategy<Value = Vec<Vec<u8>>> {
        proptest::collection::vec(proptest::collection::vec(any::<u8>(), 1..300), 0..12)
    }

    proptest! {
        /// However the stream is cut into reads, the same frames come out, in order, once.
        #[test]
        fn frames_survive_any_slicing(bodies in bodies(), cuts in proptest::collection::vec(1usize..64, 1..40)) {
            let stream: Vec<u8> = bodies.iter().flat_map(|body| encode(body).unwrap()).collect();
            let mut decoder = FrameDecoder::new(300);
            let mut out = Vec::new();
            let mut rest = &stream[..];
            let mut cut = cuts.iter().cycle();
            while !rest.is_empty() {
                let (piece, tail) = rest.split_at((*cut.next().unwrap()).min(rest.len()));
                decoder.push(piece);
                while let Some(body) = decoder.next_frame().unwrap() {
                    out.push(body);
                }
                prop_assert!(decoder.buffered() < 2 + 300);
                rest = tail;
            }
            prop_assert_eq!(out, bodies);
            prop_assert_eq!(decoder.buffered(), 0);
        }

        /// Any bytes give frames within the bound, then perhaps one error, and no panic.
        #[test]
        fn any_bytes_give_bounded_frames_or_an_error(stream in proptest::collection::vec(any::<u8>(), 0..600), max in 0usize..70000) {
            let mut decoder = FrameDecoder::new(max);
            decoder.push(&stream);
            loop {
                match decoder.next_frame() {
                    Ok(Some(body)) => prop_assert!(!body.is_empty() && body.len() <= max),
                    Ok(None) => break,
                    Err(_) => {
                        prop_assert!(decoder.next_frame().is_err());
                        break;
                    }
                }
            }
        }
    }
}
