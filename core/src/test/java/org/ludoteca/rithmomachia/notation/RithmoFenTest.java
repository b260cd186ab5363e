package org.ludoteca.rithmomachia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.rithmomachia.IrregularMove;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;
import org.ludoteca.rithmomachia.notation.FenError.Kind;
import org.ludoteca.rithmomachia.notation.RithmoFen.Mode;

class RithmoFenTest {

  /** The full (254-character) start board, as printed wrapped in the paper (seed 000, lines 119-126). */
  static final String PAPER_FULL_BOARD_WRAPPED =
      "s49.s121.4s225.s361./\n"
          + "s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36\n"
          + ".t25.c16../\n"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c\n"
          + "7.c9.2/8/8/8/8/8/8/8/8/2C8.C6.C4.C2.2/\n"
          + "T81.T72.C64.C36.C16.C4.T6.T9./\n"
          + "S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T\n"
          + "25.S45.S15./S289.S169.4S81.S25.";

  static final String PAPER_FULL_BOARD = PAPER_FULL_BOARD_WRAPPED.replace("\n", "");

  /** The reduced (244-character) start board as printed in the paper (lines 131-143, two blocks). */
  static final String PAPER_REDUCED_BOARD =
      "s49.s121.4s225.s361./"
          + "s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36.t25."
          + "c16../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.c9."
          + "/////////2C8.C6.C4.C2./"
          + "T81.T72.C64.C36.C16.C4.T6.T9./"
          + "S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T25.S4"
          + "5.S15./S289.S169.4S81.S25.";

  /**
   * The complete start packet exactly as printed in the paper (lines 152-161): wrapped over eight
   * lines, each but the last ending in two spaces.
   */
  static final String PAPER_PACKET_AS_PRINTED =
      "s49.s121.4s225.s361./  \n"
          + "s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36  \n"
          + ".t25.c16../  \n"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c  \n"
          + "7.c9./////////2C8.C6.C4.C2./  \n"
          + "T81.T72.C64.C36.C16.C4.T6.T9./  \n"
          + "S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T  \n"
          + "25.S45.S15./S289.S169.4S81.S25. w - - - 1\n";

  /** Sixteen empty rows. */
  static final String EMPTY = "///////////////";

  private static Setup parse(String text) throws FenSyntaxException {
    return RithmoFen.parse(text);
  }

  private static Setup start() throws FenSyntaxException {
    return RithmoFen.parse(RithmoFen.START);
  }

  /** A board whose row {@code row} (1..16, FEN order) holds {@code content} and every other row is empty. */
  private static String rowBoard(int row, String content) {
    return "/".repeat(row - 1) + content + "/".repeat(16 - row);
  }

  private static String packet(String board) {
    return board + " w - - - 1";
  }

  private static FenError errorOf(String text, Mode mode) {
    FenSyntaxException e = assertThrows(FenSyntaxException.class, () -> RithmoFen.parse(text, mode),
        () -> "expected a syntax error for '" + text + "'");
    assertEquals(e.error().describe(), e.getMessage());
    return e.error();
  }

  /**
   * Asserts the strict reader's error for {@code text}. {@code column} is computed by hand;
   * {@code columnByIndexOf} the same column found with indexOf on the text, as a check on the
   * hand count.
   */
  private static FenError assertError(String text, Kind kind, FenField field, int column, int columnByIndexOf) {
    return assertError(text, Mode.STRICT, kind, field, column, columnByIndexOf);
  }

  private static FenError assertError(String text, Mode mode, Kind kind, FenField field, int column,
      int columnByIndexOf) {
    assertEquals(column, columnByIndexOf, "hand-computed column disagrees with indexOf");
    FenError e = errorOf(text, mode);
    assertEquals(kind, e.kind(), e::describe);
    assertEquals(field, e.field(), e::describe);
    assertEquals(column, e.column(), e::describe);
    String prefix = field.label() + " column " + column + ": ";
    assertTrue(e.describe().startsWith(prefix), () -> "'" + e.describe() + "' should start with '" + prefix + "'");
    assertTrue(e.describe().length() > prefix.length(), "describe() has a detail");
    return e;
  }

  private static Piece w(PieceKind kind, int value) {
    return Piece.of(Side.WHITE, kind, value);
  }

  private static Piece b(PieceKind kind, int value) {
    return Piece.of(Side.BLACK, kind, value);
  }

  private static Square sq(String name) {
    return Square.parse(name).orElseThrow();
  }

  /* ---- START ---- */

  @Test
  void start_readsAndWritesBackExactly() throws Exception {
    assertEquals(RithmoFen.START, RithmoFen.write(start()));
  }

  @Test
  void start_boardFieldIs244Characters() {
    String board = RithmoFen.START.substring(0, RithmoFen.START.indexOf(' '));
    assertEquals(244, board.length());
    assertEquals(PAPER_REDUCED_BOARD, board);
  }

  @Test
  void start_otherFields() throws Exception {
    Setup s = start();
    assertEquals(Side.WHITE, s.toMove());
    assertEquals(List.of(), s.capturedByWhite());
    assertEquals(List.of(), s.capturedByBlack());
    assertEquals(Optional.empty(), s.lastLeap());
    assertEquals(1, s.turn());
    assertTrue(RithmoFen.START.endsWith(" w - - - 1"));
  }

  @Test
  void start_isAPlayablePosition() throws Exception {
    Position p = RithmoFen.parsePosition(RithmoFen.START, Mode.STRICT);
    assertEquals(RithmoFen.START, RithmoFen.write(p));
    assertEquals(RithmoFen.START, p.toString());
  }

  /* ---- writeBoard ---- */

