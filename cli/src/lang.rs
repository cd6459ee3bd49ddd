//! Which language the program speaks: `--lang`, else the system's locale, else English.

use crate::args::LangArg;
use okey_core::Language;

/// `--lang` if given; otherwise the locale variables in POSIX order (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`): the first one set decides, Turkish when it starts with `tr`.
pub fn choose(flag: Option<LangArg>, var: impl Fn(&str) -> Option<String>) -> Language {
    if let Some(flag) = flag {
        return flag.into();
    }
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty())
        .and_then(|locale| Language::from_code(&locale))
        .unwrap_or_default()
}

/// The language for this run, from `--lang` and the process's environment.
pub fn from_env(flag: Option<LangArg>) -> Language {
    choose(flag, |name| std::env::var(name).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| vars.iter().find(|(key, _)| *key == name).map(|(_, value)| (*value).to_owned())
    }

    #[test]
    fn the_flag_wins_then_the_first_locale_variable_set() {
        assert_eq!(choose(Some(LangArg::En), with(&[("LANG", "tr_TR.UTF-8")])), Language::English);
        assert_eq!(choose(Some(LangArg::Tr), with(&[])), Language::Turkish);
        assert_eq!(choose(None, with(&[("LANG", "tr_TR.UTF-8")])), Language::Turkish);
        assert_eq!(choose(None, with(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "tr_TR.UTF-8")])), Language::English);
        assert_eq!(choose(None, with(&[("LC_ALL", ""), ("LC_MESSAGES", "tr_TR"), ("LANG", "C")])), Language::Turkish);
        assert_eq!(choose(None, with(&[("LANG", "de_DE.UTF-8")])), Language::English);
        assert_eq!(choose(None, with(&[("LANG", "C.UTF-8")])), Language::English);
        assert_eq!(choose(None, with(&[])), Language::English);
    }
}
