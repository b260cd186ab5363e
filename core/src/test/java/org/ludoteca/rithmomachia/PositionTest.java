package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class PositionTest {

  private static Square sq(String name) {
    return Square.parse(name).orElseThrow();
  }

  private static Piece w(PieceKind kind, int value) {
    return Piece.of(Side.WHITE, kind, value);
  }

  private static Piece b(PieceKind kind, int value) {
    return Piece.of(Side.BLACK, kind, value);
  }

  private static Piece whitePyramid(int... values) {
    return Piece.pyramid(Side.WHITE, java.util.Arrays.stream(values).mapToObj(v -> w(PieceKind.SQUARE, v)).toList());
  }

  private static Piece blackPyramid(int... values) {
    return Piece.pyramid(Side.BLACK, java.util.Arrays.stream(values).mapToObj(v -> b(PieceKind.SQUARE, v)).toList());
  }

  private static Setup setup(Map<Square, Piece> board, List<Piece> byWhite, List<Piece> byBlack) {
    return new Setup(board, Side.WHITE, byWhite, byBlack, Optional.empty(), 1);
  }

  private static Setup start() throws Exception {
    return RithmoFen.parse(RithmoFen.START);
  }

  private static Set<Illegality> reasonsOf(Setup s) {
    return assertThrows(PositionException.class, () -> Position.of(s)).reasons();
  }

  /* ---- of ---- */

  @Test
  void of_start_isLegal() throws Exception {
    Position p = Position.of(start());
    assertEquals(whitePyramidOfStart(), p.pieceAt(sq("b2")));
    assertEquals(w(PieceKind.SQUARE, 289), p.pieceAt(sq("a1")));
    assertEquals(b(PieceKind.SQUARE, 361), p.pieceAt(127));
    assertNull(p.pieceAt(sq("d8")));
    assertEquals(24, p.squaresOf(Side.WHITE).size());
    assertEquals(24, p.squaresOf(Side.BLACK).size());
    assertEquals(Side.WHITE, p.toMove());
    assertEquals(1, p.turn());
  }

  private static Piece whitePyramidOfStart() {
    return Piece.pyramid(Side.WHITE, List.of(w(PieceKind.SQUARE, 36), w(PieceKind.SQUARE, 25),
        w(PieceKind.TRIANGLE, 16), w(PieceKind.TRIANGLE, 9), w(PieceKind.CIRCLE, 4), w(PieceKind.CIRCLE, 1)));
  }

  @Test
  void of_twoWhitePyramids_isWhiteHasTwoPyramids() {
    Setup s = setup(Map.of(sq("a1"), whitePyramid(1), sq("b1"), whitePyramid(2, 3)), List.of(), List.of());
    assertEquals(EnumSet.of(Illegality.WHITE_HAS_TWO_PYRAMIDS), reasonsOf(s));
  }

  @Test
  void of_twoBlackPyramids_isBlackHasTwoPyramids() {
    Setup s = setup(Map.of(sq("h16"), blackPyramid(1), sq("a9"), blackPyramid(5), sq("b2"), whitePyramid(7)),
        List.of(), List.of());
    assertEquals(EnumSet.of(Illegality.BLACK_HAS_TWO_PYRAMIDS), reasonsOf(s));
  }

  @Test
  void of_onePyramidEach_isLegal() throws Exception {
    Setup s = setup(Map.of(sq("h16"), blackPyramid(1), sq("b2"), whitePyramid(7)), List.of(), List.of());
    assertEquals(s, Position.of(s).toSetup());
  }

  @Test
  void of_whiteCapturedWhite_isWhiteCapturedOwnPiece() {
    Setup s = setup(Map.of(), List.of(b(PieceKind.CIRCLE, 7), w(PieceKind.CIRCLE, 8)), List.of());
    assertEquals(EnumSet.of(Illegality.WHITE_CAPTURED_OWN_PIECE), reasonsOf(s));
  }

  @Test
  void of_blackCapturedBlack_isBlackCapturedOwnPiece() {
    Setup s = setup(Map.of(), List.of(), List.of(b(PieceKind.TRIANGLE, 25)));
    assertEquals(EnumSet.of(Illegality.BLACK_CAPTURED_OWN_PIECE), reasonsOf(s));
  }

  @Test
  void of_opponentPiecesInCaptureLists_isLegal() throws Exception {
    Setup s = setup(Map.of(), List.of(b(PieceKind.CIRCLE, 7), b(PieceKind.TRIANGLE, 12)),
        List.of(w(PieceKind.SQUARE, 8)));
    Position p = Position.of(s);
    assertEquals(s.capturedByWhite(), p.capturedBy(Side.WHITE));
    assertEquals(s.capturedByBlack(), p.capturedBy(Side.BLACK));
  }

  @Test
  void of_pyramidInCaptureList_isPyramidInCaptureList() {
    Setup s = setup(Map.of(), List.of(blackPyramid(64, 49)), List.of());
    assertEquals(EnumSet.of(Illegality.PYRAMID_IN_CAPTURE_LIST), reasonsOf(s));
  }

  @Test
  void of_everyIllegality_reportedAtOnce() {
    Map<Square, Piece> board = new HashMap<>();
    board.put(sq("a1"), whitePyramid(1));
    board.put(sq("b1"), whitePyramid(2));
    board.put(sq("a16"), blackPyramid(3));
    board.put(sq("b16"), blackPyramid(5));
    Setup s = setup(board, List.of(w(PieceKind.CIRCLE, 4), blackPyramid(9)), List.of(b(PieceKind.CIRCLE, 3)));
    PositionException e = assertThrows(PositionException.class, () -> Position.of(s));
    assertEquals(EnumSet.allOf(Illegality.class), e.reasons());
    assertSame(s, e.setup());
    assertEquals("white has more than one pyramid; black has more than one pyramid; "
        + "white's capture list holds a white piece; black's capture list holds a black piece; "
        + "a capture list holds a pyramid; list its components instead", e.getMessage());
  }

  @Test
  void of_twoIllegalities_bothReported() {
    Setup s = setup(Map.of(sq("a1"), whitePyramid(1), sq("b1"), whitePyramid(2)), List.of(w(PieceKind.CIRCLE, 2)),
        List.of());
    assertEquals(EnumSet.of(Illegality.WHITE_HAS_TWO_PYRAMIDS, Illegality.WHITE_CAPTURED_OWN_PIECE), reasonsOf(s));
  }

  /* ---- ofTolerating ---- */

  @Test
  void ofTolerating_namedIllegality_isSkipped() throws Exception {
    Setup s = setup(Map.of(sq("a1"), whitePyramid(1), sq("b1"), whitePyramid(2)), List.of(), List.of());
    Position p = Position.ofTolerating(s, EnumSet.of(Illegality.WHITE_HAS_TWO_PYRAMIDS));
    assertEquals(whitePyramid(1), p.pieceAt(sq("a1")));
    assertEquals(whitePyramid(2), p.pieceAt(sq("b1")));
    assertEquals(s, p.toSetup());
  }

  @Test
  void ofTolerating_otherIllegality_stillReported() {
    Setup s = setup(Map.of(sq("a1"), whitePyramid(1), sq("b1"), whitePyramid(2)), List.of(w(PieceKind.CIRCLE, 2)),
        List.of());
    PositionException e = assertThrows(PositionException.class,
        () -> Position.ofTolerating(s, EnumSet.of(Illegality.WHITE_HAS_TWO_PYRAMIDS)));
    assertEquals(EnumSet.of(Illegality.WHITE_CAPTURED_OWN_PIECE), e.reasons());
  }

  @Test
  void ofTolerating_unrelatedTolerance_doesNotHide() {
    Setup s = setup(Map.of(), List.of(), List.of(b(PieceKind.CIRCLE, 1)));
    PositionException e = assertThrows(PositionException.class,
        () -> Position.ofTolerating(s, EnumSet.of(Illegality.WHITE_CAPTURED_OWN_PIECE)));
    assertEquals(EnumSet.of(Illegality.BLACK_CAPTURED_OWN_PIECE), e.reasons());
  }

  @Test
  void ofTolerating_all_acceptsEverything() throws Exception {
    Map<Square, Piece> board = new HashMap<>();
    board.put(sq("a1"), whitePyramid(1));
    board.put(sq("b1"), whitePyramid(2));
    board.put(sq("a16"), blackPyramid(3));
    board.put(sq("b16"), blackPyramid(5));
    Setup s = setup(board, List.of(w(PieceKind.CIRCLE, 4), blackPyramid(9)), List.of(b(PieceKind.CIRCLE, 3)));
    assertEquals(s, Position.ofTolerating(s, EnumSet.allOf(Illegality.class)).toSetup());
  }

  /* ---- toSetup ---- */

  @Test
  void toSetup_start_roundTrips() throws Exception {
    Setup s = start();
    assertEquals(s, Position.of(s).toSetup());
    assertEquals(RithmoFen.START, RithmoFen.write(Position.of(s).toSetup()));
  }

  @Test
  void toSetup_keepsEveryField() throws Exception {
    Setup s = new Setup(Map.of(sq("c3"), w(PieceKind.TRIANGLE, 16), sq("h15"), blackPyramid(64, 49)), Side.BLACK,
        List.of(b(PieceKind.CIRCLE, 7), b(PieceKind.TRIANGLE, 12)), List.of(w(PieceKind.SQUARE, 8)),
        Optional.of(new IrregularMove(Side.WHITE, PieceKind.SQUARE, 169, sq("b1"))), 3);
    Position p = Position.of(s);
    assertEquals(s, p.toSetup());
    assertEquals(s.lastLeap(), p.lastLeap());
    assertEquals(3, p.turn());
    assertEquals(Side.BLACK, p.toMove());
    assertEquals(List.of(sq("c3")), p.squaresOf(Side.WHITE));
    assertEquals(List.of(sq("h15")), p.squaresOf(Side.BLACK));
  }

  /* ---- equals ---- */

  @Test
  void equals_ignoresTurn() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace(" - 1", " - 9")));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a.toSetup(), b.toSetup());
  }

  @Test
  void equals_ignoresIrregularField() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace(" - 1", " p15x8 1")));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
  }

  @Test
  void equals_seesCaptureLists() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace(" w - - ", " w c7. - ")));
    Position c = Position.of(RithmoFen.parse(RithmoFen.START.replace(" w - - ", " w - C8. ")));
    assertNotEquals(a, b);
    assertNotEquals(a, c);
    assertNotEquals(b, c);
  }

  @Test
  void equals_seesCaptureOrder() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START.replace(" w - - ", " w c7.t12. - ")));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace(" w - - ", " w t12.c7. - ")));
    assertNotEquals(a, b);
  }

  @Test
  void equals_seesSideToMove() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace(" w ", " b ")));
    assertNotEquals(a, b);
  }

  @Test
  void equals_seesBoard() throws Exception {
    Position a = Position.of(RithmoFen.parse(RithmoFen.START));
    Position b = Position.of(RithmoFen.parse(RithmoFen.START.replace("S289.", "S288.")));
    assertNotEquals(a, b);
    assertNotEquals(a, null);
    assertNotEquals(a, a.toSetup());
  }
}
