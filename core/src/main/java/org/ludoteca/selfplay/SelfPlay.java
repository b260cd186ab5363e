package org.ludoteca.selfplay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteca.game.Agents;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Side;

/**
 * The self-play loop of every game: plays one game between a table's two agents, to the end the
 * game finds or the ply cap, and tags it. The game depends only on the table (game, rules,
 * agents), the seed and the cap.
 *
 * <p>Chance: one stream per colour, White's seeded with the game's seed and Black's with {@code
 * seed ^ 0x5DEECE66D}, so that one agent's draws never shift the other's. Result and
 * Termination: the game's end as {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} with its label; a
 * game stopped by the cap, or whose side to move has no move and no end, is {@code *} with
 * Termination {@code ply-limit}. Tags, in order: Event, Site, Round, White, Black, WhiteAgent,
 * BlackAgent, Result, Game, Rules, the game's setup tags, Seed, Termination, PlyCount.
 */
public final class SelfPlay {
  private final Agents.Table table;
  private final int maxPlies;

  public SelfPlay(Agents.Table table, int maxPlies) {
    if (maxPlies < 1) {
      throw new IllegalArgumentException("max plies must be 1 or more, was " + maxPlies);
    }
    this.table = java.util.Objects.requireNonNull(table, "table");
    this.maxPlies = maxPlies;
  }

  /** Plays game number {@code round} (for the Round tag) with {@code seed}. */
  public PlayedGame play(long seed, long round) {
    SplittableRandom whiteRandom = new SplittableRandom(seed);
    SplittableRandom blackRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
    Agents.Match match = table.match(seed);
    Side firstMover = match.firstMover();
    List<String> moves = new ArrayList<>();
    while (moves.size() < maxPlies && match.ending().isEmpty()) {
      Optional<String> move = match.playNext(match.whiteToMove() ? whiteRandom : blackRandom);
      if (move.isEmpty()) {
        break;
      }
      moves.add(move.get());
    }
    GameReplayer.Ending end = match.ending().orElse(null);
    String result = end == null ? "*" : end.resultToken();
    String termination = end == null ? "ply-limit" : end.termination();
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Ludoteca self-play");
    tags.put("Site", "ludoteca generate");
    tags.put("Round", Long.toString(round));
    tags.put("White", table.white());
    tags.put("Black", table.black());
    tags.put("WhiteAgent", table.white());
    tags.put("BlackAgent", table.black());
    tags.put("Result", result);
    tags.put("Game", table.game());
    tags.put("Rules", table.rules());
    tags.putAll(match.setupTags());
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Termination", termination);
    tags.put("PlyCount", Integer.toString(moves.size()));
    return new PlayedGame(tags, moves, result, termination, end == null ? null : end.winner(), firstMover);
  }
}
