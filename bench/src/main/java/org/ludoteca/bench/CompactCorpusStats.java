package org.ludoteca.bench;

import java.util.List;
import java.util.Random;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * Sizes of the compact code over a corpus of seeded random games: every position of every game
 * (the start, then each ply until the game ends), encoded, decoded and checked against its FEN,
 * with the mean and maximum size against the canonical (reduced) FEN text.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.CompactCorpusStats
 * [games=10000] [rules=cvr] [seed=20261122]}
 */
public final class CompactCorpusStats {
  private CompactCorpusStats() {}

  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    String rules = args.length > 1 ? args[1] : "cvr";
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 20261122L;
    Rithmomachia engine = Rithmomachia.of(RuleSets.named(rules));
    Random random = new Random(seed);
    CodeSizeTally sizes = new CodeSizeTally(256);
    long general = 0;
    long plies = 0;
    for (int g = 0; g < games; g++) {
      Position p = engine.start();
      boolean over = false;
      while (true) {
        byte[] code = CompactPosition.encode(p);
        String fen = RithmoFen.write(p);
        if (!fen.equals(RithmoFen.write(CompactPosition.decode(code)))) {
          throw new IllegalStateException("round trip failed: " + fen);
        }
        sizes.add(code, fen);
        if ((code[0] >>> 4 & 3) == 2) {
          general++;
        }
        List<Move> moves = over ? List.of() : engine.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        MoveResult r = engine.playLegal(p, moves.get(random.nextInt(moves.size())));
        plies++;
        p = r.position();
        over = r.end().isPresent(); // the final position is coded too, then the game stops
      }
    }
    Position start = engine.start();
    long half = sizes.positions / 2;
    int median = 0;
    for (long seen = 0; median < 256 && (seen += sizes.histogram[median]) <= half; median++) { }
    System.out.printf("rules %s, seed %d: %d games, %d plies, %d positions (every one round-tripped)%n",
        rules, seed, games, plies, sizes.positions);
    System.out.printf("start position: %d bytes (reduced FEN %d bytes)%n",
        CompactPosition.encode(start).length, RithmoFen.write(start).length());
    System.out.printf("compact: mean %.2f bytes, median %d, max %d; general mode %d positions%n",
        sizes.meanBytes(), median, sizes.max, general);
    System.out.printf("reduced FEN: mean %.1f bytes, max %d; compact/FEN %.1f%%%n",
        sizes.meanFenBytes(), sizes.fenMax, sizes.percentOfFen());
    System.out.println("largest code: " + sizes.maxFen);
  }
}
