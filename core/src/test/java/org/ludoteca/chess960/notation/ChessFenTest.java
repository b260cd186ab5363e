package org.ludoteca.chess960.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.Color;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Piece;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Setup;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.StartPositions;

class ChessFenTest {

  private static FenError error(String fen) {
    return assertThrows(FenSyntaxException.class, () -> ChessFen.parse(fen)).error();
  }

  /* ---- read: castling notations ---- */

  @Test
  void read_xFenAndShredder_samePosition() throws Exception {
    Position x = ChessFen.read(ChessFen.STANDARD_START);
    Position s = ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    Position mixed = ChessFen.read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HkQq - 0 1");
    assertEquals(x, s);
    assertEquals(x, mixed);
    assertEquals(StartPositions.standard(), x);
  }

  @Test
  void read_xFenInnerRookLetter_namesThatRook() throws Exception {
    // two white rooks on the h-side of the king: K is the outer (h1), G the inner (g1)
    Position outer = ChessFen.read("4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    Position inner = ChessFen.read("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    assertEquals(Set.of(Square.H1), outer.castlingRooks());
    assertEquals(Set.of(Square.G1), inner.castlingRooks());
    assertEquals("4k3/8/8/8/8/8/8/4K1RR w G - 0 1", ChessFen.write(inner));
    assertEquals("4k3/8/8/8/8/8/8/4K1RR w K - 0 1", ChessFen.write(outer));
    assertEquals("4k3/8/8/8/8/8/8/4K1RR w H - 0 1", ChessFen.write(outer, ChessFen.Castling.SHREDDER));
  }

  @Test
  void read_chess960Queenside_qIsOutermostAsideRook() throws Exception {
    Position p = ChessFen.read("rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1");
    assertEquals(Set.of(Square.A1, Square.H1, Square.A8, Square.H8), p.castlingRooks());
    assertEquals("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", ChessFen.write(p, ChessFen.Castling.SHREDDER));
  }

  @Test
  void read_epdWithoutCounters_defaultsZeroAndOne() throws Exception {
    Position p = ChessFen.read("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq -  ");
    assertEquals(0, p.halfmoveClock());
    assertEquals(1, p.fullmoveNumber());
    assertEquals(ChessFen.STANDARD_START, ChessFen.write(p));
  }

  @Test
  void read_fullmoveZero_readAsOne() throws Exception {
    assertEquals(1, ChessFen.read("4k3/8/8/8/8/8/8/4K3 w - - 3 0").fullmoveNumber());
  }

  @Test
  void write_unusableEpSquare_dropped() throws Exception {
    Position p = ChessFen.read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", ChessFen.write(p));
  }

  @Test
  void write_usableEpSquare_kept() throws Exception {
    String fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    assertEquals(fen, ChessFen.write(ChessFen.read(fen)));
  }

  /* ---- parse: errors ---- */

  @Test
  void parse_empty_error() {
    FenError e = error("   ");
    assertEquals(FenError.Kind.EMPTY, e.kind());
  }

  @Test
  void parse_badPieceLetter_columnOfLetter() {
    FenError e = error("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assertEquals(FenError.Kind.UNEXPECTED_CHARACTER, e.kind());
    assertEquals(FenField.BOARD, e.field());
    assertEquals(14, e.column());
    assertEquals("board column 14: unexpected 'X', expected a piece letter (pnbrqk, PNBRQK), a digit 1-8 or '/'",
        e.describe());
  }

  @Test
  void parse_rankTooWide_error() {
    FenError e = error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assertEquals(FenError.Kind.RANK_TOO_WIDE, e.kind());
    assertEquals(18, e.column());
  }

  @Test
  void parse_sevenRanks_error() {
    FenError e = error("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assertEquals(FenError.Kind.WRONG_RANK_COUNT, e.kind());
  }

  @Test
  void parse_badTurn_error() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 x - - 0 1");
    assertEquals(FenError.Kind.BAD_TURN, e.kind());
    assertEquals(FenField.TURN, e.field());
    assertEquals(21, e.column());
  }

  @Test
  void parse_badCastlingLetter_columnOfLetter() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 w KX - 0 1");
    assertEquals(FenError.Kind.BAD_CASTLING, e.kind());
    assertEquals(24, e.column());
  }

  @Test
  void parse_duplicateCastling_error() {
    FenError e = error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqH - 0 1");
    assertEquals(FenError.Kind.DUPLICATE_CASTLING, e.kind());
    assertEquals(51, e.column());
  }

  @Test
  void parse_badEp_error() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 w - e4 0 1");
    assertEquals(FenError.Kind.BAD_EN_PASSANT, e.kind());
    assertEquals(25, e.column());
  }

