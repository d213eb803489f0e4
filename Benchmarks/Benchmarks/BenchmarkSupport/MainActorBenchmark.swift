import Benchmark

/// Runs a benchmark's body on the main actor, where all of Weavy lives.
///
/// The runner calls benchmark closures off the main actor and waits for them to
/// finish, so handing the `Benchmark` (not `Sendable`) to the main actor and back is
/// safe: nothing else touches it meanwhile.
public func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { body(benchmark) }
}
