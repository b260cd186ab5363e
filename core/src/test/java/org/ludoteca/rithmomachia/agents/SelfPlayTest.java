package org.ludoteca.rithmomachia.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.ludoteca.selfplay.GameSeeds;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.selfplay.SelfPlay;

class SelfPlayTest {

  private static List<PlayedGame> play(String rules, String white, String black, int games, int maxPlies)
      throws Exception {
    SelfPlay selfPlay = new SelfPlay(new RithmoTable(Rithmomachia.of(RuleSets.named(rules)), Agent.named(white),
        Agent.named(black)), maxPlies);
    List<PlayedGame> out = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      out.add(selfPlay.play(GameSeeds.of(7, i), i + 1));
    }
    return out;
  }

  private static List<ReplayResult> replay(List<PlayedGame> games) throws IOException {
    StringBuilder text = new StringBuilder();
    for (PlayedGame g : games) {
      text.append(RecordWriter.toEnvelope(g.tags(), g.moves(), g.result()));
    }
    List<ReplayResult> results = new ArrayList<>();
    try (RecordReader reader = RecordReader.of(
        new java.io.ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)), "generated",
        RecordFormat.ENVELOPE)) {
      reader.forEachRemaining((ReadResult r) -> results.add(Replay.of(r, RuleSets.DEFAULT)));
    }
    return results;
  }

  /* ---- play ---- */

  @ParameterizedTest
  @ValueSource(strings = {"cvr", "tutorial", "boissiere", "ludii", "axiom"})
  void play_everyGameReplaysValidWithItsDeclaredResult(String rules) throws Exception {
    List<PlayedGame> games = new ArrayList<>(play(rules, "random", "random", 40, 250));
    games.addAll(play(rules, "greedy", "greedy", 40, 250));
    games.addAll(play(rules, "greedy", "random", 20, 250));
    List<ReplayResult> results = replay(games);
    assertEquals(games.size(), results.size());
    for (int i = 0; i < games.size(); i++) {
      ReplayResult r = results.get(i);
      PlayedGame g = games.get(i);
      assertEquals(Verdict.VALID, r.verdict(), rules + " game " + i + ": " + r.describe());
      assertEquals(g.plies(), r.plies());
      assertEquals(g.result(), r.declaredResult());
      assertEquals(g.termination(), r.termination(), "game " + i);
      assertEquals(g.winner(), r.winner(), "game " + i);
    }
  }

  @Test
  void play_sameSeed_sameGame() throws Exception {
    assertEquals(play("cvr", "greedy", "random", 5, 400), play("cvr", "greedy", "random", 5, 400));
  }

  @Test
  void play_otherSeed_otherGame() throws Exception {
    SelfPlay selfPlay = new SelfPlay(new RithmoTable(Rithmomachia.of(RuleSets.named("cvr")), Agent.named("random"),
        Agent.named("random")), 100);
    assertNotEquals(selfPlay.play(1, 1).moves(), selfPlay.play(2, 1).moves());
  }

  @Test
  void play_plyCap_isPlyLimitUnfinished() throws Exception {
    PlayedGame g = play("cvr", "random", "random", 1, 10).get(0);
    assertEquals(10, g.plies());
    assertEquals("*", g.result());
    assertEquals("ply-limit", g.termination());
    assertEquals(null, g.winner());
  }

  @Test
  void play_searchAgent_beatsRandomMostly() throws Exception {
    List<PlayedGame> games = play("cvr", "search:1", "random", 10, 400);
    long searchWins = games.stream().filter(g -> g.winner() == Winner.WHITE).count();
    assertTrue(searchWins >= 7, "search:1 won " + searchWins + " of 10 against random");
  }

  /* ---- Agent.named ---- */

  @Test
  void named_knownAndUnknown() {
    assertEquals("greedy", Agent.named("greedy").name());
    assertEquals("search:3", Agent.named("search:3").name());
    assertEquals("search", Agent.named("search").name());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Agent.named("clever"));
    assertTrue(e.getMessage().contains("random, greedy, search"), e.getMessage());
  }

  /* ---- GreedyAgent ---- */

  @Test
  void choose_greedy_takesTheMostValue() throws Exception {
    // T9 on c10 takes t9 on e12 by equality from e10 or from c12 (two tied moves); every other
    // move takes nothing, so greedy plays one of those two and, over seeds, both.
    Rithmomachia engine = Rithmomachia.of(RuleSets.named("cvr"));
    var p = org.ludoteca.rithmomachia.Position.of(org.ludoteca.rithmomachia.notation.RithmoFen.parse(
        "8/8/8/8/4t9.3/8/2T9.5/8/8/8/8/8/8/8/8/1C1. w - - - 1"));
    var legal = engine.legalMoves(p);
    java.util.Set<String> chosen = new java.util.TreeSet<>();
    for (int seed = 0; seed < 40; seed++) {
      chosen.add(new GreedyAgent().choose(engine, p, legal, new java.util.SplittableRandom(seed)).toString());
    }
    assertEquals(java.util.Set.of("c10-c12", "c10-e10"), chosen, "only the capturing moves, both of them");
  }
}
