package org.ludoteca.spark;

import java.nio.file.Path;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The one local[2] session every test class of this JVM shares; Spark stops it at JVM exit. */
final class TestSpark {
  static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data/rithmomachia")
      .toAbsolutePath().normalize();
  static final String SAMPLE = DATA.resolve("sample.rpgn").toString();
  static final String MALFORMED = DATA.resolve("malformed.rpgn").toString();

  private static SparkSession spark;

  private TestSpark() {}

  static synchronized SparkSession get() {
    if (spark == null) {
      spark = Sessions.open("local[2]", Map.of("spark.sql.shuffle.partitions", "2",
          "spark.default.parallelism", "2"), false).spark();
    }
    return spark;
  }

  /** A table of the output directory {@code out}, read with its schema. */
  static Dataset<Row> read(Path out, Table table) {
    Path dir = table.isStatistic() ? out.resolve("stats").resolve(table.tableName()) : out.resolve(table.tableName());
    Dataset<Row> rows = get().read().schema(table.schema()).parquet(dir.toString());
    // games' moves as readers get them, from movetext or moves (data/FORMAT.md section 9).
    return table == Table.GAMES ? Movetext.view(rows) : rows;
  }
}