  @Test
  void writeBoard_fullStart_is254CharactersAndEqualsPaper() throws Exception {
    String full = RithmoFen.writeBoard(start(), false);
    assertEquals(254, full.length());
    assertEquals(254, PAPER_FULL_BOARD.length());
    assertEquals(PAPER_FULL_BOARD, full);
  }

  @Test
  void writeBoard_reducedStart_isTheStartBoard() throws Exception {
    String reduced = RithmoFen.writeBoard(start(), true);
    assertEquals(244, reduced.length());
    assertEquals(PAPER_REDUCED_BOARD, reduced);
  }

  @Test
  void writeBoard_emptyBoard_fullAndReduced() {
    Setup empty = new Setup(Map.of(), Side.WHITE, List.of(), List.of(), Optional.empty(), 1);
    assertEquals(EMPTY, RithmoFen.writeBoard(empty, true));
    assertEquals("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8", RithmoFen.writeBoard(empty, false));
  }

  @Test
  void writeBoard_pieceOnH1_hasNoTrailingCount() {
    Setup s = new Setup(Map.of(sq("h1"), w(PieceKind.CIRCLE, 4), sq("a16"), b(PieceKind.SQUARE, 9)),
        Side.WHITE, List.of(), List.of(), Optional.empty(), 1);
    assertEquals("s9.7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7C4.", RithmoFen.writeBoard(s, false));
    assertEquals("s9.//////////////" + "/7C4.", RithmoFen.writeBoard(s, true));
  }

  /* ---- parse: start position contents ---- */

  @Test
  void parse_fullFormStart_equalsReducedAndWritesCanonical() throws Exception {
    String fullPacket = PAPER_FULL_BOARD + " w - - - 1";
    Setup fromFull = parse(fullPacket);
    assertEquals(start(), fromFull);
    assertEquals(RithmoFen.START, RithmoFen.write(fromFull));
  }

  @Test
  void parse_paperReducedBoard_equalsStart() throws Exception {
    assertEquals(start(), parse(PAPER_REDUCED_BOARD + " w - - - 1"));
  }

  @Test
  void parse_start_whiteTotals() throws Exception {
    Setup s = start();
    assertEquals(24, tokens(s, Side.WHITE));
    assertEquals(29, tokensWithComponents(s, Side.WHITE));
    assertEquals(1312, total(s, Side.WHITE));
  }

  @Test
  void parse_start_blackTotals() throws Exception {
    Setup s = start();
    assertEquals(24, tokens(s, Side.BLACK));
    assertEquals(28, tokensWithComponents(s, Side.BLACK));
    assertEquals(1752, total(s, Side.BLACK));
  }

  @Test
  void parse_start_whitePyramidOnB2() throws Exception {
    Piece p = start().board().get(sq("b2"));
    assertNotNull(p);
    assertTrue(p.isPyramid());
    assertEquals(Side.WHITE, p.side());
    assertEquals(91, p.value());
    assertEquals(List.of(w(PieceKind.SQUARE, 36), w(PieceKind.SQUARE, 25), w(PieceKind.TRIANGLE, 16),
        w(PieceKind.TRIANGLE, 9), w(PieceKind.CIRCLE, 4), w(PieceKind.CIRCLE, 1)), p.components());
    assertEquals(List.of(36, 25, 16, 9, 4, 1), p.components().stream().map(Piece::value).toList());
    assertEquals("PS36.S25.T16.T9.C4.C1..", p.symbol());
  }

  @Test
  void parse_start_blackPyramidOnH15() throws Exception {
    Piece p = start().board().get(sq("h15"));
    assertNotNull(p);
    assertTrue(p.isPyramid());
    assertEquals(Side.BLACK, p.side());
    assertEquals(190, p.value());
    assertEquals(List.of(64, 49, 36, 25, 16), p.components().stream().map(Piece::value).toList());
    assertEquals("ps64.s49.t36.t25.c16..", p.symbol());
  }

  @Test
  void parse_start_onePyramidPerSide() throws Exception {
    for (Side side : Side.values()) {
      assertEquals(1, start().board().values().stream().filter(p -> p.side() == side && p.isPyramid()).count());
    }
  }

  @Test
  void parse_start_cornerSquares() throws Exception {
    Setup s = start();
    assertEquals(w(PieceKind.SQUARE, 289), s.board().get(sq("a1")));
    assertEquals(b(PieceKind.SQUARE, 361), s.board().get(sq("h16")));
    assertEquals(b(PieceKind.SQUARE, 49), s.board().get(sq("a16")));
    assertEquals(w(PieceKind.SQUARE, 25), s.board().get(sq("h1")));
    assertEquals(b(PieceKind.CIRCLE, 3), s.board().get(sq("c13")));
    assertEquals(w(PieceKind.CIRCLE, 8), s.board().get(sq("c4")));
  }

  @Test
  void parse_start_halves() throws Exception {
    for (Map.Entry<Square, Piece> e : start().board().entrySet()) {
      assertTrue(e.getValue().side().isHomeRank(e.getKey().rank()), e::toString);
    }
  }

  private static int tokens(Setup s, Side side) {
    return (int) s.board().values().stream().filter(p -> p.side() == side).count();
  }

  private static int tokensWithComponents(Setup s, Side side) {
    return s.board().values().stream().filter(p -> p.side() == side)
        .mapToInt(p -> p.isPyramid() ? p.components().size() : 1).sum();
  }

  private static int total(Setup s, Side side) {
    return s.board().values().stream().filter(p -> p.side() == side).mapToInt(Piece::value).sum();
  }

  /* ---- parse: lenient mode ---- */

