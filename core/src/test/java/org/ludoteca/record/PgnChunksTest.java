package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * PGN read by chunks ({@link PgnChunks}, as {@link RecordReader} reads it) gives the records of the
 * line-based parser alone ({@link RecordReader#lineBased}) wherever the chunks are cut: records
 * straddling a cut, records larger than a chunk (and over 1 MiB), CRLF and lone CR line ends, a
 * byte order mark, and slices whose start was moved from the middle of a record to the next
 * boundary, every record read exactly once.
 */
class PgnChunksTest {
  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Games of the lichess sample with damage between them, line ends as given. */
  private static byte[] corpus(String lineEnd, boolean bom) throws IOException {
    String sample = Files.readString(ChessPgnFiles.SAMPLE).substring(0, 20_000);
    String text = sample.substring(0, sample.lastIndexOf("\n\n[Event") + 2)
        + "[Event \"open comment\"]\n\n1. e4 {never closed\n\n"
        + "[Event \"b\"]\n\n1. d4 d5 2. c4 *\n\n% escape\n[Event \"c\"]\n1. Nf3 Nf6 *\n"
        + "[Event \"no result\"]\n\n1. e4 e5\n\n[Event \"d\" ] [Site \"x\"]\n\n1. c4 ) *\n\n";
    text = (bom ? "\uFEFF" : "") + text.replace("\n", lineEnd);
    return bytes(text);
  }

  private static void assertChunksAgree(byte[] data, int[] sizes) {
    List<String> expected = ReaderAgreement.sequential(data, RecordFormat.ENVELOPE);
    List<String> failures = new ArrayList<>();
    for (int size : sizes) {
      List<String> d = ReaderAgreement.firstDifference(expected, ReaderAgreement.chunked(data, RecordFormat.ENVELOPE, size));
      if (!d.isEmpty()) {
        failures.add("chunks of " + size + ": " + d);
      }
    }
    assertEquals(List.of(), failures);
  }

  private static int[] range(int from, int to, int step) {
    List<Integer> out = new ArrayList<>();
    for (int i = from; i < to; i += step) {
      out.add(i);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }

  @Test
  void read_recordsStraddlingCuts_sameRecordsAtEveryChunkSize() throws IOException {
    int[] sizes = range(50, 6000, 37);
    assertChunksAgree(corpus("\n", false), sizes);
    assertChunksAgree(corpus("\r\n", true), sizes);
    assertChunksAgree(corpus("\r", false), sizes);
  }

  @Test
  void read_recordLargerThanAChunk_readThenChunksGoOn() {
    String comment = "x".repeat(5000);
    String game = "[Event \"g\"]\n\n1. e4 e5 1-0\n\n";
    byte[] data = bytes(game + "[Event \"long\"]\n\n1. e4 {" + comment + "} e5\n2. Nf3 *\n\n" + game + game
        + "[Event \"long, no blank line before the next\"]\n1. d4 {" + comment + "} *\n[Event \"n\"]\n1. c4 *\n\n" + game);
    assertChunksAgree(data, new int[] {100, 999, 1000, 4096, 5100, 8000});
    List<String> records = ReaderAgreement.chunked(data, RecordFormat.ENVELOPE, 1000);
    assertEquals(7, records.size(), records.toString());
  }

  @Test
  void read_recordOverOneMibAndARunOverAChunk_sameAsTheLineBasedParser() {
    String game = "[Event \"g\"]\n\n1. e4 e5 1-0\n\n";
    StringBuilder text = new StringBuilder(game);
    text.append("[Event \"huge\"]\n\n1. e4 {").append("y".repeat((1 << 20) + 100)).append("} e5 *\n\n").append(game);
    // a run of 5 MiB with no boundary: tag lines with no blank line before them
    String noBlank = "[Event \"n\"]\n1. d4 *\n";
    text.append(noBlank.repeat(5 * (1 << 20) / noBlank.length())).append('\n').append(game);
    byte[] data = bytes(text.toString());
    assertChunksAgree(data, new int[] {PgnChunks.CHUNK_BYTES, 1 << 16});
  }

  @Test
  void slice_startsMovedFromInsideRecords_everyRecordReadExactlyOnce() throws IOException {
    byte[] data = corpus("\r\n", false);
    List<String> expected = ReaderAgreement.sequential(data, RecordFormat.ENVELOPE);
    Random rnd = new Random(23);
    for (int trial = 0; trial < 30; trial++) {
      List<Long> starts = new ArrayList<>(List.of(0L));
      for (int k = 0; k < 4; k++) {
        long inside = 1 + rnd.nextInt(data.length - 1); // anywhere, mostly inside a record
        long start = ReaderAgreement.boundary(data, inside, RecordFormat.ENVELOPE);
        if (start < data.length && !starts.contains(start)) {
          starts.add(start);
        }
      }
      starts.sort(null);
      int chunk = 200 + rnd.nextInt(3000);
      List<String> read = ReaderAgreement.sliced(data, RecordFormat.ENVELOPE, starts, false, chunk);
      assertEquals(expected, read, "slices at " + starts + ", chunks of " + chunk);
      Set<String> once = new HashSet<>(read);
      assertEquals(read.size(), once.size());
    }
    assertTrue(expected.size() > 10);
  }

  @Test
  void read_byteOrderMarkOnly_orEmpty_sameAsTheLineBasedParser() {
    assertChunksAgree(bytes("\uFEFF"), new int[] {1, 2, 3, 4, 100});
    assertChunksAgree(new byte[0], new int[] {1, 100});
    assertChunksAgree(bytes("\uFEFF\n\n[Event \"a\"]\n\n1. e4 *"), range(1, 40, 1));
  }
}
