package org.ludoteca.spark.ingest;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.catalyst.catalog.ExternalCatalogUtils;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.parquet.ValueRowFileWriter;
import org.ludoteca.spark.table.Table;

/**
 * Executor code: writes the rows of one slice straight into Parquet files, one file per table and
 * partition the slice touches, under {@code stagingRoot/TABLE/game=G/rules=R/ingest_run=RUN/}
 * (the directory names Spark gives partitions, nulls and empty strings as {@code
 * __HIVE_DEFAULT_PARTITION__}). File names carry the slice and the task attempt, so a retried
 * task never collides with a failed one; the driver moves only the files its successful tasks
 * name. Rows are values in the order of the table's schema ({@link Table}): Java strings, boxed
 * numbers, lists, maps and byte arrays, which {@link ValueRowFileWriter} writes as they are into
 * its own pages (the settings of Spark's writer from the same Hadoop configuration: codec, page
 * and row group sizes, the dictionary-encoded columns its table declares; no statistics). The captures come as {@link RowBatch}es
 * of a few games' rows, written column by column; the {@code games} rows are held back here and
 * written the same way, a few dozen at a time ({@link #hold}).
 */
public final class SliceWriter implements Closeable, TableRows.Sink {
  private final TableOutputs outputs;
  private final String stagingRoot;
  private final String fileName;
  /** Open writers by table and partition directory. */
  private final Map<String, ValueRowFileWriter> writers = new HashMap<>();
  /** Each table's Hadoop settings, copied once per slice. */
  private final Map<String, Configuration> confs = new HashMap<>();
  /** By table (its ordinal): the file its last row went to. */
  private final Open[] lastOpen = new Open[Table.values().length];
  private final List<String> files = new ArrayList<>();
  /** Rows written to {@code games} by verdict, and to {@code rejected}: the slice's side of the reconciliation. */
  private final Map<String, long[]> gamesByVerdict = new HashMap<>();
  /** The last verdict counted and its counter: a verdict is an enum's name, the same String game after game. */
  private String lastVerdict;
  private long[] lastVerdictCount;
  private long rejectedRows;
  /**
   * The {@code games} rows held back and the file they go to: a batch of one partition, a
   * multiple of the writer's size-check stride (32 rows), so that a batch starts where a check
   * leaves off.
   */
  private static final int HELD_GAMES = 32;
  private final HeldRows heldGames = new HeldRows(HELD_GAMES);
  private ValueRowFileWriter heldWriter;
  /** Lines skipped between records, by file: what the slice wrote to {@code skipped_lines}. */
  private final Map<String, org.ludoteca.record.SkippedLines> skipped = new HashMap<>();

  /**
   * @param slice the slice's number in the job (the task's partition)
   * @param attemptNumber the task's attempt
   * @param run the ingest run, part of every file name
   */
  public SliceWriter(TableOutputs outputs, String stagingRoot, int slice, int attemptNumber, String run) {
    this.outputs = outputs;
    this.stagingRoot = stagingRoot;
    this.fileName = String.format("part-%05d-%d-%s.c000", slice, attemptNumber, run);
  }

