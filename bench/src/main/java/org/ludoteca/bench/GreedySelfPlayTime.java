package org.ludoteca.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.agents.GreedyAgent;
import org.ludoteca.rithmomachia.agents.RithmoTable;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.selfplay.SelfPlay;

/**
 * Greedy against greedy self-play on one thread, the work of {@code ludoteca generate --white
 * greedy --black greedy} without the writing: games and plies per second of the thread's CPU
 * time (see {@link RithmomachiaPlyCpuTime} for why CPU time), after a warm-up of a tenth as many
 * games with other seeds.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.GreedySelfPlayTime
 * [games [rules [seed [max plies]]]]} (defaults {@code 500 cvr 1 5000}).
 */
public final class GreedySelfPlayTime {
  private GreedySelfPlayTime() {}

  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 500;
    String rules = args.length > 1 ? args[1] : "cvr";
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    int maxPlies = args.length > 3 ? Integer.parseInt(args[3]) : 5000;
    SelfPlay selfPlay = new SelfPlay(new RithmoTable(Rithmomachia.of(RuleSets.named(rules)), new GreedyAgent(),
        new GreedyAgent()), maxPlies);
    for (int g = 0; g < Math.max(1, games / 10); g++) {
      selfPlay.play(-1 - seed - g, g);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long plies = 0;
    long begin = threads.getCurrentThreadCpuTime();
    for (int g = 0; g < games; g++) {
      PlayedGame game = selfPlay.play(seed + g, g + 1);
      plies += game.moves().size();
    }
    double seconds = (threads.getCurrentThreadCpuTime() - begin) / 1e9;
    System.out.println(String.format(Locale.ROOT, "%s greedy vs greedy: %d games, %d plies in %.2f CPU s: %.1f games/s, %,.0f plies/s",
        rules, games, plies, seconds, games / seconds, plies / seconds));
  }
}
