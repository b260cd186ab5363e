package org.ludoteca.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * {@link GameReplayer.Session#listLegalMoves} and {@link BoardDrawing#spots}, what the board page
 * plays with: every move listed plays, from and to name places of the drawing, and every piece
 * drawn stands on a place.
 */
class LegalMovesTest {
  private static final String CHESS960_518 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final Pattern PIECE_SQUARE = Pattern.compile("class=\"piece [^\"]*\" data-square=\"([^\"]+)\"");

  private static String start(Game g) throws GameException {
    return g.name().equals("chess960") ? CHESS960_518 : null;
  }

  /* ---- listLegalMoves ---- */

  @Test
  void listLegalMoves_randomGamesOfEveryGame_eachPlaysAndItsPlacesAreSpots() throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    for (Game g : Games.all()) {
      GameReplayer replayer = g.replayer(g.defaultRules());
      GameReplayer.Session s = replayer.start(start(g));
      BoardDrawing drawing = g.drawing().orElseThrow();
      Set<String> spots = new HashSet<>();
      drawing.spots(s.fen()).forEach(p -> spots.add(p.name()));
      assertFalse(spots.isEmpty(), g.name());
      for (int ply = 0; ply < 40; ply++) {
        List<GameReplayer.LegalMove> legal = s.listLegalMoves().orElseThrow();
        if (legal.isEmpty()) {
          break;
        }
        for (GameReplayer.LegalMove m : legal) {
          assertTrue(spots.contains(m.from()) && spots.contains(m.to()), g.name() + " " + m + " in " + s.fen());
          replayer.start(s.fen()).play(m.move()); // each plays in the position it was listed in
        }
        Matcher pieces = PIECE_SQUARE.matcher(drawing.svg(s.fen()));
        while (pieces.find()) {
          for (String square : pieces.group(1).split("-")) { // a compass stands on two vertices
            assertTrue(spots.contains(square.replaceFirst("^V(\\d)(\\d)$", "$1.$2")), g.name() + " piece on "
                + square);
          }
        }
        GameReplayer.Step step = s.play(legal.get(random.nextInt(legal.size())).move());
        if (step.ending().isPresent() && !step.ending().get().recordMayPlayOn()) {
          break;
        }
      }
    }
  }

  @Test
  void listLegalMoves_rithmomachiaStart_theEnginesMovesAsMovesPrintsThem() throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("cvr"));
    List<String> expected = new ArrayList<>();
    for (Move m : engine.legalMoves(engine.start())) {
      expected.add(MoveNotation.write(m));
    }
    List<String> listed = Games.named("rithmomachia").replayer("cvr").start(RithmoFen.START).listLegalMoves()
        .orElseThrow().stream().map(GameReplayer.LegalMove::move).toList();
    assertEquals(expected, listed);
    assertEquals(47, listed.size());
  }

  @Test
  void listLegalMoves_zamoraTurns_blanksWrittenUnderscoreAndThePiecesSquares() throws Exception {
    List<GameReplayer.LegalMove> futez = Games.named("futez").replayer("spec").start(null).listLegalMoves().orElseThrow();
    assertTrue(futez.contains(new GameReplayer.LegalMove("C35-C44", "3.5", "4.4")), futez.toString());
    List<GameReplayer.LegalMove> compases = Games.named("compases").replayer("spec").start(null).listLegalMoves()
        .orElseThrow();
    assertTrue(compases.stream().allMatch(m -> m.move().matches("V\\d\\d>V\\d\\d(_@[-+]?\\d+)?")), compases.toString());
    List<GameReplayer.LegalMove> golez = Games.named("golez").replayer("spec").start(null).listLegalMoves().orElseThrow();
    assertTrue(golez.stream().anyMatch(m -> m.move().contains("_R=")), "a turn with the ball's path");
    for (GameReplayer.LegalMove m : golez) {
      String piece = m.move().split("_")[1];
      assertEquals(piece.split("-")[0], m.from(), m.toString());
      assertEquals(piece.split("-")[1], m.to(), m.toString());
    }
  }

  @Test
  void start_zamoraFen_setsUpThatPosition() throws Exception {
    GameReplayer replayer = Games.named("futez").replayer("spec");
    GameReplayer.Session s = replayer.start(null);
    s.play("C35-C44");
    GameReplayer.Session again = replayer.start(s.fen());
    assertEquals(s.fen(), again.fen());
    assertEquals(s.listLegalMoves(), again.listLegalMoves());
  }
}
