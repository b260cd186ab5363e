package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * The engine's fast paths (move tables, capture resolution, victory check, the no-legal-move
 * check) give exactly what the straightforward reference implementations give, on every position
 * of random games under every preset, many seeds: the same legal moves in the same order, for
 * every legal move (of every fourth ply; the move played on the others) the same captures with the same attackers, the same next position and the
 * same end of the game.
 */
class EngineAgainstReferenceTest {
  private static final int GAMES = 16;
  /** Every move of every such ply is played both ways; on the other plies only the move chosen. */
  private static final int ALL_MOVES_EVERY = 4;
  private static final int MAX_PLIES = 300;

  @ParameterizedTest
  @ValueSource(strings = {"cvr", "tutorial", "boissiere", "ludii", "axiom"})
  void everyPly_fastPathsEqualTheReference(String name) throws Exception {
    RuleSet rules = RuleSets.named(name);
    Rithmomachia engine = Rithmomachia.of(rules);
    Reference reference = new Reference(rules);
    int plies = 0;
    int captures = 0;
    int ends = 0;
    for (int game = 0; game < GAMES; game++) {
      Random random = new Random(1000L * game + name.hashCode());
      Position p = engine.start();
      for (int ply = 0; ply < MAX_PLIES; ply++) {
        String where = name + " game " + game + " ply " + ply + ": " + p;
        List<Move> moves = engine.legalMoves(p);
        assertEquals(reference.legalMoves(p), moves, where);
        assertEquals(!moves.isEmpty(), engine.hasLegalMove(p), where);
        if (moves.isEmpty()) {
          break;
        }
        for (Side side : Side.values()) { // the judge on positions of both sides, not only after a move
          assertEquals(reference.judge.judge(p, side), new VictoryJudge(rules).judge(p, side), where + " " + side);
        }
        MoveResult chosen = null;
        int pick = random.nextInt(moves.size());
        for (int i = 0; i < moves.size(); i++) {
          if (ply % ALL_MOVES_EVERY != 0 && i != pick) {
            continue;
          }
          Move m = moves.get(i);
          MoveResult expected = reference.play(p, m);
          MoveResult actual = engine.playLegal(p, m);
          assertEquals(expected.captures(), actual.captures(), where + " " + m);
          assertEquals(expected.position(), actual.position(), where + " " + m);
          assertEquals(expected.position().lastLeap(), actual.position().lastLeap(), where + " " + m);
          assertEquals(expected.position().turn(), actual.position().turn(), where + " " + m);
          assertEquals(expected.end(), actual.end(), where + " " + m);
          int value = 0;
          for (Capture c : expected.captures()) {
            value += c.victim().value();
          }
          assertEquals(value, engine.capturedValue(p, m), where + " " + m);
          if (i == pick) {
            chosen = actual;
          }
        }
        plies++;
        captures += chosen.captures().size();
        p = chosen.position();
        if (chosen.end().isPresent()) {
          ends++;
          break;
        }
      }
    }
    assertTrue(plies > GAMES * 20, "plies compared: " + plies);
    assertTrue(captures > 0 || !rules.capturesEnabled(), "the games captured pieces: " + captures);
    if (name.equals("cvr") || name.equals("tutorial")) { // random games under the others rarely end by 300 plies
      assertTrue(ends > 0, "some games ended: " + ends);
    }
  }

  /** The rules as the engine played them before the speed work, written for clarity. */
  private static final class Reference {
    final RuleSet rules;
    final Geometry geometry;
    final ReferenceCaptureResolver resolver;
    final ReferenceVictoryJudge judge;

    Reference(RuleSet rules) {
      this.rules = rules;
      this.geometry = Geometry.of(rules.movement());
      this.resolver = new ReferenceCaptureResolver(rules);
      this.judge = new ReferenceVictoryJudge(rules);
    }

    /** Each piece of the side to move in square order, its marches and leaps by destination. */
    List<Move> legalMoves(Position p) {
      List<Move> out = new ArrayList<>();
      for (int s = 0; s < Square.COUNT; s++) {
        Piece piece = p.pieceAt(s);
        if (piece == null || piece.side() != p.toMove()) {
          continue;
        }
        int from = s;
        TreeMap<Integer, Boolean> leapByDestination = new TreeMap<>();
        for (int k = 0; k < Geometry.KINDS; k++) {
          if (!piece.movesAs(Geometry.kind(k))) {
            continue;
          }
          int[] to = geometry.marchTo[k][s];
          for (int i = 0; i < to.length; i++) {
            if (p.pieceAt(to[i]) == null && Geometry.clear(p.board(), geometry.marchBetween[k][s][i])) {
              leapByDestination.put(to[i], false);
            }
          }
          for (int t : geometry.leapTo[k][s]) {
            if (p.pieceAt(t) == null) {
              leapByDestination.putIfAbsent(t, true);
            }
          }
        }
        leapByDestination.forEach((t, leap) -> out.add(Move.of(from, t, leap)));
      }
      return out;
    }

    MoveResult play(Position p, Move move) {
      Piece[] board = p.board().clone();
      int from = move.from().index();
      int to = move.to().index();
      Piece piece = board[from];
      board[to] = piece;
      board[from] = null;
      Side mover = p.toMove();
      Position moved = new Position(board.clone(), mover, p.capturedBy(Side.WHITE), p.capturedBy(Side.BLACK), null, 1);
      List<Capture> caps = rules.capturesEnabled()
          ? resolver.resolve(board, moved.occupiedLow(), moved.occupiedHigh(), moved.sideLow(mover),
              moved.sideHigh(mover), mover)
          : List.of();
      List<Piece> taken = new ArrayList<>(p.capturedBy(mover));
      Map<Integer, boolean[]> componentsTaken = new HashMap<>();
      for (Capture c : caps) {
        int x = c.square().index();
        switch (c.scope()) {
          case PIECE -> {
            taken.add(c.victim());
            board[x] = null;
          }
          case WHOLE_PYRAMID -> {
            taken.addAll(c.victim().components());
            board[x] = null;
          }
          case PYRAMID_COMPONENT -> {
            taken.add(c.victim());
            componentsTaken.computeIfAbsent(x, k -> new boolean[board[k].components().size()])
                [board[x].components().indexOf(c.victim())] = true;
          }
        }
      }
      componentsTaken.forEach((x, removed) -> board[x] = board[x].withoutComponents(removed));
      List<Piece> byWhite = mover == Side.WHITE ? List.copyOf(taken) : p.capturedBy(Side.WHITE);
      List<Piece> byBlack = mover == Side.BLACK ? List.copyOf(taken) : p.capturedBy(Side.BLACK);
      IrregularMove leap = move.isLeap() ? IrregularMove.of(piece, move.from()) : null;
      int turn = mover == Side.BLACK ? p.turn() + 1 : p.turn();
      Position next = new Position(board, mover.opposite(), byWhite, byBlack, leap, turn);
      GameEnd end = judge.judge(next, mover);
      if (end == null && legalMoves(next).isEmpty()) {
        end = new GameEnd(Termination.NO_LEGAL_MOVE, Optional.empty(), List.of(), java.util.Set.of());
      }
      return new MoveResult(move, next, caps, Optional.ofNullable(end));
    }
  }
}
