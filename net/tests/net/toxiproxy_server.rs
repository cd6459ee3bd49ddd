//! A Toxiproxy server of a test's own on a free loopback port, and its HTTP API (proxies and
//! toxics). Shared by the transport's test through faults (`toxiproxy.rs`) and the terminal's
//! networked games through faults (cli/tests/cli/together.rs, which includes this file by its
//! path): self-contained, it needs only std and serde_json.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the server is waited for, and each answer of its API.
const PATIENCE: Duration = Duration::from_secs(60);

/// A Toxiproxy server of the test's own, stopped when dropped.
pub struct Toxiproxy {
    child: Child,
    api: SocketAddr,
}

impl Toxiproxy {
    pub fn start() -> Toxiproxy {
        let server = std::env::var("OKEY_TOXIPROXY_SERVER")
            .expect("OKEY_TOXIPROXY_SERVER names Toxiproxy's server: run net/scripts/toxiproxy to install it");
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new(server)
            .args(["-host", "127.0.0.1", "-port", &port.to_string(), "-seed", "42"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Toxiproxy's server did not start");
        let proxy = Toxiproxy { child, api: SocketAddr::from(([127, 0, 0, 1], port)) };
        let deadline = Instant::now() + PATIENCE;
        while proxy.try_request("GET", "/version", "").is_none() {
            assert!(Instant::now() < deadline, "Toxiproxy never answered");
            std::thread::sleep(Duration::from_millis(20));
        }
        proxy
    }

    fn try_request(&self, method: &str, path: &str, body: &str) -> Option<(u16, String)> {
        let mut stream = TcpStream::connect(self.api).ok()?;
        stream.set_read_timeout(Some(PATIENCE)).ok()?;
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).ok()?;
        let mut response = String::new();
        stream.read_to_string(&mut response).ok()?;
        let status = response.split(' ').nth(1)?.parse().ok()?;
        let (head, body) = response.split_once("\r\n\r\n")?;
        let body =
            if head.to_ascii_lowercase().contains("transfer-encoding: chunked") { unchunk(body) } else { body.into() };
        Some((status, body))
    }

    fn request(&self, method: &str, path: &str, body: &str) -> String {
        let (status, answer) = self.try_request(method, path, body).expect("Toxiproxy did not answer");
        assert!((200..300).contains(&status), "{method} {path} {body}: {status} {answer}");
        answer
    }

    /// A proxy to `upstream` on a free loopback port; its address.
    pub fn proxy(&self, name: &str, upstream: SocketAddr) -> SocketAddr {
        let body = format!(r#"{{"name":"{name}","listen":"127.0.0.1:0","upstream":"{upstream}","enabled":true}}"#);
        let answer: serde_json::Value = serde_json::from_str(&self.request("POST", "/proxies", &body)).unwrap();
        answer["listen"].as_str().unwrap().parse().unwrap()
    }

    /// Adds a toxic on both directions.
    pub fn toxic(&self, proxy: &str, kind: &str, attributes: &str) {
        for stream in ["upstream", "downstream"] {
            let body = format!(
                r#"{{"name":"{kind}_{stream}","type":"{kind}","stream":"{stream}","toxicity":1.0,"attributes":{attributes}}}"#
            );
            self.request("POST", &format!("/proxies/{proxy}/toxics"), &body);
        }
    }

    pub fn clear(&self, proxy: &str, kind: &str) {
        for stream in ["upstream", "downstream"] {
            self.request("DELETE", &format!("/proxies/{proxy}/toxics/{kind}_{stream}"), "");
        }
    }

    pub fn enable(&self, proxy: &str, enabled: bool) {
        self.request("POST", &format!("/proxies/{proxy}"), &format!(r#"{{"enabled":{enabled}}}"#));
    }
}

impl Drop for Toxiproxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else { break };
        if size == 0 || rest.len() < size {
            break;
        }
        out.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    out
}
