package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;
import org.ludoteca.game.Verdict;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.ShortestPartials;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.stats.RowOrder;
import org.ludoteca.spark.stats.SmallTables;
import org.ludoteca.spark.stats.TableReads;

/**
 * For each game, rule set and victory type (termination and winner) of the {@code VALID} games of
 * every committed run, the shortest game (fewest plies; ties to the first by source, then offset):
 * {@code DIR/reports/shortest_games.csv}, from which the report pages draw its final position and
 * write its game page (data/FORMAT.md section 9, "Report pages"). Not a statistic: a pointer per
 * victory type into {@code games}, carrying what the game's page draws: the record as the ingest
 * read it ({@code record_format}, {@code record_text}) and its name on the page ({@code record}).
 * Made from the ingest's {@link Table#SHORTEST_SUMMARY} (a few rows per task), and for runs ingested
 * before that table from {@code games} by a Spark job.
 */
public final class ShortestGames {
  /** The file's name in {@code DIR/reports}. */
  public static final String FILE = "shortest_games.csv";
  /** Its columns, in order. */
  static final List<String> COLUMNS = List.of("game", "rules", "termination", "winner", "games", "plies", "game_id",
      "source", "offset", "start_fen", "final_fen", "record", "record_format", "record_text", "record_warnings");
  /** The columns the ingest's rows carry the record in (null in runs ingested before them). */
  private static final int RECORD = COLUMNS.indexOf("record");
  private static final int RECORD_FORMAT = COLUMNS.indexOf("record_format");
  private static final int RECORD_TEXT = COLUMNS.indexOf("record_text");
  private static final int RECORD_WARNINGS = COLUMNS.indexOf("record_warnings");
  private static final List<String> KEYS = List.of("game", "rules", "termination", "winner");

  private ShortestGames() {}

  /**
   * Writes the file from the committed runs of {@code out}.
   *
   * @return the table written
   * @throws IOException if the manifest or the table cannot be read, or the file written
   */
  static ReportTable write(SparkSession spark, String out, CsvSink sink, Timings timings) throws IOException {
    ReportTable table = table(spark, out);
    sink.write(FILE, table.csv());
    timings.lap("report: " + FILE);
    return table;
  }

  /**
   * The table of the committed runs of {@code out}, as {@link #write} writes it: it needs none of
   * the statistics, so the pipeline makes it (and the game pages) while they are computed.
   *
   * @throws IOException if the manifest or the table cannot be read
   */
  static ReportTable table(SparkSession spark, String out) throws IOException {
    OutDir dir = OutDir.of(out, spark.sparkContext().hadoopConfiguration());
    Set<String> runs = Manifest.committedRuns(dir);
    List<Row> rows = new ArrayList<>();
    if (!runs.isEmpty()) {
      // The ingest's summaries; runs ingested before them (they have no identities either,
      // which came with them) from games, by a Spark job.
      Set<String> old = TableReads.runsWithoutIdentities(dir, runs);
      List<Row> candidates = new ArrayList<>();
      SmallTables.read(dir, Table.SHORTEST_SUMMARY, runs, ShortestGames::row, candidates::add);
      if (!old.isEmpty()) {
        spark.sparkContext().setJobDescription("report: the shortest game of each victory type");
        candidates.addAll(shortest(dir.read(spark, Table.GAMES).filter(col("ingest_run").isin(old.toArray())))
            .collectAsList());
      }
      rows = named(withRecords(merged(candidates)), Manifest.read(dir).entries().stream().map(Manifest.Entry::path)
          .toList());
    }
    return new ReportTable(FILE.replace(".csv", ""), COLUMNS, RowOrder.cells(rows));
  }

  /** A row of {@link Table#SHORTEST_SUMMARY} as a row of {@link #COLUMNS}. */
  private static Row row(java.util.function.Function<String, Object> column) {
    Object[] v = new Object[COLUMNS.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = column.apply(COLUMNS.get(i));
    }
    return RowFactory.create(v);
  }

  /**
   * The shortest of each victory type among rows of {@link #COLUMNS} that are each the shortest
   * of some of its games (a task's, or a run's), with the games of all of them summed.
   */
  static List<Row> merged(List<Row> candidates) {
    int plies = COLUMNS.indexOf("plies");
    int source = COLUMNS.indexOf("source");
    int offset = COLUMNS.indexOf("offset");
    int games = COLUMNS.indexOf("games");
    Map<List<Object>, Row> best = new LinkedHashMap<>();
    Map<List<Object>, Long> counts = new HashMap<>();
    for (Row r : candidates) {
      List<Object> key = new ArrayList<>();
      for (String k : KEYS) {
        key.add(r.get(COLUMNS.indexOf(k)));
      }
      counts.merge(key, r.getLong(games), Long::sum);
      Row b = best.get(key);
      if (b == null || ShortestPartials.before(r.getInt(plies), r.getString(source), r.getLong(offset),
          b.getInt(plies), b.getString(source), b.getLong(offset))) {
        best.put(key, r);
      }
    }
    List<Row> out = new ArrayList<>();
    best.forEach((key, r) -> {
      Object[] v = new Object[COLUMNS.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = i == games ? counts.get(key) : r.get(i);
      }
      out.add(RowFactory.create(v));
    });
    return out;
  }

