package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * The work of {@link RithmomachiaPlyBenchmark} (the same 4,096 positions from the same seeded
 * random games, legal moves plus one move played in full), timed by the CPU time of the running
 * thread instead of the wall clock. On a machine shared with other jobs the wall clock counts the
 * time the thread waited for a core; the thread's CPU time does not, so this figure moves much
 * less with the load (cache and memory contention still show). Plain Java, no JMH: read it beside
 * the JMH figure, not instead of it.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.RithmomachiaPlyCpuTime
 * [rules [warm-up rounds [measured rounds [CPU seconds per round]]]]} (defaults {@code cvr 3 5 2}).
 */
public final class RithmomachiaPlyCpuTime {
  private static final int POSITIONS = 4096;

  private RithmomachiaPlyCpuTime() {}

  public static void main(String[] args) throws Exception {
    String rules = args.length > 0 ? args[0] : "cvr";
    int warmups = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    double seconds = args.length > 3 ? Double.parseDouble(args[3]) : 2;
    Rithmomachia engine = Rithmomachia.of(RuleSets.named(rules));
    Random random = new Random(20261122L); // the JMH benchmark's sample, position for position
    Position[] positions = RandomPositions.sample(engine, random, POSITIONS, 400);
    int[] choice = random.ints(POSITIONS, 0, Integer.MAX_VALUE).toArray();
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long sink = 0;
    double[] plyRates = new double[rounds];
    double[] moveRates = new double[rounds];
    for (int round = -warmups; round < rounds; round++) {
      for (int kind = 0; kind < 2; kind++) {
        long plies = 0;
        long begin = threads.getCurrentThreadCpuTime();
        long end = begin + (long) (seconds * 1e9);
        long now;
        do {
          for (int i = 0; i < POSITIONS; i++) {
            Position p = positions[i];
            List<Move> moves = engine.legalMoves(p);
            if (kind == 0) {
              sink += engine.playLegal(p, moves.get(choice[i] % moves.size())).captures().size();
            } else {
              sink += moves.size();
            }
          }
          plies += POSITIONS;
          now = threads.getCurrentThreadCpuTime();
        } while (now < end);
        double rate = plies / ((now - begin) / 1e9);
        if (round >= 0) {
          (kind == 0 ? plyRates : moveRates)[round] = rate;
        }
      }
    }
    System.out.println(String.format(Locale.ROOT, "%s plies per CPU second: %s; legal moves alone: %s (check %d)",
        rules, summary(plyRates), summary(moveRates), sink % 10));
  }

  /** Mean, then min..max over the rounds. */
  private static String summary(double[] rates) {
    double sum = 0;
    double min = Double.MAX_VALUE;
    double max = 0;
    for (double r : rates) {
      sum += r;
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    return String.format(Locale.ROOT, "%,.0f (%,.0f..%,.0f over %d rounds)", sum / rates.length, min, max, rates.length);
  }
}