  @Test
  void parse_lenient_readsThePacketAsPrinted() throws Exception {
    Setup s = RithmoFen.parse(PAPER_PACKET_AS_PRINTED, Mode.LENIENT);
    assertEquals(start(), s);
    assertEquals(RithmoFen.START, RithmoFen.write(s));
  }

  @Test
  void parse_strict_rejectsThePacketAsPrinted() {
    // "s49.s121.4s225.s361./" is 21 characters; the line's two trailing spaces are columns 22 and 23
    String text = PAPER_PACKET_AS_PRINTED;
    assertError(text, Kind.BAD_SEPARATOR, FenField.PACKET, 23, text.indexOf("  ") + 1 + 1);
  }

  @Test
  void parse_lenient_readsTheFullFormWrapped() throws Exception {
    Setup s = RithmoFen.parse(PAPER_FULL_BOARD_WRAPPED + " w - - - 1", Mode.LENIENT);
    assertEquals(start(), s);
    assertEquals(RithmoFen.START, RithmoFen.write(s));
  }

  @Test
  void parse_lenient_readsCanonicalPacket() throws Exception {
    assertEquals(start(), RithmoFen.parse(RithmoFen.START, Mode.LENIENT));
  }

  @Test
  void parse_lenient_captureListWithoutFinalDot() throws Exception {
    Setup s = RithmoFen.parse(EMPTY + " b c7.t12 C2 - 3", Mode.LENIENT);
    assertEquals(List.of(b(PieceKind.CIRCLE, 7), b(PieceKind.TRIANGLE, 12)), s.capturedByWhite());
    assertEquals(List.of(w(PieceKind.CIRCLE, 2)), s.capturedByBlack());
    assertEquals(EMPTY + " b c7.t12. C2. - 3", RithmoFen.write(s));
  }

  @Test
  void parse_strict_captureListWithoutFinalDot_isMissingDot() {
    String text = EMPTY + " w c7.t12 - - 1";
    // "///////////////" is 15 characters, " w " 3 more: 'c' is column 19, "c7.t12" ends at column 24,
    // so the missing dot is column 25.
    FenError e = assertError(text, Kind.MISSING_DOT, FenField.WHITE_CAPTURES, 25, text.indexOf("t12") + 3 + 1);
    assertEquals("white-captures column 25: expected '.' after the value 12", e.describe());
  }

  @Test
  void parse_lenient_missingDotInsideList_isStillAnError() {
    String text = EMPTY + " w c7t12. - - 1";
    // 'c' is column 19, '7' column 20: the dot is missing at 't', column 21
    assertError(text, Mode.LENIENT, Kind.MISSING_DOT, FenField.WHITE_CAPTURES, 21, text.indexOf("t12") + 1);
  }

  @Test
  void parse_lenient_errorColumnCountsWithoutLineBreaks() {
    String text = "s49./\n  c0.////////////// w - - - 1";
    // With its line breaks (and the white space around them) removed the board is "s49./c0.///...":
    // the 0 is column 7.
    String joined = "s49./c0.////////////// w - - - 1";
    assertError(text, Mode.LENIENT, Kind.VALUE_OUT_OF_RANGE, FenField.BOARD, 7, joined.indexOf("c0.") + 2);
  }

  /* ---- parse: capture lists and irregular field ---- */

  @Test
  void parse_captureListsAndLeap_roundTrip() throws Exception {
    String text = EMPTY + " b c7.t12. S8. S169.1x2 3";
    Setup s = parse(text);
    assertEquals(Side.BLACK, s.toMove());
    assertEquals(List.of(b(PieceKind.CIRCLE, 7), b(PieceKind.TRIANGLE, 12)), s.capturedByWhite());
    assertEquals(List.of(w(PieceKind.SQUARE, 8)), s.capturedByBlack());
    assertEquals(Optional.of(new IrregularMove(Side.WHITE, PieceKind.SQUARE, 169, sq("b1"))), s.lastLeap());
    assertEquals(3, s.turn());
    assertEquals(text, RithmoFen.write(s));
  }

  @Test
  void parse_pyramidLeap_roundTrip() throws Exception {
    String text = RithmoFen.START.replace(" w - - - 1", " w - - p15x8 2");
    Setup s = parse(text);
    assertEquals(Optional.of(new IrregularMove(Side.BLACK, PieceKind.PYRAMID, 0, sq("h15"))), s.lastLeap());
    assertEquals(2, s.turn());
    assertEquals(text, RithmoFen.write(s));
  }

  @Test
  void parse_whitePyramidLeap_roundTrip() throws Exception {
    String text = EMPTY + " b - - P2x2 1";
    Setup s = parse(text);
    assertEquals(Optional.of(new IrregularMove(Side.WHITE, PieceKind.PYRAMID, 0, sq("b2"))), s.lastLeap());
    assertEquals(text, RithmoFen.write(s));
  }

  @Test
  void parse_leapFromCorners_roundTrip() throws Exception {
    for (String leap : new String[] {"c1.1x1", "T999.16x8", "s10.10x5"}) {
      String text = EMPTY + " w - - " + leap + " 7";
      assertEquals(text, RithmoFen.write(parse(text)));
    }
  }

  @Test
  void parse_largeTurn_roundTrips() throws Exception {
    String text = EMPTY + " w - - - 123456";
    assertEquals(123456, parse(text).turn());
    assertEquals(text, RithmoFen.write(parse(text)));
  }

  @Test
  void parse_surroundingWhiteSpace_isIgnored() throws Exception {
    assertEquals(start(), parse("  \n" + RithmoFen.START + " \n"));
  }

