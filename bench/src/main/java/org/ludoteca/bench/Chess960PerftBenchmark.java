package org.ludoteca.bench;

import java.util.concurrent.TimeUnit;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed of the Chess960 engine, single thread: perft to a fixed depth from each of the 960
 * start positions, in Scharnagl order. Leaf nodes are counted in bulk at the last ply (legal
 * moves generated, not played), as every perft program does. The {@code nodes} line of the result
 * is leaf nodes per second (an {@link AuxCounters} counter); the primary score is invocations per
 * second, where one invocation is one start position.
 *
 * <p>Run: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java -jar
 * bench/target/benchmarks.jar Chess960 -wi 2 -i 3 -f 1}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class Chess960PerftBenchmark {

  /** Perft depth; 4 is 181,106,056 leaves over the 960 positions. */
  @Param({"4"})
  public int depth;

  private Position[] starts;
  private int next;

  /** Leaf nodes counted, reported by JMH as a rate. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    public long nodes;

    @Setup(Level.Iteration)
    public void reset() {
      nodes = 0;
    }
  }

  @Setup
  public void setUp() {
    starts = new Position[960];
    for (int i = 0; i < 960; i++) {
      starts[i] = StartPositions.scharnagl(i);
    }
  }

  /** Perft of the next start position (cycling through all 960). */
  @Benchmark
  public long perft(Nodes counter) {
    Position p = starts[next];
    next = next == 959 ? 0 : next + 1;
    long n = Chess960.perft(p, depth);
    counter.nodes += n;
    return n;
  }
}
