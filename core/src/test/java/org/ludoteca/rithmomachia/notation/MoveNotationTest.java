package org.ludoteca.rithmomachia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.IllegalMoveException;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;
import org.ludoteca.rithmomachia.notation.MoveNotation.MoveText;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** The move notation: {@code <from>-<to>} with an optional piece prefix. */
class MoveNotationTest {

  private static final Rithmomachia ENGINE = Rithmomachia.of(RuleSets.defaultRules());
  private static final Position START = ENGINE.start();

  private static Square sq(String name) {
    return Square.parse(name).orElseThrow();
  }

  private static MoveText parse(String token) {
    try {
      return MoveNotation.parse(token);
    } catch (MoveSyntaxException e) {
      throw new AssertionError(e);
    }
  }

  private static MoveSyntaxException syntaxError(String token) {
    return assertThrows(MoveSyntaxException.class, () -> MoveNotation.parse(token));
  }

  private static IllegalMoveException illegal(String token) {
    return assertThrows(IllegalMoveException.class, () -> MoveNotation.resolve(ENGINE, START, token));
  }

  /* ---- parse ---- */

  @Test
  void parse_bare_fromAndTo() {
    MoveText t = parse("c14-c12");
    assertEquals(sq("c14"), t.from());
    assertEquals(sq("c12"), t.to());
    assertEquals(Optional.empty(), t.kind());
    assertEquals(Optional.empty(), t.side());
    assertEquals(0, t.value());
  }

  @Test
  void parse_bareLeap_b16c13() {
    MoveText t = parse("b16-c13");
    assertEquals(sq("b16"), t.from());
    assertEquals(sq("c13"), t.to());
  }

  @Test
  void parse_whitePrefix_T25() {
    MoveText t = parse("T25c14-c12");
    assertEquals(Optional.of(Side.WHITE), t.side());
    assertEquals(Optional.of(PieceKind.TRIANGLE), t.kind());
    assertEquals(25, t.value());
    assertEquals(sq("c14"), t.from());
    assertEquals(sq("c12"), t.to());
  }

  @Test
  void parse_blackPrefix_t9() {
    MoveText t = parse("t9e12-e10");
    assertEquals(Optional.of(Side.BLACK), t.side());
    assertEquals(Optional.of(PieceKind.TRIANGLE), t.kind());
    assertEquals(9, t.value());
    assertEquals(sq("e12"), t.from());
    assertEquals(sq("e10"), t.to());
  }

  @Test
  void parse_pyramidWithTotal_P91() {
    MoveText t = parse("P91b2-b4");
    assertEquals(Optional.of(PieceKind.PYRAMID), t.kind());
    assertEquals(Optional.of(Side.WHITE), t.side());
    assertEquals(91, t.value());
    assertEquals(sq("b2"), t.from());
    assertEquals(sq("b4"), t.to());
  }

  @Test
  void parse_pyramidWithoutTotal_valueZero() {
    MoveText t = parse("Pb2-b4");
    assertEquals(Optional.of(PieceKind.PYRAMID), t.kind());
    assertEquals(0, t.value());
    assertEquals(sq("b2"), t.from());
  }

  @Test
  void write_bareAndWithPiece() {
    Move m = Move.of(sq("c4"), sq("d5"), false);
    assertEquals("c4-d5", MoveNotation.write(m));
    assertEquals("C8c4-d5", MoveNotation.writeWithPiece(START, m));
  }

  /* ---- syntax errors ---- */

  @Test
  void parse_missingDash_columnAfterToken() {
    MoveSyntaxException e = syntaxError("c14c12");
    assertEquals(7, e.column());
    assertTrue(e.getMessage().contains("column 7"), e.getMessage());
    assertTrue(e.getMessage().contains("'-'"), e.getMessage());
  }

  @Test
  void parse_badDestination_columnOfDestination() {
    MoveSyntaxException e = syntaxError("c14-c17");
    assertEquals(5, e.column());
    assertTrue(e.getMessage().contains("'c17' is not a square"), e.getMessage());
  }

