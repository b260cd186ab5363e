package org.ludoteca.selfplay;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;

/**
 * One self-played game as a record: its tags (in writing order), its moves in the game's record
 * notation, and the result token.
 *
 * @param tags the envelope tags, Game, Rules, White, Black, Seed, Result and Termination among them
 * @param moves the moves in record notation
 * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param termination the termination label written in the Termination tag
 * @param winner who won, or null when unfinished
 * @param firstMover who moved first
 */
public record PlayedGame(Map<String, String> tags, List<String> moves, String result, String termination,
    Winner winner, Side firstMover) {
  public PlayedGame {
    tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
    moves = List.copyOf(moves);
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(firstMover, "firstMover");
  }

  public int plies() {
    return moves.size();
  }
}
