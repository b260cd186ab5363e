package org.ludoteca.report;

import static org.ludoteca.report.PageFiles.fileName;
import static org.ludoteca.report.PageFiles.writeAtomically;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.ludoteca.game.Verdict;

/**
 * Builds the reports from a statistics directory: one HTML page and one notebook per game and
 * rule set, and an overview across them. The entry of {@code ludoteca report} and of the last
 * stage of {@code ludoteca pipeline}.
 *
 * <pre>{@code
 * List<Path> written = Reports.write(Path.of("out"), Path.of("notebooks-export"));
 * }</pre>
 */
public final class Reports {
  /** The statistics a report reads, by table name ({@code DIR/reports/<name>.csv}). */
  public static final List<String> STATISTICS = StatsTable.REPORTED;

  private final StatsTable victoryTypes;
  private final StatsTable captureMethods;
  private final StatsTable firstPlayer;
  private final StatsTable gameLength;
  private final StatsTable lengthHistogram;
  private final StatsTable validation;
  private final StatsTable startPositions;
  private final StatsTable outcomeMetrics;
  private final StatsTable ruleSensitivity;
  /** Issue 39's: empty for statistics computed without the typed columns of games. */
  private final StatsTable openings;
  private final StatsTable clockUsage;
  private final StatsTable accuracy;
  /** The boards of the game pages; none until {@link #write} reads them. */
  private GameBoards boards;

  /** The rows split by a stratum (--by) of first_player_advantage and outcome_metrics, listed as tables of their own. */
  private final StatsTable firstPlayerByStratum;
  private final StatsTable outcomeMetricsByStratum;

  /** @param tables each statistic by name (an empty table for one the statistics do not have) */
  private Reports(Map<String, StatsTable> tables) {
    java.util.function.Function<String, StatsTable> table = name -> tables.getOrDefault(name, StatsTable.empty(name));
    victoryTypes = unsplit(table.apply("victory_types"));
    captureMethods = unsplit(table.apply("capture_methods"));
    StatsTable fp = table.apply("first_player_advantage");
    firstPlayer = unsplit(fp);
    firstPlayerByStratum = fp.where(row -> !isUnsplit(row)).named("first_player_advantage by stratum");
    gameLength = unsplit(table.apply("game_length"));
    lengthHistogram = unsplit(table.apply("game_length_histogram"));
    validation = unsplit(table.apply("validation"));
    startPositions = unsplit(table.apply("start_positions"));
    StatsTable om = table.apply("outcome_metrics");
    outcomeMetrics = unsplit(om);
    outcomeMetricsByStratum = om.where(row -> !isUnsplit(row)).named("outcome_metrics by stratum");
    ruleSensitivity = unsplit(table.apply("rule_sensitivity"));
    openings = unsplit(table.apply("openings"));
    clockUsage = unsplit(table.apply("clock_usage"));
    accuracy = unsplit(table.apply("accuracy"));
  }

  /** The openings shown on a page: the most played, by games. */
  static final int MOST_PLAYED_OPENINGS = 20;

  /**
   * The {@link #MOST_PLAYED_OPENINGS} most played openings (the rows per name, not per ECO code),
   * most games first, with White's score, its interval and the test ({@code significant} marked).
   */
  static StatsTable mostPlayedOpenings(StatsTable openings) {
    List<Map<String, String>> rows = new ArrayList<>(openings.where(r -> r.get("opening") != null).rows());
    rows.sort((a, b) -> {
      int c = Double.compare(StatsTable.number(b, "games"), StatsTable.number(a, "games"));
      return c != 0 ? c : String.valueOf(a.get("opening")).compareTo(String.valueOf(b.get("opening")));
    });
    List<Map<String, String>> top = rows.subList(0, Math.min(MOST_PLAYED_OPENINGS, rows.size()));
    return new StatsTable("openings: the " + top.size() + " most played (significant: White's share of decisive "
        + "games differs from the pooled one after the Benjamini-Hochberg correction)", openings.columns(), top)
        .select(List.of("eco", "opening", "games", "white_wins", "draws", "black_wins", "score", "wilson_low",
            "wilson_high", "p_value", "q_bh", "significant", "mean_plies"));
  }

