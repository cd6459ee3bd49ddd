//! Short quotes of text from a file: an error message names the offending value, but a file
//! can hold a value of megabytes, and a message must stay a message.

/// The most characters of a value a message quotes.
pub const QUOTE_CHARS: usize = 40;

/// The longest message from the JSON parser kept whole (its fixed words, such as the list of
/// expected variants, fit easily); a longer one is cut.
const MESSAGE_CHARS: usize = 400;

/// `text` as a message quotes it: whole if short, else its first [`QUOTE_CHARS`] characters
/// and an ellipsis.
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// A parser's message with every quoted value in it (between backquotes, or between double
/// quotes with escapes) clipped, and the whole cut at [`MESSAGE_CHARS`].
pub(crate) fn clip_quoted(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(start) = rest.find(['`', '"']) {
        let quote = rest[start..].chars().next().unwrap_or('"');
        out.push_str(&rest[..=start]);
        let body = &rest[start + 1..];
        let end = closing(body, quote).unwrap_or(body.len());
        out.push_str(&clip(&body[..end]));
        rest = &body[end..];
        if let Some(after) = rest.strip_prefix(quote) {
            out.push(quote);
            rest = after;
        }
    }
    out.push_str(rest);
    match out.char_indices().nth(MESSAGE_CHARS) {
        Some((end, _)) => format!("{}…", &out[..end]),
        None => out,
    }
}

/// Where the quote that `body` is inside ends; a double-quoted string skips escaped characters.
fn closing(body: &str, quote: char) -> Option<usize> {
    let mut chars = body.char_indices();
    while let Some((at, c)) = chars.next() {
        if c == quote {
            return Some(at);
        }
        if c == '\\' && quote == '"' {
            chars.next();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_values_are_kept_and_long_ones_clipped() {
        assert_eq!(clip("okey"), "okey");
        let long = "ö".repeat(100);
        assert_eq!(clip(&long), format!("{}…", "ö".repeat(QUOTE_CHARS)));
        let message = format!("unknown variant `{}`, expected `human`", "x".repeat(5000));
        assert_eq!(clip_quoted(&message), format!("unknown variant `{}…`, expected `human`", "x".repeat(40)));
        let escaped = format!(r#"invalid type: string "a\"{}", expected u8"#, "y".repeat(80));
        let clipped = clip_quoted(&escaped);
        assert!(
            clipped.starts_with(r#"invalid type: string "a\"yyy"#) && clipped.ends_with("…\", expected u8"),
            "{clipped}"
        );
        assert_eq!(clip_quoted("an `unclosed quote"), "an `unclosed quote");
        assert!(clip_quoted(&"word ".repeat(1000)).chars().count() <= MESSAGE_CHARS + 1);
    }
}
