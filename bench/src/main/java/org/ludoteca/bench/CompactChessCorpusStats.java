package org.ludoteca.bench;

import java.util.List;
import java.util.Random;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.CompactChessPosition;

/**
 * Sizes of the chess compact code over seeded random Chess960 games: every position of every game
 * (a random Scharnagl start, then each ply until mate, stalemate, the 75-move rule or 600 plies),
 * encoded, decoded and checked against its X-FEN, with the mean and maximum size against the FEN
 * text, and the standard start.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar org.ludoteca.bench.CompactChessCorpusStats
 * [games=10000] [seed=20261122]}
 */
public final class CompactChessCorpusStats {
  private CompactChessCorpusStats() {}

  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    long seed = args.length > 1 ? Long.parseLong(args[1]) : 20261122L;
    Random random = new Random(seed);
    CodeSizeTally sizes = new CodeSizeTally(64);
    for (int g = 0; g < games; g++) {
      Position p = StartPositions.scharnagl(random.nextInt(960));
      for (int ply = 0; ; ply++) {
        byte[] code = CompactChessPosition.encode(p);
        String fen = ChessFen.write(p);
        if (!fen.equals(ChessFen.write(CompactChessPosition.decode(code)))) {
          throw new IllegalStateException("round trip failed: " + fen);
        }
        sizes.add(code, fen);
        List<Move> moves = Chess960.legalMoves(p);
        if (moves.isEmpty() || ply >= 600 || p.halfmoveClock() >= 150) {
          break;
        }
        p = Chess960.play(p, moves.get(random.nextInt(moves.size())));
      }
    }
    Position standard = StartPositions.standard();
    System.out.printf("games %d, positions %d%n", games, sizes.positions);
    System.out.printf("standard start: %d bytes (FEN %d bytes)%n", CompactChessPosition.encode(standard).length,
        ChessFen.write(standard).length());
    System.out.printf("mean %.2f bytes (FEN %.2f bytes), %.1f %% of the FEN%n", sizes.meanBytes(),
        sizes.meanFenBytes(), sizes.percentOfFen());
    System.out.printf("max %d bytes (FEN max %d bytes): %s%n", sizes.max, sizes.fenMax, sizes.maxFen);
    StringBuilder h = new StringBuilder("sizes:");
    for (int i = 0; i < sizes.histogram.length; i++) {
      if (sizes.histogram[i] > 0) {
        h.append(' ').append(i).append('B').append('=').append(sizes.histogram[i]);
      }
    }
    System.out.println(h);
  }
}
