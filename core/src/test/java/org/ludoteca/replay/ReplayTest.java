package org.ludoteca.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class ReplayTest {
  private static final Path SAMPLE =
      Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia/sample.rpgn");
  /** Joyner's game 1 (boissiere, White's victoria-magna at ply 29) and game 2 (one eruption). */
  private static GameRecord joyner1;
  private static GameRecord joyner2;

  @BeforeAll
  static void read() throws IOException {
    try (RecordReader in = RecordReader.open(SAMPLE)) {
      joyner1 = (GameRecord) in.next();
      joyner2 = (GameRecord) in.next();
    }
  }

  private static List<ReadResult> parse(String text) throws IOException {
    List<ReadResult> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test", RecordFormat.ENVELOPE)) {
      in.forEachRemaining(out::add);
    }
    return out;
  }

  /** Joyner's game 1 with its tags changed: a null value removes the tag. */
  private static GameRecord joyner1(String result, Map<String, String> changes, List<String> moves) throws IOException {
    Map<String, String> tags = new LinkedHashMap<>(joyner1.tags());
    changes.forEach((k, v) -> {
      if (v == null) {
        tags.remove(k);
      } else {
        tags.put(k, v);
      }
    });
    return (GameRecord) parse(RecordWriter.toEnvelope(tags, moves, result)).get(0);
  }

  private static Map<String, String> tags(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }

  /* --------------- replay: valid games --------------- */

  @Test
  void replay_joyner1_validVictoriaMagna() {
    ReplayResult r = Replay.replay(joyner1);
    assertEquals(Verdict.VALID, r.verdict());
    assertEquals(29, r.plies());
    assertEquals("victoria-magna", r.termination());
    assertEquals(Winner.WHITE, r.winner());
    assertEquals("1-0", r.declaredResult());
    assertEquals("boissiere", r.rules());
    assertEquals("rithmomachia", r.game());
    assertEquals(0, r.errorPly());
    assertNull(r.error());
    assertTrue(r.describe().endsWith(" VALID plies=29 victoria-magna white declared=1-0"), r.describe());
  }

  @Test
  void replay_joyner2_oneEruptionEvent() {
    ReplayResult r = Replay.replay(joyner2);
    assertEquals(Verdict.VALID, r.verdict());
    assertEquals(27, r.plies());
    assertEquals(1, r.captures().size());
    CaptureEvent c = r.captures().get(0);
    assertEquals(21, c.ply(), "White's 11th move");
    assertEquals(Side.WHITE, c.side());
    assertEquals("eruption", c.method());
    assertEquals("t90.", c.victim());
    assertEquals("g8", c.square());
    assertEquals("piece", c.scope());
    assertEquals(List.of("g5"), c.attackers(), "S45 erupts from g5");
    assertEquals(new TreeMap<>(Map.of("eruption", 1)), r.capturesByMethod());
  }

  @Test
  void replay_twice_equal() {
    ReplayResult first = Replay.replay(joyner2);
    ReplayResult again = Replay.replay(joyner2);
    assertEquals(first, again, "replay is deterministic");
    int firstHash = Replay.replay(joyner1).hashCode();
    int againHash = Replay.replay(joyner1).hashCode();
    assertEquals(firstHash, againHash);
  }

  @Test
  void replay_noMoves_startFen() throws IOException {
    GameRecord g = (GameRecord) parse("[Game \"rithmomachia\"]\n\n*\n").get(0);
    ReplayResult r = Replay.replay(g);
    assertEquals(Verdict.VALID, r.verdict());
    assertEquals("cvr", r.rules());
    assertEquals(RithmoFen.START, r.finalFen());
    assertEquals(0, r.plies());
  }

  @Test
  void replay_fenTag_startsThere() throws IOException {
    GameRecord g = (GameRecord) parse("[Game \"rithmomachia\"]\n[FEN \"8/8/8/8/4t9.3/8/2T9.5/8/8/8/8/8/8/8/8/8 w - - - 1\"]\n\n1. c10-e10 *\n").get(0);
    ReplayResult r = Replay.replay(g);
    assertEquals(1, r.plies());
    assertEquals(List.of("equality"), r.captures().stream().map(CaptureEvent::method).toList());
  }

  /* --------------- replay: rules and defaults --------------- */

  @Test
  void replay_defaultRules_onlyWhenNoRulesTag() throws IOException {
    GameRecord noRules = joyner1("1-0", tags("Rules", null), joyner1.moves());
    assertEquals("cvr", Replay.replay(noRules).rules());
    ReplayResult under = Replay.replay(noRules, "boissiere");
    assertEquals("boissiere", under.rules());
    assertEquals(Verdict.VALID, under.verdict());
    assertEquals("boissiere", Replay.replay(joyner1, "cvr").rules(), "a Rules tag wins over the default");
  }

  /* --------------- replay: defects --------------- */

  @Test
  void replay_moveAfterEnd_illegal() throws IOException {
    List<String> moves = new ArrayList<>(joyner1.moves());
    moves.add("s121b16-e16");
    ReplayResult r = Replay.replay(joyner1("1-0", Map.of(), moves));
    assertEquals(Verdict.ILLEGAL, r.verdict());
    assertEquals(30, r.errorPly());
    assertEquals(29, r.plies());
    assertTrue(r.error().contains("game already ended at ply 29"), r.error());
    assertEquals("victoria-magna", r.termination());
  }

  @Test
  void replay_declaredVictoryRulesDoNotFind_mismatch() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("Termination", "de-bonis"), joyner1.moves().subList(0, 10)));
    assertEquals(Verdict.RESULT_MISMATCH, r.verdict());
    assertNull(r.termination());
    assertNull(r.winner());
  }

  @Test
  void replay_terminationOfOtherVictory_mismatch() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("Termination", "victoria-major"), joyner1.moves()));
    assertEquals(Verdict.RESULT_MISMATCH, r.verdict());
    assertEquals("victoria-magna", r.termination());
  }

  @Test
  void replay_victoryWithResignationTermination_mismatch() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("Termination", "resignation"), joyner1.moves()));
    assertEquals(Verdict.RESULT_MISMATCH, r.verdict());
  }

  @Test
  void replay_victoryWithoutTermination_valid() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("Termination", null), joyner1.moves()));
    assertEquals(Verdict.VALID, r.verdict());
    assertNull(r.declaredTermination());
  }

  @Test
  void replay_recordTerminations_resultMustAgree() throws IOException {
    List<String> ten = joyner1.moves().subList(0, 10);
    Object[][] cases = {
        {"resignation", "0-1", Verdict.VALID, Winner.BLACK},
        {"resignation", "*", Verdict.RESULT_MISMATCH, null},
        {"agreement", "1/2-1/2", Verdict.VALID, Winner.DRAW},
        {"agreement", "1-0", Verdict.RESULT_MISMATCH, null},
        {"unfinished", "*", Verdict.VALID, null},
        {"unfinished", "1-0", Verdict.RESULT_MISMATCH, null},
        {"ply-limit", "*", Verdict.VALID, null},
        {"ply-limit", "1/2-1/2", Verdict.RESULT_MISMATCH, null},
        {null, "*", Verdict.VALID, null},
        {null, "1-0", Verdict.RESULT_MISMATCH, null},
    };
    for (Object[] c : cases) {
      ReplayResult r = Replay.replay(joyner1((String) c[1],
          tags("Result", (String) c[1], "Termination", (String) c[0]), ten));
      assertEquals(c[2], r.verdict(), c[0] + " " + c[1]);
      assertEquals(c[3], r.winner(), c[0] + " " + c[1]);
    }
  }

  @Test
  void replay_unknownRules_unreadable() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("Rules", "nope"), joyner1.moves()));
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertTrue(r.error().startsWith("unknown rule set 'nope'; known: cvr"), r.error());
    assertNull(r.finalFen());
  }

  @Test
  void replay_badFen_unreadable() throws IOException {
    ReplayResult r = Replay.replay(joyner1("1-0", tags("FEN", "9/8 w - - - 1"), joyner1.moves()));
    assertEquals(Verdict.UNREADABLE, r.verdict());
    assertTrue(r.error().startsWith("bad FEN tag"), r.error());
  }

  @Test
  void replay_unreadableToken_illegalAtItsPly() throws IOException {
    List<String> moves = new ArrayList<>(joyner1.moves().subList(0, 3));
    moves.add("C2f9");
    ReplayResult r = Replay.replay(joyner1("*", tags("Result", "*", "Termination", null), moves));
    assertEquals(Verdict.ILLEGAL, r.verdict());
    assertEquals(4, r.errorPly());
    assertTrue(r.error().startsWith("unreadable move C2f9"), r.error());
  }

  /* --------------- reader rejections --------------- */

  @Test
  void of_rejectedThenGood_goodIntact() throws IOException {
    String good = RecordWriter.toEnvelope(joyner1.tags(), joyner1.moves(), "1-0");
    List<ReadResult> read = parse("[Event \"x\" junk]\n\n1. c14-c12 *\n\n" + good);
    assertEquals(2, read.size());
    ReplayResult bad = Replay.of(read.get(0), null);
    assertEquals(Verdict.UNREADABLE, bad.verdict());
    assertTrue(bad.error().startsWith("line 1 column "), bad.error());
    assertEquals(Replay.replay(joyner1).verdict(), Replay.of(read.get(1), null).verdict());
    assertEquals(Replay.replay(joyner1).finalFen(), Replay.of(read.get(1), null).finalFen());
  }

  @Test
  void of_truncatedInsideTag_unreadable() throws IOException {
    String good = RecordWriter.toEnvelope(joyner1.tags(), joyner1.moves(), "1-0");
    List<ReadResult> read = parse(good + "\n[Event \"cut");
    assertEquals(List.of(Verdict.VALID, Verdict.UNREADABLE),
        read.stream().map(r -> Replay.of(r, null).verdict()).toList());
  }

  /* --------------- Games --------------- */

  @Test
  void named_unknown_listsKnown() {
    GameException e = assertThrows(GameException.class, () -> Games.named("go"));
    assertTrue(e.getMessage().startsWith("unknown game 'go'; known: rithmomachia, "), e.getMessage());
    assertTrue(e.getMessage().contains("futez"), e.getMessage());
    assertTrue(e.getMessage().endsWith(", chess960, chess"), e.getMessage());
  }

  @Test
  void named_rithmomachia_knowsItsRuleSets() throws GameException {
    assertTrue(Games.named("rithmomachia").ruleSetNames().containsAll(List.of("cvr", "boissiere", "tutorial", "ludii", "axiom")));
    assertTrue(Games.named("rithmomachia").terminationNames().contains("no-legal-move"));
  }

  /* --------------- ReplayJson --------------- */

  @Test
  void line_keysInOrder() {
    String line = ReplayJson.line(Replay.replay(joyner2));
    int at = -1;
    for (String key : ReplayJson.KEYS) {
      int i = line.indexOf("\"" + key + "\":");
      assertTrue(i > at, key + " in order in " + line);
      at = i;
    }
    assertTrue(line.endsWith("\"captures\":{\"eruption\":1},\"warnings\":[]}\n"), line);
  }

  @Test
  void summary_reconciles() {
    assertThrows(IllegalArgumentException.class, () -> new ReplaySummary(3, 1, 1, 0, 0));
    assertEquals("{\"summary\":{\"read\":2,\"valid\":1,\"illegal\":0,\"mismatch\":0,\"rejected\":1}}\n",
        ReplayJson.summary(ReplaySummary.EMPTY.plus(Verdict.VALID).plus(Verdict.UNREADABLE)));
  }
}
