//! Successive halving: the candidates are all scored on the same samples, the worse half is
//! dropped, and the survivors get more samples, so most of the work goes to the close calls.

/// The index of the best candidate (highest mean score) among `candidates`, spending at most
/// about `budget` evaluations: `score(candidate, sample)` scores one candidate on shared sample
/// `sample` (samples are numbered from 0, the same for every candidate). Ties go to the lowest
/// index (the caller's own favourite first). With `margin`, candidate 0 (the default) is never
/// dropped and another replaces it only by beating it by `margin` on the same samples. `None`
/// only when there are no candidates.
pub(super) fn best_against(
    candidates: usize,
    budget: usize,
    first_samples: usize,
    margin: Option<f64>,
    mut score: impl FnMut(usize, usize) -> f64,
) -> Option<Outcome> {
    if candidates == 0 {
        return None;
    }
    let mut alive: Vec<usize> = (0..candidates).collect();
    let mut totals = vec![0.0f64; candidates];
    let mut scored = vec![0usize; candidates];
    let mut samples = first_samples.max(1);
    let mut spent = 0;
    loop {
        for &c in &alive {
            for s in scored[c]..samples {
                totals[c] += score(c, s);
                spent += 1;
            }
            scored[c] = samples;
        }
        if alive.len() == 1 {
            break;
        }
        let mean = |c: usize| totals[c] / scored[c].max(1) as f64;
        alive.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)).then(a.cmp(&b)));
        let keep = alive.len().div_ceil(2);
        // The next round doubles the samples of the survivors; stop when it would not fit.
        let next_cost = keep * samples;
        if spent + next_cost > budget {
            alive.truncate(1);
            break;
        }
        alive.truncate(keep);
        if margin.is_some() && !alive.contains(&0) {
            alive.push(0);
        }
        if margin.is_some() && alive.len() == 1 {
            break;
        }
        samples *= 2;
    }
    let mut winner = alive[0];
    if let Some(margin) = margin
        && winner != 0
    {
        let mean = |c: usize| totals[c] / scored[c].max(1) as f64;
        // Candidate 0 was kept alive, so both were scored on the same samples.
        if mean(winner) < mean(0) + margin {
            winner = 0;
        }
    }
    Some(Outcome { winner, mean: totals[winner] / scored[winner].max(1) as f64, spent })
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Outcome {
    pub winner: usize,
    pub mean: f64,
    pub spent: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Candidate 3 is best on every sample: it wins, and the work stays within the budget.
    #[test]
    fn the_best_candidate_survives_within_the_budget() {
        let outcome = best_against(7, 200, 4, None, |c, s| if c == 3 { 1.0 } else { (s % 2) as f64 * 0.5 }).unwrap();
        assert_eq!(outcome.winner, 3);
        assert!(outcome.spent <= 200, "{}", outcome.spent);
    }

    /// With a margin, the default stands against a candidate that beats it by less.
    #[test]
    fn the_default_stands_unless_beaten_by_the_margin() {
        let close = |c: usize, _| if c == 2 { 1.0 } else { 0.0 };
        assert_eq!(best_against(4, 100, 2, Some(2.0), close).unwrap().winner, 0);
        assert_eq!(best_against(4, 100, 2, Some(0.5), close).unwrap().winner, 2);
    }

    /// Equal scores go to the first candidate.
    #[test]
    fn ties_go_to_the_first_candidate() {
        assert_eq!(best_against(5, 100, 2, None, |_, _| 0.0).unwrap().winner, 0);
        assert!(best_against(0, 100, 2, None, |_, _| 0.0).is_none());
    }
}