  /* ---- parse: syntax errors ---- */

  @Test
  void parse_fifteenRows_isWrongRowCount() {
    String text = packet("//////////////"); // 14 slashes: 15 rows
    // the board ends at column 14; the error points just past it, at the space (column 15)
    FenError e = assertError(text, Kind.WRONG_ROW_COUNT, FenField.BOARD, 15, text.indexOf(' ') + 1);
    assertTrue(e.detail().contains("15 rows"), e::describe);
  }

  @Test
  void parse_seventeenRows_isWrongRowCount() {
    String text = packet("////////////////"); // 16 slashes: 17 rows
    assertError(text, Kind.WRONG_ROW_COUNT, FenField.BOARD, 16, text.lastIndexOf('/') + 1);
  }

  @Test
  void parse_startWithSeventeenthRow_isWrongRowCount() {
    String text = RithmoFen.START.replace("S25. w", "S25./ w");
    // the 244-character board, then the sixteenth '/' at column 245
    assertError(text, Kind.WRONG_ROW_COUNT, FenField.BOARD, 245, text.lastIndexOf('/') + 1);
  }

  @Test
  void parse_startMissingARow_isWrongRowCount() {
    String text = RithmoFen.START.replace("/////////", "////////");
    // 243 characters of board: the error is just past it
    assertError(text, Kind.WRONG_ROW_COUNT, FenField.BOARD, 244, text.indexOf(" w ") + 1);
  }

  @Test
  void parse_rowOfNineColumnsByDigits_isRowTooWide() {
    String text = packet(rowBoard(3, "3c5.41"));
    // "//3c5.41": 3 + 1 + 4 = 8 columns, the final '1' (column 8) makes 9
    FenError e = assertError(text, Kind.ROW_TOO_WIDE, FenField.BOARD, 8, text.indexOf("41") + 1 + 1);
    assertEquals("board column 8: row 3 has 9 columns, at most 8", e.describe());
  }

  @Test
  void parse_rowOfNineColumnsByPiece_isRowTooWide() {
    String text = packet(rowBoard(4, "c1.c3.c5.c7.c9.c11.c13.c15.c17."));
    // "///" then 27 characters of eight pieces: the ninth piece starts at column 31
    FenError e = assertError(text, Kind.ROW_TOO_WIDE, FenField.BOARD, 31, text.indexOf("c17.") + 1);
    assertEquals("board column 31: row 4 has 9 columns, at most 8", e.describe());
  }

  @Test
  void parse_pyramidBeyondEightColumns_isRowTooWide() {
    String text = packet(rowBoard(1, "8pc1.."));
    assertError(text, Kind.ROW_TOO_WIDE, FenField.BOARD, 2, text.indexOf('p') + 1);
  }

  @Test
  void parse_digitsOverEight_isRowTooWide() {
    String text = packet(rowBoard(16, "S289.8"));
    // 15 slashes, then "S289." (columns 16..20), then '8' at column 21
    assertError(text, Kind.ROW_TOO_WIDE, FenField.BOARD, 21, text.indexOf("S289.8") + 5 + 1);
  }

  @Test
  void parse_valueZero_isValueOutOfRange() {
    String text = packet(rowBoard(1, "s49.c0."));
    FenError e = assertError(text, Kind.VALUE_OUT_OF_RANGE, FenField.BOARD, 6, text.indexOf("c0.") + 1 + 1);
    assertEquals("board column 6: value 0, values are 1..999", e.describe());
  }

  @Test
  void parse_value1000_isValueOutOfRange() {
    String text = packet(rowBoard(2, "4T1000."));
    // "/4T" then the value at column 4
    FenError e = assertError(text, Kind.VALUE_OUT_OF_RANGE, FenField.BOARD, 4, text.indexOf("1000") + 1);
    assertEquals("board column 4: value 1000, values are 1..999", e.describe());
  }

  @Test
  void parse_value999_isAccepted() throws Exception {
    assertEquals(w(PieceKind.TRIANGLE, 999), parse(packet(rowBoard(16, "T999."))).board().get(sq("a1")));
  }

  @Test
  void parse_hugeValue_isValueOutOfRange() {
    String text = packet(rowBoard(1, "c12345678901."));
    assertError(text, Kind.VALUE_OUT_OF_RANGE, FenField.BOARD, 2, text.indexOf('1') + 1);
  }

  @Test
  void parse_leadingZero_isLeadingZero() {
    String text = packet(rowBoard(16, "S0289."));
    FenError e = assertError(text, Kind.LEADING_ZERO, FenField.BOARD, 17, text.indexOf("0289") + 1);
    assertEquals("board column 17: value 0289 has a leading zero", e.describe());
  }

  @Test
  void parse_leadingZeroInPyramid_isLeadingZero() {
    String text = packet(rowBoard(1, "ps064.."));
    assertError(text, Kind.LEADING_ZERO, FenField.BOARD, 3, text.indexOf("064") + 1);
  }

  @Test
  void parse_missingValue_isMissingValue() {
    String text = packet(rowBoard(1, "s49.c."));
    assertError(text, Kind.MISSING_VALUE, FenField.BOARD, 6, text.indexOf("c.") + 1 + 1);
  }

  @Test
  void parse_missingValueAtEndOfBoard_isMissingValue() {
    String text = packet(rowBoard(16, "3C"));
    // 15 slashes, "3" column 16, "C" column 17: the value is expected at column 18 (the space)
    assertError(text, Kind.MISSING_VALUE, FenField.BOARD, 18, text.indexOf(" w") + 1);
  }

