package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludoteca.TestData;
import org.ludoteca.chess960.perft.PerftFiles;
import org.ludoteca.chess960.notation.ChessFen;

/**
 * The replay's shortcuts on {@link Board} agree with full move generation in every position of
 * random games from all 960 start positions and from the reference perft positions: {@code
 * hasLegalMove} with {@code generate(null, 0) > 0}, {@code sanMove} with matching the legal move
 * list, {@code castleMove} and {@code epCaptureLegal} with the castling and en-passant moves listed,
 * {@code checkersOf} with {@code attackersTo} on each side's king.
 */
class BoardFastPathsTest {
  private static final Path SUITE = TestData.resource("chess/perft/chess.perft");

  private static List<Position> starts() throws Exception {
    List<Position> starts = new ArrayList<>();
    for (int n = 0; n < 960; n++) {
      starts.add(StartPositions.scharnagl(n));
    }
    Set<String> fens = new LinkedHashSet<>();
    for (PerftFiles.Case c : PerftFiles.read(SUITE)) {
      fens.add(c.fen());
    }
    assertTrue(fens.size() >= 30, "perft positions in " + SUITE + ": " + fens.size());
    for (String fen : fens) {
      starts.add(ChessFen.read(fen));
    }
    return starts;
  }

  @Test
  void shortcuts_randomGames_agreeWithFullGeneration() throws Exception {
    SplittableRandom random = new SplittableRandom(8);
    int positions = 0;
    int[] moves = new int[Board.MAX_MOVES];
    for (Position start : starts()) {
      Board b = start.copyBoard();
      for (int ply = 0; ply < 60; ply++) {
        int n = b.generate(moves, 0);
        check(b, moves, n);
        positions++;
        if (n == 0) {
          break;
        }
        b.play(moves[random.nextInt(n)]);
      }
    }
    assertTrue(positions > 25_000, "positions checked: " + positions);
  }

  /** The FEN of a board, for messages (a copy: building a position may drop an unusable en-passant square). */
  private static String fen(Board b) {
    Board c = new Board();
    c.copyFrom(b);
    return ChessFen.write(new Position(c));
  }

  private static void check(Board b, int[] moves, int n) {
    String where = fen(b);
    assertEquals(n > 0, b.hasLegalMove(), where);
    boolean inCheck = b.inCheck();
    assertEquals(inCheck, b.checkers() != 0, where);
    long occ = b.white | b.black;
    for (int side = 0; side < 2; side++) {
      assertEquals(b.attackersTo(b.kingSquare(side), occ, b.side(side ^ 1)), b.checkersOf(side), where + " side " + side);
    }
    boolean ep = false;
    int kingSide = -1;
    int queenSide = -1;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      int kind = Board.kind(m);
      if (kind == Board.EN_PASSANT) {
        ep = true;
      }
      if (kind == Board.CASTLE) {
        if (Board.to(m) > Board.from(m)) {
          kingSide = kingSide < 0 ? m : kingSide;
        } else {
          queenSide = queenSide < 0 ? m : queenSide;
        }
        continue;
      }
      int from = Board.from(m);
      int to = Board.to(m);
      int role = b.roleAt(from);
      int promo = kind == Board.PROMOTION ? Board.promotion(m) : 0;
      // fully disambiguated (pawns by file only, as SAN writes them): exactly this move
      int rank = role == 0 ? -1 : from >> 3;
      assertEquals(m, b.sanMove(role, to, from & 7, rank, promo, inCheck), where + " " + Move.of(m));
      // not disambiguated: this move when it is the only one of its piece kind to that square
      int same = 0;
      for (int k = 0; k < n; k++) {
        int o = moves[k];
        if (Board.kind(o) != Board.CASTLE && Board.to(o) == to && b.roleAt(Board.from(o)) == role
            && (Board.kind(o) == Board.PROMOTION ? Board.promotion(o) : 0) == promo
            && (role != 0 || (Board.from(o) & 7) == (from & 7))) {
          same++;
        }
      }
      int fromFile = role == 0 ? from & 7 : -1;
      assertEquals(same == 1 ? m : -1, b.sanMove(role, to, fromFile, -1, promo, inCheck), where + " " + Move.of(m));
    }
    assertEquals(ep, b.epCaptureLegal(), where);
    assertEquals(kingSide, b.castleMove(true), where);
    assertEquals(queenSide, b.castleMove(false), where);
  }

  @Test
  void sanMove_pawnToLastRankWithoutPromotion_none() throws IOException, Exception {
    Board b = ChessFen.read("8/4P3/8/8/8/k7/8/K7 w - - 0 1").copyBoard();
    int e8 = 60;
    assertEquals(-1, b.sanMove(0, e8, 4, -1, 0, false));
    assertEquals(52 | e8 << 6 | Board.PROMOTION << 12 | 4 << 14, b.sanMove(0, e8, 4, -1, 4, false));
  }
}
