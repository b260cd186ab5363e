package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * The engine keeps each position's occupancy and kind masks up to date move by move instead of
 * scanning the board: after every ply of random games they equal the masks of the same position
 * read afresh from its setup (pyramids losing components included).
 */
class OccupancyMasksTest {

  @ParameterizedTest
  @ValueSource(strings = {"cvr", "tutorial", "boissiere", "ludii"})
  void playLegal_masksEqualAFreshScan(String rules) throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named(rules));
    Random random = new Random(42);
    int captures = 0;
    for (int game = 0; game < 30; game++) {
      Position p = engine.start();
      for (int ply = 0; ply < 400; ply++) {
        List<Move> moves = engine.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        MoveResult r = engine.playLegal(p, moves.get(random.nextInt(moves.size())));
        captures += r.captures().size();
        p = r.position();
        Position fresh = Position.of(p.toSetup());
        assertEquals(fresh.occupiedLow(), p.occupiedLow(), "ply " + ply);
        assertEquals(fresh.occupiedHigh(), p.occupiedHigh(), "ply " + ply);
        for (Side side : Side.values()) {
          assertEquals(fresh.sideLow(side), p.sideLow(side), side + " ply " + ply);
          assertEquals(fresh.sideHigh(side), p.sideHigh(side), side + " ply " + ply);
        }
        for (int kind = 0; kind < Geometry.KINDS; kind++) {
          assertEquals(fresh.kindLow(kind), p.kindLow(kind), "kind " + kind + " ply " + ply);
          assertEquals(fresh.kindHigh(kind), p.kindHigh(kind), "kind " + kind + " ply " + ply);
        }
        if (r.end().isPresent()) {
          break;
        }
      }
    }
    org.junit.jupiter.api.Assertions.assertTrue(captures > 50, "the games captured pieces: " + captures);
  }

  /** The masks are transient: a position read back from Java serialization has them again. */
  @Test
  void readResolve_deserializedPosition_hasItsMasksAndPlaysTheSame() throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("cvr"));
    Random random = new Random(7);
    Position p = engine.start();
    for (int ply = 0; ply < 40; ply++) {
      List<Move> moves = engine.legalMoves(p);
      p = engine.playLegal(p, moves.get(random.nextInt(moves.size()))).position();
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(p);
    }
    Position back;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      back = (Position) in.readObject();
    }
    assertEquals(p, back);
    assertEquals(p.occupiedLow(), back.occupiedLow());
    assertEquals(p.occupiedHigh(), back.occupiedHigh());
    for (int kind = 0; kind < Geometry.KINDS; kind++) {
      assertEquals(p.kindLow(kind), back.kindLow(kind), "kind " + kind);
      assertEquals(p.kindHigh(kind), back.kindHigh(kind), "kind " + kind);
    }
    assertEquals(engine.legalMoves(p), engine.legalMoves(back));
  }
}
