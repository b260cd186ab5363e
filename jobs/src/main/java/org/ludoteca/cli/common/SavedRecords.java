package org.ludoteca.cli.common;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;

/** How the pages that save a game's record ({@code board}, {@code show}, {@code replay --html}) name its file. */
public final class SavedRecords {
  private SavedRecords() {}

  /** The extension of each game's saved records: PGN for chess and Chess960, the envelope's {@code .rpgn} for the others. */
  public static Map<String, String> extensions() {
    Map<String, String> m = new LinkedHashMap<>();
    for (Game g : Games.all()) {
      m.put(g.name(), g.name().equals("chess") || g.name().equals("chess960") ? "pgn" : "rpgn");
    }
    return m;
  }
}