  /** One row per game, rule set, termination and winner of the VALID games, in {@link #COLUMNS}. */
  static Dataset<Row> shortest(Dataset<Row> games) {
    Column[] keys = KEYS.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new);
    WindowSpec byType = Window.partitionBy(keys);
    WindowSpec shortestFirst = byType.orderBy(col("plies"), col("source"), col("offset"));
    return games.filter(col("verdict").equalTo(Verdict.VALID.label()))
        .withColumn("games", count(lit(1)).over(byType))
        .withColumn("rank", row_number().over(shortestFirst))
        .filter(col("rank").equalTo(1))
        .select(COLUMNS.stream().map(c -> c.startsWith("record") ? lit(null).cast("string").as(c) : col(c))
            .toArray(Column[]::new));
  }

  /**
   * The rows, the record of each that lacks it (a run ingested before {@code shortest_summary}
   * carried its record, data/format/09-statistics.md) read from its input file when that file is
   * still there: the one place an input is read again after the ingest, for old runs only. A row
   * whose record cannot be read stays without it (its page is not written; its board stays).
   */
  static List<Row> withRecords(List<Row> rows) {
    Map<String, Map<Long, Integer>> missing = new LinkedHashMap<>();
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      if (r.isNullAt(RECORD_TEXT) && !r.isNullAt(COLUMNS.indexOf("source"))) {
        missing.computeIfAbsent(r.getString(COLUMNS.indexOf("source")), k -> new LinkedHashMap<>())
            .put(r.getLong(COLUMNS.indexOf("offset")), i);
      }
    }
    if (missing.isEmpty()) {
      return rows;
    }
    List<Row> out = new ArrayList<>(rows);
    missing.forEach((source, byOffset) -> {
      Map<Long, String> ids = new LinkedHashMap<>();
      byOffset.forEach((offset, i) -> ids.put(offset, rows.get(i).getString(COLUMNS.indexOf("game_id"))));
      GameFiles.records(source, ids).forEach((offset, record) -> {
        int i = byOffset.get(offset);
        Map<Integer, Object> cells = new HashMap<>();
        cells.put(RECORD_FORMAT, record.format().name());
        cells.put(RECORD_TEXT, record.text());
        cells.put(RECORD_WARNINGS, ShortestPartials.warnings(record)); // null when none: not Map.of
        out.set(i, with(out.get(i), cells));
      });
    });
    return out;
  }

  /**
   * The rows with their {@code record} column: the record's name on its game page, its file's
   * path under the folder that holds every file ingested ({@code files}, the manifest's paths; the
   * rows' sources without one) and its offset ({@code rithmomachia/sample.rpgn:1556}), so that the
   * pages are the same bytes wherever the corpus lies.
   */
  static List<Row> named(List<Row> rows, List<String> files) {
    int source = COLUMNS.indexOf("source");
    List<String> all = new ArrayList<>(files);
    if (all.isEmpty()) {
      rows.forEach(r -> all.add(r.getString(source)));
    }
    String root = commonFolder(all);
    List<Row> out = new ArrayList<>();
    for (Row r : rows) {
      out.add(r.isNullAt(source) ? r : with(r, Map.of(RECORD, recordName(root, r.getString(source),
          r.getLong(COLUMNS.indexOf("offset"))))));
    }
    return out;
  }

  private static Row with(Row r, Map<Integer, Object> cells) {
    Object[] v = new Object[r.length()];
    for (int i = 0; i < v.length; i++) {
      v[i] = cells.containsKey(i) ? cells.get(i) : r.get(i);
    }
    return RowFactory.create(v);
  }

  /** A record's name on its page: its file under {@code root}, and its offset. */
  static String recordName(String root, String source, long offset) {
    String path = pathOf(source);
    return (path.startsWith(root) ? path.substring(root.length()) : path) + ":" + offset;
  }

  /** The longest folder path that holds every file (URIs compared by their path), with a trailing /. */
  static String commonFolder(List<String> files) {
    String common = null;
    for (String f : files) {
      if (f == null) {
        continue;
      }
      String path = pathOf(f);
      String folder = path.substring(0, path.lastIndexOf('/') + 1);
      if (common == null) {
        common = folder;
      } else {
        int n = 0;
        for (int i = 0; i < Math.min(common.length(), folder.length()) && common.charAt(i) == folder.charAt(i); i++) {
          if (common.charAt(i) == '/') {
            n = i + 1;
          }
        }
        common = common.substring(0, n);
      }
    }
    return common == null ? "" : common;
  }

  private static String pathOf(String source) {
    try {
      java.net.URI u = new java.net.URI(source);
      return u.getPath() != null ? u.getPath() : source;
    } catch (java.net.URISyntaxException e) {
      return source;
    }
  }
}
