package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An input format as one strategy ({@link InputFormat}, {@link InputFormats}), and the one visitor
 * protocol its readers feed: the byte-level PGN reader and the line-based parser push the same
 * hooks, in the same order, with the same values, for every record of every chess PGN file.
 */
class InputFormatTest {
  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /* --------------- detect --------------- */

  @Test
  void detect_byExtension_beforeContent() {
    assertEquals(RecordFormat.ENVELOPE, InputFormats.detect("A.PGN.zst", utf8("{")));
    assertEquals(RecordFormat.JSON_LINES, InputFormats.detect("a.ndjson.gz", utf8("[")));
    assertEquals(RecordFormat.FEN_LINES, InputFormats.detect("a.epd", utf8("[")));
  }

  @Test
  void detect_byContent_whenNoExtensionNamesAFormat() {
    assertEquals(RecordFormat.TRANSCRIPTION, InputFormats.detect("x.txt", utf8("\uFEFF # game: futez\n")));
    assertEquals(RecordFormat.ENVELOPE, InputFormats.detect("x", utf8("\n  [Event \"a\"]")));
    assertEquals(RecordFormat.JSON_LINES, InputFormats.detect("x.txt", utf8("{\"game\": \"chess\"}")));
    assertEquals(RecordFormat.FEN_LINES, InputFormats.detect("x", utf8("8/8/8 w")));
    assertEquals(RecordFormat.FEN_LINES, InputFormats.detect("x", new byte[0]));
  }

  @Test
  void byContentExtension_onlyTheFormatOfThatExtension() {
    assertEquals(RecordFormat.TRANSCRIPTION, InputFormats.byContentExtension("notes/G1.TXT", utf8("# game: golez")).get());
    assertTrue(InputFormats.byContentExtension("notes.txt", utf8("[Event \"a\"]")).isEmpty(),
        "a .txt is taken from a directory only as a transcription");
    assertTrue(InputFormats.byContentExtension("a.pgn", utf8("# game: golez")).isEmpty());
  }

  /* --------------- named, extensions --------------- */

  @Test
  void named_everyFormat_byItsName() {
    for (InputFormat f : InputFormats.all()) {
      assertEquals(f, InputFormats.named(f.name()));
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InputFormats.named("PARQUET?"));
    assertTrue(e.getMessage().contains("ENVELOPE"), e.getMessage());
  }

  @Test
  void extensions_ofTheBuiltInFormats() {
    assertEquals(List.of(".rpgn", ".pgn", ".jsonl", ".ndjson", ".fen", ".epd"), InputFormats.extensions());
    assertEquals(List.of(".txt"), InputFormats.contentExtensions());
  }

  /* --------------- splittable, nextBoundary --------------- */

  @Test
  void splittable_allButTranscriptions() {
    assertTrue(RecordFormat.ENVELOPE.splittable());
    assertTrue(RecordFormat.JSON_LINES.splittable());
    assertTrue(RecordFormat.FEN_LINES.splittable());
    assertFalse(RecordFormat.TRANSCRIPTION.splittable());
  }

  @Test
  void nextBoundary_eachFormatsRule() throws IOException {
    byte[] pgn = utf8("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n");
    assertEquals(22, RecordFormat.ENVELOPE.nextBoundary(new ByteArrayInputStream(pgn, 4, pgn.length - 4), 5));
    byte[] lines = utf8("{}\n{}\n");
    assertEquals(3, RecordFormat.JSON_LINES.nextBoundary(new ByteArrayInputStream(lines, 0, 6), 1));
    assertEquals(-1, RecordFormat.TRANSCRIPTION.nextBoundary(new ByteArrayInputStream(lines), 1));
    assertEquals(0, RecordFormat.TRANSCRIPTION.nextBoundary(new ByteArrayInputStream(lines), 0));
  }

  /* --------------- one visitor protocol --------------- */

  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  /** Writes every hook down, one line each; wants no comments, so that PGN is read by chunks. */
  private static final class Log implements RecordVisitor {
    final List<String> lines = new ArrayList<>();

    @Override
    public boolean comments() {
      return false;
    }

    @Override
    public Flow beginRecord(String source, long offset, long line) {
      lines.add("begin " + offset + " " + line);
      return Flow.CONTINUE;
    }

    @Override
    public void tag(String name, String value) {
      lines.add("tag " + name + "=" + value);
    }

    @Override
    public Flow endTags() {
      lines.add("endTags");
      return Flow.CONTINUE;
    }

    @Override
    public void move(String token) {
      lines.add("move " + token);
    }

    @Override
    public void comment(String text) {
      throw new AssertionError("a visitor that wants no comments got one: " + text);
    }

    @Override
    public void result(String token) {
      lines.add("result " + token);
    }

    @Override
    public void endRecord(GameRecord record) {
      lines.add("end " + record.offset());
    }

    @Override
    public void rejected(RejectedRecord rejected) {
      lines.add("rejected " + rejected.describe());
    }
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void records_byteReaderAndLineParser_sameHooks(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    Log chunks = new Log();
    RecordFormat.ENVELOPE.records(new ByteArrayInputStream(bytes), "f", true, Long.MAX_VALUE, false, 4096)
        .next(chunks); // one record a call
    RecordSource all = RecordFormat.ENVELOPE.records(new ByteArrayInputStream(bytes), "f", true, Long.MAX_VALUE,
        false, 4096);
    Log fast = new Log();
    while (all.next(fast)) {
      // every record
    }
    Log lines = new Log();
    RecordSource reference = RecordFormat.ENVELOPE.lineParser(new ByteArrayInputStream(bytes), "f", true,
        Long.MAX_VALUE);
    while (reference.next(lines)) {
      // every record
    }
    assertEquals(lines.lines, fast.lines, file.toString());
    long records;
    try (RecordReader in = RecordReader.open(file)) {
      records = in.stream().count();
    }
    assertEquals(records, fast.lines.stream().filter(l -> l.startsWith("end ") || l.startsWith("rejected ")).count());
    assertTrue(chunks.lines.isEmpty() || fast.lines.subList(0, chunks.lines.size()).equals(chunks.lines));
  }

  @Test
  void records_visitorSkipsAtEndTags_noMovesNorEnd() throws IOException {
    byte[] pgn = utf8("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 { \u00e9 } *\n");
    List<String> seen = new ArrayList<>();
    RecordSource s = RecordFormat.ENVELOPE.records(new ByteArrayInputStream(pgn), "f", true, Long.MAX_VALUE, false);
    RecordVisitor headers = new RecordVisitor() {
      @Override
      public boolean comments() {
        return false;
      }

      @Override
      public void tag(String name, String value) {
        seen.add(value);
      }

      @Override
      public Flow endTags() {
        return Flow.SKIP;
      }

      @Override
      public void move(String token) {
        throw new AssertionError("skipped: " + token);
      }

      @Override
      public void endRecord(GameRecord record) {
        throw new AssertionError("skipped: " + record);
      }
    };
    int calls = 0;
    while (s.next(headers)) {
      calls++;
    }
    assertEquals(2, calls);
    assertEquals(List.of("a", "b"), seen);
  }
}