  @Test
  void parse_nonAsciiDigitValue_isMissingValue() {
    String text = packet(rowBoard(1, "c\u0661."));
    assertError(text, Kind.MISSING_VALUE, FenField.BOARD, 2, text.indexOf('\u0661') + 1);
  }

  @Test
  void parse_missingDot_isMissingDot() {
    String text = packet(rowBoard(1, "s49"));
    // "s49" then '/' at column 4 where the dot belongs
    FenError e = assertError(text, Kind.MISSING_DOT, FenField.BOARD, 4, text.indexOf('/') + 1);
    assertEquals("board column 4: expected '.' after the value 49, found '/'", e.describe());
  }

  @Test
  void parse_missingDotBeforeNextPiece_isMissingDot() {
    String text = packet(rowBoard(2, "s28s66."));
    assertError(text, Kind.MISSING_DOT, FenField.BOARD, 5, text.indexOf("s66") + 1);
  }

  @Test
  void parse_pyramidRunningIntoSlash_isUnterminatedPyramid() {
    String text = packet(rowBoard(2, "7ps64.s49."));
    // "/7ps64.s49." is columns 1..11; the '/' at column 12 comes before the pyramid's closing dot
    FenError e = assertError(text, Kind.UNTERMINATED_PYRAMID, FenField.BOARD, 12, text.indexOf("s49./") + 4 + 1);
    assertTrue(e.detail().contains("column 3"), e::describe); // the pyramid opened at column 3
  }

  @Test
  void parse_pyramidAtEndOfBoard_isUnterminatedPyramid() {
    String text = packet(rowBoard(16, "1PS36.C1."));
    // 15 slashes, "1PS36.C1." is columns 16..24; the board ends and the space at 25 is reported
    assertError(text, Kind.UNTERMINATED_PYRAMID, FenField.BOARD, 25, text.indexOf(' ') + 1);
  }

  @Test
  void parse_pyramidFollowedByDigit_isUnterminatedPyramid() {
    String text = packet(rowBoard(1, "pc1.3"));
    assertError(text, Kind.UNTERMINATED_PYRAMID, FenField.BOARD, 5, text.indexOf('3') + 1);
  }

  @Test
  void parse_emptyPyramid_isEmptyPyramid() {
    String text = packet(rowBoard(5, "2p."));
    // "////2p." : the dot at column 7
    assertError(text, Kind.EMPTY_PYRAMID, FenField.BOARD, 7, text.indexOf("p.") + 1 + 1);
  }

  @Test
  void parse_nestedPyramid_isNestedPyramid() {
    String text = packet(rowBoard(1, "pps1..."));
    assertError(text, Kind.NESTED_PYRAMID, FenField.BOARD, 2, text.indexOf("ps1") + 1);
  }

  @Test
  void parse_pyramidWithLowerCaseComponentInWhite_isWrongColour() {
    String text = packet(rowBoard(15, "1PS36.s25.."));
    // 14 slashes, "1PS36." columns 15..20, the black 's' at 21
    FenError e = assertError(text, Kind.PYRAMID_WRONG_COLOUR, FenField.BOARD, 21, text.indexOf("s25") + 1);
    assertTrue(e.detail().contains("black") && e.detail().contains("white"), e::describe);
  }

  @Test
  void parse_pyramidWithUpperCaseComponentInBlack_isWrongColour() {
    String text = packet(rowBoard(2, "7pS64.."));
    assertError(text, Kind.PYRAMID_WRONG_COLOUR, FenField.BOARD, 4, text.indexOf("S64") + 1);
  }

  @Test
  void parse_unknownLetter_isUnknownLetter() {
    String text = packet(rowBoard(5, "3x5."));
    // "////3" is columns 1..5: 'x' is column 6
    FenError e = assertError(text, Kind.UNKNOWN_LETTER, FenField.BOARD, 6, text.indexOf('x') + 1);
    assertTrue(e.detail().contains("'x'"), e::describe);
  }

  @Test
  void parse_unknownLetterInPyramid_isUnknownLetter() {
    String text = packet(rowBoard(1, "pc1.k3.."));
    assertError(text, Kind.UNKNOWN_LETTER, FenField.BOARD, 5, text.indexOf('k') + 1);
  }

  @Test
  void parse_unknownLetterInCaptureList_isUnknownLetter() {
    String text = EMPTY + " w c7.K2. - - 1";
    assertError(text, Kind.UNKNOWN_LETTER, FenField.WHITE_CAPTURES, 22, text.indexOf('K') + 1);
  }

  @Test
  void parse_digitNine_isUnexpectedCharacter() {
    String text = packet(rowBoard(1, "9"));
    assertError(text, Kind.UNEXPECTED_CHARACTER, FenField.BOARD, 1, text.indexOf('9') + 1);
  }

  @Test
  void parse_digitZero_isUnexpectedCharacter() {
    String text = packet(rowBoard(3, "s1.0"));
    assertError(text, Kind.UNEXPECTED_CHARACTER, FenField.BOARD, 6, text.indexOf('0') + 1);
  }

  @Test
  void parse_strayDot_isUnexpectedCharacter() {
    String text = packet(rowBoard(1, "s49.."));
    assertError(text, Kind.UNEXPECTED_CHARACTER, FenField.BOARD, 5, text.indexOf("..") + 1 + 1);
  }

  @Test
  void parse_punctuationInBoard_isUnexpectedCharacter() {
    String text = packet(rowBoard(9, "#"));
    assertError(text, Kind.UNEXPECTED_CHARACTER, FenField.BOARD, 9, text.indexOf('#') + 1);
  }

