package org.ludoteca.chess960.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Position;
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
}
