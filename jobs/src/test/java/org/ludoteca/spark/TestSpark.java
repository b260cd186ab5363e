package org.ludoteca.spark;

import java.nio.file.Path;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/** The one local[2] session every test class of this JVM shares; Spark stops it at JVM exit. */
public final class TestSpark {
  public static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia")
      .toAbsolutePath().normalize();
  public static final String SAMPLE = DATA.resolve("sample.rpgn").toString();
  public static final String MALFORMED = DATA.resolve("malformed.rpgn").toString();

  private static SparkSession spark;

  private TestSpark() {}

  public static synchronized SparkSession get() {
    if (spark == null) {
      spark = Sessions.open("local[2]", Map.of("spark.sql.shuffle.partitions", "2",
          "spark.default.parallelism", "2"), false).spark();
    }
    return spark;
  }

  /** A table of the output directory {@code out}, read with its schema. */
  public static Dataset<Row> read(Path out, Table table) {
    Path dir = table.isStatistic() ? out.resolve("stats").resolve(table.tableName()) : out.resolve(table.tableName());
    Dataset<Row> rows = get().read().schema(table.schema()).parquet(dir.toString());
    // games' moves as readers get them, from movetext or moves (data/FORMAT.md section 9).
    return table == Table.GAMES ? Movetext.view(rows) : rows;
  }
}
