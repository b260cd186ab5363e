package org.ludoteca.spark.files;

import java.io.IOException;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.InputFormat;
import org.ludoteca.record.RecordReader;

/**
 * An input format whose files the ingest does not cut at record boundaries in their bytes but by
 * their own structure, and reads with random access: a columnar file (Parquet) by its row groups.
 * {@link Splits#of} asks it for a file's slices, the ingest's tasks ask it to open one; nothing
 * else of the ingest knows the format. A format of this kind is registered as any other ({@code
 * META-INF/services/org.ludoteca.record.InputFormat}) and is {@link InputFormat#randomAccess}.
 */
public interface SlicedFormat extends InputFormat {
  @Override
  default boolean randomAccess() {
    return true;
  }

  /**
   * The slices of one file, of about {@code sliceSize} bytes each, every record of the file in
   * exactly one: {@code [start, end)} a byte range of the file that the format's own units (row
   * groups) are assigned to by a rule of its own. A file whose structure cannot be read is one
   * slice {@code [0, length)}: its reader then says why, once.
   */
  List<SplitRow> slices(FileSystem fs, Path path, long length, long sliceSize, String run) throws IOException;

  /**
   * The records of one slice ({@link #slices}), their offsets and lines the file's own (not
   * relative to the slice's start): the ingest adds nothing to them.
   *
   * @throws IOException if the file cannot be opened
   */
  RecordReader open(FileSystem fs, SplitRow split) throws IOException;
}
