package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.util.Locale;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.game.GameException;
import org.ludoteca.spark.table.Table;

/**
 * The measurement behind {@code scripts/positions-size.sh} (issue 10): a {@code positions} table
 * written twice with Parquet's default codec (snappy), once with the binary column as the
 * pipeline writes it and once with every position as its FEN text instead (the codes decoded back
 * by their game, {@link org.ludoteca.game.Game#decodePosition}), same rows, same order, same
 * partitions; prints both sizes and their ratio.
 *
 * <pre>java -cp jobs/target/ludoteca.jar org.ludoteca.spark.PositionsSize OUT/positions WORKDIR</pre>
 */
public final class PositionsSize {
  private static final StructType AS_FEN = new StructType()
      .add("game_id", DataTypes.StringType, false)
      .add("ply", DataTypes.IntegerType, false)
      .add("fen", DataTypes.StringType, true)
      .add("game", DataTypes.StringType, true)
      .add("rules", DataTypes.StringType, true)
      .add("ingest_run", DataTypes.StringType, true);

  private PositionsSize() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: PositionsSize POSITIONS_TABLE WORKDIR");
      System.exit(2);
    }
    try (Sessions.Handle h = Sessions.open("local[*]", java.util.Map.of(), false)) {
      SparkSession spark = h.spark();
      spark.sparkContext().setLogLevel("WARN");
      Dataset<Row> table = spark.read().schema(Table.POSITIONS.schema()).parquet(args[0])
          .repartition(col("game"), col("rules"), col("ingest_run"))
          .sortWithinPartitions("game_id", "ply")
          .cache();
      long rows = table.count();
      String binary = args[1] + "/positions-binary";
      String text = args[1] + "/positions-fen";
      table.write().mode(SaveMode.Overwrite).option("compression", "snappy").partitionBy(Table.POSITIONS.partitionColumns().toArray(new String[0]))
          .parquet(binary);
      table.map(new ToFen(), Encoders.row(AS_FEN)).write().mode(SaveMode.Overwrite).option("compression", "snappy")
          .partitionBy(Table.POSITIONS.partitionColumns().toArray(new String[0])).parquet(text);
      Row raw = table.selectExpr("sum(length(position))", "sum(if(position is null, 1, 0))").first();
      long binaryBytes = bytes(spark, binary);
      long textBytes = bytes(spark, text);
      System.out.printf(Locale.ROOT, "positions: %d rows (%d without a compact code, kept as FEN in both)%n", rows,
          raw.isNullAt(1) ? 0 : raw.getLong(1));
      System.out.printf(Locale.ROOT, "compact codes before Parquet: %d bytes, %.2f bytes per position%n",
          raw.isNullAt(0) ? 0 : raw.getLong(0), raw.isNullAt(0) ? 0.0 : raw.getLong(0) / (double) rows);
      System.out.printf(Locale.ROOT, "Parquet (snappy), binary column: %d bytes, %.2f bytes per row%n", binaryBytes,
          binaryBytes / (double) rows);
      System.out.printf(Locale.ROOT, "Parquet (snappy), FEN strings:   %d bytes, %.2f bytes per row%n", textBytes,
          textBytes / (double) rows);
      System.out.printf(Locale.ROOT, "ratio FEN / binary: %.2f (binary is %.1f%% of the FEN table)%n",
          textBytes / (double) binaryBytes, 100.0 * binaryBytes / textBytes);
    }
  }

  /** Bytes of the Parquet data files of a table (no _SUCCESS, no .crc side files). */
  private static long bytes(SparkSession spark, String dir) throws IOException {
    Path p = new Path(dir);
    FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
    long sum = 0;
    var it = fs.listFiles(p, true);
    while (it.hasNext()) {
      var f = it.next();
      if (f.getPath().getName().endsWith(".parquet")) {
        sum += f.getLen();
      }
    }
    return sum;
  }

  /** A positions row with its position as FEN text: the code decoded, or the FEN the table holds. */
  static final class ToFen implements MapFunction<Row, Row> {
    private static final long serialVersionUID = 1L;

    @Override
    public Row call(Row r) throws GameException {
      byte[] code = r.getAs("position");
      String fen = r.getAs("fen");
      if (code != null) {
        String game = r.getAs("game");
        java.util.Optional<org.ludoteca.game.Game> g = org.ludoteca.game.Games.find(game);
        fen = g.isEmpty() ? null : g.get().decodePosition(code).orElse(null);
        if (fen == null) {
          throw new IllegalArgumentException("no decoder here for the compact codes of " + game);
        }
      }
      return RowFactory.create(r.getAs("game_id"), r.getAs("ply"), fen, r.getAs("game"), r.getAs("rules"),
          r.getAs("ingest_run"));
    }
  }
}
