package org.ludoteca.spark.parquet;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.apache.spark.sql.types.StructType;

/**
 * What the files of one table hold, as {@link ValueRowFileWriter} needs it on an executor: the
 * file schema (Spark's and Parquet's), the footer's key-value metadata, and where each file column
 * is in a row of the table (a row carries the partition columns too, which the files do not).
 * Prepared once on the driver and shipped to the tasks: serializable, the Parquet schema kept as
 * text (a {@code MessageType} is not serializable) and parsed once per executor.
 */
public final class FileLayout implements Serializable {
  private static final long serialVersionUID = 1L;
  final StructType fileSchema;
  /** The Parquet schema Spark's writer derives from {@link #fileSchema}, as text. */
  final String parquetSchema;
  /** The key-value metadata Spark's writer puts in every footer. */
  final Map<String, String> footerMetadata;
  /** For each file column, its index in a row of the table. */
  final int[] fileColumns;
  /** {@link #parquetSchema} parsed, once per executor. */
  private transient volatile MessageType parsed;

  /**
   * @param table the table's name, for messages
   * @param fileSchema the files' columns as Spark sees them
   * @param parquetSchema the Parquet schema Spark's writer gives {@code fileSchema}
   * @param footerMetadata the key-value metadata of every footer
   * @param fileColumns for each file column, its index in a row of the table
   * @throws IllegalStateException if {@code parquetSchema} does not survive its text form
   */
  public FileLayout(String table, StructType fileSchema, MessageType parquetSchema, Map<String, String> footerMetadata,
      int[] fileColumns) {
    this.fileSchema = fileSchema;
    this.parquetSchema = parquetSchema.toString();
    this.footerMetadata = Collections.unmodifiableMap(new TreeMap<>(footerMetadata));
    this.fileColumns = fileColumns;
    // The executors parse the text: check here, once, that it gives back the same schema.
    if (!MessageTypeParser.parseMessageType(this.parquetSchema).equals(parquetSchema)) {
      throw new IllegalStateException("the Parquet schema of " + table + " does not survive its text form: "
          + parquetSchema);
    }
  }

  /** The Parquet schema of the files, as text. */
  public String parquetSchema() {
    return parquetSchema;
  }

  /** The key-value metadata of every footer. */
  public Map<String, String> footerMetadata() {
    return footerMetadata;
  }

  /** The Parquet schema of the files. */
  MessageType parsedSchema() {
    MessageType m = parsed;
    if (m == null) {
      m = MessageTypeParser.parseMessageType(parquetSchema);
      parsed = m;
    }
    return m;
  }
}
