import Okey

/// One option of the engine's rules as a form edits it.
public enum RuleValue: Equatable, Sendable {
    case toggle(Bool)
    case number(Int)
    case choice(String)
    /// A number that may be switched off (no limit).
    case optionalNumber(Int?)
}

/// One field of the engine's `Rules`: its stable key (the engine's field name, which is also the
/// key of its words in `ruleOptions`), how the form edits it, and how to read and write it. The
/// bounds only shape the form's steppers; the engine validates the result and explains.
public struct RuleField: @unchecked Sendable {
    public enum Kind: Equatable, Sendable {
        case toggle
        case number(min: Int, max: Int, step: Int)
        case choice([String])
        case optionalNumber(min: Int, max: Int)
    }

    public let key: String
    public let kind: Kind
    public let get: (Rules) -> RuleValue
    public let set: (inout Rules, RuleValue) -> Void

    /// Every field, in the form's order.
    public static let all: [RuleField] = [
        number("players", \.players, 2, 4),
        toggle("partners", \.partners),
        number("deals", \.deals, 1, 20),
        number("starting_points", \.startingPoints, 5, 40),
        number("opening_threshold", \.openingThreshold, 51, 201, step: 10),
        number("pairs_threshold", \.pairsThreshold, 1, 10),
        toggle("rising_thresholds", \.risingThresholds),
        choice("multipliers", \.multipliers, [("stack", .stack), ("at_most_two", .atMostTwo), ("none", .none)]),
        choice("okey_in_hand", \.okeyInHand, [("counts_in_value", .countsInValue), ("flat_penalty", .flatPenalty)]),
        choice("stock_exhausted", \.stockExhausted, [
            ("no_score_okey_penalty", .noScoreOkeyPenalty), ("no_score", .noScore), ("score_hands", .scoreHands),
        ]),
        choice("false_joker_indicator", \.falseJokerIndicator, [("redraw", .redraw), ("risk_round", .riskRound)]),
        choice("late_pairs", \.latePairs, [("never", .never), ("after_another_pairs_opening", .afterAnotherPairsOpening)]),
        choice("one_colour_win", \.oneColourWin, [
            ("plain", .plain), ("doubles", .doubles), ("red_or_black_doubles", .redOrBlackDoubles),
        ]),
        choice("starter", \.starter, [("after_dealer", .afterDealer), ("dealer", .dealer)]),
        toggle("giver_penalty", \.giverPenalty),
        toggle("return_taken_discard", \.returnTakenDiscard),
        toggle("full_hand_below_threshold", \.fullHandBelowThreshold),
        toggle("indicator_last_tile", \.indicatorLastTile),
        toggle("ten_pairs_finish", \.tenPairsFinish),
        toggle("all_pairs_cancels", \.allPairsCancels),
        toggle("exhausted_deal_counts", \.exhaustedDealCounts),
        toggle("joker_pairs", \.jokerPairs),
        toggle("wait_turn_after_opening", \.waitTurnAfterOpening),
        toggle("okey_retrieval", \.okeyRetrieval),
        RuleField(
            key: "layoff_cap_per_end", kind: .optionalNumber(min: 1, max: 13),
            get: { .optionalNumber($0.layoffCapPerEnd.map(Int.init)) },
            set: { rules, value in
                if case .optionalNumber(let n) = value { rules.layoffCapPerEnd = n.map { UInt8(clamping: $0) } }
            }
        ),
    ]

    public static func named(_ key: String) -> RuleField? { all.first { $0.key == key } }

    private static func toggle(_ key: String, _ path: WritableKeyPath<Rules, Bool>) -> RuleField {
        RuleField(key: key, kind: .toggle, get: { .toggle($0[keyPath: path]) }, set: { rules, value in
            if case .toggle(let on) = value { rules[keyPath: path] = on }
        })
    }

    private static func number<T: FixedWidthInteger>(
        _ key: String, _ path: WritableKeyPath<Rules, T>, _ min: Int, _ max: Int, step: Int = 1
    ) -> RuleField {
        RuleField(key: key, kind: .number(min: min, max: max, step: step), get: { .number(Int($0[keyPath: path])) }, set: {
            rules, value in
            if case .number(let n) = value { rules[keyPath: path] = T(clamping: n) }
        })
    }

    private static func choice<E: Equatable>(
        _ key: String, _ path: WritableKeyPath<Rules, E>, _ cases: [(String, E)]
    ) -> RuleField {
        RuleField(
            key: key, kind: .choice(cases.map(\.0)),
            get: { rules in .choice(cases.first { $0.1 == rules[keyPath: path] }?.0 ?? "") },
            set: { rules, value in
                if case .choice(let name) = value, let picked = cases.first(where: { $0.0 == name }) {
                    rules[keyPath: path] = picked.1
                }
            }
        )
    }
}
