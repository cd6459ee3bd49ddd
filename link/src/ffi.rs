//! The network as the apps call it (uniffi): one object, `OkeyNetwork`, beside the app core's
//! `OkeyApp`. The app hands it every effect of every update (`perform`, quick, on the UI
//! thread: it only queues and starts threads), and a thread of the app's own waits on
//! `next_intent` and sends what comes to the core on the UI thread, as it would a gesture.

use crate::{Intents, Link, LinkConfig};
use okey_app::{Effect, Intent};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The file in the app's data directory that keeps the port its table listened on.
const PORT_FILE: &str = "host-port";

/// One app's network: hosting a table, or a guest's connection, or nothing yet.
#[derive(Debug, uniffi::Object)]
pub struct OkeyNetwork {
    link: Mutex<Link>,
    intents: Intents,
}

#[uniffi::export]
impl OkeyNetwork {
    /// The network of the app over `data_dir` (where it keeps the port it hosts on, so that a
    /// table hosted again after the app stopped is where its guests left it). `loopback_only`
    /// listens on 127.0.0.1 alone (tests, and a desktop window playing beside the terminal).
    #[uniffi::constructor]
    pub fn open(data_dir: String, loopback_only: bool) -> Arc<OkeyNetwork> {
        let ip = if loopback_only { Ipv4Addr::LOCALHOST } else { Ipv4Addr::UNSPECIFIED };
        let config = LinkConfig {
            listen: SocketAddr::new(IpAddr::V4(ip), 0),
            port_file: Some(Path::new(&data_dir).join(PORT_FILE)),
            ..LinkConfig::default()
        };
        let link = Link::new(config);
        let intents = link.intents();
        Arc::new(OkeyNetwork { link: Mutex::new(link), intents })
    }

    /// Performs `effect` if it is the network's (true); false leaves it to the app.
    pub fn perform(&self, effect: Effect) -> bool {
        crate::lock(&self.link).perform(&effect)
    }

    /// The next intent from the network, waiting at most `timeout_ms`; for a thread of its own.
    pub fn next_intent(&self, timeout_ms: u32) -> Option<Intent> {
        self.intents.next_timeout(Duration::from_millis(u64::from(timeout_ms)))
    }

    /// What went wrong that the core has no intent for (a port taken, the join code retired
    /// after too many wrong ones), in English, for the app's log; taken once.
    pub fn take_problems(&self) -> Vec<String> {
        crate::lock(&self.link).take_problems()
    }

    /// Stops hosting and leaves the host: the app is closing for good.
    pub fn stop(&self) {
        let mut link = crate::lock(&self.link);
        link.perform(&Effect::StopListening);
        link.perform(&Effect::Disconnect);
    }
}

/// The intent for a scanned QR code's text, to send to the app core as it is: the table it
/// names (`ScannedTable`), or `ScannedNotATable` with the reason, which the Join screen words.
#[uniffi::export]
pub fn scanned_table(text: String) -> Intent {
    crate::scanned_table(&text)
}