  @Test
  void parse_missingCastling_error() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 w");
    assertEquals(FenError.Kind.MISSING_FIELD, e.kind());
    assertEquals(FenField.CASTLING, e.field());
    assertEquals(22, e.column());
  }

  @Test
  void parse_badNumber_error() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 w - - 0 x1");
    assertEquals(FenError.Kind.BAD_NUMBER, e.kind());
    assertEquals(FenField.FULLMOVE_NUMBER, e.field());
    assertEquals(29, e.column());
  }

  @Test
  void parse_trailingJunk_error() {
    FenError e = error("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra");
    assertEquals(FenError.Kind.TRAILING_JUNK, e.kind());
    assertEquals(31, e.column());
  }

  /* ---- write: the bitboard writer against a square-by-square writing ---- */

  @Test
  void write_randomGames_sameAsSquareBySquare() throws Exception {
    Random random = new Random(7);
    for (int game = 0; game < 40; game++) {
      Position p = StartPositions.scharnagl(random.nextInt(960));
      for (int ply = 0; ply < 80; ply++) {
        for (ChessFen.Castling c : ChessFen.Castling.values()) {
          assertEquals(squareBySquare(p.toSetup(), c), ChessFen.write(p, c));
          assertEquals(squareBySquare(p.toSetup(), c), ChessFen.write(p.toSetup(), c));
        }
        List<Move> moves = Chess960.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        p = Chess960.play(p, moves.get(random.nextInt(moves.size())));
      }
    }
  }

  /** FEN written square by square from a setup, the rules of {@link ChessFen} spelled out plainly: the oracle. */
  private static String squareBySquare(Setup setup, ChessFen.Castling castling) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Piece p = setup.board().get(Square.of(file, rank));
        if (p == null) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(p.symbol());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(setup.turn().symbol()).append(' ');
    int before = sb.length();
    for (Color color : Color.values()) {
      int rank = color.backRank();
      List<Square> rooks = new ArrayList<>();
      for (Square s : setup.castlingRooks()) {
        if (s.rank() == rank) {
          rooks.add(s);
        }
      }
      rooks.sort((a, b) -> b.file() - a.file());
      int kingFile = -1;
      for (int f = 0; f < 8; f++) {
        if (new Piece(color, Role.KING).equals(setup.board().get(Square.of(f, rank)))) {
          kingFile = f;
        }
      }
      for (Square s : rooks) {
        char letter = (char) ('A' + s.file());
        if (castling == ChessFen.Castling.X_FEN && kingFile >= 0) {
          boolean hSide = s.file() > kingFile;
          boolean outermost = true;
          for (int f = hSide ? s.file() + 1 : s.file() - 1; f >= 0 && f < 8; f += hSide ? 1 : -1) {
            outermost &= !new Piece(color, Role.ROOK).equals(setup.board().get(Square.of(f, rank)));
          }
          if (outermost) {
            letter = hSide ? 'K' : 'Q';
          }
        }
        sb.append(color == Color.WHITE ? letter : Character.toLowerCase(letter));
      }
    }
    if (sb.length() == before) {
      sb.append('-');
    }
    sb.append(' ').append(setup.epSquare().map(Square::label).orElse("-"));
    sb.append(' ').append(setup.halfmoveClock()).append(' ').append(setup.fullmoveNumber());
    return sb.toString();
  }
}