  /** Writes one row of {@code table}: its values in the table schema's column order. */
  @Override
  public void write(Table table, Object[] values) {
    Open last = lastOpen[table.ordinal()];
    TableOutputs.Output o = last != null ? last.output : outputs.get(table);
    if (table == Table.GAMES) {
      String verdict = TableRows.verdictOf(values);
      if (verdict != lastVerdict) {
        lastVerdict = verdict;
        lastVerdictCount = gamesByVerdict.computeIfAbsent(verdict, v -> new long[1]);
      }
      lastVerdictCount[0]++;
    } else if (table == Table.REJECTED) {
      rejectedRows++;
    } else if (table == Table.SKIPPED_LINES) {
      skipped.merge(TableRows.skippedSourceOf(values), TableRows.skippedOf(values),
          org.ludoteca.record.SkippedLines::plus);
    }
    ValueRowFileWriter w = last != null && last.holds(values) ? last.writer : open(table, o, values);
    if (table == Table.GAMES) {
      hold(w, values);
      return;
    }
    try {
      w.write(values);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Holds a {@code games} row back for its file {@code w}: the rows held are written together,
   * column by column, when {@value #HELD_GAMES} are held, when a row goes to another file, and
   * before the files close. The same bytes as row by row ({@link ValueRowFileWriter#write(RowBatch)}),
   * each leaf's buffers touched once per batch: 10^5 lichess-like games, the CPU writing the {@code
   * games} rows about 30 % lower (docs/pipeline-profile.md, issue 40 wave 6).
   */
  private void hold(ValueRowFileWriter w, Object[] values) {
    if (w != heldWriter) {
      writeHeld();
      heldWriter = w;
    }
    heldGames.add(values);
    if (heldGames.isFull()) {
      writeHeld();
    }
  }

  /** Writes the {@code games} rows held back, if any. */
  private void writeHeld() {
    if (heldGames.size() == 0) {
      return;
    }
    try {
      heldWriter.write(heldGames);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      heldGames.clear();
    }
  }

  /**
   * Writes a batch of rows of {@code table}, all of one partition, column by column ({@link
   * ValueRowFileWriter#write(RowBatch)}); a batch of {@code games} or {@code rejected}, whose rows
   * are counted here, row by row.
   */
  @Override
  public void write(Table table, RowBatch rows) {
    if (rows.size() == 0) {
      return;
    }
    if (table == Table.GAMES || table == Table.REJECTED) {
      TableRows.Sink.super.write(table, rows);
      return;
    }
    Open last = lastOpen[table.ordinal()];
    ValueRowFileWriter w = last != null && last.holds(rows) ? last.writer
        : open(table, last != null ? last.output : outputs.get(table), rows.row(0));
    try {
      w.write(rows);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file of the row's partition, opened on its first row. */
  private ValueRowFileWriter open(Table t, TableOutputs.Output o, Object[] values) {
    String table = o.table;
    StringBuilder dir = new StringBuilder(table);
    Object[] partition = new Object[o.partitionIndexes.length];
    for (int i = 0; i < o.partitionColumns.length; i++) {
      Object v = values[o.partitionIndexes[i]];
      partition[i] = v;
      dir.append('/').append(ExternalCatalogUtils.getPartitionPathString(o.partitionColumns[i],
          v == null ? null : v.toString()));
    }
    String key = dir.toString();
    ValueRowFileWriter w = writers.get(key);
    if (w == null) {
      Configuration conf = confs.computeIfAbsent(table, name -> new Configuration(o.conf.value()));
      String name = key + "/" + fileName + o.extension;
      try {
        w = new ValueRowFileWriter(o.layout, conf, new Path(stagingRoot + "/" + name));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      writers.put(key, w);
      files.add(name);
    }
    lastOpen[t.ordinal()] = new Open(o, partition, w);
    return w;
  }

  /** The file a table's last row went to, and its partition values: consecutive rows mostly share it. */
  private record Open(TableOutputs.Output output, Object[] partition, ValueRowFileWriter writer) {
    boolean holds(Object[] values) {
      for (int i = 0; i < partition.length; i++) {
        if (!Objects.equals(partition[i], values[output.partitionIndexes[i]])) {
          return false;
        }
      }
      return true;
    }

    /** Whether a batch's rows (all of one partition) go here. */
    boolean holds(RowBatch rows) {
      for (int i = 0; i < partition.length; i++) {
        if (!Objects.equals(partition[i], rows.value(output.partitionIndexes[i], 0))) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * Closes every file; returns their paths relative to the staging root, {@code
   * TABLE/partition.../name}.
   */
  public List<String> finish() {
    close();
    return List.copyOf(files);
  }

  /** The rows written to {@code games} so far, by verdict. */
  Map<String, Long> gamesByVerdict() {
    Map<String, Long> counts = new HashMap<>();
    gamesByVerdict.forEach((verdict, n) -> counts.put(verdict, n[0]));
    return Map.copyOf(counts);
  }

  /** The lines skipped between records so far, by file ({@code skipped_lines}'s rows added up). */
  Map<String, org.ludoteca.record.SkippedLines> skippedLines() {
    return Map.copyOf(skipped);
  }

  /** The rows written to {@code rejected} so far. */
  long rejectedRows() {
    return rejectedRows;
  }

  /** Closes every open file (their rows are complete); idempotent. */
  @Override
  public void close() {
    RuntimeException first = null;
    try {
      writeHeld();
    } catch (RuntimeException e) {
      first = e;
    }
    heldWriter = null;
    for (Map.Entry<String, ValueRowFileWriter> w : writers.entrySet()) {
      try {
        close(w.getKey(), w.getValue());
      } catch (RuntimeException e) {
        first = first == null ? e : first;
      }
    }
    writers.clear();
    java.util.Arrays.fill(lastOpen, null);
    if (first != null) {
      throw first;
    }
  }

  /** Discards a failed slice: closes what it can, ignoring errors (the staging area is deleted later). */
  public void abort() {
    heldGames.clear(); // never written: the files are incomplete either way
    heldWriter = null;
    for (Map.Entry<String, ValueRowFileWriter> w : writers.entrySet()) {
      try {
        close(w.getKey(), w.getValue());
      } catch (RuntimeException ignored) {
        // the files are incomplete either way and are never moved
      }
    }
    writers.clear();
    java.util.Arrays.fill(lastOpen, null);
  }

  /** Closes one file: writes its last row group and its footer. */
  private void close(String key, ValueRowFileWriter w) {
    try {
      w.close();
    } catch (IOException e) {
      throw new UncheckedIOException("closing " + key + ": " + e.getMessage(), e);
    }
  }
}
