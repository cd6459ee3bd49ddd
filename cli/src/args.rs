//! The command line: `okey [play|solve|replay|review|arena|stats|rules]` and their options.

use clap::{Args, Parser, Subcommand, ValueEnum};
use okey_core::bot::Level;
use okey_core::{Language, Preset};

/// Where `okey` keeps its files, shown under `okey --help`.
pub const FILES_HELP: &str = "Files: the game in progress (game.json, saved when you quit `okey play`) and your \
statistics (stats.json) are kept in the data directory: ~/.local/share/okey on Linux \
($XDG_DATA_HOME/okey if set), \
~/Library/Application Support/okey on macOS, %APPDATA%\\okey\\data on Windows. Set OKEY_DATA_DIR \
to use another folder. In `okey play`, press ? to see the paths.";

#[derive(Debug, Parser)]
#[command(
    name = "okey",
    version,
    about = "Okey 101 and Düz Okey (classic Okey) against bots, in the terminal",
    long_about = "Okey 101 and Düz Okey (classic Okey) against bots, in the terminal: `okey play` (the \
                  default) plays Okey 101 under a preset's rules, or Düz Okey with `--preset duz`; the \
                  other commands solve a hand, replay or review a game, show the rules and your statistics, \
                  and run bots against bots.",
    after_help = FILES_HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language of the program's texts (default: the system locale's if Turkish, else English).
    #[arg(long, global = true, value_enum)]
    pub lang: Option<LangArg>,
}

/// `--lang`: the languages the program speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Türkçe.
    Tr,
}

impl From<LangArg> for Language {
    fn from(language: LangArg) -> Language {
        match language {
            LangArg::En => Language::English,
            LangArg::Tr => Language::Turkish,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play Okey 101 (or Düz Okey: --preset duz) against bots (the default); saved when you quit.
    Play(PlayArgs),
    /// The best melds, opening value, pairs and rack layouts of a hand.
    Solve(SolveArgs),
    /// Check a saved game or a game record, and print its events and scores.
    Replay(ReplayArgs),
    /// A seat's mistakes in a saved game or record, judged against the Hard bot: the clear ones first,
    /// then the costliest.
    Review(ReviewArgs),
    /// Bots against bots over duplicate deals: scores with confidence intervals, decision times.
    Arena(ArenaArgs),
    /// Your statistics over the games you finished, per preset and per opponent level (kept in
    /// the data directory, beside the saved game: see `okey --help`).
    Stats(StatsArgs),
    /// The rules of a preset or a rules file in plain words, with the glossary of Turkish terms.
    Rules(RulesArgs),
    /// Host a table over the local network: prints the join code, the address and the QR text,
    /// waits for the guests (`okey join`), then plays; bots take the seats no guest took.
    Host(HostArgs),
    /// Join a table hosted with `okey host` (or an app's Host a table): its address and code, or
    /// its QR text.
    Join(JoinArgs),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PresetArg {
    Standard,
    Online,
    Guide,
    Katlamali,
    /// Düz Okey, the classic game.
    Duz,
}

impl From<PresetArg> for Preset {
    fn from(preset: PresetArg) -> Preset {
        match preset {
            PresetArg::Standard => Preset::Standard,
            PresetArg::Online => Preset::Online,
            PresetArg::Guide => Preset::Guide,
            PresetArg::Katlamali => Preset::Katlamali,
            PresetArg::Duz => Preset::Duz,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Level {
        match level {
            LevelArg::Beginner => Level::Beginner,
            LevelArg::Easy => Level::Easy,
            LevelArg::Medium => Level::Medium,
            LevelArg::Hard => Level::Hard,
            LevelArg::Expert => Level::Expert,
        }
    }
}

/// `--speed`: the bots' pace, the apps' setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SpeedArg {
    Fast,
    Normal,
    Slow,
}

impl From<SpeedArg> for okey_app::BotSpeed {
    fn from(speed: SpeedArg) -> okey_app::BotSpeed {
        match speed {
            SpeedArg::Fast => okey_app::BotSpeed::Fast,
            SpeedArg::Normal => okey_app::BotSpeed::Normal,
            SpeedArg::Slow => okey_app::BotSpeed::Slow,
        }
    }
}

/// The game on the New game form, as `okey play` and `okey host` choose it.
#[derive(Clone, Debug, Default, Args)]
pub struct GameArgs {
    /// Rules preset: the Okey 101 presets, or duz for Düz Okey (default: standard).
    #[arg(long, value_enum)]
    pub preset: Option<PresetArg>,
    /// Number of players, you included (2 to 4).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: Option<u8>,
    /// Number of deals in the game (1 to 20).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=20))]
    pub deals: Option<u16>,
}

#[derive(Clone, Debug, Default, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Bot levels, one for all bots or one per bot seat, comma-separated.
    #[arg(long, value_enum, value_delimiter = ',')]
    pub bots: Vec<LevelArg>,
    /// Pass and play: the names of the people who share this terminal with you, comma-separated,
    /// for the seats after yours in play order (the other seats are bots, per --bots).
    #[arg(long, value_delimiter = ',')]
    pub people: Vec<String>,
    /// Your name at a table of several people (default: Player 1).
    #[arg(long)]
    pub name: Option<String>,
    /// Seed of the shuffle (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The pause before each bot move: fast, normal or slow (remembered for the next games).
    #[arg(long, value_enum)]
    pub speed: Option<SpeedArg>,
    /// Start a new game even if one is saved.
    #[arg(long)]
    pub new: bool,
}

impl PlayArgs {
    /// Whether any option describes a new game (then a saved game is not resumed).
    pub fn asks_for_new_game(&self) -> bool {
        self.new
            || self.game.preset.is_some()
            || self.game.players.is_some()
            || self.game.deals.is_some()
            || !self.bots.is_empty()
            || !self.people.is_empty()
            || self.name.is_some()
            || self.seed.is_some()
    }
}

/// What `okey host` and `okey join` share.
#[derive(Clone, Debug, Default, Args)]
pub struct TableArgs {
    /// The folder of this table's files: the game, the settings with this player's key (how the
    /// host knows a guest who rejoins, and guests know the host). Default: `hosted` or `joined`
    /// in the data directory. Run again with the same folder to rejoin (or, hosting, to resume
    /// the hosted game with the same code and port).
    #[arg(long)]
    pub dir: Option<std::path::PathBuf>,
    /// The name the table shows for you.
    #[arg(long)]
    pub name: Option<String>,
    /// No screen: this seat is played by the program (it draws, discards the last tile of its
    /// rack and says yes to every question: enough to play Okey 101 to its end), and it prints
    /// what happens, one line each, ending with the final scores. For tests and demos.
    #[arg(long)]
    pub auto: bool,
    /// With --auto: the pause before each of its moves, in milliseconds.
    #[arg(long, default_value_t = 0)]
    pub pause_ms: u64,
}

#[derive(Clone, Debug, Default, Args)]
pub struct HostArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub game: GameArgs,
    /// Seed of the shuffle (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// A house rule as the New game form names it, `key=value` (repeatable): `true`/`false`, a
    /// number, `unlimited`, or a choice's key; e.g. `exhausted_deal_counts=true` (a deal whose
    /// stock ran out counts towards the game's end).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// Start once this many guests have joined (default: one per seat but yours).
    #[arg(long)]
    pub guests: Option<u8>,
    /// How long a guest who dropped is waited for before a bot plays their seat (5 to 600 s).
    #[arg(long)]
    pub wait_seconds: Option<u32>,
    /// Where to listen: IP and port (default 0.0.0.0 and the port this table had, else any).
    #[arg(long)]
    pub listen: Option<std::net::SocketAddr>,
    /// Start a new hosted game even if one is saved in the folder.
    #[arg(long)]
    pub new: bool,
}

#[derive(Clone, Debug, Default, Args)]
pub struct JoinArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The host's address and port ("192.168.1.20:47001"), or the QR text the host printed
    /// (`okey://join?...`, which also pins the host's key).
    pub address: String,
    /// The six-digit code the host shows (spaces and dashes allowed); not needed when the QR
    /// text carries it.
    pub code: Option<String>,
}

#[derive(Clone, Debug, Args)]
pub struct SolveArgs {
    /// The hand, at most 23 tiles, e.g. "R5 R6 R7 K8 Y8 B8 F" (R red, Y yellow, B blue, K black,
    /// F false joker). `|` may split it into groups, "R5 R6 R7 | K8 Y8 B8"; the best melds are
    /// found whatever the groups.
    pub tiles: String,
    /// The okey (wild) face, e.g. K5. Give this or --indicator.
    #[arg(long, conflicts_with = "indicator")]
    pub okey: Option<String>,
    /// The face-up indicator; the okey is the next number in its colour.
    #[arg(long)]
    pub indicator: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Debug, Args)]
