package org.ludoteca.spark.stats;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.table.Table;

/**
 * The ingest's tables as the statistics and reports read them back: the rows of the committed
 * runs only, and which runs were ingested before a table existed (whose rows the reader then
 * computes from {@code games} instead).
 */
public final class TableReads {
  private TableReads() {}

  /** The rows of {@code runs} of a table; empty (no listing, no scan) when there are none. */
  public static Dataset<Row> read(SparkSession spark, OutDir dir, Table table, Set<String> runs) throws IOException {
    if (runs.isEmpty()) {
      return spark.createDataFrame(List.of(), table.schema());
    }
    return dir.read(spark, table).filter(col("ingest_run").isin(runs.toArray()));
  }

  /**
   * The runs of {@code runs} that have {@code games} but no {@link Table#IDENTITIES}: ingested
   * before that table (every game of a later run has its row there). Their {@link
   * Table#SHORTEST_SUMMARY}, which came with it, is missing too.
   */
  public static Set<String> runsWithoutIdentities(OutDir dir, Set<String> runs) throws IOException {
    Set<String> out = new TreeSet<>(dir.runsOf(Table.GAMES));
    out.retainAll(runs);
    out.removeAll(dir.runsOf(Table.IDENTITIES));
    return out;
  }
}
