package org.ludoteca.spark.stats;

import java.io.IOException;
import java.util.List;
import java.util.UUID;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
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
import org.ludoteca.spark.table.Table;

/**
 * Writes a statistics table's rows (a few dozen) as one Parquet file on the driver, with Spark's
 * own Parquet writer ({@code ParquetFileFormat}'s output writer, prepared as {@code
 * DataFrameWriter.parquet} prepares it: same session settings, codec, schema and footer), but
 * without a Spark job: {@code createDataFrame(rows).coalesce(1).write().parquet(dir)} cost a job's
 * planning and code generation per table, about 2 s for the ten tables of a run, for the same file.
 * The directory gets what Spark's job leaves: {@code part-00000-UUID-c000.zstd.parquet} and an empty
 * {@code _SUCCESS}.
 */
public final class StatsFiles {
  private StatsFiles() {}

  /**
   * Writes {@code rows} (values in the order of {@code table}'s schema) into the directory {@code
   * dir}, replacing what is there.
   */
  public static void write(SparkSession spark, String dir, Table table, List<Row> rows) throws IOException {
    ParquetFileFormat format = new ParquetFileFormat();
    scala.collection.immutable.Map<String, String> options = scala.collection.immutable.Map$.MODULE$
        .from(scala.jdk.javaapi.CollectionConverters.asScala(table.writerOptions()));
    Path path = new Path(dir);
    Job job = Job.getInstance(format.getHadoopConf(spark, options));
    job.setOutputKeyClass(Void.class);
    job.setOutputValueClass(InternalRow.class);
    FileOutputFormat.setOutputPath(job, path);
    OutputWriterFactory factory = format.prepareWrite(spark, job, options, table.schema());
    TaskAttemptContext context = new TaskAttemptContextImpl(job.getConfiguration(), new TaskAttemptID());
    FileSystem fs = path.getFileSystem(job.getConfiguration());
    fs.delete(path, true);
    fs.mkdirs(path);
    String file = new Path(path, "part-00000-" + UUID.randomUUID() + "-c000" + factory.getFileExtension(context))
        .toString();
    scala.Function1<Object, Object> toInternal = CatalystTypeConverters.createToCatalystConverter(table.schema());
    OutputWriter writer = factory.newInstance(file, table.schema(), context);
    boolean closed = false;
    try {
      for (Row r : rows) {
        writer.write((InternalRow) toInternal.apply(r));
      }
      closed = true;
      writer.close();
    } finally {
      if (!closed) {
        try {
          writer.close();
        } catch (RuntimeException ignored) {
          // the first failure is the one to report
        }
      }
    }
    fs.create(new Path(path, "_SUCCESS"), true).close();
  }
}
