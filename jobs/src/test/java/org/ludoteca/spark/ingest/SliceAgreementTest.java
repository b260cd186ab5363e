package org.ludoteca.spark.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordDamage;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.IngestJob;

/**
 * The issue #27 corpus (6,000 damaged records of each of the chess and Rithmomachia samples)
 * read as {@code replay} reads it and as the pipeline's slices read it at the issue's split
 * sizes, without Spark: the same records, record by record. Prints the table of counts.
 */
public class SliceAgreementTest {
  /**
   * Split sizes: the issue's (one slice per file, the default, 200,000) and 1 MiB, 64 KiB. 4 KiB
   * (2,700 slices here, a minute of opening files) is checked on smaller corpora: by {@code
   * ReaderAgreementTest} (core) and {@link SplitSizeAgreementTest}; the figures in {@code
   * data/FORMAT.md} section 14 were measured with it here.
   */
  private static final long[] SPLIT_SIZES = {50_000_000L, IngestJob.DEFAULT_SPLIT_SIZE, 200_000L, 1L << 20, 1L << 16};

  @Test
  void read_issueCorpus_sameRecordsAtEverySplitSize(@TempDir Path dir) throws IOException {
    Path chess = write(dir.resolve("chess-damaged.pgn"), Path.of("../data/chess/lichess-sample.pgn"), 6000, 27);
    Path rithmo = write(dir.resolve("rithmo-damaged.rpgn"), Path.of("../data/rithmomachia/sample.rpgn"), 6000, 28);
    Map<String, List<String>> chessReads = readers(chess, dir);
    Map<String, List<String>> rithmoReads = readers(rithmo, dir);
    StringBuilder table = new StringBuilder("| reader | chess | rithmomachia | both |\n|---|---:|---:|---:|\n");
    for (String reader : chessReads.keySet()) {
      int c = chessReads.get(reader).size();
      int r = rithmoReads.get(reader).size();
      table.append("| ").append(reader).append(" | ").append(c).append(" | ").append(r).append(" | ")
          .append(c + r).append(" |\n");
    }
    System.out.print(table);
    for (Map<String, List<String>> reads : List.of(chessReads, rithmoReads)) {
      List<String> replay = reads.get("replay");
      for (Map.Entry<String, List<String>> e : reads.entrySet()) {
        assertEquals(List.of(), firstDifference(replay, e.getValue()), e.getKey() + " reads other records than replay\n"
            + table);
      }
    }
  }

  /** The first records where two readings differ (empty if none): the expected one, then the actual one. */
  public static List<String> firstDifference(List<String> expected, List<String> actual) {
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String a = i < expected.size() ? expected.get(i) : "(none)";
      String b = i < actual.size() ? actual.get(i) : "(none)";
      if (!a.equals(b)) {
        return List.of("#" + i + " expected " + a, "#" + i + " actual   " + b);
      }
    }
    return List.of();
  }

  static Path write(Path target, Path clean, int count, long seed) throws IOException {
    RecordFormat format = RecordFormat.detect(clean.getFileName().toString(), Files.readAllBytes(clean));
    byte[] corpus = RecordDamage.corpus(RecordDamage.records(Files.readAllBytes(clean), format), count, seed);
    Files.write(target, corpus);
    return target;
  }

  /** What every reader reads from a file: replay's reader, gzip, bzip2, and slices at each split size. */
  static Map<String, List<String>> readers(Path file, Path dir) throws IOException {
    Map<String, List<String>> out = new LinkedHashMap<>();
    out.put("replay", keys(RecordReader.open(file), 0));
    byte[] bytes = Files.readAllBytes(file);
    Path gz = dir.resolve(file.getFileName() + ".gz");
    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz))) {
      o.write(bytes);
    }
    Path bz = dir.resolve(file.getFileName() + ".bz2");
    try (OutputStream o = new BZip2CompressorOutputStream(Files.newOutputStream(bz))) {
      o.write(bytes);
    }
    out.put("replay .gz", keys(RecordReader.open(gz), 0));
    out.put("replay .bz2", keys(RecordReader.open(bz), 0));
    out.put("pipeline .gz", slices(gz, Long.MAX_VALUE, true));
    for (long size : SPLIT_SIZES) {
      long t0 = System.nanoTime();
      out.put("pipeline --split-size " + size, slices(file, size, false));
      System.out.printf("%s at split size %d: %.1f s%n", file.getFileName(), size, (System.nanoTime() - t0) / 1e9);
    }
    return out;
  }

  /** The records of a file as the pipeline's slices read them, at a split size (cut as the ingest cuts). */
  static List<String> slices(Path file, long splitSize, boolean compressed) throws IOException {
    String path = file.toUri().toString();
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(path);
    FileSystem fs = Splits.fs(path);
    long size = Files.size(file);
    byte[] head = new byte[4096];
    RecordFormat format;
    try (RecordReader ignored = RecordReader.open(file)) {
      format = RecordFormat.detect(file.getFileName().toString(), java.util.Arrays.copyOf(
          Files.readAllBytes(file), (int) Math.min(size, head.length)));
    }
    Inputs.File f = new Inputs.File(path, size, 0, compressed, format);
    long slice = Splits.sliceSize(List.of(f), splitSize, 2);
    List<String> out = new ArrayList<>();
    byte[] bytes = compressed ? new byte[0] : Files.readAllBytes(file);
    long lineBase = 0;
    long counted = 0;
    for (SplitRow s : Splits.of(fs, p, size, compressed, format, slice, "run")) {
      long base = Math.max(0, s.getStart());
      // the lines before the slice, as Splits.linesBefore counts them, but counted once for all slices
      for (; counted < base; counted++) {
        byte b = bytes[(int) counted];
        if (b == '\n' || (b == '\r' && (counted + 1 >= bytes.length || bytes[(int) counted + 1] != '\n'))) {
          lineBase++;
        }
      }
      out.addAll(keysWithLines(ReadSplit.open(s), base, lineBase));
    }
    return out;
  }

  static List<String> keys(RecordReader in, long base) throws IOException {
    return keysWithLines(in, base, 0);
  }

  /** One line per record: offset, line, and the game's parts or the rejection. */
  static List<String> keysWithLines(RecordReader in, long base, long lineBase) throws IOException {
    List<String> out = new ArrayList<>();
    try (in) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        long offset = base + r.offset();
        long line = lineBase + r.line();
        if (r instanceof GameRecord g) {
          out.add(offset + " " + line + " game " + g.tags() + " " + g.moves() + " " + g.resultToken());
        } else {
          RejectedRecord x = (RejectedRecord) r;
          out.add(offset + " " + line + ":" + x.column() + " rejected " + x.reason());
        }
      }
    }
    return out;
  }
}
