package org.ludoteca.spark.ingest;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.CatalystTypeConverters;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.OutputWriter;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.execution.datasources.parquet.ParquetFileFormat;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.spark.Sessions;
import org.ludoteca.spark.parquet.ValueRowFileWriter;
import org.ludoteca.spark.table.Table;

/**
 * Issue 37's question, "would parquet-mr's own writer do the same within 5 % of the ingest's
 * time?", measured on one table's rows: the rows of {@code games} and {@code captures} of an
 * ingest's output read into memory, then written to one file again and again, alternately by the
 * ingest's {@link ValueRowFileWriter} and by Spark's Parquet output writer (parquet-mr's {@code
 * ParquetWriter} and column writers, under Spark's write support), both with the table's writer
 * options (the same dictionary-encoded columns, the same min/max statistics, the session's codec).
 * The figure is each writer's thread CPU time, median of the repetitions after the first two.
 * Not a test: run by {@code scripts/bench-writer.sh}, which relates the difference to the ingest's
 * task CPU on the same corpus.
 *
 * <p>Usage: {@code WriterComparison OUT_DIR SCRATCH_DIR [REPETITIONS]}.
 */
public final class WriterComparison {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private WriterComparison() {}

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args[0]);
    Path scratch = Path.of(args[1]);
    int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 8;
    SparkSession spark = Sessions.open("local[1]", Map.of(), false).spark();
    Files.createDirectories(scratch);
    for (Table t : List.of(Table.GAMES, Table.CAPTURES)) {
      compare(spark, t, out.resolve(t.tableName()), scratch, repetitions);
    }
    spark.stop();
  }

  private static void compare(SparkSession spark, Table t, Path dir, Path scratch, int repetitions)
      throws IOException {
    StructType fileSchema = new StructType(Arrays.stream(t.schema().fields())
        .filter(f -> !t.partitionColumns().contains(f.name())).toArray(StructField[]::new));
    // The file columns only (Spark appends the partition directories' columns to a given schema).
    List<Row> read = spark.read().schema(fileSchema).parquet(dir.toString())
        .selectExpr(Arrays.stream(fileSchema.fieldNames()).map(n -> "`" + n + "`").toArray(String[]::new))
        .collectAsList();
    // Our writer's rows: the table's columns in order, partition columns too (it skips them).
    List<Object[]> values = new ArrayList<>(read.size());
    for (Row r : read) {
      Object[] v = new Object[t.schema().fields().length];
      for (int i = 0, k = 0; i < v.length; i++) {
        String name = t.schema().fields()[i].name();
        v[i] = t.partitionColumns().contains(name) ? "x" : java(r.get(k++));
      }
      values.add(v);
    }
    scala.Function1<Object, Object> toInternal = CatalystTypeConverters.createToCatalystConverter(fileSchema);
    List<InternalRow> internal = new ArrayList<>(read.size());
    for (Row r : read) {
      internal.add((InternalRow) toInternal.apply(r));
    }
    TableOutputs.Output o = TableOutputs.output(spark, scratch.resolve("staging").toString(), t.tableName(),
        t.schema(), t.partitionColumns().toArray(new String[0]), t.writerOptions());
    OutputWriterFactory[] factory = new OutputWriterFactory[1];
    TaskAttemptContext context = sparkWriterContext(spark, t, fileSchema, scratch, factory);
    List<Long> ours = new ArrayList<>();
    List<Long> theirs = new ArrayList<>();
    long oursBytes = 0;
    long theirBytes = 0;
    for (int rep = 0; rep < repetitions; rep++) {
      Path mine = scratch.resolve(t.tableName() + "-ours" + o.extension);
      Files.deleteIfExists(mine);
      long start = THREADS.getCurrentThreadCpuTime();
      try (ValueRowFileWriter w = new ValueRowFileWriter(o.layout, new Configuration(o.conf.value()),
          new org.apache.hadoop.fs.Path(mine.toString()))) {
        for (Object[] v : values) {
          w.write(v);
        }
      }
      ours.add(THREADS.getCurrentThreadCpuTime() - start);
      oursBytes = Files.size(mine);
      Path their = scratch.resolve(t.tableName() + "-parquet-mr" + o.extension);
      Files.deleteIfExists(their);
      start = THREADS.getCurrentThreadCpuTime();
      OutputWriter w = factory[0].newInstance(their.toString(), fileSchema, context);
      for (InternalRow r : internal) {
        w.write(r);
      }
      w.close();
      theirs.add(THREADS.getCurrentThreadCpuTime() - start);
      theirBytes = Files.size(their);
    }
    double oursMs = median(ours.subList(2, ours.size())) / 1e6;
    double theirsMs = median(theirs.subList(2, theirs.size())) / 1e6;
    System.out.println(String.format(Locale.ROOT,
        "%s: %d rows; ours %.1f ms CPU (%d bytes), parquet-mr %.1f ms CPU (%d bytes): parquet-mr/ours %.2f,"
            + " difference %.1f ms", t.tableName(), values.size(), oursMs, oursBytes, theirsMs, theirBytes,
        theirsMs / oursMs, theirsMs - oursMs));
  }

  /** Spark's Parquet output writer for {@code fileSchema} with the table's writer options, as StatsFiles prepares it. */
  private static TaskAttemptContext sparkWriterContext(SparkSession spark, Table t, StructType fileSchema,
      Path scratch, OutputWriterFactory[] factory) throws IOException {
    ParquetFileFormat format = new ParquetFileFormat();
    Map<String, String> options = new LinkedHashMap<>(t.writerOptions());
    // The same columns as ours: parquet-mr's defaults (dictionary and statistics on every column) off.
    options.put("parquet.enable.dictionary", "false");
    options.put("parquet.column.statistics.enabled", "false");
    t.writerOptions().forEach((k, v) -> options.put(k, v));
    for (String k : List.copyOf(options.keySet())) {
      if (k.startsWith("parquet.enable.dictionary#")) {
        // parquet-mr: a per-column setting overrides the global one
        options.put(k, "true");
      }
    }
    scala.collection.immutable.Map<String, String> scalaOptions = scala.collection.immutable.Map$.MODULE$
        .from(scala.jdk.javaapi.CollectionConverters.asScala(options));
    Job job = Job.getInstance(format.getHadoopConf(spark, scalaOptions));
    job.setOutputKeyClass(Void.class);
    job.setOutputValueClass(InternalRow.class);
    FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(scratch.toString()));
    factory[0] = format.prepareWrite(spark, job, scalaOptions, fileSchema);
    return new TaskAttemptContextImpl(job.getConfiguration(), new TaskAttemptID());
  }

  /** A value Spark read, as the ingest gives its writer: Java lists and maps. */
  private static Object java(Object v) {
    if (v instanceof scala.collection.Seq<?> s) {
      List<Object> l = new ArrayList<>();
      scala.jdk.javaapi.CollectionConverters.asJava(s).forEach(x -> l.add(java(x)));
      return l;
    }
    if (v instanceof scala.collection.Map<?, ?> m) {
      Map<Object, Object> map = new LinkedHashMap<>();
      scala.jdk.javaapi.CollectionConverters.asJava(m).forEach((k, x) -> map.put(java(k), java(x)));
      return map;
    }
    return v;
  }

  private static double median(List<Long> xs) {
    List<Long> s = new ArrayList<>(xs);
    s.sort(null);
    int n = s.size();
    return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2.0;
  }
}
