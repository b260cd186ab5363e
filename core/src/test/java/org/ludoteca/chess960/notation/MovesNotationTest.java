package org.ludoteca.chess960.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.Role;
import org.ludoteca.chess960.Square;
import org.ludoteca.chess960.StartPositions;

class MovesNotationTest {
  private static final String CASTLE_READY = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

  private static Position fen(String f) throws Exception {
    return ChessFen.read(f);
  }

  /* ---- San.read ---- */

  @Test
  void sanRead_castlingForms_allRead() throws Exception {
    Position p = fen(CASTLE_READY);
    Move shortCastle = Move.castle(Square.E1, Square.H1);
    Move longCastle = Move.castle(Square.E1, Square.A1);
    for (String s : new String[] {"O-O", "0-0", "o-o", "O-O+", "O-O!?"}) {
      assertEquals(shortCastle, San.read(p, s), s);
    }
    for (String s : new String[] {"O-O-O", "0-0-0", "O-O-O#"}) {
      assertEquals(longCastle, San.read(p, s), s);
    }
  }

  @Test
  void sanRead_promotionWithAndWithoutEquals_same() throws Exception {
    Position p = fen("3n3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    Move push = new Move(Square.E7, Square.E8, Role.QUEEN, Move.Kind.PROMOTION);
    Move take = new Move(Square.E7, Square.D8, Role.KNIGHT, Move.Kind.PROMOTION);
    assertEquals(push, San.read(p, "e8=Q"));
    assertEquals(push, San.read(p, "e8Q+"));
    assertEquals(take, San.read(p, "exd8=N"));
    assertEquals(take, San.read(p, "exd8n"));
  }

  @Test
  void sanRead_promotionPieceMissing_illegalWithReason() throws Exception {
    Position p = fen("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> San.read(p, "e8"));
    assertEquals(IllegalMoveException.Reason.ILLEGAL, e.reason());
  }

  @Test
  void sanRead_epSuffixes_read() throws Exception {
    Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    Move ep = new Move(Square.E5, Square.D6, null, Move.Kind.EN_PASSANT);
    assertEquals(ep, San.read(p, "exd6"));
    assertEquals(ep, San.read(p, "exd6ep"));
    assertEquals(ep, San.read(p, "exd6e.p.+"));
  }

  @Test
  void sanRead_annotations_skipped() throws Exception {
    Position p = StartPositions.standard();
    for (String s : new String[] {"Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!", "Ng1f3", "Ngf3", "N1f3", "Ngxf3"}) {
      assertEquals(Move.normal(Square.G1, Square.F3), San.read(p, s), s);
    }
  }

  @Test
  void sanRead_ambiguous_reasonAmbiguous() throws Exception {
    Position p = fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> San.read(p, "Rd1"));
    assertEquals(IllegalMoveException.Reason.AMBIGUOUS, e.reason());
    assertEquals(Move.normal(Square.A1, Square.D1), San.read(p, "Rad1"));
  }

  @Test
  void sanRead_nullMoves_clearErrorNotCrash() throws Exception {
    Position p = StartPositions.standard();
    for (String s : new String[] {"--", "Z0", "0000", "@@@@"}) {
      IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> San.read(p, s));
      assertEquals(IllegalMoveException.Reason.NULL_MOVE, e.reason(), s);
      assertEquals(p, e.position());
    }
  }

  @Test
  void sanRead_malformed_columnOfDefect() throws Exception {
    Position p = StartPositions.standard();
    MoveSyntaxException e = assertThrows(MoveSyntaxException.class, () -> San.read(p, "Xe4"));
    assertEquals(1, e.column());
    e = assertThrows(MoveSyntaxException.class, () -> San.read(p, "Ne9"));
    assertEquals(3, e.column());
    e = assertThrows(MoveSyntaxException.class, () -> San.read(p, "N"));
    assertEquals(2, e.column());
    assertThrows(MoveSyntaxException.class, () -> San.read(p, ""));
  }

