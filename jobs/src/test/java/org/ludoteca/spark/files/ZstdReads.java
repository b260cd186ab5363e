package org.ludoteca.spark.files;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;

/**
 * Reads records for the Zstandard tests ({@link ZstdSlicesTest}, {@link ZstdAgreementTest}): plain
 * bytes in one go, and a {@code .zst} file range by range as the pipeline's tasks read it
 * ({@link ZstdSlices#ranges}, {@link ZstdSlices#measure}, {@link ZstdSlices#placed},
 * {@link ZstdSlices#open}). Each test says how it writes a record down.
 */
final class ZstdReads {
  /** One record as a line, its offset and line shifted by those of the range it was read from. */
  interface Describer {
    String describe(ReadResult r, long base, long lineBase);
  }

  private ZstdReads() {
  }

  /** The records of plain bytes read in one go, as {@code replay} reads a file. */
  static List<String> plain(byte[] data, RecordFormat format, Describer describer) throws IOException {
    List<String> out = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(data), "f", format)) {
      in.forEachRemaining(r -> out.add(describer.describe(r, 0, 0)));
    }
    return out;
  }

  /** The records of the .zst {@code file} ({@code length} bytes) read range by range, as the tasks read them. */
  static List<String> byRanges(Path file, long length, RecordFormat format, long splitSize, String run,
      Describer describer) throws IOException {
    org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(file.toUri());
    FileSystem fs = Splits.fs(p.toString());
    List<SplitRow> ranges = ZstdSlices.ranges(fs, p, length, format, splitSize, run);
    List<String> out = new ArrayList<>();
    if (ranges.size() == 1) {
      try (RecordReader in = RecordReader.of(Splits.open(fs, ranges.get(0)), "f", format)) {
        in.forEachRemaining(r -> out.add(describer.describe(r, 0, 0)));
      }
      return out;
    }
    List<SplitRow> placed = ZstdSlices.measure(ranges, rs -> rs.stream().map(ZstdSlices::measure).toList());
    read(fs, placed, format, describer, out);
    if (ranges.get(0).getStart() < 0) { // as the tasks read them when the executors share the driver's JVM
      List<String> unplaced = new ArrayList<>();
      read(fs, ranges, format, describer, unplaced);
      if (!unplaced.equals(out)) {
        int k = 0;
        while (k < Math.min(out.size(), unplaced.size()) && out.get(k).equals(unplaced.get(k))) {
          k++;
        }
        throw new AssertionError("ranges placed by their readers differ from ranges measured first at record " + k
            + " of " + out.size() + ": " + (k < unplaced.size() ? unplaced.get(k) : "none") + "\nmeasured first: "
            + (k < out.size() ? out.get(k) : "none"));
      }
    }
    return out;
  }

  private static void read(FileSystem fs, List<SplitRow> splits, RecordFormat format, Describer describer,
      List<String> out) throws IOException {
    for (SplitRow s : splits) {
      ZstdSlices.Opened o = ZstdSlices.open(fs, s);
      long lines = o.linesBefore() >= 0 ? o.linesBefore() : ZstdSlices.linesBefore(fs, o.split(), o.base());
      try (RecordReader in = o.reader("f", format)) {
        in.forEachRemaining(r -> out.add(describer.describe(r, o.base(), lines)));
      }
    }
  }
}
