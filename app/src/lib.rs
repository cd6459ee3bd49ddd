//! okey-app: the app core, to be. Both apps and the terminal will drive it: it will decide every
//! behaviour of the app (screens, saving, statistics, settings) over the engine, so that the
//! native front ends only draw and animate. For now it holds its file layer, which the terminal
//! already uses:
//!
//! - [`files`]: the app's files in a directory (or in memory, for tests): bounded reads,
//!   atomic writes, and a damaged file set aside under a new name with the reason in words.

pub mod files;
