package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludoteca.TestData;
import org.ludoteca.game.DeclaredTerminations;
import org.ludoteca.game.EndingKind;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.SkippedLines;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.game.Verdict;

/**
 * Real records' conventions (issue 38), on this project's own fixtures ({@code
 * core/src/test/resources/chess/pgn/conventions}, README there): every record's verdict, reported
 * termination and winner, declared ending normalised, kind of start and warnings.
 */
class ChessConventionsTest {
  private static final Path DIR = TestData.resource("chess/pgn/conventions");

  /** What a file read to: its records' replays and the lines skipped between them. */
  private record Read(List<GameRecord> records, List<ReplayResult> results, SkippedLines skipped) {}

  private static Read read(String name) throws IOException {
    List<GameRecord> records = new ArrayList<>();
    List<ReplayResult> results = new ArrayList<>();
    try (RecordReader in = RecordReader.open(DIR.resolve(name))) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        if (r instanceof GameRecord g) {
          records.add(g);
        }
        results.add(Replay.of(r, null));
      }
      return new Read(records, results, in.skipped());
    }
  }

  /** One line per record: verdict, termination, winner, declared ending, start kind, warnings. */
  private static List<String> table(Read read) {
    List<String> rows = new ArrayList<>();
    for (ReplayResult r : read.results) {
      rows.add(r.verdict() + " " + r.termination() + " " + r.winner() + " "
          + (r.declaredEnding() == null ? null : r.declaredEnding().label()) + " " + r.startKind() + " "
          + r.warnings().size());
    }
    return rows;
  }

  @Test
  void replay_chessComExport_everyProseTerminationRead() throws IOException {
    Read read = read("chesscom.pgn");
    assertEquals(List.of(
        "VALID checkmate black checkmate standard 0",
        "VALID resignation white resignation standard 0",
        "VALID time black time-forfeit standard 0",
        "VALID agreement draw agreement standard 0",
        "VALID threefold-repetition draw repetition standard 0",
        "VALID stalemate draw stalemate standard 0",
        "VALID time draw timeout-vs-insufficient-material set-up 0",
        "VALID insufficient-material draw insufficient-material set-up 0",
        "VALID fifty-moves draw fifty-moves set-up 0",
        "VALID unfinished white abandoned standard 0",
        "VALID resignation black resignation chess960 0"), table(read));
    // clocks with tenths, in centiseconds: [%clk 0:09:59.6], [%clk 0:09:57.6], [%clk 0:09:55]
    assertEquals(Arrays.asList(59960, 59760, 59500, 59020, 58180, 58000, 57830, 57110),
        read.records.get(1).annotations().clocks());
    assertEquals(SkippedLines.NONE, read.skipped);
  }

  @Test
  void replay_tcecArchiveWithCrlfAndCommentLines_noPhantomRecords() throws IOException {
    Read read = read("tcec-standard-crlf.pgn");
    assertEquals(List.of(
        "VALID threefold-repetition draw repetition standard 0",
        "VALID checkmate white adjudication standard 0",
        "VALID unfinished black rules-infraction standard 0",
        "VALID unfinished white abandoned standard 0",
        "VALID adjudication draw adjudication standard 0",
        "VALID agreement draw agreement standard 1",
        "VALID unknown white unknown standard 1"), table(read));
    assertEquals(new SkippedLines(10, 1, 0), read.skipped); // two ';' lines after three games, one after four; the '%' line
    assertTrue(read.results.get(5).warnings().get(0).startsWith("empty Termination tag"));
    assertTrue(read.results.get(6).warnings().get(0).contains("'Engine B lost its cables'"),
        read.results.get(6).warnings().toString());
    assertTrue(read.records.get(0).text().contains("\r\n"), "CRLF kept in the record's text");
  }

  @Test
  void replay_latin1Collection_readWithAWarning() throws IOException {
    Read read = read("latin1.pgn");
    assertEquals(List.of(
        "VALID resignation white resignation standard 1",
        "VALID unfinished null unterminated standard 2",
        "VALID agreement draw agreement standard 1"), table(read));
    assertEquals("Müller, Jürgen", read.records.get(0).tags().get("White"));
    assertEquals("Øvergaard, Søren", read.records.get(1).tags().get("Black"));
    assertTrue(read.records.get(0).text().contains("{Ruy López}"));
    assertTrue(read.results.get(0).warnings().get(0).contains("ISO 8859-1"));
    assertEquals("*", read.results.get(1).declaredResult()); // [Result ""] read as missing: the movetext's *
    assertTrue(read.results.get(1).warnings().get(1).startsWith("empty Result tag"));
  }

  @Test
  void replay_doubleChess960_chess960CastlingAndItsKindOfStart() throws IOException {
    Read read = read("double-chess960.pgn");
    assertEquals(List.of(
        "VALID unfinished null unterminated double-chess960 0",
        "VALID unfinished null unterminated double-chess960 0",
        "VALID agreement draw agreement double-chess960 1",
        "VALID unfinished null unterminated chess960 0",
        "VALID resignation white resignation set-up 0"), table(read));
    assertEquals("FEN castling field '-' does not match the rooks of Double Chess960 start 97/189: used 'KQkq'",
        read.results.get(2).warnings().get(0));
  }

  @Test
  void replay_lichessApiExport_drawAfterAFlagAndFromPosition() throws IOException {
    Read read = read("lichess-api.pgn");
    assertEquals(List.of(
        "VALID time draw timeout-vs-insufficient-material set-up 0",
        "VALID checkmate white checkmate set-up 0",
        "RESULT_MISMATCH null null timeout-vs-insufficient-material set-up 0"), table(read));
    assertTrue(read.results.get(2).error().contains("white (the opponent of black, to move) has mating material"),
        read.results.get(2).error());
  }

  /* --------------- start positions keyed by both back ranks --------------- */

  @Test
  void startPositionKeys_doubleChess960_keyedByBothBackRanks() {
    ChessStartKeys keys = ChessStartKeys.DRAWN;
    String key = keys.key("nrnbkrbq/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w KQkq - 0 1");
    assertEquals("BQNBRNKR/NRNBKRBQ", key);
    assertEquals(OptionalInt.of(97), keys.number(key));
    assertEquals(OptionalInt.of(189), keys.blackNumber(key));
    String same = keys.key("bqnbrnkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w KQkq - 0 1");
    assertEquals("BQNBRNKR", same);
    assertEquals(keys.number(same), keys.blackNumber(same));
    assertEquals("RNBQKBNR", ChessStartKeys.FIXED.key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  }

  @Test
  void startPositionKeys_setUpPosition_noKey() {
    assertEquals(null, ChessStartKeys.DRAWN.key("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
    assertEquals(null, ChessStartKeys.DRAWN.key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    assertEquals(null, ChessStartKeys.FIXED.key(null));
  }

  /* --------------- the table of declared endings --------------- */

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Time forfeit|time-forfeit", "Abandoned|abandoned", "Rules infraction|rules-infraction",
      "Unterminated|unterminated", "Insufficient material|insufficient-material",
      "death|abandoned", "emergency|unterminated", "adjudication|adjudication",
      "Magnus-C won by checkmate|checkmate", "a_b won on time|time-forfeit", "xyz won - game abandoned|abandoned",
      "Game drawn by 50-move rule|fifty-moves", "Game drawn by timeout vs insufficient material|timeout-vs-insufficient-material",
      "GUI TB adjudication|adjudication", "GUI TB Mate in 23|adjudication", "User adjudication - GUI crash|adjudication",
      "3-fold rep|repetition", "50-move rule|fifty-moves", "illegal move|rules-infraction",
      "stalled connection|abandoned", "TCEC Draw Rule|adjudication", "Black loses on time|time-forfeit",
      "time|time-forfeit", "resign|resignation", "Chiron Stage 3 withdrawal|abandoned",
      "threefold-repetition|repetition", "seventy-five-moves|fifty-moves", "ply-limit|unterminated",
      "won by checkmate or not|unknown", "Zeitüberschreitung|unknown"})
  void of_eachSourcesVocabulary(String text, String label) {
    assertEquals(EndingKind.ofLabel(label).orElseThrow(), DeclaredTerminations.of(text).orElseThrow(), text);
  }

  @Test
  void of_normal_theBoardAndResultSay() {
    assertTrue(DeclaredTerminations.of("Normal").isEmpty());
    assertTrue(DeclaredTerminations.of("  NORMAL ").isEmpty());
  }
}