  /** Whether a row is over every game: stratum {@code all}, or a table from before the strata. */
  private static boolean isUnsplit(Map<String, String> row) {
    String stratum = row.get("stratum");
    return stratum == null || stratum.equals("all");
  }

  /**
   * The rows of the strata that split the games of a page in two values or more: a stratum with
   * one value (every game {@code unknown}, say) repeats the unsplit rows.
   */
  private static StatsTable splitting(StatsTable split) {
    Map<String, java.util.Set<String>> values = new java.util.HashMap<>();
    for (Map<String, String> row : split.rows()) {
      values.computeIfAbsent(row.get("stratum"), k -> new java.util.HashSet<>()).add(row.get("stratum_value"));
    }
    return split.where(row -> values.get(row.get("stratum")).size() > 1);
  }

  /** The rows in the small multiples' order: by stratum, then value (ranges by their first number). */
  private static StatsTable byStratumValue(StatsTable t) {
    List<Map<String, String>> rows = new ArrayList<>(t.rows());
    rows.sort((a, b) -> {
      int c = String.valueOf(a.get("stratum")).compareTo(String.valueOf(b.get("stratum")));
      return c != 0 ? c : ChartSpecs.compareValues(a.get("stratum_value"), b.get("stratum_value"));
    });
    return new StatsTable(t.name(), t.columns(), rows);
  }

  /** The rows over every game. */
  private static StatsTable unsplit(StatsTable t) {
    return t.where(Reports::isUnsplit);
  }

  /**
   * Writes every report of the statistics under {@code statsDir} (the pipeline's output
   * directory, holding {@code reports/*.csv}, or that {@code reports} directory itself) into
   * {@code outDir}, and returns the files written, overview first (the pages of the shortest games,
   * in {@code outDir/games/}, are written too but not listed). Files are written whole to a
   * temporary name and then moved, so a reader never sees half a page.
   *
   * @throws IOException if the statistics cannot be read or the reports written
   */
  public static List<Path> write(Path statsDir, Path outDir) throws IOException {
    Path csvDir = Files.isDirectory(statsDir.resolve("reports")) ? statsDir.resolve("reports") : statsDir;
    if (!Files.exists(csvDir.resolve("validation.csv"))) {
      throw new IOException(csvDir + " holds no statistics (validation.csv is missing); run 'ludoteca stats' first");
    }
    Path tablesDir = csvDir.getFileName() != null && csvDir.getFileName().toString().equals("reports")
        ? csvDir.getParent() : csvDir;
    Map<String, StatsTable> tables = new java.util.LinkedHashMap<>();
    Map<String, String> csv = new java.util.LinkedHashMap<>();
    for (String stat : STATISTICS) {
      tables.put(stat, StatsTable.read(csvDir, stat));
      Path file = csvDir.resolve(stat + ".csv");
      if (Files.exists(file)) {
        csv.put(stat, Files.readString(file, StandardCharsets.UTF_8));
      }
    }
    return write(tables, csv, gamePages(GameBoards.read(csvDir), outDir), tablesDir, outDir);
  }

  /**
   * Writes every report of the statistics the report job hands over (its tables, as their CSV
   * files hold them, without reading those back) into {@code outDir}, as {@link #write(Path,
   * Path)} does from the files: what {@code ludoteca pipeline} and {@code ludoteca report} run.
   *
   * @param tablesDir the pipeline's output directory, which the notebooks' cells load the Parquet
   *     tables from (a relative path from {@code outDir})
   * @throws IOException if the reports cannot be written
   */
  public static List<Path> write(List<org.ludoteca.spark.ReportTable> statistics,
      org.ludoteca.spark.ReportTable shortestGames, Path tablesDir, Path outDir) throws IOException {
    return write(statistics, gamePages(shortestGames, outDir), tablesDir, outDir);
  }

