import SafeText

extension String {
    /// This text with control characters and terminal escape sequences removed; see `Sanitizer`.
    public var sanitizedForTerminal: String { Sanitizer.clean(self) }

    /// The same, but line breaks stay (as `\n`): for paragraphs of text the caller lays out itself.
    public var sanitizedKeepingNewlines: String { Sanitizer.clean(self, keepNewlines: true) }
}
