//! A question is asked only about a move the engine would accept: no "Discard anyway?" about a
//! discard it then refuses, no "Open with 125?" after a pair was laid this turn (issue 39).

use crate::support::Shell;
use okey_app::view::{DialogKind, RackLayout, Screen, TablePhase};
use okey_app::{Answer, Intent};
use okey_core::lang::Language;
use okey_core::meld::MeldKind;

/// Plays simple moves until the player is to play (after drawing) in the first deal.
fn to_your_play(shell: &mut Shell) -> bool {
    for _ in 0..200 {
        shell.settle();
        let table = shell.table();
        if !matches!(table.phase, TablePhase::Draw | TablePhase::Play) {
            return false;
        }
        if table.your_turn && table.phase == TablePhase::Play {
            return true;
        }
        shell.simple_move();
    }
    false
}

/// Selects the tiles of the rack's group `index` as the view lists them.
fn select_group(shell: &mut Shell, index: usize) {
    let table = shell.table().clone();
    let group = &table.rack.groups[index];
    for slot in group.first_slot..group.first_slot + group.length {
        if let Some(Some(tile)) = table.rack.slots.get(usize::from(slot)) {
            shell.send(Intent::ToggleTile { tile: tile.tile.id });
        }
    }
}

#[test]
fn no_question_about_discarding_the_okey_while_an_opening_is_short() {
    let mut tried = 0;
    for seed in 0..60 {
        let mut shell = Shell::open(seed, Language::English);
        shell.start_game();
        if !to_your_play(&mut shell) {
            continue;
        }
        shell.send(Intent::Arrange { layout: RackLayout::RunsAndSets });
        let table = shell.table().clone();
        let Some(okey) = table.rack.slots.iter().flatten().find(|t| t.tile.okey).map(|t| t.tile.id) else { continue };
        let Some(short) = table.rack.groups.iter().position(|g| g.kind != MeldKind::Pair && g.points < 101) else {
            continue;
        };
        if table.rack.groups[short].first_slot <= okey_slot(&table, okey)
            && okey_slot(&table, okey) < table.rack.groups[short].first_slot + table.rack.groups[short].length
        {
            continue;
        }
        select_group(&mut shell, short);
        shell.send(Intent::Lay);
        if shell.table().dialog.as_ref().map(|d| d.kind) == Some(DialogKind::RiskyLay) {
            shell.send(Intent::Answer { answer: Answer::Confirm });
        }
        if shell.table().melds.is_empty() {
            continue;
        }
        // Laid 30-odd points: the engine refuses every discard until they are taken back.
        let update = shell.send_for_update(Intent::Discard { tile: okey });
        assert_eq!(shell.table().dialog, None, "seed {seed}: asked about a discard the engine refuses");
        assert!(update.refusal.is_some(), "seed {seed}: the engine's refusal comes at once");
        tried += 1;
    }
    assert!(tried > 0, "no seed gave a short meld beside an okey: choose others");
}

fn okey_slot(table: &okey_app::view::TableView, okey: u8) -> u8 {
    let at = table.rack.slots.iter().position(|s| s.as_ref().is_some_and(|t| t.tile.id == okey)).unwrap_or(0);
    u8::try_from(at).unwrap()
}

#[test]
fn after_a_pair_is_laid_open_offers_only_pairs_and_its_yes_is_taken() {
    let mut tried = 0;
    for seed in 0..80 {
        let mut shell = Shell::open(seed, Language::English);
        shell.start_game();
        if !to_your_play(&mut shell) {
            continue;
        }
        // A hand that would open with sets and runs, and holds a pair.
        shell.send(Intent::Arrange { layout: RackLayout::RunsAndSets });
        if !shell.table().counter.as_ref().is_some_and(|c| c.reached) {
            continue;
        }
        shell.send(Intent::Arrange { layout: RackLayout::Pairs });
        let Some(pair) = shell.table().rack.groups.iter().position(|g| g.kind == MeldKind::Pair) else { continue };
        select_group(&mut shell, pair);
        shell.send(Intent::Lay);
        if shell.table().dialog.is_some() {
            shell.send(Intent::Answer { answer: Answer::Confirm });
        }
        if shell.table().melds.len() != 1 {
            continue;
        }
        shell.send(Intent::Open);
        if let Some(dialog) = shell.table().dialog.clone() {
            assert_eq!(dialog.kind, DialogKind::Open);
            let update = shell.send_for_update(Intent::Answer { answer: Answer::Confirm });
            assert_eq!(
                update.refusal, None,
                "seed {seed}: Open asked about {:?}, and the engine refused it",
                dialog.body
            );
            assert!(
                shell.table().melds.iter().all(|m| m.kind == MeldKind::Pair),
                "seed {seed}: only pairs after a pair"
            );
        } else {
            assert!(!shell.table().controls.open.enabled, "seed {seed}: Open enabled with nothing to offer");
        }
        tried += 1;
    }
    assert!(tried > 0, "no seed opened with sets and held a pair: choose others");
}

#[test]
fn a_new_game_the_rules_refuse_is_refused_before_asking_to_replace_the_game_in_progress() {
    // Found by the app soak (seed 303, life 16): partners at a table of three, Start with a game
    // in progress asked "Start a new game?", and its yes was refused.
    let mut shell = Shell::open(3, Language::English);
    shell.start_game();
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "partners".into(), value: okey_app::RuleValue::On { on: true } });
    shell.send(Intent::ChoosePlayers { players: 3 });
    let update = shell.send_for_update(Intent::StartGame);
    let refusal = update.refusal.expect("refused at once");
    assert!(refusal.message.contains("4 players"), "{}", refusal.message);
    assert_eq!(update.view.dialog, None, "no question about a game that cannot start");
    assert_eq!(update.view.screen, Screen::NewGame);
    assert!(update.view.home.saved.is_some(), "the game in progress is kept");
}
