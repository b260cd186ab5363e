package org.ludoteca.board;

import java.util.ServiceLoader;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameProvider;
import org.ludoteca.game.GameReplayer;
import org.teavm.jso.JSExport;

public final class BoardScript {
  private BoardScript() {}

  public static void main(String[] args) {}

  @JSExport
  public static String probe(String game, String move) {
    try {
      Game g = null;
      StringBuilder names = new StringBuilder();
      for (GameProvider p : ServiceLoader.load(GameProvider.class)) {
        names.append(p.game().name()).append(' ');
        if (p.game().name().equals(game)) {
          g = p.game();
        }
      }
      GameReplayer.Session s = g.replayer(g.defaultRules()).start(null);
      GameReplayer.Step step = s.play(move);
      return names + s.fen() + " " + step + " " + g.drawing().get().svg(s.fen()).length();
    } catch (Exception e) {
      return "error: " + e.getMessage();
    }
  }
}
