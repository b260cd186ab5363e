package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;

/**
 * Test helpers: the records every reader reads from the same bytes, one line per record (offset,
 * line, and the game's parts or the rejection's place and reason), to compare record by record.
 */
final class ReaderAgreement {
  private ReaderAgreement() {}

  /** One line per record: what a record is, wherever it was read from. */
  static String key(ReadResult r, long base, long lineBase) {
    long offset = base + r.offset();
    long line = lineBase + r.line();
    if (r instanceof GameRecord g) {
      return offset + " " + line + " game " + g.tags() + " " + g.moves() + " " + g.resultToken() + " "
          + g.text().hashCode() + " " + g.annotations() + " " + g.movetext();
    }
    RejectedRecord x = (RejectedRecord) r;
    return offset + " " + line + ":" + x.column() + " rejected " + x.reason();
  }

  /**
   * The replay of a game: verdict, error, warnings (equal records replay equally; this shows it);
   * a rejection as {@link #key} (the pipeline keeps its line apart from its reason).
   */
  static String verdict(ReadResult r, long base, long lineBase) {
    if (r instanceof RejectedRecord) {
      return key(r, base, lineBase);
    }
    ReplayResult v = Replay.of(r, null);
    return (base + r.offset()) + " " + v.verdict() + " " + v.errorPly() + " " + v.error() + " " + v.warnings();
  }

  /**
   * The whole input read in one go by the line-based parsers ({@link RecordReader#lineBased}): the
   * reference every other reading is compared with.
   */
  static List<String> sequential(byte[] data, RecordFormat format) {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.lineBased(new ByteArrayInputStream(data), "t", format)) {
      in.forEachRemaining(r -> out.add(key(r, 0, 0)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The replays of the whole input read in one go by the line-based parsers. */
  static List<String> sequentialVerdicts(byte[] data, RecordFormat format) {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.lineBased(new ByteArrayInputStream(data), "t", format)) {
      in.forEachRemaining(r -> out.add(verdict(r, 0, 0)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The whole input read in one go as {@code replay} reads a file, the envelope format in chunks of {@code chunkBytes}. */
  static List<String> chunked(byte[] data, RecordFormat format, int chunkBytes) {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(data), "t", format, chunkBytes)) {
      in.forEachRemaining(r -> out.add(key(r, 0, 0)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** The slice starts of the input at a split size, as the pipeline cuts a file. */
  static List<Long> cuts(byte[] data, RecordFormat format, long splitSize) {
    List<Long> starts = new ArrayList<>();
    long start = 0;
    while (start < data.length) {
      starts.add(start);
      long end = boundary(data, Math.min(data.length, start + splitSize), format);
      start = end;
    }
    return starts;
  }

  /** {@link RecordBoundary#next} over an array, the end of the array when there is none. */
  static long boundary(byte[] data, long pos, RecordFormat format) {
    if (pos >= data.length) {
      return data.length;
    }
    try {
      long b = RecordBoundary.next(new ByteArrayInputStream(data, (int) Math.max(0, pos - 1), data.length), pos,
          format);
      return b < 0 ? data.length : b;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The input read slice by slice, slices starting at {@code starts} (boundaries), as the pipeline reads them. */
  static List<String> sliced(byte[] data, RecordFormat format, List<Long> starts, boolean verdicts) {
    return sliced(data, format, starts, verdicts, PgnChunks.CHUNK_BYTES);
  }

  /** {@link #sliced(byte[], RecordFormat, List, boolean)}, the envelope format read in chunks of {@code chunkBytes}. */
  static List<String> sliced(byte[] data, RecordFormat format, List<Long> starts, boolean verdicts, int chunkBytes) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < starts.size(); i++) {
      long start = starts.get(i);
      long end = i + 1 < starts.size() ? starts.get(i + 1) : data.length;
      long lineBase = linesBefore(data, start);
      try (RecordReader in = RecordReader.slice(
          new ByteArrayInputStream(data, (int) start, data.length - (int) start), "t", format, start, end, chunkBytes)) {
        in.forEachRemaining(r -> out.add(verdicts ? verdict(r, start, lineBase) : key(r, start, lineBase)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  /** The input read at a split size. */
  static List<String> sliced(byte[] data, RecordFormat format, long splitSize) {
    return sliced(data, format, cuts(data, format, splitSize), false);
  }

  /** Line ends (LF, CRLF, lone CR) before {@code pos}, as the pipeline counts them. */
  static long linesBefore(byte[] data, long pos) {
    long lines = 0;
    for (int i = 0; i < pos; i++) {
      if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= data.length || data[i + 1] != '\n'))) {
        lines++;
      }
    }
    return lines;
  }

  /** The input written gzip- or bzip2-compressed to {@code dir/name} and read back as {@code replay} opens files. */
  static List<String> compressed(byte[] data, Path dir, String name, boolean bzip2) {
    Path file = dir.resolve(name + (bzip2 ? ".bz2" : ".gz"));
    try {
      try (OutputStream o = bzip2 ? new BZip2CompressorOutputStream(Files.newOutputStream(file))
          : new GZIPOutputStream(Files.newOutputStream(file))) {
        o.write(data);
      }
      List<String> out = new ArrayList<>();
      try (RecordReader in = RecordReader.open(file)) {
        in.forEachRemaining(r -> out.add(key(r, 0, 0)));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The input written Zstandard-compressed to {@code dir/name.zst} and read back as {@code replay}
   * opens files: one frame when {@code cuts} is empty, else pzstd's layout (a skippable header
   * before each frame) with a frame ending at each cut.
   */
  static List<String> zstd(byte[] data, Path dir, String name, List<Integer> cuts) {
    Path file = dir.resolve(name + ".zst");
    try {
      Files.write(file, cuts.isEmpty() ? ZstdFiles.frame(data) : ZstdFiles.pzstd(chunks(data, cuts)));
      List<String> out = new ArrayList<>();
      try (RecordReader in = RecordReader.open(file)) {
        in.forEachRemaining(r -> out.add(key(r, 0, 0)));
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code data} cut at {@code cuts} (any order; out-of-range and repeated cuts ignored). */
  static List<byte[]> chunks(byte[] data, List<Integer> cuts) {
    List<byte[]> out = new ArrayList<>();
    int from = 0;
    for (int to : new java.util.TreeSet<>(cuts)) {
      if (to > from && to < data.length) {
        out.add(java.util.Arrays.copyOfRange(data, from, to));
        from = to;
      }
    }
    out.add(java.util.Arrays.copyOfRange(data, from, data.length));
    return out;
  }

  /** The first records where two readings differ (empty if none): the expected one, then the actual one. */
  static List<String> firstDifference(List<String> expected, List<String> actual) {
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String a = i < expected.size() ? expected.get(i) : "(none)";
      String b = i < actual.size() ? actual.get(i) : "(none)";
      if (!a.equals(b)) {
        return List.of("#" + i + " expected " + a, "#" + i + " actual   " + b);
      }
    }
    return List.of();
  }
}
