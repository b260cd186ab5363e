package org.ludoteca.zamora.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.selfplay.GameSeeds;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.selfplay.SelfPlay;
import org.ludoteca.zamora.game.ZamoraGames;
import org.ludoteca.zamora.ZamoraRules;

class ZamoraSelfPlayTest {

  private static List<PlayedGame> play(String key, String white, String black, int games, int maxPlies) {
    SelfPlay selfPlay = new SelfPlay(new ZamoraTable<>(ZamoraGames.byKey(key, ZamoraRules.spec()), "spec", white,
        black), maxPlies);
    List<PlayedGame> out = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      out.add(selfPlay.play(GameSeeds.of(3, i), i + 1));
    }
    return out;
  }

  /* ---- play ---- */

  @ParameterizedTest
  @ValueSource(strings = {"compases", "futez", "golez", "goldrez", "caliz", "goldeoro"})
  void play_everyGameReplaysValidWithItsResult(String key) throws IOException {
    List<PlayedGame> games = new ArrayList<>(play(key, "random", "random", 6, 120));
    games.addAll(play(key, "greedy", "greedy", 6, 120));
    games.addAll(play(key, "greedy", "random", 4, 120));
    StringBuilder text = new StringBuilder();
    games.forEach(g -> text.append(RecordWriter.toEnvelope(g.tags(), g.moves(), g.result())));
    List<ReplayResult> results = new ArrayList<>();
    try (RecordReader r = RecordReader.of(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)),
        key, RecordFormat.ENVELOPE)) {
      r.forEachRemaining(x -> results.add(Replay.of(x, null)));
    }
    assertEquals(games.size(), results.size());
    for (int i = 0; i < games.size(); i++) {
      ReplayResult r = results.get(i);
      assertEquals(Verdict.VALID, r.verdict(), key + " game " + i + ": " + r.describe());
      assertEquals(games.get(i).plies(), r.plies());
      assertEquals(games.get(i).winner(), r.winner(), key + " game " + i);
    }
  }

  @Test
  void play_greedyAgainstRandom_winsMostFutezGames() {
    List<PlayedGame> games = play("futez", "greedy", "random", 20, 300);
    long wins = games.stream().filter(g -> g.winner() == Winner.WHITE).count();
    long losses = games.stream().filter(g -> g.winner() == Winner.BLACK).count();
    assertTrue(wins > losses, "greedy won " + wins + ", lost " + losses);
  }

  @Test
  void play_sameSeed_sameGame() {
    assertEquals(play("golez", "greedy", "random", 3, 80), play("golez", "greedy", "random", 3, 80));
  }

  @Test
  void new_unknownAgent_rejected() {
    assertThrows(IllegalArgumentException.class,
        () -> new ZamoraTable<>(ZamoraGames.byKey("futez", ZamoraRules.spec()), "spec", "search", "random"));
  }
}
