package org.ludoteca.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Agents;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;

/** The shared loop, through each registered game's {@link Game#agents()}: found, seated, played, tagged. */
class SelfPlayAgentsTest {

  @Test
  void play_everyGameWithAgents_taggedWithItsNameAndLength() {
    List<String> played = new ArrayList<>();
    for (Game game : Games.all()) {
      Agents agents = game.agents().orElse(null);
      if (agents == null) {
        continue;
      }
      Agents.Table table = agents.table(game.name(), game.defaultRules(), "random", "greedy");
      PlayedGame g = new SelfPlay(table, 30).play(GameSeeds.of(9, 0), 1);
      assertEquals(game.name(), g.tags().get("Game"));
      assertEquals(game.defaultRules(), g.tags().get("Rules"));
      assertEquals("random", g.tags().get("White"));
      assertEquals("greedy", g.tags().get("BlackAgent"));
      assertEquals(Integer.toString(g.moves().size()), g.tags().get("PlyCount"));
      assertTrue(g.moves().size() <= 30, g.moves().size() + " plies");
      assertEquals(g, new SelfPlay(table, 30).play(GameSeeds.of(9, 0), 1), "the same seed, the same game");
      played.add(game.name());
    }
    assertTrue(played.containsAll(List.of("rithmomachia", "chess", "chess960", "golez")), played.toString());
  }

  @Test
  void table_unknownAgent_rejectedWithTheName() {
    for (Game game : Games.all()) {
      if (game.agents().isPresent()) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> game.agents().get().table(game.name(), game.defaultRules(), "random", "clever"));
        assertTrue(e.getMessage().contains("'clever'"), e.getMessage());
      }
    }
  }

  @Test
  void new_plyCapBelowOne_rejected() {
    Agents.Table table = Agents.of("rithmomachia").orElseThrow().table("rithmomachia", "cvr", "random", "random");
    assertThrows(IllegalArgumentException.class, () -> new SelfPlay(table, 0));
  }
}
