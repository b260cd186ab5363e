package org.ludoteca.chess960.agents;

import java.util.Set;
import org.ludoteca.chess960.game.ChessGame;
import org.ludoteca.game.Agents;
import org.ludoteca.game.Game;

/** The chess and Chess960 agents for self-play, by name ({@link ChessAgent#named}). */
public final class ChessAgents implements Agents {
  @Override
  public Set<String> games() {
    return Set.of(ChessGame.CHESS.name(), ChessGame.CHESS960.name());
  }

  @Override
  public Table table(String game, String rules, String white, String black) {
    ChessGame chess = null;
    for (Game g : ChessGame.ALL) {
      if (g.name().equals(game)) {
        chess = (ChessGame) g;
      }
    }
    if (chess == null) {
      throw new IllegalArgumentException("no chess agents for " + game);
    }
    if (!chess.ruleSetNames().contains(rules)) {
      throw new IllegalArgumentException("unknown rule set '" + rules + "' for " + game + "; known: "
          + chess.defaultRules());
    }
    return new ChessTable(chess, ChessAgent.named(white), ChessAgent.named(black));
  }
}