  @Test
  void parse_dashInCaptureList_isUnexpectedCharacter() {
    String text = EMPTY + " w - c7.- - 1";
    // black-captures starts at column 21: "c7." then '-' at 24
    assertError(text, Kind.UNEXPECTED_CHARACTER, FenField.BLACK_CAPTURES, 24, text.indexOf(".-") + 1 + 1);
  }

  @Test
  void parse_pyramidInCaptureList_isPyramidInCaptureList() {
    String text = EMPTY + " w - pc1.. - 1";
    // ' ' 16, 'w' 17, ' ' 18, '-' 19, ' ' 20, 'p' 21
    assertError(text, Kind.PYRAMID_IN_CAPTURE_LIST, FenField.BLACK_CAPTURES, 21, text.indexOf('p') + 1);
  }

  @Test
  void parse_pyramidInWhiteCaptureList_isPyramidInCaptureList() {
    String text = EMPTY + " b c3.ps64.. - - 1";
    assertError(text, Kind.PYRAMID_IN_CAPTURE_LIST, FenField.WHITE_CAPTURES, 22, text.indexOf("ps64") + 1);
  }

  @Test
  void parse_badSide_isBadSide() {
    String text = EMPTY + " x - - - 1";
    FenError e = assertError(text, Kind.BAD_SIDE, FenField.SIDE, 17, text.indexOf('x') + 1);
    assertEquals("side column 17: expected 'w' or 'b', found 'x'", e.describe());
  }

  @Test
  void parse_upperCaseSide_isBadSide() {
    String text = EMPTY + " W - - - 1";
    assertError(text, Kind.BAD_SIDE, FenField.SIDE, 17, text.indexOf('W') + 1);
  }

  @Test
  void parse_twoLetterSide_isBadSide() {
    String text = EMPTY + " wb - - - 1";
    assertError(text, Kind.BAD_SIDE, FenField.SIDE, 17, text.indexOf("wb") + 1);
  }

  @Test
  void parse_turnZero_isBadTurn() {
    String text = EMPTY + " w - - - 0";
    // board 1..15, ' ' 16, 'w' 17, ' ' 18, '-' 19, ' ' 20, '-' 21, ' ' 22, '-' 23, ' ' 24, turn 25
    FenError e = assertError(text, Kind.BAD_TURN, FenField.TURN, 25, text.lastIndexOf('0') + 1);
    assertEquals("turn column 25: turn '0' is not a whole number 1 or more", e.describe());
  }

  @Test
  void parse_turnMinusOne_isBadTurn() {
    String text = EMPTY + " w - - - -1";
    assertError(text, Kind.BAD_TURN, FenField.TURN, 25, text.indexOf("-1") + 1);
  }

  @Test
  void parse_turnX_isBadTurn() {
    String text = EMPTY + " w - - - x";
    assertError(text, Kind.BAD_TURN, FenField.TURN, 25, text.indexOf('x') + 1);
  }

  @Test
  void parse_turnLeadingZero_isBadTurn() {
    String text = EMPTY + " w - - - 01";
    assertError(text, Kind.BAD_TURN, FenField.TURN, 25, text.indexOf("01") + 1);
  }

  @Test
  void parse_turnBeyondInt_isBadTurn() {
    String text = EMPTY + " w - - - 2147483648";
    assertError(text, Kind.BAD_TURN, FenField.TURN, 25, text.indexOf("2147") + 1);
  }

  @Test
  void parse_turnMaxInt_isAccepted() throws Exception {
    assertEquals(Integer.MAX_VALUE, parse(EMPTY + " w - - - 2147483647").turn());
  }

