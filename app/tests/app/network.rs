//! Networked tables through the deterministic simulation (`examples/net_sim/sim.rs`): a few whole
//! games of a host and its guests over a faulty network, each checked after every step (no guest
//! ever receives another seat's hidden tile) and at calm moments (every guest's table is the
//! host's table of that seat, every gesture taken). `examples/net_sim` plays as many as asked.

#[path = "../../examples/net_sim/sim.rs"]
#[allow(dead_code)]
mod sim;

#[test]
fn games_over_a_faulty_network_end_fair_and_agreed() {
    let mut played = sim::Report::default();
    for game in 0..10 {
        match sim::play(11, game) {
            Ok(report) => played.add(&report),
            Err(failure) => panic!("game {game} of seed 11: {failure}"),
        }
    }
    assert!(played.calm_checks > 0 && played.tiles_checked > 0, "{played:?}");
}
