//! Reading an [`Action`] field by field. A derived reader of an internally tagged enum buffers
//! the whole object before it knows the variant, which for a lay of millions of melds costs
//! gigabytes before any bound can apply; this one reads every field with its bound, whatever
//! their order, then builds the variant its `type` names. Unknown fields are skipped unread, as
//! the derived reader did.

use super::bounded;
use crate::action::{Action, MeldSpec};
use crate::game::MeldId;
use crate::meld::Side;
use crate::tile::TileId;
use serde::de::{Deserialize, Deserializer, Error};

/// An action's `type`, as written.
#[derive(Clone, Copy, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Draw,
    TakeDiscard,
    TakeIndicator,
    ReturnTaken,
    Lay,
    LayOff,
    RetrieveOkey,
    TakeBack,
    TakeBackAll,
    Discard,
    Finish,
    ShowIndicator,
    NextDeal,
}

/// Every field any action has.
#[derive(serde::Deserialize)]
struct Fields {
    #[serde(rename = "type")]
    kind: Option<Kind>,
    #[serde(default, deserialize_with = "lay_melds")]
    melds: Option<Vec<MeldSpec>>,
    tile: Option<TileId>,
    meld: Option<MeldId>,
    side: Option<Side>,
}

fn lay_melds<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Vec<MeldSpec>>, D::Error> {
    bounded::lay_melds(deserializer).map(Some)
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        let Fields { kind, melds, tile, meld, side } = Fields::deserialize(deserializer)?;
        let tile = || tile.ok_or_else(|| D::Error::missing_field("tile"));
        let meld = || meld.ok_or_else(|| D::Error::missing_field("meld"));
        Ok(match kind.ok_or_else(|| D::Error::missing_field("type"))? {
            Kind::Draw => Action::Draw,
            Kind::TakeDiscard => Action::TakeDiscard,
            Kind::TakeIndicator => Action::TakeIndicator,
            Kind::ReturnTaken => Action::ReturnTaken,
            Kind::Lay => Action::Lay { melds: melds.ok_or_else(|| D::Error::missing_field("melds"))? },
            Kind::LayOff => Action::LayOff { tile: tile()?, meld: meld()?, side },
            Kind::RetrieveOkey => Action::RetrieveOkey { tile: tile()?, meld: meld()? },
            Kind::TakeBack => Action::TakeBack { tile: tile()? },
            Kind::TakeBackAll => Action::TakeBackAll,
            Kind::Discard => Action::Discard { tile: tile()? },
            Kind::Finish => Action::Finish { tile: tile()? },
            Kind::ShowIndicator => Action::ShowIndicator,
            Kind::NextDeal => Action::NextDeal,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::MeldSpec;
    use crate::meld::MeldKind;

    #[test]
    fn every_action_reads_back_as_written_whatever_the_order_of_its_fields() {
        let tile = |n| TileId::new(n).unwrap_or_else(|| panic!("tile {n}"));
        let actions = [
            Action::Draw,
            Action::TakeDiscard,
            Action::TakeIndicator,
            Action::ReturnTaken,
            Action::Lay {
                melds: vec![MeldSpec::new(MeldKind::Run, vec![tile(0), tile(2)]), MeldSpec::inferred(vec![])],
            },
            Action::LayOff { tile: tile(5), meld: 3, side: Some(Side::High) },
            Action::LayOff { tile: tile(5), meld: 3, side: None },
            Action::RetrieveOkey { tile: tile(7), meld: 1 },
            Action::TakeBack { tile: tile(105) },
            Action::TakeBackAll,
            Action::Discard { tile: tile(9) },
            Action::Finish { tile: tile(9) },
            Action::ShowIndicator,
            Action::NextDeal,
        ];
        for action in actions {
            let json = serde_json::to_string(&action).unwrap_or_default();
            assert_eq!(serde_json::from_str::<Action>(&json).ok(), Some(action.clone()), "{json}");
            let mut value = serde_json::to_value(&action).unwrap_or_default();
            // The type last, and a field nobody knows: read the same.
            let kind = value.as_object_mut().and_then(|o| o.remove("type")).unwrap_or_default();
            value["comment"] = serde_json::json!({"deep": [1, 2, {"x": "y"}]});
            value["type"] = kind;
            assert_eq!(serde_json::from_value::<Action>(value).ok(), Some(action), "{json}");
        }
    }

    #[test]
    fn a_missing_or_unknown_type_or_field_is_named() {
        let error = |text: &str| serde_json::from_str::<Action>(text).map(|_| ()).unwrap_err().to_string();
        assert!(error(r#"{"tile": 3}"#).starts_with("missing field `type`"));
        assert!(error(r#"{"type": "discard"}"#).starts_with("missing field `tile`"));
        assert!(error(r#"{"type": "lay"}"#).starts_with("missing field `melds`"));
        assert!(error(r#"{"type": "layoff", "tile": 3}"#).starts_with("unknown variant `layoff`"));
        assert!(error(r#"{"type": "discard", "tile": 106}"#).contains("106"));
    }
}
