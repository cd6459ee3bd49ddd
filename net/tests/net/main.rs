//! The transport over real loopback sockets.
