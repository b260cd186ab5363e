package org.ludoteca.zamora.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.TestData;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Side;
import org.ludoteca.game.Winner;
import org.ludoteca.zamora.ReplayReport;
import org.ludoteca.zamora.Transcription;
import org.ludoteca.zamora.ZamoraRules;

/** The 24 transcriptions through the shared reader and {@link Replay}, as files and as envelope records. */
class ZamoraRecordGameTest {
  private static final Path DATA = TestData.data("zamora");

  static Stream<Path> files() throws IOException {
    try (Stream<Path> s = Files.list(DATA)) {
      return s.filter(p -> p.toString().endsWith(".txt")).sorted().toList().stream();
    }
  }

  private static ReadResult readOne(RecordReader reader) {
    assertTrue(reader.hasNext());
    ReadResult r = reader.next();
    assertTrue(!reader.hasNext(), "one record per transcription");
    return r;
  }

  /* ---- replay of transcription files ---- */

  @ParameterizedTest
  @MethodSource("files")
  void replay_transcription_sameVerdictAsTheZamoraReplay(Path file) throws IOException {
    ReplayReport direct = ZamoraGames.replay(file, ZamoraRules.spec());
    ReplayResult shared;
    try (RecordReader reader = RecordReader.open(file)) {
      ReadResult r = readOne(reader);
      assertEquals(RecordFormat.TRANSCRIPTION, ((GameRecord) r).format());
      shared = Replay.of(r, null);
    }
    assertEquals(direct.verdict().name(), shared.verdict().name(), shared.describe());
    assertEquals(direct.turnsPlayed(), shared.plies());
    assertEquals(direct.warnings(), shared.warnings());
    if (direct.errorTurn() == null) {
      assertEquals(0, shared.errorPly());
    } else {
      assertTrue(shared.error().startsWith("turn " + direct.errorTurn() + ": "), shared.error());
    }
  }

  @Test
  void replay_caliz3_illegalAtItsUnresolvedTurn() throws IOException {
    Path file = DATA.resolve("caliz-partida-3.txt");
    assertEquals("24.1", Transcription.read(file).unresolvedTurn());
    try (RecordReader reader = RecordReader.open(file)) {
      ReplayResult r = Replay.of(readOne(reader), null);
      assertEquals("ILLEGAL", r.verdict().name());
      assertEquals(47, r.errorPly(), "turn 24.1 is the 47th turn line");
      assertTrue(r.error().contains("in check"), r.error());
    }
  }

  @Test
  void replay_goldeoro1_foulsAsCaptureEvents() throws IOException {
    try (RecordReader reader = RecordReader.open(DATA.resolve("goldeoro-partida-1.txt"))) {
      ReplayResult r = Replay.of(readOne(reader), null);
      assertEquals("VALID", r.verdict().name());
      // 22.1 (43rd turn): the white Bishop 13.8 fouls the Queen on 12.7 and is expelled; 23.1: the Rook 14.6 on
      // 13.6; 24.1 is the seed's "?", replayed as the first legal turn 2.4>4.5>5.7>6.8, the Knight's foul.
      assertEquals(List.of(
          new CaptureEvent(43, Side.WHITE, "foul", "B", "12.7", "piece", List.of("13.8"), List.of("B")),
          new CaptureEvent(45, Side.WHITE, "foul", "R", "13.6", "piece", List.of("14.6"), List.of("R")),
          new CaptureEvent(47, Side.WHITE, "foul", "N", "4.5", "piece", List.of("2.4"), List.of("N"))),
          r.captures());
      assertEquals(java.util.Map.of("foul", 3), r.capturesByMethod());
    }
  }

  @Test
  void session_play_foulTurnReturnsItsCaptureEvent() throws Exception {
    GameRecord record;
    try (RecordReader reader = RecordReader.open(DATA.resolve("goldeoro-partida-1.txt"))) {
      record = (GameRecord) readOne(reader);
    }
    var session = org.ludoteca.game.Games.named("goldeoro").replayer("spec").start(null);
    List<org.ludoteca.game.CaptureEvent> seen = new java.util.ArrayList<>();
    for (String token : record.moves().subList(0, 43)) {
      seen.addAll(session.play(token).captures());
    }
    assertEquals(List.of(
        new CaptureEvent(43, Side.WHITE, "foul", "B", "12.7", "piece", List.of("13.8"), List.of("B"))),
        seen);
  }

  @Test
  void replay_futez2_goalForWhite() throws IOException {
    try (RecordReader reader = RecordReader.open(DATA.resolve("futez-partida-2.txt"))) {
      ReplayResult r = Replay.of(readOne(reader), null);
      assertEquals("VALID", r.verdict().name());
      assertEquals("goal", r.termination());
      assertEquals(Winner.WHITE, r.winner());
      assertEquals("1-0", r.declaredResult());
    }
  }

  /* ---- the same games in the envelope ---- */

  @ParameterizedTest
  @MethodSource("files")
  void replay_envelope_sameVerdictTerminationAndWinner(Path file) throws IOException {
    GameRecord transcription;
    ReplayResult fromFile;
    try (RecordReader reader = RecordReader.open(file)) {
      transcription = (GameRecord) readOne(reader);
      fromFile = Replay.of(transcription, null);
    }
    String envelope = RecordWriter.toEnvelope(
        java.util.Map.of("Game", transcription.tag("Game").orElseThrow(), "Result", transcription.resultToken()),
        transcription.moves(), transcription.resultToken());
    ReplayResult fromEnvelope;
    try (RecordReader reader = RecordReader.of(new ByteArrayInputStream(envelope.getBytes(StandardCharsets.UTF_8)),
        "envelope", RecordFormat.ENVELOPE)) {
      fromEnvelope = Replay.of(readOne(reader), null);
    }
    assertEquals(List.of(fromFile.verdict(), fromFile.errorPly(), fromFile.plies(), String.valueOf(fromFile.termination()),
        String.valueOf(fromFile.winner()), fromFile.captures()),
        List.of(fromEnvelope.verdict(), fromEnvelope.errorPly(), fromEnvelope.plies(),
            String.valueOf(fromEnvelope.termination()), String.valueOf(fromEnvelope.winner()), fromEnvelope.captures()),
        envelope);
  }

  @Test
  void replay_envelopeCutAtPlyLimit_validWithTerminationPlyLimit() throws IOException {
    GameRecord transcription;
    try (RecordReader reader = RecordReader.open(DATA.resolve("futez-partida-2.txt"))) {
      transcription = (GameRecord) readOne(reader);
    }
    // The generator's cap: the first six turns, no result, Termination ply-limit.
    String envelope = RecordWriter.toEnvelope(
        java.util.Map.of("Game", transcription.tag("Game").orElseThrow(), "Result", "*", "Termination", "ply-limit"),
        transcription.moves().subList(0, 6), "*");
    ReplayResult r;
    try (RecordReader reader = RecordReader.of(new ByteArrayInputStream(envelope.getBytes(StandardCharsets.UTF_8)),
        "envelope", RecordFormat.ENVELOPE)) {
      r = Replay.of(readOne(reader), null);
    }
    assertEquals(List.of("VALID", "ply-limit", "6"), List.of(r.verdict().name(), String.valueOf(r.termination()),
        String.valueOf(r.plies())), envelope);
  }
}
