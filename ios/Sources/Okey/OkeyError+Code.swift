// Every OkeyError carries the engine's stable code and an English detail, whatever its case.

extension OkeyError {
    /// The stable code, for programs: "not_your_turn", "invalid_tile", "record_json", ...
    public var code: String {
        switch self {
        case .Refused(let code, _), .InvalidInput(let code, _), .LoadFailed(let code, _):
            return code
        }
    }

    /// The English explanation, for people.
    public var detail: String {
        switch self {
        case .Refused(_, let detail), .InvalidInput(_, let detail), .LoadFailed(_, let detail):
            return detail
        }
    }
}