  @Test
  void parse_irregularWithoutPiece_isBadIrregular() {
    String text = EMPTY + " w - - 1x2 1";
    // the irregular field starts at column 23
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 23, text.indexOf("1x2") + 1);
  }

  @Test
  void parse_irregularWithoutDot_isBadIrregular() {
    String text = EMPTY + " w - - S169 1";
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 23, text.indexOf('S') + 1);
  }

  @Test
  void parse_irregularValue1000_isBadIrregular() {
    String text = EMPTY + " w - - S1000.1x2 1";
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 24, text.indexOf("1000") + 1);
  }

  @Test
  void parse_irregularRank17_isBadIrregular() {
    String text = EMPTY + " w - - S169.17x2 1";
    // "S169." is columns 23..27: the coordinate starts at 28
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 28, text.indexOf("17x2") + 1);
  }

  @Test
  void parse_irregularFile9_isBadIrregular() {
    String text = EMPTY + " w - - S169.1x9 1";
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 28, text.indexOf("1x9") + 1);
  }

  @Test
  void parse_irregularPyramidWithValue_isBadIrregular() {
    String text = EMPTY + " w - - p190.15x8 1";
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 24, text.indexOf("190") + 1);
  }

  @Test
  void parse_irregularPaperTypo_isBadIrregular() {
    // the paper's running text prints "S169.lx1" with a letter l for the digit 1
    String text = EMPTY + " w - - S169.lx1 1";
    assertError(text, Kind.BAD_IRREGULAR, FenField.IRREGULAR, 28, text.indexOf("lx1") + 1);
  }

  @Test
  void parse_onlyBoard_isMissingField() {
    String text = EMPTY;
    FenError e = assertError(text, Kind.MISSING_FIELD, FenField.SIDE, 16, text.length() + 1);
    assertEquals("side column 16: missing side field, expected six fields", e.describe());
  }

  @Test
  void parse_fiveFields_isMissingField() {
    String text = EMPTY + " w - - -";
    assertError(text, Kind.MISSING_FIELD, FenField.TURN, 24, text.length() + 1);
  }

  @Test
  void parse_threeFields_isMissingField() {
    String text = EMPTY + " w -";
    assertError(text, Kind.MISSING_FIELD, FenField.BLACK_CAPTURES, 20, text.length() + 1);
  }

  @Test
  void parse_twoSpaces_isBadSeparator() {
    String text = EMPTY + " w  - - - 1";
    // the second space is column 19
    FenError e = assertError(text, Kind.BAD_SEPARATOR, FenField.PACKET, 19, text.indexOf("  ") + 1 + 1);
    assertEquals("packet column 19: two spaces in a row; fields are separated by one space", e.describe());
  }

  @Test
  void parse_twoSpacesAfterLeadingWhiteSpace_countsTheLeadingWhiteSpace() {
    String text = "  " + EMPTY + " w - -  - 1";
    // two leading spaces + 15: board ends at 17; " w - -" to 23; the second space is column 25
    assertError(text, Kind.BAD_SEPARATOR, FenField.PACKET, 25, text.indexOf("-  -") + 2 + 1);
  }

  @Test
  void parse_trailingJunk_isTrailingJunk() {
    String text = EMPTY + " w - - - 1 x";
    FenError e = assertError(text, Kind.TRAILING_JUNK, FenField.PACKET, 27, text.indexOf('x') + 1);
    assertEquals("packet column 27: unexpected text after the turn number: 'x'", e.describe());
  }

  @Test
  void parse_seventhField_isTrailingJunk() {
    String text = RithmoFen.START + " 5";
    assertError(text, Kind.TRAILING_JUNK, FenField.PACKET, RithmoFen.START.length() + 2, text.lastIndexOf('5') + 1);
  }

  @Test
  void parse_emptyPacket_isEmptyPacket() {
    String text = "";
    assertError(text, Kind.EMPTY_PACKET, FenField.PACKET, 1, text.indexOf("") + 1);
    assertError(text, Mode.LENIENT, Kind.EMPTY_PACKET, FenField.PACKET, 1, 1);
  }

  @Test
  void parse_blankPacket_isEmptyPacket() {
    assertEquals(Kind.EMPTY_PACKET, errorOf("  \n ", Mode.STRICT).kind());
    assertEquals(Kind.EMPTY_PACKET, errorOf("  \n ", Mode.LENIENT).kind());
  }

  @Test
  void parse_null_isEmptyPacket() {
    assertEquals(Kind.EMPTY_PACKET, errorOf(null, Mode.STRICT).kind());
  }

  @Test
  void parse_errorInStartPacket_isLocatedInTheFullPacket() {
    // turn the black circle 81 (row 3) into 0081
    String text = RithmoFen.START.replace("c81.", "c0081.");
    int column = text.indexOf("0081") + 1;
    assertEquals(text.indexOf("t16.t12.c9.c25.c49.c") + 20 + 1, column);
    assertError(text, Kind.LEADING_ZERO, FenField.BOARD, column, column);
  }

  /* ---- parsePosition ---- */

  @Test
  void parsePosition_twoWhitePyramids_isPositionError() {
    String text = packet(rowBoard(16, "PC1..PC2.."));
    org.ludoteca.rithmomachia.PositionException e = assertThrows(
        org.ludoteca.rithmomachia.PositionException.class, () -> RithmoFen.parsePosition(text, Mode.STRICT));
    assertEquals(java.util.Set.of(org.ludoteca.rithmomachia.Illegality.WHITE_HAS_TWO_PYRAMIDS), e.reasons());
  }

  /* ---- writePieces ---- */

  @Test
  void writePieces_emptyAndNonEmpty() {
    assertEquals("-", RithmoFen.writePieces(List.of()));
    assertEquals("c7.t12.S8.", RithmoFen.writePieces(List.of(b(PieceKind.CIRCLE, 7), b(PieceKind.TRIANGLE, 12),
        w(PieceKind.SQUARE, 8))));
  }

  /* ---- write ---- */

  @Test
  void write_turnMaxInt_readsBack() throws Exception {
    Setup s = new Setup(Map.of(), Side.BLACK, List.of(), List.of(), Optional.empty(), Integer.MAX_VALUE);
    String text = RithmoFen.write(s);
    assertEquals(EMPTY + " b - - - 2147483647", text);
    assertEquals(s, parse(text));
  }

  @Test
  void write_positionAndSetup_agree() throws Exception {
    Setup s = parse(rowBoard(3, "3PC1.T3.S5..") + " b c7.t12. S8. S169.1x2 3");
    assertEquals(RithmoFen.write(s), RithmoFen.write(Position.of(s)));
  }

  /* ---- round trip (property) ---- */

  @ParameterizedTest
  @ValueSource(longs = {1L, 42L, 20240601L, 0x5EEDL})
  void roundTrip_randomSetups_writeParseWrite(long seed) throws Exception {
    Random r = new Random(seed);
    for (int i = 0; i < 500; i++) {
      Setup x = randomSetup(r);
      String text = RithmoFen.write(x);
      Setup y;
      try {
        y = parse(text);
      } catch (FenSyntaxException e) {
        throw new AssertionError("seed " + seed + " case " + i + ": " + e.getMessage() + "\n" + text, e);
      }
      assertEquals(x, y, "seed " + seed + " case " + i + ": " + text);
      assertEquals(text, RithmoFen.write(y), "seed " + seed + " case " + i);
      assertEquals(y, RithmoFen.parse(text, Mode.LENIENT), "lenient, seed " + seed + " case " + i);
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {7L, 1563L})
  void roundTrip_randomSetups_fullFormRereads(long seed) throws Exception {
    Random r = new Random(seed);
    for (int i = 0; i < 500; i++) {
      Setup x = randomSetup(r);
      String canonical = RithmoFen.write(x);
      String full = RithmoFen.writeBoard(x, false);
      String reduced = RithmoFen.writeBoard(x, true);
      assertTrue(canonical.startsWith(reduced + " "));
      String fullPacket = full + canonical.substring(reduced.length());
      Setup y = parse(fullPacket);
      assertEquals(x, y, "seed " + seed + " case " + i + ": " + fullPacket);
      assertEquals(canonical, RithmoFen.write(y));
      assertEquals(15, full.chars().filter(c -> c == '/').count());
      for (String row : full.split("/", -1)) {
        assertEquals(8, columnsOf(row), row);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(longs = {3L, 1556L})
  void roundTrip_randomSetups_lenientReadsWrappedPackets(long seed) throws Exception {
    Random r = new Random(seed);
    for (int i = 0; i < 250; i++) {
      Setup x = randomSetup(r);
      String board = RithmoFen.writeBoard(x, r.nextBoolean());
      String rest = RithmoFen.write(x).substring(RithmoFen.writeBoard(x, true).length());
      StringBuilder wrapped = new StringBuilder();
      for (int k = 0; k < board.length(); k++) {
        if (k > 0 && r.nextInt(30) == 0) {
          wrapped.append(r.nextBoolean() ? "  \n" : "\n");
        }
        wrapped.append(board.charAt(k));
      }
      String text = wrapped + rest.replace(" ", r.nextBoolean() ? " " : "\n") + "\n";
      assertEquals(x, RithmoFen.parse(text, Mode.LENIENT), "seed " + seed + " case " + i + ": " + text);
    }
  }

  /** Columns a full-form row covers: each piece one, each digit its count. */
  private static int columnsOf(String row) throws FenSyntaxException {
    Setup s = parse(packet(row + "/".repeat(15)));
    int pieces = s.board().size();
    int digits = 0;
    for (int k = 0; k < row.length(); k++) {
      char c = row.charAt(k);
      if (c >= '1' && c <= '8' && (k == 0 || row.charAt(k - 1) == '.')) {
        digits += c - '0';
      }
    }
    return pieces + digits;
  }

  private static Setup randomSetup(Random r) {
    Map<Square, Piece> board = new HashMap<>();
    double density = r.nextInt(4) == 0 ? 0 : r.nextDouble() * 0.7;
    for (int i = 0; i < Square.COUNT; i++) {
      if (r.nextDouble() < density) {
        board.put(Square.of(i), randomPlain(r, r.nextBoolean() ? Side.WHITE : Side.BLACK));
      }
    }
    for (Side side : Side.values()) {
      if (r.nextBoolean()) {
        board.put(Square.of(r.nextInt(Square.COUNT)), randomPyramid(r, side));
      }
    }
    Side toMove = r.nextBoolean() ? Side.WHITE : Side.BLACK;
    List<Piece> byWhite = randomList(r, Side.BLACK);
    List<Piece> byBlack = randomList(r, Side.WHITE);
    Optional<IrregularMove> leap;
    switch (r.nextInt(3)) {
      case 0 -> leap = Optional.empty();
      case 1 -> leap = Optional.of(IrregularMove.of(randomPlain(r, r.nextBoolean() ? Side.WHITE : Side.BLACK),
          Square.of(r.nextInt(Square.COUNT))));
      default -> leap = Optional.of(IrregularMove.of(randomPyramid(r, r.nextBoolean() ? Side.WHITE : Side.BLACK),
          Square.of(r.nextInt(Square.COUNT))));
    }
    int turn = switch (r.nextInt(4)) {
      case 0 -> 1;
      case 1 -> 1 + r.nextInt(Integer.MAX_VALUE);
      default -> 1 + r.nextInt(400);
    };
    return new Setup(board, toMove, byWhite, byBlack, leap, turn);
  }

  private static List<Piece> randomList(Random r, Side side) {
    int n = r.nextInt(3) == 0 ? 0 : r.nextInt(12);
    List<Piece> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(randomPlain(r, side));
    }
    return out;
  }

  private static final int[] EDGE_VALUES = {1, 2, 9, 10, 11, 99, 100, 101, 998, 999};

  private static Piece randomPlain(Random r, Side side) {
    PieceKind kind = PieceKind.values()[r.nextInt(3)];
    int value = r.nextInt(5) == 0 ? EDGE_VALUES[r.nextInt(EDGE_VALUES.length)] : 1 + r.nextInt(999);
    return Piece.of(side, kind, value);
  }

  private static Piece randomPyramid(Random r, Side side) {
    int n = 1 + r.nextInt(6);
    List<Piece> components = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      components.add(randomPlain(r, side));
    }
    return Piece.pyramid(side, components);
  }

  /* ---- FenError ---- */

  @Test
  void fenError_describe_hasFieldColumnDetail() {
    FenError e = new FenError(Kind.BAD_TURN, FenField.TURN, 25, "turn 'x' is not a whole number 1 or more");
    assertEquals("turn column 25: turn 'x' is not a whole number 1 or more", e.describe());
    assertEquals(e.describe(), e.toString());
  }

  @Test
  void fenError_columnZero_throws() {
    assertThrows(IllegalArgumentException.class, () -> new FenError(Kind.BAD_TURN, FenField.TURN, 0, "x"));
  }

  @Test
  void fenField_labels() {
    assertEquals(List.of("board", "side", "white-captures", "black-captures", "irregular", "turn", "packet"),
        java.util.Arrays.stream(FenField.values()).map(FenField::label).toList());
    assertFalse(FenField.BOARD.label().isEmpty());
  }
}