  /**
   * As {@link #write(List, org.ludoteca.spark.ReportTable, Path, Path)}, the game pages already
   * written by {@link #gamePages(org.ludoteca.spark.ReportTable, Path)} into the same {@code outDir}.
   */
  public static List<Path> write(List<org.ludoteca.spark.ReportTable> statistics, GamePages games, Path tablesDir,
      Path outDir) throws IOException {
    Map<String, StatsTable> tables = new java.util.LinkedHashMap<>();
    Map<String, String> csv = new java.util.LinkedHashMap<>();
    for (org.ludoteca.spark.ReportTable t : statistics) {
      if (STATISTICS.contains(t.name())) {
        tables.put(t.name(), StatsTable.of(t));
        csv.put(t.name(), t.csv());
      }
    }
    return write(tables, csv, games, tablesDir, outDir);
  }

  /**
   * The game pages of the shortest games, written into {@code outDir/games/}: the first part of
   * {@link #write}, which needs none of the statistics (the pipeline draws them while it computes
   * those). Pass the result to {@link #write(List, GamePages, Path, Path)} with the same {@code outDir}.
   *
   * @throws IOException if a page cannot be written
   */
  public static GamePages gamePages(org.ludoteca.spark.ReportTable shortestGames, Path outDir) throws IOException {
    return gamePages(new GameBoards(StatsTable.of(shortestGames)), outDir);
  }

  private static GamePages gamePages(GameBoards boards, Path outDir) throws IOException {
    Files.createDirectories(outDir);
    // The game pages first: a board links to its game's page only when that page was written.
    boards.writePages(outDir, (game, rules) -> fileName(game + "-" + rules));
    return new GamePages(boards);
  }

  /** The game pages written ({@link #gamePages}): the boards of the report pages link to them. */
  public static final class GamePages {
    private final GameBoards boards;

    private GamePages(GameBoards boards) {
      this.boards = boards;
    }
  }