pub struct ReplayArgs {
    /// A game file (`game.json` in the data directory, as `okey play` and the apps write it), a
    /// saved game (JSON), a session save, or a text record (first line `okey-record 2`; version 1
    /// records are read too).
    pub file: std::path::PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Debug, Args)]
pub struct ReviewArgs {
    /// A game file (`game.json`, as `okey play` writes it), a saved game (JSON), a session save,
    /// or a text record (`okey-record 2`).
    pub file: std::path::PathBuf,
    /// The seat to review, from 1 (default: the first person's seat in a session save, else 1).
    #[arg(long)]
    pub seat: Option<usize>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Debug, Args)]
pub struct RulesArgs {
    /// The preset to describe (default: standard).
    #[arg(long, value_enum, conflicts_with = "rules")]
    pub preset: Option<PresetArg>,
    /// A JSON file of rules (a `Rules` value, house rules included) to describe instead.
    #[arg(long)]
    pub rules: Option<std::path::PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Debug, Args)]
pub struct StatsArgs {
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Clone, Debug, Args)]
pub struct ArenaArgs {
    /// The level in each seat, comma-separated: 2 to 4 of beginner, easy, medium, hard, expert.
    #[arg(long, value_enum, value_delimiter = ',', required = true)]
    pub seats: Vec<LevelArg>,
    /// Rules preset.
    #[arg(long, value_enum)]
    pub preset: Option<PresetArg>,
    /// Seeded deals (at least 1); each is played once per rotation of the seats.
    #[arg(long, default_value_t = 200, value_parser = parse_deals)]
    pub deals: u64,
    /// The first deal's seed; the others follow it.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads, 1 or more (default: every core).
    #[arg(long, value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// Same-seat comparison: every other seat is played by this level, and each level of
    /// `--seats` takes each seat in turn, so the levels of `--seats` meet the same deals from the
    /// same seats against the same opponents.
    #[arg(long, value_enum)]
    pub field: Option<LevelArg>,
    /// Players at the table with `--field` (2 to 4, default 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// `--deals`: a count of seeded deals, which cannot be 0.
fn parse_deals(text: &str) -> Result<u64, String> {
    at_least_one(text, "deal")
}

/// `--threads`: a count of worker threads, which cannot be 0.
fn parse_threads(text: &str) -> Result<usize, String> {
    at_least_one(text, "thread")
}

fn at_least_one<T: std::str::FromStr + PartialEq + From<u8>>(text: &str, what: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    match text.parse::<T>() {
        Ok(count) if count == T::from(0) => Err(format!("at least 1 {what} is needed")),
        Ok(count) => Ok(count),
        Err(e) => Err(e.to_string()),
    }
}
