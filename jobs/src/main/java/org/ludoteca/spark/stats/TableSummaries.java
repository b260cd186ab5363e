package org.ludoteca.spark.stats;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.ingest.SliceWriter;
import org.ludoteca.spark.ingest.StatsPartials;
import org.ludoteca.spark.ingest.TableOutputs;
import org.ludoteca.spark.ingest.TableRows;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.Strata;

/**
 * The rows of {@link Table#GAME_SUMMARY} and {@link Table#CAPTURE_SUMMARY} computed from rows of
 * {@code games} and {@code captures} read back, by the code the ingest's tasks count them with
 * ({@link StatsPartials}), in a Spark job: one way to summarize, whether the ingest counts a
 * game while it replays it or the statistics count it from its row. The statistics use it for
 * what the summary tables cannot give (one game per identity, {@code --distinct}; a tag stratum,
 * {@code --by tag:NAME}) and {@link #migrate} to give runs ingested before the summary tables
 * their summary tables, once.
 */
public final class TableSummaries {
  /** The columns of {@code games} a game's summary reads. */
  private static final String[] GAME_COLUMNS = {"verdict", "termination", "winner", "plies", "first_mover",
      "declared_result", "tags", "start_fen", "error", "game", "rules", "ingest_run"};
  /** The columns of {@code captures} a capture's summary reads; its game's tags are joined to them. */
  private static final String[] CAPTURE_COLUMNS = {"game_id", "ply", "side", "method", "captured_kind", "game",
      "rules", "ingest_run"};
  /** Beside the output directory's work area: the runs a migration is moving summary files of. */
  private static final String MIGRATING = "migrating-summaries";

  private TableSummaries() {}

  /**
   * The summary rows of {@code games}: each a row of {@link Table#GAME_SUMMARY} (values in its
   * column order), then the row's games' value of each tag stratum ({@code tag:NAME}). A few rows
   * per Spark partition of {@code games}, so few enough to collect.
   */
  public static List<Object[]> gameRows(Dataset<Row> games, List<String> tagStrata) {
    return games.select(Arrays.stream(GAME_COLUMNS).map(org.apache.spark.sql.functions::col)
        .toArray(org.apache.spark.sql.Column[]::new)).javaRDD()
        .mapPartitions(new Summarize(false, tagStrata)).collect();
  }

  /**
   * The summary rows of the captures of the VALID games of {@code games}: each a row of {@link
   * Table#CAPTURE_SUMMARY}, then the value of each tag stratum.
   */
  public static List<Object[]> captureRows(Dataset<Row> captures, Dataset<Row> games, List<String> tagStrata) {
    Dataset<Row> valid = games.filter(col("verdict").equalTo(Verdict.VALID.label()))
        .select(col("game_id"), col("tags"));
    return captures.select(Arrays.stream(CAPTURE_COLUMNS).map(org.apache.spark.sql.functions::col)
        .toArray(org.apache.spark.sql.Column[]::new)).join(valid, "game_id").javaRDD()
        .mapPartitions(new Summarize(true, tagStrata)).collect();
  }

  /**
   * A column of a summary row as {@link #gameRows} or {@link #captureRows} give it, by name: a
   * column of {@code table}, or {@code stratum_tag_N} for the value of tag stratum N.
   */
  public static Function<String, Object> columns(Object[] row, Table table) {
    StructType schema = table.schema();
    return name -> name.startsWith(TAG_COLUMN)
        ? row[schema.fields().length + Integer.parseInt(name.substring(TAG_COLUMN.length()))]
        : row[schema.fieldIndex(name)];
  }

  /** The name {@link #columns} gives the value of tag stratum N: this, then N. */
  public static final String TAG_COLUMN = "stratum_tag_";

  /**
   * A game's value of each tag stratum ({@code tag:NAME}) of {@code tagStrata}, in order, null where
   * it has no such tag: what the summaries of {@code games} read back ({@link Summarize} here, and
   * {@link ResearchStatistics}'s) group their games by.
   */
  static List<String> tagValues(Map<String, String> tags, List<String> tagStrata) {
    List<String> values = new ArrayList<>(tagStrata.size());
    for (String s : tagStrata) {
      values.add(tags.get(s.substring(Strata.TAG.length())));
    }
    return values;
  }

  /** A summary row's values followed by its games' {@link #tagValues}, as {@link #columns} reads them. */
  static Object[] withTagValues(Object[] row, List<String> tagValues) {
    Object[] out = Arrays.copyOf(row, row.length + tagValues.size());
    for (int i = 0; i < tagValues.size(); i++) {
      out[row.length + i] = tagValues.get(i);
    }
    return out;
  }

  /**
   * Executor code: counts a partition's games (or captures with their games' tags) into one {@link
   * StatsPartials} per combination of tag strata values, and gives their rows, each with the values.
   */
  private static final class Summarize implements FlatMapFunction<Iterator<Row>, Object[]> {
    private static final long serialVersionUID = 1L;
    private final boolean captures;
    private final List<String> tagStrata;