  /**
   * @param tables the statistics by name
   * @param csv the CSV text of each, copied into the notebooks' data folder
   */
  private static List<Path> write(Map<String, StatsTable> tables, Map<String, String> csv, GamePages games,
      Path tablesDir, Path outDir) throws IOException {
    Reports r = new Reports(tables);
    Files.createDirectories(outDir);
    r.boards = games.boards;
    String tablesPath = relative(outDir, tablesDir);
    copyTables(csv, outDir.resolve(NotebookReport.DATA_DIR));
    List<Section> sections = r.sections();
    // Each section's page and notebook drawn and written on every core, listed in the sections' order.
    List<Path> written = new ArrayList<>();
    try {
      sections.parallelStream().map(s -> {
        try {
          return List.of(writeAtomically(outDir.resolve(s.name() + ".html"), HtmlReport.render(s, sections)),
              writeAtomically(outDir.resolve(s.name() + ".ipynb"), NotebookReport.render(s, tablesPath, sections)));
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).toList().forEach(written::addAll);
    } catch (java.io.UncheckedIOException e) {
      throw e.getCause();
    }
    // Pages of game and rule-set pairs that no longer have games would mislead: remove them.
    try (java.util.stream.Stream<Path> old = Files.list(outDir)) {
      for (Path p : old.filter(p -> p.toString().endsWith(".html") || p.toString().endsWith(".ipynb"))
          .filter(p -> !written.contains(p)).toList()) {
        Files.delete(p);
      }
    }
    return written;
  }

  /**
   * Writes the statistics' CSV files the pages chart into {@code dataDir} (the notebooks' data
   * folder, beside the pages), so the notebooks run where the pipeline's output is not (a fresh
   * clone: no {@code out/}, no Spark). CSV files there of statistics no longer written are removed.
   */
  private static void copyTables(Map<String, String> csv, Path dataDir) throws IOException {
    Files.createDirectories(dataDir);
    List<Path> copied = new ArrayList<>();
    for (String stat : STATISTICS) {
      if (csv.containsKey(stat)) {
        copied.add(writeAtomically(dataDir.resolve(stat + ".csv"), csv.get(stat)));
      }
    }
    try (java.util.stream.Stream<Path> old = Files.list(dataDir)) {
      for (Path p : old.filter(p -> p.toString().endsWith(".csv")).filter(p -> !copied.contains(p)).toList()) {
        Files.delete(p);
      }
    }
  }

  private static String relative(Path from, Path to) {
    Path rel = from.toAbsolutePath().normalize().relativize(to.toAbsolutePath().normalize());
    String s = rel.toString().replace('\\', '/');
    return s.isEmpty() ? "." : s;
  }

  /** The overview, then one section per game and rule set, in name order. */
  List<Section> sections() {
    TreeSet<List<String>> keys = new TreeSet<>((a, b) -> {
      int c = String.valueOf(a.get(0)).compareTo(String.valueOf(b.get(0)));
      return c != 0 ? c : String.valueOf(a.get(1)).compareTo(String.valueOf(b.get(1)));
    });
    // One report per game and rule set with valid games; the rest (unknown games or rule sets,
    // records that never replayed) is in the overview's validation table.
    for (StatsTable t : List.of(victoryTypes, firstPlayer)) {
      for (Map<String, String> row : t.rows()) {
        if (row.get("game") != null && row.get("rules") != null) {
          keys.add(java.util.Arrays.asList(row.get("game"), row.get("rules")));
        }
      }
    }
    List<Section> out = new ArrayList<>();
    out.add(overview(keys));
    // Drawn on every core (their charts' SVG), kept in name order.
    out.addAll(new ArrayList<>(keys).parallelStream().map(k -> section(k.get(0), k.get(1))).toList());
    return out;
  }

  private Section overview(TreeSet<List<String>> keys) {
    List<String> paragraphs = new ArrayList<>();
    long valid = 0;
    long total = 0;
    long rejected = 0;
    for (Map<String, String> row : validation.rows()) {
      long n = (long) StatsTable.number(row, "count");
      if ("verdict".equals(row.get("category"))) {
        total += n;
        if (Verdict.VALID.label().equals(row.get("item"))) {
          valid += n;
        }
      } else if ("rejected".equals(row.get("category"))) {
        rejected += n;
      }
    }
    paragraphs.add(String.format(Locale.ROOT,
        "%d records were read: %d games replayed (%d of them VALID) and %d records the reader rejected, "
            + "over %d game and rule-set combinations. Each has its own report; this page compares them.",
        total + rejected, total, valid, rejected, keys.size()));
    StatsTable allAgents = firstPlayer.where(row -> "*".equals(row.get("first_agent")));
    for (Map<String, String> row : allAgents.rows()) {
      paragraphs.add(firstPlayerSentence(row.get("game") + " under " + row.get("rules"), row));
    }
    List<Section.Chart> charts = new ArrayList<>();
    add(charts, "First mover's score per game and rule set, with 95% intervals (the score's own interval where the "
        + "statistics have it, else the share of decisive games with its Wilson interval: the axis says which)",
        ChartSpecs.firstPlayer("overview-first-player", allAgents, List.of("game", "rules")));
    add(charts, "Victory types over all games", ChartSpecs.victoryShares("overview-victories", victoryTypes));
    return new Section("overview", "Ludoteca report: overview", paragraphs, charts,
        List.of(allAgents, outcomeMetrics.where(row -> "*".equals(row.get("first_agent"))), validation), null, null);
  }

  private Section section(String game, String rules) {
    StatsTable vt = victoryTypes.of(game, rules);
    StatsTable cm = captureMethods.of(game, rules);
    StatsTable fp = firstPlayer.of(game, rules);
    StatsTable gl = gameLength.of(game, rules);
    StatsTable hist = lengthHistogram.of(game, rules);
    StatsTable val = validation.of(game, rules);
    StatsTable sp = startPositions.of(game, rules);
    List<String> paragraphs = new ArrayList<>();
    long games = 0;
    StringBuilder verdicts = new StringBuilder();
    for (Map<String, String> row : val.rows()) {
      if ("verdict".equals(row.get("category"))) {
        long n = (long) StatsTable.number(row, "count");
        games += n;
        verdicts.append(verdicts.length() == 0 ? "" : ", ").append(n).append(' ').append(row.get("item"));
      }
    }
    paragraphs.add(String.format(Locale.ROOT, "%d games of %s under the rule set %s were replayed: %s.", games, game,
        rules, verdicts.length() == 0 ? "none" : verdicts));
    fp.rows().stream().filter(row -> "*".equals(row.get("first_agent"))).findFirst()
        .ifPresent(row -> paragraphs.add(firstPlayerSentence("Over all valid games", row)));
    vt.rows().stream().max((a, b) -> Double.compare(StatsTable.number(a, "games"), StatsTable.number(b, "games")))
        .ifPresent(row -> paragraphs.add(String.format(Locale.ROOT,
            "The most frequent end is %s won by %s: %.0f %s, %.1f%% of the valid games.",
            row.get("termination") == null ? "no end" : row.get("termination"),
            row.get("winner") == null ? "nobody" : row.get("winner"), StatsTable.number(row, "games"),
            StatsTable.number(row, "games") == 1 ? "game" : "games",
            100 * StatsTable.number(row, "share"))));
    double lengthGames = 0;
    double lengthSum = 0;
    for (Map<String, String> row : gl.rows()) {
      lengthGames += StatsTable.number(row, "games");
      lengthSum += StatsTable.number(row, "games") * StatsTable.number(row, "mean");
    }
    if (lengthGames > 0) {
      paragraphs.add(String.format(Locale.ROOT, "Valid games last %.1f plies on average.", lengthSum / lengthGames));
    }
    if (GameFacts.reportsPiecesTaken(game)) {
      piecesSentence(cm).ifPresent(paragraphs::add);
    }
    startPositionsSentence(sp).ifPresent(paragraphs::add);
    openingsSentence(openings.of(game, rules)).ifPresent(paragraphs::add);
    String id = fileName(game + "-" + rules);
    List<Section.Chart> charts = new ArrayList<>();
    add(charts, "Share of valid games by victory type and winner", ChartSpecs.victoryShares(id + "-victories", vt));
    add(charts, "Captures by method and capturing side", ChartSpecs.captureMethodsBySide(id + "-capture-sides", cm));
    if (GameFacts.reportsPiecesTaken(game)) {
      // Zamora's chess-piece games: captures (Cáliz) and fouls (Gol de Oro) by the piece that left the board.
      add(charts, "Captures and fouls by piece: the piece captured, or for a foul the fouler expelled, by method and "
          + "the side that made the turn", ChartSpecs.capturesByPiece(id + "-capture-pieces", cm));
    }
    add(charts, "First mover's score per agent pairing (first mover's agent first; * is every pairing), "
        + "with 95% intervals (the axis says which measure); beside it Ludii's metrics of the same games",
        ChartSpecs.firstPlayer(id + "-first-player", fp, List.of("first_agent", "second_agent")),
        outcomeMetrics.of(game, rules).select(LUDII_COLUMNS).withoutEmptyColumns().named("Ludii metrics (outcome_metrics)"));
    // Strata (time control, rating, ...): small multiples of the same interval, and their Ludii metrics.
    add(charts, "First mover's score in each value of each stratum (games in brackets), with 95% intervals, one "
        + "panel per stratum on the same axis; beside it Ludii's metrics of the same games",
        ChartSpecs.strata(id + "-strata", splitting(firstPlayerByStratum.of(game, rules))),
        byStratumValue(splitting(outcomeMetricsByStratum.of(game, rules)).where(row -> "*".equals(row.get("first_agent"))))
            .select(STRATUM_LUDII_COLUMNS).withoutEmptyColumns().named("Ludii metrics by stratum (outcome_metrics)"));
    add(charts, "Distribution of game length in plies (valid games)", ChartSpecs.lengthHistogram(id + "-length", hist));
    add(charts, "Captures by method in each phase of the game", ChartSpecs.captureMethodsByPhase(id + "-capture-phases", cm));
    add(charts, "White's score in each start position (Scharnagl number), sorted, with 95% Wilson intervals; the "
        + "dashed line is the pooled score over every start position, and squares mark the positions significant "
        + "after the Benjamini-Hochberg correction (when the statistics test them)",
        ChartSpecs.scoreByStartPosition(id + "-start-positions", sp));
    add(charts, "Rule sensitivity: the games of " + game + " replayed again under each other rule set (ludoteca "
        + "pipeline --rejudge); rows the rule set the games were recorded under, columns the one applied; each cell the "
        + "share of the games that keep their result and the share that became illegal",
        ChartSpecs.ruleSensitivity(id + "-rule-sensitivity", ruleSensitivity.where(row -> game.equals(row.get("game"))),
            rules));
    // Chess and Chess960: White's score per start position as a table too, beside the first-player table.
    List<StatsTable> tables = new ArrayList<>(List.of(fp));
    if (!sp.isEmpty()) {
      tables.add(sp);
    }
    StatsTable op = openings.of(game, rules);
    if (!op.isEmpty()) {
      tables.add(mostPlayedOpenings(op));
    }
    // Clock use by time control and phase (every rating), and accuracy by rating band (every time control).
    StatsTable clocks = clockUsage.of(game, rules).where(r -> "*".equals(r.get("rating")))
        .select(List.of("time_control", "phase", "moves", "mean_seconds", "median_seconds", "players",
            "lost_on_time_share", "low_clock_players", "low_clock_score", "other_score"))
        .named("clock_usage: seconds per move by time control and phase (every rating band)");
    if (!clocks.isEmpty()) {
      tables.add(clocks);
    }
    StatsTable byBand = accuracy.of(game, rules).where(r -> "*".equals(r.get("time_control")))
        .select(List.of("rating", "result", "players", "mean_accuracy", "sd_accuracy", "mean_acpl", "sd_acpl"))
        .named("accuracy: by the player's rating band and result (every time control)");
    if (!byBand.isEmpty()) {
      tables.add(byBand);
    }
    tables.addAll(List.of(outcomeMetrics.of(game, rules), vt, gl, cm, val));
    StatsTable rs = ruleSensitivity.of(game, rules);
    if (!rs.isEmpty()) {
      tables.add(rs);
    }
    for (StatsTable split : List.of(splitting(firstPlayerByStratum.of(game, rules)),
        splitting(outcomeMetricsByStratum.of(game, rules)))) {
      if (!split.isEmpty()) {
        tables.add(split);
      }
    }
    return new Section(id, game + " under " + rules, paragraphs, charts, tables, game, rules,
        boards == null ? List.of() : boards.boards(game, rules));
  }

  /**
   * For chess and Chess960: how many finished games the start-position table counts, in how many
   * start positions, and White's score over them ("... 1 finished game in 1 start position ..."),
   * or empty when the table has no row for every start position.
   */
  private static java.util.Optional<String> startPositionsSentence(StatsTable startPositions) {
    long positions = startPositions.rows().stream().filter(r -> r.get("start_position") != null).count();
    return startPositions.rows().stream().filter(r -> "*".equals(r.get("back_rank"))).findFirst().map(all -> {
      double games = StatsTable.number(all, "games");
      String score = all.get("score") == null ? "no score for White"
          : String.format(Locale.ROOT, "White's score over them %.1f%% (95%% Wilson interval %.1f%% to %.1f%%)",
              100 * StatsTable.number(all, "score"), 100 * StatsTable.number(all, "wilson_low"),
              100 * StatsTable.number(all, "wilson_high"));
      return String.format(Locale.ROOT, "By start position: %.0f finished %s in %d start %s, %s; a draw counts "
          + "half and unfinished games are not counted. The chart and the start_positions table give each start "
          + "position by its Scharnagl number.", games, games == 1 ? "game" : "games", positions,
          positions == 1 ? "position" : "positions", score) + setUpSentence(startPositions);
    });
  }

  /**
   * With openings: how many games and names, the most played, and how many differ significantly
   * from the pooled White share; empty without the table.
   */
  private static java.util.Optional<String> openingsSentence(StatsTable openings) {
    StatsTable named = openings.where(r -> r.get("opening") != null);
    if (named.isEmpty()) {
      return java.util.Optional.empty();
    }
    double games = named.rows().stream().mapToDouble(r -> StatsTable.number(r, "games")).sum();
    long significant = named.rows().stream().filter(r -> "true".equalsIgnoreCase(r.get("significant"))).count();
    Map<String, String> top = mostPlayedOpenings(named).rows().get(0);
    return java.util.Optional.of(String.format(Locale.ROOT, "Openings: %.0f finished games under %d opening names; "
        + "the most played is %s %s (%.0f games, White's score %.1f%%, 95%% interval %.1f%% to %.1f%%). %d %s "
        + "White's share of decisive games significantly apart from the pooled share (q_bh < 0.05).", games,
        named.rows().size(), top.get("eco"), top.get("opening"), StatsTable.number(top, "games"),
        100 * StatsTable.number(top, "score"), 100 * StatsTable.number(top, "wilson_low"),
        100 * StatsTable.number(top, "wilson_high"), significant, significant == 1 ? "opening has" : "openings have"));
  }

  /**
   * " N finished games from a set-up position that is no start position are left out." (the
   * {@code start_positions} row with no back rank), or "" when there are none.
   */
  private static String setUpSentence(StatsTable startPositions) {
    double setUp = startPositions.rows().stream().filter(r -> r.get("back_rank") == null || r.get("back_rank").isEmpty())
        .mapToDouble(r -> StatsTable.number(r, "games")).sum();
    return setUp == 0 ? "" : String.format(Locale.ROOT, " %.0f finished %s from a set-up position that is no start "
        + "position %s left out.", setUp, setUp == 1 ? "game" : "games", setUp == 1 ? "is" : "are");
  }

  /**
   * For the Zamora games: the pieces taken off the board per method ("Captures in valid games: 7
   * (bishop 1, knight 2, ...). Fouls: ..."), or empty when there are none.
   */
  private static java.util.Optional<String> piecesSentence(StatsTable captureMethods) {
    java.util.Map<String, java.util.Map<String, Double>> byMethod = new java.util.TreeMap<>();
    for (Map<String, String> row : captureMethods.rows()) {
      byMethod.computeIfAbsent(String.valueOf(row.get("method")), k -> new java.util.TreeMap<>())
          .merge(String.valueOf(row.get("captured_kind")), StatsTable.number(row, "captures"), Double::sum);
    }
    if (byMethod.isEmpty()) {
      return java.util.Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    byMethod.forEach((method, kinds) -> {
      double total = kinds.values().stream().mapToDouble(Double::doubleValue).sum();
      List<String> each = new ArrayList<>();
      kinds.forEach((kind, n) -> each.add(String.format(Locale.ROOT, "%s %.0f", kind, n)));
      parts.add(String.format(Locale.ROOT, "%s %.0f (%s)", method, total, String.join(", ", each)));
    });
    return java.util.Optional.of("Pieces taken off the board in valid games, by method (a capture counts the piece "
        + "captured, a foul the fouler expelled): " + String.join("; ", parts) + ".");
  }

  private static String firstPlayerSentence(String subject, Map<String, String> row) {
    double first = StatsTable.number(row, "first_mover_wins");
    double second = StatsTable.number(row, "second_mover_wins");
    double draws = StatsTable.number(row, "draws");
    if (first + second == 0) {
      return subject + ", no game was decisive." + scoreClause(row) + eloClause(row);
    }
    return String.format(Locale.ROOT,
        "%s, the first mover won %.0f of %.0f decisive games (%.1f%%, 95%% Wilson interval %.1f%% to %.1f%%, "
            + "two-sided binomial p = %s), with %.0f draws.",
        subject, first, first + second, 100 * first / (first + second), 100 * StatsTable.number(row, "wilson_low"),
        100 * StatsTable.number(row, "wilson_high"), pValue(row.get("p_value")), draws)
        + scoreClause(row) + eloClause(row);
  }

  /**
   * White's (the first mover's) edge in rating points with its 95% interval, when the table has it
   * (issue 39: rated games, and statistics that computed it): " White's edge: +N rating points [lo,
   * hi] over R rated games ...".
   */
  private static String eloClause(Map<String, String> row) {
    if (row.get("elo_edge") == null || row.get("elo_edge_low") == null || row.get("elo_edge_high") == null) {
      return "";
    }
    double unrated = row.get("unrated_games") == null ? 0 : StatsTable.number(row, "unrated_games");
    return String.format(Locale.ROOT, " White's edge: %+.0f rating points [%+.0f, %+.0f] (95%% interval; the Elo "
        + "expectation fitted to %.0f rated games, who played whom taken out%s).", StatsTable.number(row, "elo_edge"),
        StatsTable.number(row, "elo_edge_low"), StatsTable.number(row, "elo_edge_high"),
        StatsTable.number(row, "rated_games"),
        unrated == 0 ? "" : String.format(Locale.ROOT, "; %.0f without both ratings left out", unrated));
  }

  /** The first mover's score with its own interval, when the table has it (statistics from before it did not). */
  private static String scoreClause(Map<String, String> row) {
    if (row.get("score") == null || row.get("score_low") == null || row.get("score_high") == null) {
      return "";
    }
    return String.format(Locale.ROOT, " Counting a draw as half a win, the first mover scored %.1f%% (95%% interval "
        + "%.1f%% to %.1f%%).", 100 * StatsTable.number(row, "score"), 100 * StatsTable.number(row, "score_low"),
        100 * StatsTable.number(row, "score_high"));
  }

  private static String pValue(String p) {
    if (p == null) {
      return "n/a";
    }
    double v = Double.parseDouble(p);
    return v < 0.0001 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", v);
  }

  private static void add(List<Section.Chart> charts, String caption, ChartSpec spec) {
    add(charts, caption, spec, null);
  }

  /** Adds the chart when its statistics have something to draw (a description), drawn as the page's SVG. */
  private static void add(List<Section.Chart> charts, String caption, ChartSpec spec, StatsTable aside) {
    if (spec != null) {
      charts.add(new Section.Chart(caption, spec, Charts.svg(spec), aside));
    }
  }

  /** The Ludii metrics shown beside the first mover's score. */
  private static final List<String> LUDII_COLUMNS = List.of("first_agent", "second_agent", "games", "completion",
      "drawishness", "timeouts", "advantage_p1", "balance", "duration_plies_mean", "branching_factor");
  private static final List<String> STRATUM_LUDII_COLUMNS = List.of("stratum", "stratum_value", "games", "completion",
      "drawishness", "advantage_p1", "balance");
}
