package org.ludoteca.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.chess960.notation.Uci;

class Chess960Test {

  private static Position fen(String fen) throws Exception {
    return ChessFen.read(fen);
  }

  private static Position playUci(Position p, String... moves) throws Exception {
    for (String m : moves) {
      p = Chess960.play(p, Uci.read(p, m));
    }
    return p;
  }

  /* ---- play ---- */

  @Test
  void play_illegalMove_throwsAndKeepsPosition() throws Exception {
    Position p = StartPositions.standard();
    String before = ChessFen.write(p);
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> Chess960.play(p, Move.normal(Square.E2, Square.E5)));
    assertEquals(IllegalMoveException.Reason.ILLEGAL, e.reason());
    assertEquals(p, e.position());
    assertEquals(before, ChessFen.write(p));
  }

  @Test
  void play_doublePush_setsEpOnlyWhenCapturable() throws Exception {
    Position p = playUci(StartPositions.standard(), "e2e4");
    assertEquals(Optional.empty(), p.epSquare());
    p = playUci(p, "d7d5", "e4e5", "f7f5");
    assertEquals(Optional.of(Square.F6), p.epSquare());
    Position after = playUci(p, "e5f6");
    assertTrue(after.pieceAt(Square.F5).isEmpty(), "captured pawn removed");
    assertEquals(new Piece(Color.WHITE, Role.PAWN), after.pieceAt(Square.F6).orElseThrow());
  }

  @Test
  void legalMoves_epWouldExposeKing_excluded() throws Exception {
    // the classic horizontal pin: capturing en passant removes both pawns from the 5th rank
    Position p = fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
    assertFalse(Chess960.legalMoves(p).stream().anyMatch(m -> m.kind() == Move.Kind.EN_PASSANT));
    assertEquals(Optional.empty(), p.epSquare(), "an unusable ep square is dropped");
  }

  @Test
  void legalMoves_pinnedPiece_staysOnLine() throws Exception {
    Position p = fen("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    assertTrue(Chess960.legalMoves(p).stream().noneMatch(m -> m.from() == Square.E2));
  }

  @Test
  void play_promotion_putsPiece() throws Exception {
    Position p = fen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    Position q = Chess960.play(p, new Move(Square.A7, Square.A8, Role.KNIGHT, Move.Kind.PROMOTION));
    assertEquals(new Piece(Color.WHITE, Role.KNIGHT), q.pieceAt(Square.A8).orElseThrow());
    assertEquals(4, Chess960.legalMoves(p).stream().filter(m -> m.kind() == Move.Kind.PROMOTION).count());
  }

  /* ---- castling ---- */

  @Test
  void castle_kingOnB1RookOnA1_kingAndRookEndOnC1D1() throws Exception {
    Position p = fen("1k6/8/8/8/8/8/8/RK6 w A - 0 1");
    Move m = Move.castle(Square.B1, Square.A1);
    Position q = Chess960.play(p, m);
    assertEquals(new Piece(Color.WHITE, Role.KING), q.pieceAt(Square.C1).orElseThrow());
    assertEquals(new Piece(Color.WHITE, Role.ROOK), q.pieceAt(Square.D1).orElseThrow());
    assertTrue(q.pieceAt(Square.A1).isEmpty() && q.pieceAt(Square.B1).isEmpty());
    assertTrue(q.castlingRooks().isEmpty());
  }

  @Test
  void castle_kingAlreadyOnG1_onlyRookMoves() throws Exception {
    Position p = fen("6k1/8/8/8/8/8/8/6KR w H - 0 1");
    Position q = Chess960.play(p, Move.castle(Square.G1, Square.H1));
    assertEquals(new Piece(Color.WHITE, Role.KING), q.pieceAt(Square.G1).orElseThrow());
    assertEquals(new Piece(Color.WHITE, Role.ROOK), q.pieceAt(Square.F1).orElseThrow());
  }

  @Test
  void castle_rookLeavingOpensLineToKingDestination_illegal() throws Exception {
    // king c1 stays, rook b1 -> d1; the black queen on a1 would then attack c1
    Position p = fen("7k/8/8/8/8/8/8/qRK5 w B - 0 1");
    assertFalse(Chess960.isLegal(p, Move.castle(Square.C1, Square.B1)));
  }

  @Test
  void castle_pieceOnRookDestination_illegal() throws Exception {
    Position p = fen("1k6/8/8/8/8/8/8/RK1N4 w A - 0 1");
    assertFalse(Chess960.isLegal(p, Move.castle(Square.B1, Square.A1)));
  }

  @Test
  void castle_kingPassesAttackedSquare_illegal() throws Exception {
    Position p = fen("k4r2/8/8/8/8/8/8/4K2R w K - 0 1");
    assertFalse(Chess960.isLegal(p, Move.castle(Square.E1, Square.H1)));
    Position q = fen("k7/8/8/8/8/8/8/4K2R w K - 0 1");
    assertTrue(Chess960.isLegal(q, Move.castle(Square.E1, Square.H1)));
  }

  @Test
  void castle_inCheck_illegal() throws Exception {
    Position p = fen("k3r3/8/8/8/8/8/8/4K2R w K - 0 1");
    assertFalse(Chess960.isLegal(p, Move.castle(Square.E1, Square.H1)));
  }

  @Test
  void castle_rookMovedAway_rightLost() throws Exception {
    Position p = playUci(StartPositions.standard(), "h2h4", "a7a5", "h1h3", "a8a6", "h3h1", "a6a8");
    assertEquals(java.util.Set.of(Square.A1, Square.H8), p.castlingRooks());
  }

  /* ---- outcome ---- */

  @Test
  void outcome_foolsMate_blackWins() throws Exception {
    Position p = playUci(StartPositions.standard(), "f2f3", "e7e5", "g2g4", "d8h4");
    assertEquals(Optional.of(new Outcome(Outcome.Termination.CHECKMATE, Optional.of(Color.BLACK))),
        Chess960.outcome(p));
  }

  @Test
  void outcome_stalemate_draw() throws Exception {
    Position p = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assertEquals(Outcome.Termination.STALEMATE, Chess960.outcome(p).orElseThrow().termination());
  }

  @Test
  void outcome_insufficientMaterial_cases() throws Exception {
    for (String f : List.of("8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
        "8/8/4k3/2b5/8/3KB3/8/8 w - - 0 1")) {
      assertEquals(Outcome.Termination.INSUFFICIENT_MATERIAL,
          Chess960.outcome(fen(f)).orElseThrow().termination(), f);
    }
    for (String f : List.of("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1", "8/8/4k3/3b4/8/3KB3/8/8 w - - 0 1",
        "8/8/4k3/8/8/3KP3/8/8 w - - 0 1")) {
      assertEquals(Optional.empty(), Chess960.outcome(fen(f)), f);
    }
  }

  /* ---- Position.of ---- */

  @Test
  void of_severalProblems_reportsAll() throws Exception {
    Setup s = ChessFen.parse("8/8/8/8/8/8/8/P6K w K - 0 1");
    PositionException e = assertThrows(PositionException.class, () -> Position.of(s));
    assertEquals(EnumSet.of(Illegality.MISSING_KING, Illegality.PAWNS_ON_BACK_RANK,
        Illegality.INVALID_CASTLING_RIGHTS), e.reasons());
  }

  @Test
  void of_oppositeCheck_rejected() throws Exception {
    Setup s = ChessFen.parse("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals(EnumSet.of(Illegality.OPPOSITE_CHECK),
        assertThrows(PositionException.class, () -> Position.of(s)).reasons());
  }

  @Test
  void of_badEpSquare_rejected() throws Exception {
    Setup s = ChessFen.parse("4k3/8/8/8/8/8/8/4K3 b - e3 0 1");
    assertEquals(EnumSet.of(Illegality.INVALID_EP_SQUARE),
        assertThrows(PositionException.class, () -> Position.of(s)).reasons());
  }

  @Test
  void of_twoRightsOnOneSide_rejected() throws Exception {
    Setup s = ChessFen.parse("4k3/8/8/8/8/8/8/4K1RR w GH - 0 1");
    assertEquals(EnumSet.of(Illegality.INVALID_CASTLING_RIGHTS),
        assertThrows(PositionException.class, () -> Position.of(s)).reasons());
  }

  @Test
  void ofTolerating_badCastlingAndEp_repairedOthersStillReported() throws Exception {
    Setup s = ChessFen.parse("4k3/8/8/8/8/8/8/R3K1RR w ABGH e6 0 1");
    Position p = Position.ofTolerating(s, EnumSet.of(Illegality.INVALID_CASTLING_RIGHTS, Illegality.INVALID_EP_SQUARE));
    assertEquals(java.util.Set.of(Square.A1, Square.H1), p.castlingRooks());
    assertEquals(Optional.empty(), p.epSquare());
    Setup noKing = ChessFen.parse("8/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertEquals(EnumSet.of(Illegality.MISSING_KING), assertThrows(PositionException.class,
        () -> Position.ofTolerating(noKing, EnumSet.allOf(Illegality.class))).reasons());
  }

  @Test
  void toSetup_roundTrip_equal() throws Exception {
    Position p = playUci(StartPositions.scharnagl(123), "e2e4", "e7e5");
    assertEquals(p, Position.of(p.toSetup()));
    assertEquals(p.toSetup(), Position.of(p.toSetup()).toSetup());
  }

  @Test
  void equals_ignoresMoveCounters() throws Exception {
    assertEquals(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), fen("4k3/8/8/8/8/8/8/4K3 w - - 12 40"));
  }

  @Test
  void san_fullGameThroughEngine_replays() throws Exception {
    Position p = StartPositions.standard();
    for (String san : "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O".split(" ")) {
      p = Chess960.play(p, San.read(p, san));
    }
    assertEquals("r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9", ChessFen.write(p));
  }
}
