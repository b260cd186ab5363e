package org.ludoteca.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.CompactChessPosition;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.CompactCodecException;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
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
 * Positions per second of the compact codec, single thread, each way: 4,096 positions taken from
 * seeded random games under {@code cvr} (a quarter of the plies), encoded with {@link
 * CompactPosition#encode} and decoded with {@link CompactPosition#decode}; FEN writing and
 * reading of the same positions for comparison. One operation is one position. The {@code chess}
 * methods do the same for {@link CompactChessPosition}: 4,096 positions of seeded random Chess960
 * games from random Scharnagl starts (a quarter of the plies).
 *
 * <p>Run: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java -jar
 * bench/target/benchmarks.jar CompactPositionBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CompactPositionBenchmark {
  private static final int POSITIONS = 4096;

  private Position[] positions;
  private byte[][] codes;
  private String[] fens;
  private org.ludoteca.chess960.Position[] chessPositions;
  private byte[][] chessCodes;
  private String[] chessFens;

  @Setup
  public void setUpChess() throws Exception {
    Random random = new Random(20261122L);
    List<org.ludoteca.chess960.Position> sample = new ArrayList<>(POSITIONS);
    while (sample.size() < POSITIONS) {
      org.ludoteca.chess960.Position p = StartPositions.scharnagl(random.nextInt(960));
      for (int ply = 0; ply < 300 && sample.size() < POSITIONS; ply++) {
        List<org.ludoteca.chess960.Move> moves = Chess960.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        if (random.nextInt(4) == 0) {
          sample.add(p);
        }
        p = Chess960.play(p, moves.get(random.nextInt(moves.size())));
      }
    }
    chessPositions = sample.toArray(new org.ludoteca.chess960.Position[0]);
    chessCodes = new byte[POSITIONS][];
    chessFens = new String[POSITIONS];
    for (int i = 0; i < POSITIONS; i++) {
      chessCodes[i] = CompactChessPosition.encode(chessPositions[i]);
      chessFens[i] = ChessFen.write(chessPositions[i]);
    }
  }

  @Setup
  public void setUp() throws RuleSetException {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("cvr"));
    Random random = new Random(20261122L);
    positions = RandomPositions.sample(engine, random, POSITIONS, 1000);
    codes = new byte[POSITIONS][];
    fens = new String[POSITIONS];
    for (int i = 0; i < POSITIONS; i++) {
      codes[i] = CompactPosition.encode(positions[i]);
      fens[i] = RithmoFen.write(positions[i]);
    }
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void encode(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(CompactPosition.encode(positions[i]));
    }
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void decode(Blackhole bh) throws CompactCodecException {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(CompactPosition.decode(codes[i]));
    }
  }

  /** FEN writing, for comparison. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void fenWrite(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(RithmoFen.write(positions[i]));
    }
  }

  /** FEN reading and checking, for comparison. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void fenRead(Blackhole bh) throws Exception {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(RithmoFen.parsePosition(fens[i], RithmoFen.Mode.STRICT));
    }
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void chessEncode(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(CompactChessPosition.encode(chessPositions[i]));
    }
  }

  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void chessDecode(Blackhole bh) throws org.ludoteca.chess960.notation.CompactCodecException {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(CompactChessPosition.decode(chessCodes[i]));
    }
  }

  /** Chess FEN writing, for comparison. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void chessFenWrite(Blackhole bh) {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(ChessFen.write(chessPositions[i]));
    }
  }

  /** Chess FEN reading and checking, for comparison. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void chessFenRead(Blackhole bh) throws Exception {
    for (int i = 0; i < POSITIONS; i++) {
      bh.consume(ChessFen.read(chessFens[i]));
    }
  }

  // ---- one position at a time, for CompactCpuSpeed ----

  int size() {
    return POSITIONS;
  }

  Object encodeOne(int i) {
    return CompactPosition.encode(positions[i]);
  }

  Object decodeOne(int i) {
    try {
      return CompactPosition.decode(codes[i]);
    } catch (CompactCodecException e) {
      throw new IllegalStateException(e);
    }
  }

  Object chessEncodeOne(int i) {
    return CompactChessPosition.encode(chessPositions[i]);
  }

  Object chessDecodeOne(int i) {
    try {
      return CompactChessPosition.decode(chessCodes[i]);
    } catch (org.ludoteca.chess960.notation.CompactCodecException e) {
      throw new IllegalStateException(e);
    }
  }
}
