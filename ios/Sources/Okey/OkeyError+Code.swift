// Every OkeyError carries the engine's stable code, a detail for people in the game's language,
// and the values that detail names, whatever its case.

extension OkeyError {
    /// The stable code, for programs: "not_your_turn", "invalid_tile", "record_json", ...
    public var code: String {
        switch self {
        case .Refused(let code, _, _, _), .InvalidInput(let code, _, _, _), .LoadFailed(let code, _, _, _),
            .Cancelled(let code, _, _, _):
            return code
        }
    }

    /// The explanation, for people, in `language`.
    public var detail: String {
        switch self {
        case .Refused(_, let detail, _, _), .InvalidInput(_, let detail, _, _), .LoadFailed(_, let detail, _, _),
            .Cancelled(_, let detail, _, _):
            return detail
        }
    }

    /// The language of `detail`: the game's for refusals and invalid rules, English otherwise.
    public var language: Language {
        switch self {
        case .Refused(_, _, let language, _), .InvalidInput(_, _, let language, _),
            .LoadFailed(_, _, let language, _), .Cancelled(_, _, let language, _):
            return language
        }
    }

    /// The values `detail` names (seats, tiles, numbers), typed.
    public var details: [MessageDetail] {
        switch self {
        case .Refused(_, _, _, let details), .InvalidInput(_, _, _, let details), .LoadFailed(_, _, _, let details),
            .Cancelled(_, _, _, let details):
            return details
        }
    }
}
