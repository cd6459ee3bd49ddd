//! Reading an [`Action`] field by field. A derived reader of an internally tagged enum buffers
//! the whole object before it knows the variant, which for a lay of millions of melds costs
//! gigabytes before any bound can apply; this one reads every field with its bound, whatever
//! their order, then builds the variant its `type` names. Unknown fields are skipped unread, as
//! the derived reader did.

use crate::action::{Action, MeldSpec};
use crate::hand::MAX_HAND_TILES;
use crate::meld::Side;
use crate::table_meld::MeldId;
use crate::tile::TileId;
use serde::de::{Deserialize, Deserializer, Error, SeqAccess, Visitor};
use std::fmt;

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

/// A lay's melds: together no more tiles than a hand holds.
fn lay_melds<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Vec<MeldSpec>>, D::Error> {
    deserializer.deserialize_seq(LayVisitor).map(Some)
}

/// Why a lay is refused that has more tiles (or melds) than a hand can hold, as a lay from a UI
/// is (see [`crate::hand`]).
pub(crate) const LAY_TOO_LARGE: &str =
    "more tiles laid at once than a hand holds (at most 23: a rack of 22 and a taken discard)";

struct LayVisitor;

impl<'de> Visitor<'de> for LayVisitor {
    type Value = Vec<MeldSpec>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a list of melds of at most {MAX_HAND_TILES} tiles in all")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<MeldSpec>, A::Error> {
        let mut melds: Vec<MeldSpec> = Vec::new();
        let mut tiles = 0;
        while let Some(meld) = seq.next_element::<MeldSpec>()? {
            tiles += meld.tiles.len();
            // A meld of no tiles lays nothing, but still counts, or a lay could list millions.
            if tiles > MAX_HAND_TILES || melds.len() == MAX_HAND_TILES {
                return Err(A::Error::custom(LAY_TOO_LARGE));
            }
            melds.push(meld);
        }
        Ok(melds)
    }
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

#[cfg(test)]
mod lay_tests {
    use super::LAY_TOO_LARGE;
    use crate::Action;
    use crate::hand::MAX_HAND_TILES;

    fn lay(melds: usize, tiles: usize) -> String {
        let meld = format!(r#"{{"tiles":[{}]}}"#, vec!["0"; tiles].join(","));
        format!(r#"{{"type":"lay","melds":[{}]}}"#, vec![meld; melds].join(","))
    }

    #[test]
    fn a_lay_holds_at_most_a_hand() {
        let read = |text: &str| serde_json::from_str::<Action>(text).map_err(|e| e.to_string());
        assert!(LAY_TOO_LARGE.contains(&format!("at most {MAX_HAND_TILES}:")));
        assert!(read(&lay(7, 3)).is_ok());
        assert!(read(&lay(1, 23)).is_ok());
        let error = read(&lay(8, 3)).unwrap_err();
        assert!(error.starts_with(LAY_TOO_LARGE), "{error}");
        assert!(read(&lay(1, 24)).unwrap_err().starts_with("more than 23 tiles in a meld"));
        assert!(read(&lay(24, 0)).is_err(), "empty melds still count");
        // Refused at the meld past the bound (the eighth ends at column 166): the rest of the
        // file is never read.
        let huge = lay(2_000_000, 3);
        let error = read(&huge).unwrap_err();
        assert!(error.ends_with("line 1 column 167"), "{error}");
    }
}
