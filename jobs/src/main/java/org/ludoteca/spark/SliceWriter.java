package org.ludoteca.spark;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.JobID;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.TaskID;
import org.apache.hadoop.mapreduce.TaskType;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.parquet.hadoop.ParquetOutputFormat;
import org.apache.spark.sql.catalyst.catalog.ExternalCatalogUtils;

/**
 * Executor code: writes the rows of one slice straight into Parquet files, one file per table and
 * partition the slice touches, under {@code stagingRoot/TABLE/game=G/rules=R/ingest_run=RUN/}
 * (the directory names Spark gives partitions, nulls and empty strings as {@code
 * __HIVE_DEFAULT_PARTITION__}). File names carry the slice and the task attempt, so a retried
 * task never collides with a failed one; the driver moves only the files its successful tasks
 * name. Rows are values in the order of the table's schema ({@link Table}): Java strings, boxed
 * numbers, lists, maps and byte arrays, which {@link ValueRowWriteSupport} writes as they are
 * through parquet-hadoop's {@code ParquetOutputFormat}, the writer under Spark's own (same settings
 * from the same Hadoop configuration, so the same codec, pages, row groups and dictionaries).
 */
final class SliceWriter implements Closeable, TableRows.Sink {
  private final TableOutputs outputs;
  private final String stagingRoot;
  private final String fileName;
  private final TaskAttemptID attempt;
  /** Open writers by table and partition directory. */
  private final Map<String, RecordWriter<Void, Object[]>> writers = new HashMap<>();
  private final Map<String, TaskAttemptContext> contexts = new HashMap<>();
  private final Map<String, Open> lastOpen = new HashMap<>();
  private final List<String> files = new ArrayList<>();
  /** Rows written to {@code games} by verdict, and to {@code rejected}: the slice's side of the reconciliation. */
  private final Map<String, Long> gamesByVerdict = new TreeMap<>();
  private long rejectedRows;

  /**
   * @param slice the slice's number in the job (the task's partition)
   * @param attemptNumber the task's attempt
   * @param run the ingest run, part of every file name
   */
  SliceWriter(TableOutputs outputs, String stagingRoot, int slice, int attemptNumber, String run) {
    this.outputs = outputs;
    this.stagingRoot = stagingRoot;
    this.fileName = String.format("part-%05d-%d-%s.c000", slice, attemptNumber, run);
    this.attempt = new TaskAttemptID(new TaskID(new JobID("ludoteca" + run.replaceAll("[^A-Za-z0-9]", ""), 0),
        TaskType.MAP, slice), attemptNumber);
  }

  /** Writes one row of {@code table}: its values in the table schema's column order. */
  @Override
  public void write(Table table, Object[] values) {
    TableOutputs.Output o = outputs.get(table);
    if (table == Table.GAMES) {
      gamesByVerdict.merge(TableRows.verdictOf(values), 1L, Long::sum);
    } else if (table == Table.REJECTED) {
      rejectedRows++;
    }
    Open last = lastOpen.get(o.table);
    RecordWriter<Void, Object[]> w = last != null && last.holds(o, values) ? last.writer : open(o.table, o, values);
    try {
      w.write(null, values);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new InterruptedIOException("interrupted writing " + table));
    }
  }

  /** The file of the row's partition, opened on its first row. */
  private RecordWriter<Void, Object[]> open(String table, TableOutputs.Output o, Object[] values) {
    StringBuilder dir = new StringBuilder(table);
    Object[] partition = new Object[o.partitionIndexes.length];
    for (int i = 0; i < o.partitionColumns.length; i++) {
      Object v = values[o.partitionIndexes[i]];
      partition[i] = v;
      dir.append('/').append(ExternalCatalogUtils.getPartitionPathString(o.partitionColumns[i],
          v == null ? null : v.toString()));
    }
    String key = dir.toString();
    RecordWriter<Void, Object[]> w = writers.get(key);
    if (w == null) {
      TaskAttemptContext ctx = contexts.computeIfAbsent(table, t -> context(o));
      String name = key + "/" + fileName + o.extension;
      try {
        w = new ParquetOutputFormat<Object[]>(new ValueRowWriteSupport(o))
            .getRecordWriter(ctx, new Path(stagingRoot + "/" + name));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new UncheckedIOException(new InterruptedIOException("interrupted opening " + name));
      }
      writers.put(key, w);
      files.add(name);
    }
    lastOpen.put(table, new Open(partition, w));
    return w;
  }

  /** The file a table's last row went to, and its partition values: consecutive rows mostly share it. */
  private record Open(Object[] partition, RecordWriter<Void, Object[]> writer) {
    boolean holds(TableOutputs.Output o, Object[] values) {
      for (int i = 0; i < partition.length; i++) {
        if (!Objects.equals(partition[i], values[o.partitionIndexes[i]])) {
          return false;
        }
      }
      return true;
    }
  }

  /** As Spark's file writer sets up each task's Hadoop context. */
  private TaskAttemptContext context(TableOutputs.Output o) {
    Configuration conf = new Configuration(o.conf.value());
    conf.set("mapreduce.job.id", attempt.getJobID().toString());
    conf.set("mapreduce.task.id", attempt.getTaskID().toString());
    conf.set("mapreduce.task.attempt.id", attempt.toString());
    conf.setBoolean("mapreduce.task.ismap", true);
    conf.setInt("mapreduce.task.partition", 0);
    return new TaskAttemptContextImpl(conf, attempt);
  }

  /**
   * Closes every file; returns their paths relative to the staging root, {@code
   * TABLE/partition.../name}.
   */
  List<String> finish() {
    close();
    return List.copyOf(files);
  }

  /** The rows written to {@code games} so far, by verdict. */
  Map<String, Long> gamesByVerdict() {
    return Map.copyOf(gamesByVerdict);
  }

  /** The rows written to {@code rejected} so far. */
  long rejectedRows() {
    return rejectedRows;
  }

  /** Closes every open file (their rows are complete); idempotent. */
  @Override
  public void close() {
    RuntimeException first = null;
    for (Map.Entry<String, RecordWriter<Void, Object[]>> w : writers.entrySet()) {
      try {
        close(w.getKey(), w.getValue());
      } catch (RuntimeException e) {
        first = first == null ? e : first;
      }
    }
    writers.clear();
    lastOpen.clear();
    if (first != null) {
      throw first;
    }
  }

  /** Discards a failed slice: closes what it can, ignoring errors (the staging area is deleted later). */
  void abort() {
    for (Map.Entry<String, RecordWriter<Void, Object[]>> w : writers.entrySet()) {
      try {
        close(w.getKey(), w.getValue());
      } catch (RuntimeException ignored) {
        // the files are incomplete either way and are never moved
      }
    }
    writers.clear();
    lastOpen.clear();
  }

  /** Closes one file: writes its last row group and its footer. */
  private void close(String key, RecordWriter<Void, Object[]> w) {
    try {
      int slash = key.indexOf('/');
      w.close(contexts.get(slash < 0 ? key : key.substring(0, slash)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new InterruptedIOException("interrupted closing " + key));
    }
  }
}
