//! The engine's benchmarks live in `benches/` (`cargo bench -p okey-bench --bench solver`). They
//! are a crate of their own because a dev-dependency is compiled with every test program: in
//! okey-core, criterion and its dependencies were built for each CI run that never benches.
