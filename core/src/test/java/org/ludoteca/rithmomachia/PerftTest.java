package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** Perft from the start position: spec section 8, "Facts to test against". */
class PerftTest {

  private static RuleSet cvr() throws Exception {
    return RuleSets.named("cvr");
  }

  /* ---- moves only ---- */

  @Test
  void perft_movesOnlyDepth1_is47() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures());
    assertEquals(47, engine.perft(engine.start(), 1));
    assertEquals(47, engine.legalMoves(engine.start()).size());
  }

  @Test
  void perft_movesOnlyDepth2_is2162() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures());
    assertEquals(2162, engine.perft(engine.start(), 2));
  }

  @Test
  void perft_depth0_isOne() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr());
    assertEquals(1, engine.perft(engine.start(), 0));
  }

  /* ---- black first ---- */

  @Test
  void perft_blackFirstMoverDepth1_is46() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures().withFirstMover(Side.BLACK));
    Position start = engine.start();
    assertEquals(Side.BLACK, start.toMove());
    assertEquals(46, engine.perft(start, 1));
  }

  @Test
  void perft_startPacketWithBlackToMove_is46() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures());
    String packet = RithmoFen.START.replace(" w ", " b ");
    Position start = Position.of(RithmoFen.parse(packet));
    assertEquals(46, engine.perft(start, 1));
  }

  /* ---- with captures ---- */

  @Test
  void perft_withCapturesDepth1_is47() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr());
    assertEquals(47, engine.perft(engine.start(), 1));
  }

  @Test
  void perft_withCapturesDepth2_is2162() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr());
    assertEquals(2162, engine.perft(engine.start(), 2));
  }

  @Test
  void playLegal_everyDepth2Line_makesSevenEruptionsAllByBlack() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr());
    Position start = engine.start();
    List<Capture> events = new ArrayList<>();
    int lines = 0;
    for (Move first : engine.legalMoves(start)) {
      MoveResult r1 = engine.playLegal(start, first);
      assertEquals(List.of(), r1.captures(), "White's first move " + first + " captures nothing");
      for (Move second : engine.legalMoves(r1.position())) {
        MoveResult r2 = engine.playLegal(r1.position(), second);
        lines++;
        for (Capture c : r2.captures()) {
          events.add(c);
          assertEquals(Side.WHITE, c.victim().side(), c.notation());
          assertEquals(Side.BLACK, r1.position().toMove());
        }
      }
    }
    assertEquals(2162, lines);
    assertEquals(7, events.size(), events.toString());
    for (Capture c : events) {
      assertEquals(CaptureMethod.ERUPTION, c.method(), c.notation());
    }
  }

  @Test
  void perft_withoutCapturesVsWith_sameAtDepth2ButPositionsDiffer() throws Exception {
    // The captures change the position (a capture list is filled), though not the count.
    Rithmomachia with = Rithmomachia.of(cvr());
    Position start = with.start();
    boolean someCapture = false;
    for (Move first : with.legalMoves(start)) {
      Position after = with.playLegal(start, first).position();
      for (Move second : with.legalMoves(after)) {
        Position p2 = with.playLegal(after, second).position();
        someCapture |= !p2.capturedBy(Side.BLACK).isEmpty();
      }
    }
    assertTrue(someCapture);
  }

  /* ---- divide ---- */

  @Test
  void divide_depth2_sumsToPerft() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr());
    Map<Move, Long> split = engine.divide(engine.start(), 2);
    assertEquals(47, split.size());
    assertEquals(2162L, split.values().stream().mapToLong(Long::longValue).sum());
    assertEquals(engine.legalMoves(engine.start()), new ArrayList<>(split.keySet()));
  }

  @Test
  void divide_depth1_isOnePerMove() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures());
    Map<Move, Long> split = engine.divide(engine.start(), 1);
    assertEquals(47, split.size());
    assertTrue(split.values().stream().allMatch(v -> v == 1L));
  }

  @Test
  void divide_eachEntry_isPerftOfTheChild() throws Exception {
    Rithmomachia engine = Rithmomachia.of(cvr().withoutCaptures());
    Position start = engine.start();
    for (Map.Entry<Move, Long> e : engine.divide(start, 2).entrySet()) {
      Position child = engine.playLegal(start, e.getKey()).position();
      assertEquals(engine.perft(child, 1), e.getValue().longValue(), e.getKey().toString());
    }
  }

  /* ---- move order ---- */

  @Test
  void legalMoves_start_orderedByOriginThenDestinationIndex() throws Exception {
    for (String name : List.of("cvr", "boissiere", "ludii")) {
      Rithmomachia engine = Rithmomachia.of(RuleSets.named(name));
      Position start = engine.start();
      List<Move> moves = engine.legalMoves(start);
      assertTrue(moves.size() > 1, name);
      for (int i = 1; i < moves.size(); i++) {
        Move a = moves.get(i - 1);
        Move b = moves.get(i);
        int cmp = a.from().index() != b.from().index()
            ? Integer.compare(a.from().index(), b.from().index())
            : Integer.compare(a.to().index(), b.to().index());
        assertTrue(cmp < 0, name + ": " + a + " before " + b);
      }
    }
  }

  @Test
  void legalMoves_pyramidMixingKinds_destinationsSorted() {
    // A white pyramid of a circle, a triangle and a square moves as all three: its lists are merged.
    Rithmomachia engine = Rithmomachia.of(RuleSets.defaultRules());
    Position p = Boards.pos("w", "d8=PS36.T9.C4..");
    List<Move> moves = engine.legalMoves(p);
    for (int i = 1; i < moves.size(); i++) {
      assertTrue(moves.get(i - 1).to().index() < moves.get(i).to().index(), moves.toString());
    }
    // circle 4 + triangle marches 4 + knight 8 + square marches 4 + (1,3) leaps 8
    assertEquals(28, moves.size(), moves.toString());
  }
}
