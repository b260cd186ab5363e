package org.ludoteca.zamora.agents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraMatch;
import org.ludoteca.zamora.ZamoraRecordGame;

/**
 * Plays one Zamora game between two agents ({@code random} or {@code greedy}) from the standard
 * start, to the end the rules find (a goal, the Cáliz delivered, mate, stalemate, threefold
 * repetition) or the ply cap ({@code *}, Termination {@code ply-limit}). Moves are written as the
 * envelope's turn tokens ({@code data/FORMAT.md} section 8). Deterministic given the seed.
 */
public final class ZamoraSelfPlay<S> {
  private final ZamoraGame<S> game;
  private final String rulesName;
  private final String white;
  private final String black;
  private final int maxPlies;

  public ZamoraSelfPlay(ZamoraGame<S> game, String rulesName, String white, String black, int maxPlies) {
    for (String agent : List.of(white, black)) {
      if (!agent.equals("random") && !agent.equals("greedy")) {
        throw new IllegalArgumentException("unknown agent '" + agent + "' for " + game.key() + "; agents: random, greedy");
      }
    }
    if (maxPlies < 1) {
      throw new IllegalArgumentException("max plies must be 1 or more, was " + maxPlies);
    }
    this.game = game;
    this.rulesName = rulesName;
    this.white = white;
    this.black = black;
    this.maxPlies = maxPlies;
  }

  /** Plays game number {@code round} with {@code seed}. */
  public PlayedGame play(long seed, long round) {
    SplittableRandom firstRandom = new SplittableRandom(seed);
    SplittableRandom secondRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
    ZamoraMatch<S> match = ZamoraMatch.start(game);
    List<String> moves = new ArrayList<>();
    while (match.outcome().isEmpty() && moves.size() < maxPlies) {
      List<Turn<S>> turns = match.legalTurns();
      if (turns.isEmpty()) {
        break; // outcome() reports the stalemate of a game whose rules define it
      }
      Side mover = game.toMove(match.state());
      boolean first = mover == Side.FIRST;
      Turn<S> t = choose(first ? white : black, turns, mover, first ? firstRandom : secondRandom);
      moves.add(t.text().strip().replaceAll("\\s+", "_"));
      match = match.after(t.next());
    }
    Outcome o = match.outcome().orElse(null);
    String result = o == null ? "*" : o.isDraw() ? "1/2-1/2" : o.winner() == Side.FIRST ? "1-0" : "0-1";
    String termination = o == null ? "ply-limit" : ZamoraRecordGame.terminationOf(o);
    String winner = o == null ? null : o.isDraw() ? "draw" : o.winner() == Side.FIRST ? "white" : "black";
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Ludoteca self-play");
    tags.put("Site", "ludoteca generate");
    tags.put("Round", Long.toString(round));
    tags.put("White", white);
    tags.put("Black", black);
    tags.put("WhiteAgent", white);
    tags.put("BlackAgent", black);
    tags.put("Result", result);
    tags.put("Game", game.key());
    tags.put("Rules", rulesName);
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Termination", termination);
    tags.put("PlyCount", Integer.toString(moves.size()));
    return new PlayedGame(tags, moves, result, termination, winner, "white");
  }

  private Turn<S> choose(String agent, List<Turn<S>> turns, Side mover, SplittableRandom random) {
    if (agent.equals("random")) {
      return turns.get(random.nextInt(turns.size()));
    }
    long best = Long.MIN_VALUE;
    int ties = 0;
    Turn<S> chosen = null;
    for (Turn<S> t : turns) {
      long score = game.outcome(t.next()).map(o -> !o.isDraw() && o.winner() == mover ? Long.MAX_VALUE / 2 : 0L)
          .orElse(0L);
      score += game.advance(t.next(), mover);
      if (score > best) {
        best = score;
        ties = 1;
        chosen = t;
      } else if (score == best && random.nextInt(++ties) == 0) {
        chosen = t;
      }
    }
    return chosen;
  }
}