    Summarize(boolean captures, List<String> tagStrata) {
      this.captures = captures;
      this.tagStrata = List.copyOf(tagStrata);
    }

    @Override
    public Iterator<Object[]> call(Iterator<Row> rows) {
      Map<List<String>, StatsPartials> byTags = new LinkedHashMap<>();
      while (rows.hasNext()) {
        Row r = rows.next();
        Map<String, String> tags = r.getJavaMap(r.fieldIndex("tags"));
        StatsPartials partials = byTags.computeIfAbsent(tagValues(tags, tagStrata), v -> new StatsPartials());
        if (captures) {
          // Only VALID games' captures were joined.
          partials.capture(game(r).tags(tags).verdict(Verdict.VALID).build(), r.<Integer>getAs("ply"),
              r.getAs("method"), Side.ofLabel(r.getAs("side")), r.getAs("captured_kind"));
        } else {
          partials.game(game(r).tags(tags).verdict(Verdict.ofLabel(r.getAs("verdict")))
              .termination(r.getAs("termination")).winner(Winner.ofLabel(r.getAs("winner")))
              .plies(r.<Integer>getAs("plies")).firstMover(Side.ofLabel(r.getAs("first_mover")))
              .declaredResult(r.getAs("declared_result")).startFen(r.getAs("start_fen")).error(r.getAs("error"))
              .build());
        }
      }
      List<Object[]> out = new ArrayList<>();
      byTags.forEach((values, partials) -> partials.writeTo((table, v) -> out.add(withTagValues(v, values))));
      return out.iterator();
    }

    /** A game whose partition is {@code r}'s, to be given the columns a summary reads (the others empty). */
    private static TableRows.Game.Builder game(Row r) {
      return TableRows.Game.builder().game(r.getAs("game")).rules(r.getAs("rules")).ingestRun(r.getAs("ingest_run"));
    }
  }

  /**
   * Gives the committed runs that have games but no summary tables (ingested before the summary
   * tables existed) their {@code game_summary} and {@code capture_summary} partitions, computed
   * from their {@code games} and {@code captures}, as the ingest would have written them: once,
   * the statistics then read them as any run's. The files are written aside and moved in under a
   * list of the runs being moved; a migration killed while it moved is undone and done again by
   * the next.
   *
   * @return the runs migrated
   */
  public static Set<String> migrate(SparkSession spark, OutDir dir, Set<String> committed) throws IOException {
    Path migrating = dir.path("_staging", MIGRATING);
    if (dir.exists(migrating)) {
      Set<String> partial = new TreeSet<>(Arrays.asList(
          new String(dir.fs.open(migrating).readAllBytes(), StandardCharsets.UTF_8).split("\n")));
      dir.deleteRuns(Table.CAPTURE_SUMMARY, partial);
      dir.deleteRuns(Table.GAME_SUMMARY, partial);
      dir.fs.delete(migrating, false);
    }
    Set<String> old = new TreeSet<>(dir.runsOf(Table.GAMES));
    old.retainAll(committed);
    old.removeAll(dir.runsOf(Table.GAME_SUMMARY));
    if (old.isEmpty()) {
      return old;
    }
    spark.sparkContext().setJobDescription("stats: summarize the runs ingested without summary tables, once");
    Dataset<Row> games = TableReads.read(spark, dir, Table.GAMES, old);
    Dataset<Row> captures = TableReads.read(spark, dir, Table.CAPTURES, old);
    Map<Table, List<Object[]>> rows = new LinkedHashMap<>();
    rows.put(Table.GAME_SUMMARY, gameRows(games, List.of()));
    rows.put(Table.CAPTURE_SUMMARY, captureRows(captures, games, List.of()));

    Path staging = dir.path("_staging", "summaries");
    dir.fs.delete(staging, true);
    TableOutputs outputs = TableOutputs.prepare(spark, staging.toString(), List.copyOf(rows.keySet()));
    List<String> files = new ArrayList<>();
    for (String run : old) {
      SliceWriter writer = new SliceWriter(outputs, staging.toString(), 0, 0, run);
      try {
        rows.forEach((table, tableRows) -> {
          int runColumn = table.schema().fieldIndex("ingest_run");
          tableRows.stream().filter(r -> run.equals(r[runColumn])).forEach(r -> writer.write(table, r));
        });
        files.addAll(writer.finish());
      } catch (RuntimeException e) {
        writer.abort();
        throw e;
      }
    }
    dir.writeAtomically(migrating, String.join("\n", old).getBytes(StandardCharsets.UTF_8));
    files.sort(null); // capture_summary's before game_summary's: a run counts as summarized once it has the latter
    for (String f : files) {
      Path target = dir.path(f);
      dir.fs.mkdirs(target.getParent());
      if (!dir.fs.rename(new Path(staging, f), target)) {
        throw new IOException("cannot move " + new Path(staging, f) + " to " + target);
      }
    }
    for (Table t : rows.keySet()) {
      dir.fs.mkdirs(dir.path(t));
    }
    dir.fs.delete(migrating, false);
    dir.fs.delete(staging, true);
    return old;
  }
}
