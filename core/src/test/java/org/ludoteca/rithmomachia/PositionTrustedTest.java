package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * {@link Position#trusted}, as the compact decoder uses it: every decoded position of random games
 * must be the position {@link Position#of} makes from the same FEN, down to the occupancy masks
 * the engine reads, so that play goes on from it exactly as from the checked one.
 */
class PositionTrustedTest {

  private static void assertSamePosition(Position checked, Position trusted) {
    assertEquals(checked, trusted);
    assertEquals(checked.hashCode(), trusted.hashCode());
    assertEquals(RithmoFen.write(checked), RithmoFen.write(trusted));
    assertEquals(checked.turn(), trusted.turn());
    assertEquals(checked.lastLeap(), trusted.lastLeap());
    assertEquals(checked.occupiedLow(), trusted.occupiedLow());
    assertEquals(checked.occupiedHigh(), trusted.occupiedHigh());
    for (Side side : Side.values()) {
      assertEquals(checked.sideLow(side), trusted.sideLow(side), side + " low squares");
      assertEquals(checked.sideHigh(side), trusted.sideHigh(side), side + " high squares");
      assertEquals(checked.capturedBy(side), trusted.capturedBy(side));
    }
    for (int kind = 0; kind < 3; kind++) { // the masks the move generator reads
      assertEquals(checked.kindLow(kind), trusted.kindLow(kind), "kind " + kind + " low squares");
      assertEquals(checked.kindHigh(kind), trusted.kindHigh(kind), "kind " + kind + " high squares");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"cvr", "boissiere", "ludii"})
  void decode_trustedPositionEqualsCheckedOne_onEveryPositionOfRandomGames(String rules) throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named(rules));
    Random random = new Random(31);
    int compared = 0;
    for (int game = 0; game < 3; game++) {
      Position p = engine.start();
      for (int ply = 0; ply < 1000; ply++) {
        Position decoded = CompactPosition.decode(CompactPosition.encode(p));
        Position checked = Position.of(RithmoFen.parse(RithmoFen.write(p)));
        assertSamePosition(checked, decoded);
        compared++;
        List<Move> moves = engine.legalMoves(decoded);
        assertEquals(engine.legalMoves(checked), moves, "legal moves after decoding");
        if (moves.isEmpty()) {
          break;
        }
        Move m = moves.get(random.nextInt(moves.size()));
        MoveResult fromDecoded = engine.playLegal(decoded, m);
        MoveResult fromOriginal = engine.playLegal(p, m);
        assertEquals(RithmoFen.write(fromOriginal.position()), RithmoFen.write(fromDecoded.position()));
        p = fromOriginal.position();
        if (fromOriginal.end().isPresent()) {
          break;
        }
      }
    }
    assertTrue(compared > 100, compared + " positions compared");
  }
}