  @Test
  void sanRead_pawnPushNotation_neverCaptures() throws Exception {
    Position p = fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> San.read(p, "d5"));
    assertEquals(Move.normal(Square.E4, Square.D5), San.read(p, "exd5"));
  }

  @Test
  void parse_plainAndLenientSpellings_fieldsAndPlainness() {
    for (String plain : new String[] {"O-O", "O-O-O+", "Nbd7", "exd5", "e8=Q+", "R1a3#", "Qh4xe1"}) {
      assertEquals(true, San.isPlain(parse(plain)), plain);
    }
    for (String lenient : new String[] {"0-0", "o-o-o", "Nf3!", "e:d5", "e8q", "exd6e.p.", "exd6ep", "O-O?!"}) {
      long san = parse(lenient);
      assertEquals(true, san >= 0, lenient);
      assertEquals(false, San.isPlain(san), lenient);
    }
    for (String bad : new String[] {"", "--", "Z0", "0000", "@@@@", "Xe4", "Ne9", "N", "e4=", "e2e4", "Pe4"}) {
      assertEquals(true, parse(bad) < 0, bad);
    }
    long san = parse("Nbxd7+");
    assertEquals(Role.KNIGHT.ordinal(), San.role(san));
    assertEquals(Square.D7.ordinal(), San.target(san));
    assertEquals(1, San.fromFile(san));
    assertEquals(-1, San.fromRank(san));
    assertEquals(0, San.promotion(san));
    san = parse("axb8=R");
    assertEquals(Role.PAWN.ordinal(), San.role(san));
    assertEquals(Role.ROOK.ordinal(), San.promotion(san));
    assertEquals(0, San.fromFile(san));
    san = parse("O-O-O");
    assertEquals(true, San.isCastle(san));
    assertEquals(false, San.isKingSide(san));
  }

  /** San.parse of a token inside other bytes, as a replay from a file's bytes calls it. */
  private static long parse(String token) {
    byte[] b = (" [" + token + "] ").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    return San.parse(b, 2, 2 + token.length());
  }

  /* ---- San.write ---- */

  @Test
  void sanWrite_allLegalMovesOfMidgames_roundTrip() throws Exception {
    for (String f : new String[] {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"}) {
      Position p = fen(f);
      for (Move m : Chess960.legalMoves(p)) {
        assertEquals(m, San.read(p, San.write(p, m)), f + " " + m);
      }
    }
  }

  @Test
  void sanWrite_disambiguationCheckAndMate() throws Exception {
    Position p = fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assertEquals("Rad1", San.write(p, Move.normal(Square.A1, Square.D1)));
    assertEquals("Ra8+", San.write(p, Move.normal(Square.A1, Square.A8)));
    Position q = fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    assertEquals("Ra8#", San.write(q, Move.normal(Square.A1, Square.A8)));
    Position r = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assertEquals("R1a3", San.write(r, Move.normal(Square.A1, Square.A3)));
  }

  @Test
  void sanWrite_castleAndPromotion() throws Exception {
    Position p = fen(CASTLE_READY);
    assertEquals("O-O", San.write(p, Move.castle(Square.E1, Square.H1)));
    assertEquals("O-O-O", San.write(p, Move.castle(Square.E1, Square.A1)));
    Position q = fen("3n3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    assertEquals("exd8=Q+", San.write(q, new Move(Square.E7, Square.D8, Role.QUEEN, Move.Kind.PROMOTION)));
  }

  /* ---- Uci ---- */

  @Test
  void uciRead_standardCastlingBothForms_same() throws Exception {
    Position p = fen(CASTLE_READY);
    Move m = Move.castle(Square.E1, Square.H1);
    assertEquals(m, Uci.read(p, "e1g1"));
    assertEquals(m, Uci.read(p, "e1h1"));
    assertEquals("e1h1", Uci.write(m));
    assertEquals("e1g1", Uci.write(m, Uci.Castling.KING_DESTINATION));
    assertEquals(Move.castle(Square.E1, Square.A1), Uci.read(p, "e1c1"));
  }

  @Test
  void uciRead_kingOneStepFromDestination_ordinaryMoveWins() throws Exception {
    // Chess960: king f1, rook h1: f1g1 is an ordinary king move; castling is f1h1
    Position p = fen("5k2/8/8/8/8/8/8/5K1R w H - 0 1");
    assertEquals(Move.normal(Square.F1, Square.G1), Uci.read(p, "f1g1"));
    assertEquals(Move.castle(Square.F1, Square.H1), Uci.read(p, "f1h1"));
  }

  @Test
  void uciRead_promotionAnyCase() throws Exception {
    Position p = fen("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    assertEquals(new Move(Square.E7, Square.E8, Role.ROOK, Move.Kind.PROMOTION), Uci.read(p, "e7e8R"));
  }

  @Test
  void uciRead_nullAndMalformed_errors() throws Exception {
    Position p = StartPositions.standard();
    assertEquals(IllegalMoveException.Reason.NULL_MOVE,
        assertThrows(IllegalMoveException.class, () -> Uci.read(p, "0000")).reason());
    assertEquals(3, assertThrows(MoveSyntaxException.class, () -> Uci.read(p, "e2x4")).column());
    assertEquals(5, assertThrows(MoveSyntaxException.class, () -> Uci.read(p, "e7e8k")).column());
    assertEquals(IllegalMoveException.Reason.ILLEGAL,
        assertThrows(IllegalMoveException.class, () -> Uci.read(p, "e2e5")).reason());
  }
}
