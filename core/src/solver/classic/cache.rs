//! A fixed-size cache of per-hand results for the classic search: it may forget, never lie.
//!
//! Each slot holds the whole key next to its value, so a lookup answers only for the very hand
//! it stored; a newer hand landing on the same slot simply replaces the older one. Slots come in
//! pairs (two ways), the newer entry first, so two busy hands sharing a slot do not keep evicting
//! each other. The table is allocated once, at its final size: memory stays bounded whatever
//! the bots play, which a phone needs (an unbounded memo reached hundreds of megabytes).

/// A hand packed into two words: the face counts (104 bits) and the okeys. Zero is never a real
/// key (a hand with no faces is answered without the cache), so it marks an empty slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Key {
    low: u64,
    high: u64,
}

impl Key {
    pub(super) fn new(counts: u128, okeys: u8) -> Key {
        // Counts fill bits 0 to 103: the okeys go above them.
        Key { low: counts as u64, high: (counts >> 64) as u64 | u64::from(okeys) << 48 }
    }

    const EMPTY: Key = Key { low: 0, high: 0 };

    fn hash(self) -> u64 {
        (self.low ^ self.high.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

#[derive(Clone, Copy, Debug)]
struct Slot<V> {
    key: Key,
    value: V,
}

/// A two-way set-associative cache of `2^bits` slots.
#[derive(Debug)]
pub(super) struct Cache<V> {
    slots: Vec<Slot<V>>,
    /// How far to shift a hash to get a pair's index.
    shift: u32,
}

impl<V: Copy + Default> Cache<V> {
    /// A cache of `2^bits` slots (at least 4).
    pub(super) fn new(bits: u32) -> Cache<V> {
        let bits = bits.clamp(2, 30);
        let empty = Slot { key: Key::EMPTY, value: V::default() };
        Cache { slots: vec![empty; 1 << bits], shift: 64 - (bits - 1) }
    }

    fn pair(&self, key: Key) -> usize {
        ((key.hash() >> self.shift) as usize) * 2
    }

    pub(super) fn get(&self, key: Key) -> Option<V> {
        let at = self.pair(key);
        let pair = self.slots.get(at..at + 2)?;
        pair.iter().find(|slot| slot.key == key).map(|slot| slot.value)
    }

    /// Stores `value` for `key` in the pair's first slot; the entry there moves to the second,
    /// dropping the older one (unless it is `key`'s own stale entry, which simply goes).
    pub(super) fn insert(&mut self, key: Key, value: V) {
        let at = self.pair(key);
        let Some(pair) = self.slots.get_mut(at..at + 2) else { return };
        if pair[0].key != key {
            pair[1] = pair[0];
        }
        pair[0] = Slot { key, value };
    }

    /// The bytes the table takes.
    #[cfg(test)]
    pub(super) fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot<V>>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_only_for_the_key_it_stored_and_forgets_when_full() {
        let mut cache: Cache<u8> = Cache::new(4);
        let keys: Vec<Key> = (1..=200u128).map(|i| Key::new(i * 0x1234_5678_9abc_def1, (i % 3) as u8)).collect();
        for (i, &key) in keys.iter().enumerate() {
            cache.insert(key, i as u8);
        }
        let mut remembered = 0;
        for (i, &key) in keys.iter().enumerate() {
            if let Some(value) = cache.get(key) {
                assert_eq!(value, i as u8, "a hit is the value stored for that very key");
                remembered += 1;
            }
        }
        assert!(remembered <= 16, "16 slots hold at most 16 hands, not {remembered}");
        assert!(remembered > 0);
        assert_eq!(cache.get(Key::new(7, 0)), None);
    }

    #[test]
    fn the_same_hand_with_another_okey_count_is_another_key() {
        let mut cache: Cache<u8> = Cache::new(8);
        cache.insert(Key::new(5, 0), 1);
        assert_eq!(cache.get(Key::new(5, 1)), None);
        cache.insert(Key::new(5, 0), 2);
        assert_eq!(cache.get(Key::new(5, 0)), Some(2), "a newer value replaces the old one");
        cache.insert(Key::new(5, 1), 3);
        assert_eq!(cache.get(Key::new(5, 0)), Some(2));
        assert_eq!(cache.get(Key::new(5, 1)), Some(3));
    }
}
