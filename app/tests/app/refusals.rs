//! A shell learns from the update whether its intent was refused, with the refusal's stable code
//! and words, and nothing else changed.

use crate::support::Shell;
use okey_app::Intent;
use okey_core::lang::Language;

#[test]
fn a_refused_move_says_so_in_its_update() {
    let mut shell = Shell::open(5, Language::English);
    shell.start_game();
    assert!(shell.table().your_turn && shell.table().controls.draw);
    let before = shell.app.view();
    let update = shell.send_for_update(Intent::Discard { tile: shell.rack()[0] });
    let refusal = update.refusal.expect("a discard before drawing is refused");
    assert_eq!(refusal.code, "wrong_phase");
    assert_eq!(update.view.table.as_ref().and_then(|t| t.message.as_ref()).map(|m| &m.text), Some(&refusal.message));
    let mut unchanged = update.view.clone();
    unchanged.table.as_mut().unwrap().message = None;
    assert_eq!(unchanged, before, "nothing else changed");
    let taken = shell.send_for_update(Intent::Draw);
    assert_eq!(taken.refusal, None, "a move taken has no refusal");
}