  @Test
  void parse_badOrigin_columnOfOrigin() {
    MoveSyntaxException e = syntaxError("x14-c12");
    assertEquals(1, e.column());
    assertTrue(e.getMessage().contains("'x14'"), e.getMessage());
    MoveSyntaxException e2 = syntaxError("T25i14-c12");
    assertEquals(4, e2.column());
  }

  @Test
  void parse_badPrefix_column1() {
    MoveSyntaxException e = syntaxError("Q25c14-c12");
    assertEquals(1, e.column());
    assertTrue(e.getMessage().contains("'Q25'"), e.getMessage());
  }

  @Test
  void parse_prefixWithoutValue_column2() {
    MoveSyntaxException e = syntaxError("Tc14-c12");
    assertEquals(2, e.column());
  }

  @Test
  void parse_prefixValueWithLeadingZero_column2() {
    assertEquals(2, syntaxError("T025c14-c12").column());
  }

  @Test
  void parse_empty_column1() {
    assertEquals(1, syntaxError("").column());
  }

  /* ---- resolve ---- */

  @Test
  void resolve_bareMarch_findsMove() throws Exception {
    assertEquals(Move.of(sq("c4"), sq("d5"), false), MoveNotation.resolve(ENGINE, START, "c4-d5"));
  }

  @Test
  void resolve_matchingPrefix_findsMove() throws Exception {
    assertEquals(Move.of(sq("c4"), sq("d5"), false), MoveNotation.resolve(ENGINE, START, "C8c4-d5"));
  }

  @Test
  void resolve_pyramidLeapWithAndWithoutTotal_isLeap() throws Exception {
    // the white pyramid on b2 leaps like a knight (its T16, T9) to a4
    Move m = MoveNotation.resolve(ENGINE, START, "P91b2-a4");
    assertTrue(m.isLeap());
    assertEquals(m, MoveNotation.resolve(ENGINE, START, "Pb2-a4"));
  }

  @Test
  void resolve_prefixValueDoesNotMatch_saysWhatStandsThere() {
    IllegalMoveException e = illegal("C6c4-d5");
    assertTrue(e.getMessage().contains("C6"), e.getMessage());
    assertTrue(e.getMessage().contains("c4 holds C8"), e.getMessage());
  }

  @Test
  void resolve_prefixKindOrSideDoesNotMatch_rejected() {
    assertTrue(illegal("T8c4-d5").getMessage().contains("c4 holds C8"));
    assertTrue(illegal("c8c4-d5").getMessage().contains("c4 holds C8"));
    assertTrue(illegal("P90b2-a4").getMessage().contains("b2 holds P91"));
  }

  @Test
  void resolve_emptyOrigin_saysNoPiece() {
    IllegalMoveException e = illegal("d8-d9");
    assertEquals("no piece on d8", e.getMessage());
  }

  @Test
  void resolve_opponentsPiece_saysWhoIsToMove() {
    IllegalMoveException e = illegal("c14-d13");
    assertTrue(e.getMessage().contains("c14 holds c9"), e.getMessage());
    assertTrue(e.getMessage().contains("black piece"), e.getMessage());
    assertTrue(e.getMessage().contains("white is to move"), e.getMessage());
  }

  @Test
  void resolve_occupiedDestination_saysByWhat() {
    IllegalMoveException e = illegal("c4-d3");
    assertTrue(e.getMessage().contains("destination d3 is occupied by C36"), e.getMessage());
  }

  @Test
  void resolve_unreachableSquare_namesMovement() {
    IllegalMoveException e = illegal("c4-c6");
    assertTrue(e.getMessage().contains("C8 on c4 cannot reach c6"), e.getMessage());
    assertTrue(e.getMessage().contains("fulke"), e.getMessage());
  }

  @Test
  void resolve_blockedMarch_saysSquaresPassedOver() {
    // the triangle T72 on b3 marches b3-b5 over b4 (empty): legal; the square S169 on b1 cannot pass b2
    IllegalMoveException e = illegal("b1-b4");
    assertTrue(e.getMessage().contains("passed over"), e.getMessage());
  }

  @Test
  void resolve_syntaxError_isSyntaxException() {
    assertThrows(MoveSyntaxException.class, () -> MoveNotation.resolve(ENGINE, START, "c4d5"));
  }
}
