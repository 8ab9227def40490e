/// Which characters a text field accepts. Control characters are always refused.
public enum TextInputFilter: Hashable, Sendable {
    /// Any printable character.
    case any
    /// ASCII digits 0-9 only.
    case digits
    /// Only the given characters; `reason` says what is allowed, in words ("digits and -").
    case only(Set<Character>, reason: String)

    public func allows(_ character: Character) -> Bool {
        switch self {
        case .any: return true
        case .digits: return character.isASCII && character.isNumber
        case .only(let set, _): return set.contains(character)
        }
    }

    /// What the filter allows, for an inline message.
    public var reason: String {
        switch self {
        case .any: return "printable characters only"
        case .digits: return "digits only"
        case .only(_, let reason): return reason
        }
    }
}

/// Why a field refused input, so the view can say so next to the field.
public enum TextFieldRejection: Hashable, Sendable, CustomStringConvertible {
    /// The character is not allowed by the field's filter.
    case filtered(Character, reason: String)
    /// The field already holds its maximum number of characters.
    case full(maxLength: Int)

    public var description: String {
        switch self {
        case .filtered(let c, let reason): return "“\(c)” not accepted: \(reason)"
        case .full(let max): return "at most \(max) characters"
        }
    }
}

/// What a key did to a text field.
public enum TextFieldEvent: Hashable, Sendable {
    /// The text changed (insert, delete, paste).
    case changed
    /// The key was consumed but the text is unchanged (cursor moved, or nothing to delete).
    case moved
    /// The key was refused; the text is unchanged.
    case rejected(TextFieldRejection)
    /// Not a field key (Enter, Esc, Tab, arrows up/down, Ctrl-C...): the screen should handle it.
    case unhandled
}
