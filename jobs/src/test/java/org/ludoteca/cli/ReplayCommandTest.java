package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia");
  private static final String SAMPLE = DATA.resolve("sample.rpgn").toString();
  private static final String MALFORMED = DATA.resolve("malformed.rpgn").toString();


  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /** A flat reading of one JSON object: top-level keys to their scalar text, or "{...}" for objects. */
  private static Map<String, Object> object(String line) throws IOException {
    Map<String, Object> m = new LinkedHashMap<>();
    try (JsonParser p = new JsonFactory().createParser(line)) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.getCurrentName();
        JsonToken t = p.nextToken();
        if (t == JsonToken.START_OBJECT) {
          Map<String, Object> inner = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String k = p.getCurrentName();
            p.nextToken();
            inner.put(k, p.getLongValue());
          }
          m.put(key, inner);
        } else {
          m.put(key, t == JsonToken.VALUE_NULL ? null : t.isNumeric() ? (Object) p.getLongValue() : p.getText());
        }
      }
    }
    return m;
  }

  /* --------------- human output --------------- */

  @Test
  void replay_sample_allValid() {
    CliRun r = run("replay", SAMPLE);
    assertEquals(0, r.exit(), r.err());
    assertEquals(24, r.lines().size());
    assertEquals(SAMPLE + ":0 VALID plies=29 victoria-magna white declared=1-0", r.lines().get(0));
    assertEquals("read 23, valid 23, illegal 0, mismatch 0, rejected 0", r.lines().get(23));
  }

  @Test
  void replay_bothFiles_countsEachGameOnce() {
    CliRun r = run("replay", SAMPLE, MALFORMED);
    assertEquals(0, r.exit(), "bad games do not fail the command: " + r.err());
    assertEquals("read 45, valid 25, illegal 3, mismatch 7, rejected 10", r.lines().get(r.lines().size() - 1));
    assertEquals(46, r.lines().size());
    assertTrue(r.lines().contains(MALFORMED + ":726 UNREADABLE missing Game tag, and no FEN tag whose shape names a game"), r.out());
  }

  /* --------------- --json --------------- */

  @Test
  void replayJson_keysAndSummaryReconcile() throws IOException {
    CliRun r = run("replay", "--json", SAMPLE, MALFORMED);
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertEquals(46, lines.size());
    List<String> keys = List.of("source", "offset", "game", "rules", "verdict", "error_ply", "error", "plies",
        "termination", "winner", "declared_result", "final_fen", "captures", "warnings");
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String line : lines.subList(0, 45)) {
      Map<String, Object> o = object(line);
      assertEquals(keys, new ArrayList<>(o.keySet()), line);
      counts.merge((String) o.get("verdict"), 1L, Long::sum);
      Object winner = o.get("winner");
      assertTrue(winner == null || List.of("white", "black", "draw").contains(winner), line);
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> summary = (Map<String, Object>) object(lines.get(45)).get("summary");
    assertEquals(Map.of("read", 45L, "valid", 25L, "illegal", 3L, "mismatch", 7L, "rejected", 10L), summary);
    assertEquals(List.of("read", "valid", "illegal", "mismatch", "rejected"), new ArrayList<>(summary.keySet()));
    assertEquals((long) summary.get("read"), counts.values().stream().mapToLong(Long::longValue).sum());
    assertEquals(summary.get("rejected"), counts.get("UNREADABLE"));
    assertEquals(summary.get("mismatch"), counts.get("RESULT_MISMATCH"));
  }

  @Test
  void replayJson_joyner2_capturesByMethod() throws IOException {
    CliRun r = run("replay", "--json", SAMPLE);
    Map<String, Object> o = object(r.lines().get(1));
    assertEquals("VALID", o.get("verdict"));
    assertEquals("boissiere", o.get("rules"));
    assertEquals(27L, o.get("plies"));
    assertEquals("white", o.get("winner"));
    assertEquals(Map.of("eruption", 1L), o.get("captures"));
    assertEquals(0L, o.get("error_ply"));
    assertEquals(null, o.get("error"));
  }

  /* --------------- files and options --------------- */

  @Test
  void replay_missingFile_exitsTwoAfterTheOthers(@TempDir Path dir) {
    String missing = dir.resolve("nope.rpgn").toString();
    CliRun r = run("replay", missing, SAMPLE);
    assertEquals(2, r.exit());
    assertEquals("error: cannot open " + missing + ": no such file" + System.lineSeparator(), r.err());
    assertEquals("read 23, valid 23, illegal 0, mismatch 0, rejected 0", r.lines().get(r.lines().size() - 1));
  }

  @Test
  void replay_rules_appliesOnlyWithoutRulesTag(@TempDir Path dir) throws IOException {
    String joyner = Files.readString(Path.of(SAMPLE)).split("\n\n\\[")[0] + "\n";
    Path file = dir.resolve("j.rpgn");
    Files.writeString(file, joyner.replace("[Rules \"boissiere\"]\n", "") + "\n" + joyner);
    CliRun plain = run("replay", file.toString());
    assertTrue(plain.lines().get(0).contains(" ILLEGAL "), plain.out());
    assertTrue(plain.lines().get(1).contains(" VALID "), plain.out());
    CliRun under = run("replay", "--rules", "boissiere", file.toString());
    assertEquals("read 2, valid 2, illegal 0, mismatch 0, rejected 0", under.lines().get(2));
    CliRun cvr = run("replay", "--rules", "cvr", "--json", file.toString());
    assertTrue(cvr.lines().get(1).contains("\"rules\":\"boissiere\""), "a Rules tag wins: " + cvr.out());
  }

  @Test
  void replay_unknownRules_exitsTwo() {
    CliRun r = run("replay", "--rules", "nope", SAMPLE);
    assertEquals(2, r.exit());
    assertTrue(r.err().startsWith("error: unknown rule set 'nope'; known: rithmomachia: cvr"), r.err());
    assertEquals("", r.out());
  }
}
