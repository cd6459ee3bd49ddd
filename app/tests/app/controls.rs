//! The controls are enabled exactly when the engine would accept their move, and the pile
//! marked takeable is one the player may take now (issue 39: a take shown enabled and refused,
//! a pile marked takeable on the score sheet).

use crate::support::Shell;
use okey_app::view::TablePhase;
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;

#[test]
fn take_the_discard_is_enabled_exactly_when_the_engine_takes_it() {
    let (mut enabled, mut disabled) = (0, 0);
    for seed in 0..24 {
        let mut shell = Shell::open(seed, Language::English);
        shell.start_game();
        let table = shell.table().clone();
        if !(table.your_turn && table.phase == TablePhase::Draw) {
            continue;
        }
        let offered = table.controls.take_discard;
        assert_eq!(
            offered,
            table.piles.iter().any(|p| p.takeable),
            "seed {seed}: the pile is marked as the control is"
        );
        let update = shell.send_for_update(Intent::TakeDiscard);
        assert_eq!(update.refusal.is_none(), offered, "seed {seed}: enabled {offered}, refused {:?}", update.refusal);
        if offered { enabled += 1 } else { disabled += 1 }
    }
    assert!(enabled > 0 && disabled > 0, "seeds with the take allowed ({enabled}) and refused ({disabled})");
}

#[test]
fn no_pile_is_takeable_once_the_deal_is_over() {
    let mut sheets = 0;
    for seed in 0..6 {
        let mut shell = Shell::open(seed, Language::English);
        shell.send(Intent::Show { screen: okey_app::view::Screen::NewGame });
        shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 3 } });
        shell.start_game();
        for _ in 0..20_000 {
            shell.settle();
            let table = shell.table().clone();
            match table.phase {
                TablePhase::GameOver | TablePhase::DealOver => {
                    assert!(table.piles.iter().all(|p| !p.takeable), "seed {seed}: a pile takeable on the score sheet");
                    assert!(!table.controls.take_discard && !table.controls.draw);
                    sheets += 1;
                    if table.phase == TablePhase::GameOver {
                        break;
                    }
                    shell.send(Intent::NextDeal);
                }
                _ => {
                    shell.simple_move();
                }
            }
        }
    }
    assert!(sheets >= 6, "score sheets seen: {sheets}");
}
