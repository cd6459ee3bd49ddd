//! The transport over real loopback sockets: honest guests (`loopback`), hostile ones
//! (`hostile`), and the same through Toxiproxy's faults (`toxiproxy`, ignored here: it needs the
//! proxy, and `net/scripts/toxiproxy` runs it), whose server `toxiproxy_server` starts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod hostile;
mod loopback;
mod support;
mod toxiproxy;
mod toxiproxy_server;
