package org.ludoteca.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * PGN reading plus full replay with legality, single thread, over the lichess sample ({@code
 * data/chess/lichess-sample.pgn}, 135 games), through the code {@code ludoteca replay} and the
 * pipeline's ingest run: each invocation reads the file's bytes (loaded in {@link #setUp}) with
 * {@link RecordReader} (PGN by chunks, byte-level) and replays every game with {@link Replay}
 * (SAN resolved against the legal moves, captures, ends, the Result/Termination check). The score
 * is games per second ({@link OperationsPerInvocation} is the game count, checked at set-up).
 *
 * <p>Run from the repository root: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java
 * -jar bench/target/benchmarks.jar PgnReplay -wi 3 -i 5 -f 1}. The file is the system property
 * {@code ludoteca.pgn}, else {@code data/chess/lichess-sample.pgn}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class PgnReplayBenchmark {
  /** Games in the lichess sample. */
  static final int GAMES = 135;

  private byte[] bytes;

  @Setup
  public void setUp() throws IOException {
    bytes = Files.readAllBytes(Path.of(System.getProperty("ludoteca.pgn", "data/chess/lichess-sample.pgn")));
    int games = 0;
    try (RecordReader in = reader()) {
      while (in.hasNext()) {
        ReplayResult r = Replay.of(in.next(), null);
        if (r.verdict() != Verdict.VALID) {
          throw new IllegalStateException("not valid: " + r.describe());
        }
        games++;
      }
    }
    if (games != GAMES) {
      throw new IllegalStateException("expected " + GAMES + " games, read " + games);
    }
  }

  private RecordReader reader() {
    return RecordReader.of(new ByteArrayInputStream(bytes), "lichess-sample.pgn", RecordFormat.ENVELOPE);
  }

  /** Reads and replays every game of the sample. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void readAndReplay(Blackhole bh) throws IOException {
    try (RecordReader in = reader()) {
      while (in.hasNext()) {
        bh.consume(Replay.of(in.next(), null));
      }
    }
  }

  /** Reads every game of the sample, replaying none: the reader's share of {@link #readAndReplay}. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void readOnly(Blackhole bh) throws IOException {
    try (RecordReader in = reader()) {
      while (in.hasNext()) {
        bh.consume(in.next());
      }
    }
  }
}
