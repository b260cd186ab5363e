package org.ludoteca.bench;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Plies per second of the Rithmomachia engine, single thread: for each of 4,096 positions taken
 * from seeded random games, generate the legal moves and play one (capture resolution, victory
 * check and the opponent's no-legal-move check included). One operation is one ply.
 *
 * <p>Run: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java -jar
 * bench/target/benchmarks.jar RithmomachiaPlyBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RithmomachiaPlyBenchmark {
  private static final int POSITIONS = 4096;

  @Param({"cvr", "tutorial"})
  public String rules;

  private Rithmomachia engine;
  private Position[] positions;
  private int[] choice;

  @Setup
  public void setUp() throws RuleSetException {
    engine = Rithmomachia.of(RuleSets.named(rules));
    Random random = new Random(20261122L);
    positions = RandomPositions.sample(engine, random, POSITIONS, 400);
    choice = random.ints(POSITIONS, 0, Integer.MAX_VALUE).toArray();
  }

  /** Move generation plus one move played in full, for every sampled position. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void ply(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      Position p = positions[i];
      List<Move> moves = engine.legalMoves(p);
      bh.consume(engine.playLegal(p, moves.get(choice[i] % moves.size())));
    }
  }

  /** Move generation alone, for comparison. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void legalMoves(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(engine.legalMoves(positions[i]));
    }
  }
}
