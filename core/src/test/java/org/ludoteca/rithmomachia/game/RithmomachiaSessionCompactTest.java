package org.ludoteca.rithmomachia.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

class RithmomachiaSessionCompactTest {

  @Test
  void compactPosition_eachPly_decodesToTheSessionFen() throws Exception {
    GameReplayer.Session session = RithmomachiaGame.INSTANCE.replayer("cvr").start(null);
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("cvr"));
    Position p = engine.start();
    Random random = new Random(5);
    for (int ply = 0; ply < 120; ply++) {
      byte[] code = session.compactPosition().orElseThrow();
      assertEquals(session.fen(), RithmoFen.write(CompactPosition.decode(code)));
      List<Move> moves = engine.legalMoves(p);
      if (moves.isEmpty()) {
        break;
      }
      Move m = moves.get(random.nextInt(moves.size()));
      GameReplayer.Step step = session.play(MoveNotation.write(m));
      MoveResult r = engine.playLegal(p, m);
      p = r.position();
      if (step.ending().isPresent()) {
        break;
      }
    }
    assertEquals(RithmoFen.write(p), session.fen());
  }
}
