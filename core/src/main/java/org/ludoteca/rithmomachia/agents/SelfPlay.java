package org.ludoteca.rithmomachia.agents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ludoteca.rithmomachia.GameEnd;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Termination;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.selfplay.PlayedGame;

/**
 * Plays one game between two agents from the rule set's start, to the end the rules find or the
 * ply cap. The game depends only on the rules, the agents, the seed and the cap.
 *
 * <p>Result and Termination: a victory is {@code 1-0}/{@code 0-1} with its label,
 * {@code no-legal-move} is {@code 1/2-1/2}, and a game stopped by the cap is {@code *} with
 * Termination {@code ply-limit}.
 */
public final class SelfPlay {
  private final Rithmomachia engine;
  private final Agent white;
  private final Agent black;
  private final int maxPlies;

  public SelfPlay(Rithmomachia engine, Agent white, Agent black, int maxPlies) {
    if (maxPlies < 1) {
      throw new IllegalArgumentException("max plies must be 1 or more, was " + maxPlies);
    }
    this.engine = engine;
    this.white = white;
    this.black = black;
    this.maxPlies = maxPlies;
  }

  /** Plays game number {@code round} (for the Round tag) with {@code seed}. */
  public PlayedGame play(long seed, long round) {
    // One stream per side, so that one agent's draws never shift the other's.
    SplittableRandom whiteRandom = new SplittableRandom(seed);
    SplittableRandom blackRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
    Position p = engine.start();
    Side firstMover = p.toMove();
    List<String> moves = new ArrayList<>();
    GameEnd end = null;
    while (moves.size() < maxPlies) {
      List<Move> legal = engine.legalMoves(p);
      boolean whiteToMove = p.toMove() == Side.WHITE;
      Move m = (whiteToMove ? white : black).choose(engine, p, legal, whiteToMove ? whiteRandom : blackRandom);
      MoveResult r = engine.playLegal(p, m);
      moves.add(MoveNotation.write(m));
      p = r.position();
      if (r.end().isPresent()) {
        end = r.end().get();
        break;
      }
    }
    String result;
    String termination;
    String winner;
    if (end == null) {
      result = "*";
      termination = "ply-limit";
      winner = null;
    } else if (end.termination() == Termination.NO_LEGAL_MOVE) {
      result = "1/2-1/2";
      termination = end.termination().label();
      winner = "draw";
    } else {
      Side w = end.winner().orElseThrow();
      result = w == Side.WHITE ? "1-0" : "0-1";
      termination = end.termination().label();
      winner = w.label();
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Ludoteca self-play");
    tags.put("Site", "ludoteca generate");
    tags.put("Round", Long.toString(round));
    tags.put("White", white.name());
    tags.put("Black", black.name());
    tags.put("WhiteAgent", white.name());
    tags.put("BlackAgent", black.name());
    tags.put("Result", result);
    tags.put("Game", "rithmomachia");
    tags.put("Rules", engine.rules().name());
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Termination", termination);
    tags.put("PlyCount", Integer.toString(moves.size()));
    return new PlayedGame(tags, moves, result, termination, winner, firstMover.label());
  }
}
