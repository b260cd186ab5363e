package org.ludoteca.spark.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.schema.MessageType;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.execution.datasources.parquet.ParquetFileFormat;
import org.apache.spark.sql.execution.datasources.parquet.ParquetWriteSupport;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;
import org.ludoteca.spark.parquet.FileLayout;
import org.ludoteca.spark.parquet.ValueRowFileWriter;
import org.ludoteca.spark.table.Table;

/**
 * How the ingest's tasks write the tables themselves, all of a slice's tables in the one pass that
 * replays it (no staging table, no second read, no sort by partition): for each table, the Hadoop
 * settings, Parquet schema and footer metadata of Spark's own Parquet writer, prepared here on the
 * driver exactly as {@code DataFrameWriter.parquet} prepares them (same session settings, codec and
 * writer options), and the columns of its files. Broadcast once per run. The tasks write the rows'
 * Java values with {@link ValueRowFileWriter}, not through Spark's row writer: files Spark reads as
 * the ones it would write (same schema, footer metadata and values; other encodings), without
 * converting every value to Spark's internal row first.
 *
 * <p>The files' columns are the table's non-partition columns, every one nullable (arrays and map
 * values too): the schema the files had when Spark wrote them from the staged rows.
 */
public final class TableOutputs implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * One table's writer: settings, the files' layout ({@link FileLayout}: file schema, Spark's and
   * Parquet's, footer metadata, file columns), file name extension, partition columns (outermost
   * first).
   */
  static final class Output implements Serializable {
    private static final long serialVersionUID = 1L;
    final String table;
    final SerializableConfiguration conf;
    final FileLayout layout;
    /** The codec's extension and {@code .parquet}, as Spark names its files. */
    final String extension;
    final String[] partitionColumns;
    /** Each partition column's index in the table's schema. */
    final int[] partitionIndexes;

    Output(String table, Configuration conf, StructType fileSchema, MessageType parquetSchema,
        Map<String, String> footerMetadata, String extension, String[] partitionColumns, int[] fileColumns,
        int[] partitionIndexes) {
      this.table = table;
      this.conf = new SerializableConfiguration(conf);
      this.layout = new FileLayout(table, fileSchema, parquetSchema, footerMetadata, fileColumns);
      this.extension = extension;
      this.partitionColumns = partitionColumns;
      this.partitionIndexes = partitionIndexes;
    }
  }

  /** By the table's ordinal (looked up once per row written), null for a table not prepared. */
  private final Output[] outputs;

  private TableOutputs(Map<Table, Output> outputs) {
    this.outputs = new Output[Table.values().length];
    outputs.forEach((t, o) -> this.outputs[t.ordinal()] = o);
  }

  Output get(Table table) {
    Output o = outputs[table.ordinal()];
    if (o == null) {
      throw new IllegalArgumentException("no output prepared for table " + table);
    }
    return o;
  }

  /**
   * Prepares the writers of {@code tables} under {@code stagingRoot}, each with its table's schema,
   * partition columns and Parquet writer options ({@link Table#writerOptions}).
   */
  public static TableOutputs prepare(SparkSession spark, String stagingRoot, List<Table> tables) throws IOException {
    Map<Table, Output> outputs = new LinkedHashMap<>();
    for (Table t : tables) {
      outputs.put(t, output(spark, stagingRoot, t.tableName(), t.schema(), t.partitionColumns().toArray(new String[0]),
          t.writerOptions()));
    }
    return new TableOutputs(outputs);
  }

  /**
   * The writer of table {@code name} (schema, partition columns, Parquet writer options) under
   * {@code stagingRoot}.
   *
   * @throws IllegalArgumentException if a column's type is one {@link ValueRowFileWriter} cannot write
   */
  static Output output(SparkSession spark, String stagingRoot, String name, StructType schema, String[] parts,
      Map<String, String> options) throws IOException {
    ParquetFileFormat format = new ParquetFileFormat();
    List<String> partList = Arrays.asList(parts);
    List<StructField> fileFields = new ArrayList<>();
    List<Integer> fileIdx = new ArrayList<>();
    for (int i = 0; i < schema.fields().length; i++) {
      StructField f = schema.fields()[i];
      if (!partList.contains(f.name())) {
        fileFields.add(new StructField(f.name(), nullable(f.dataType()), true, f.metadata()));
        fileIdx.add(i);
      }
    }
    int[] partIdx = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      partIdx[i] = schema.fieldIndex(parts[i]);
    }
    StructType fileSchema = new StructType(fileFields.toArray(new StructField[0]));
    scala.collection.immutable.Map<String, String> opts = scalaMap(options);
    // As FileFormatWriter does: the session's Hadoop settings with the writer's options, a Job
    // naming the output, then the format's own preparation (codec, schema, write support).
    Job job = Job.getInstance(format.getHadoopConf(spark, opts));
    job.setOutputKeyClass(Void.class);
    job.setOutputValueClass(InternalRow.class);
    FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(stagingRoot, name));
    OutputWriterFactory factory = format.prepareWrite(spark, job, opts, fileSchema);
    Configuration conf = job.getConfiguration();
    // Spark's write support, asked once here for the Parquet schema and footer metadata it would
    // give every file: the tasks' files then carry exactly these.
    WriteSupport.WriteContext sparkWrite = new ParquetWriteSupport().init(conf);
    String extension = factory.getFileExtension(new TaskAttemptContextImpl(conf, new TaskAttemptID()));
    Output output = new Output(name, conf, fileSchema, sparkWrite.getSchema(), sparkWrite.getExtraMetaData(),
        extension, parts, fileIdx.stream().mapToInt(Integer::intValue).toArray(), partIdx);
    ValueRowFileWriter.check(output.layout);
    return output;
  }

  /** The type with every array element and map value nullable, as Spark writes staged values. */
  static DataType nullable(DataType t) {
    if (t instanceof ArrayType a) {
      return new ArrayType(nullable(a.elementType()), true);
    }
    if (t instanceof MapType m) {
      return new MapType(m.keyType(), nullable(m.valueType()), true);
    }
    if (t instanceof StructType s) {
      StructField[] fs = new StructField[s.fields().length];
      for (int i = 0; i < fs.length; i++) {
        StructField f = s.fields()[i];
        fs[i] = new StructField(f.name(), nullable(f.dataType()), true, f.metadata());
      }
      return new StructType(fs);
    }
    return t;
  }

  private static scala.collection.immutable.Map<String, String> scalaMap(Map<String, String> m) {
    return scala.collection.immutable.Map$.MODULE$.from(scala.jdk.javaapi.CollectionConverters.asScala(m));
  }
}
