package org.ludoteca.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

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
  public static final List<String> STATISTICS = List.of("victory_types", "capture_methods", "first_player_advantage",
      "game_length", "game_length_histogram", "validation", "start_positions");

  private final StatsTable victoryTypes;
  private final StatsTable captureMethods;
  private final StatsTable firstPlayer;
  private final StatsTable gameLength;
  private final StatsTable lengthHistogram;
  private final StatsTable validation;
  private final StatsTable startPositions;

  private Reports(Path csvDir) throws IOException {
    victoryTypes = StatsTable.read(csvDir, "victory_types");
    captureMethods = StatsTable.read(csvDir, "capture_methods");
    firstPlayer = StatsTable.read(csvDir, "first_player_advantage");
    gameLength = StatsTable.read(csvDir, "game_length");
    lengthHistogram = StatsTable.read(csvDir, "game_length_histogram");
    validation = StatsTable.read(csvDir, "validation");
    startPositions = StatsTable.read(csvDir, "start_positions");
  }

  /**
   * Writes every report of the statistics under {@code statsDir} (the pipeline's output
   * directory, holding {@code reports/*.csv}, or that {@code reports} directory itself) into
   * {@code outDir}, and returns the files written, overview first. Files are written whole to a
   * temporary name and then moved, so a reader never sees half a page.
   *
   * @throws IOException if the statistics cannot be read or the reports written
   */
  public static List<Path> write(Path statsDir, Path outDir) throws IOException {
    Path csvDir = Files.isDirectory(statsDir.resolve("reports")) ? statsDir.resolve("reports") : statsDir;
    if (!Files.exists(csvDir.resolve("validation.csv"))) {
      throw new IOException(csvDir + " holds no statistics (validation.csv is missing); run 'ludoteca stats' first");
    }
    Reports r = new Reports(csvDir);
    Path tablesDir = csvDir.getFileName() != null && csvDir.getFileName().toString().equals("reports")
        ? csvDir.getParent() : csvDir;
    Files.createDirectories(outDir);
    String tablesPath = relative(outDir, tablesDir);
    List<Section> sections = r.sections();
    List<Path> written = new ArrayList<>();
    for (Section s : sections) {
      written.add(writeAtomically(outDir.resolve(s.name() + ".html"), HtmlReport.render(s, sections)));
      written.add(writeAtomically(outDir.resolve(s.name() + ".ipynb"), NotebookReport.render(s, tablesPath)));
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

  private static String relative(Path from, Path to) {
    Path rel = from.toAbsolutePath().normalize().relativize(to.toAbsolutePath().normalize());
    String s = rel.toString().replace('\\', '/');
    return s.isEmpty() ? "." : s;
  }

  private static Path writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    org.ludoteca.spark.FaultPoints.reach("page " + file.getFileName());
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return file;
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
    for (List<String> k : keys) {
      out.add(section(k.get(0), k.get(1)));
    }
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
        if ("VALID".equals(row.get("item"))) {
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
    add(charts, "First mover's share of decisive games per game and rule set, with 95% Wilson intervals",
        Charts.firstPlayer("overview-first-player", allAgents, List.of("game", "rules")));
    add(charts, "Victory types over all games", Charts.victoryShares("overview-victories", victoryTypes));
    return new Section("overview", "Ludoteca report: overview", paragraphs, charts,
        List.of(allAgents, validation), null, null);
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
            "The most frequent end is %s won by %s: %.0f games, %.1f%% of the valid games.",
            row.get("termination") == null ? "no end" : row.get("termination"),
            row.get("winner") == null ? "nobody" : row.get("winner"), StatsTable.number(row, "games"),
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
    if (org.ludoteca.zamora.ZamoraGames.KEYS.contains(game)) {
      piecesSentence(cm).ifPresent(paragraphs::add);
    }
    String id = fileName(game + "-" + rules);
    List<Section.Chart> charts = new ArrayList<>();
    add(charts, "Share of valid games by victory type and winner", Charts.victoryShares(id + "-victories", vt));
    add(charts, "Captures by method and capturing side", Charts.captureMethodsBySide(id + "-capture-sides", cm));
    if (org.ludoteca.zamora.ZamoraGames.KEYS.contains(game)) {
      // Zamora's chess-piece games: captures (Cáliz) and fouls (Gol de Oro) by the piece that left the board.
      add(charts, "Captures and fouls by piece: the piece captured, or for a foul the fouler expelled, by method and "
          + "the side that made the turn", Charts.capturesByPiece(id + "-capture-pieces", cm));
    }
    add(charts, "First mover's share of decisive games per agent pairing (first mover's agent first), "
        + "with 95% Wilson intervals", Charts.firstPlayer(id + "-first-player", fp, List.of("first_agent", "second_agent")));
    add(charts, "Distribution of game length in plies (valid games)", Charts.lengthHistogram(id + "-length", hist));
    add(charts, "Captures by method in each phase of the game", Charts.captureMethodsByPhase(id + "-capture-phases", cm));
    add(charts, "White's score in each start position", Charts.scoreByStartPosition(id + "-start-positions", sp));
    return new Section(id, game + " under " + rules, paragraphs, charts, List.of(fp, vt, gl, cm, val), game, rules);
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
      return subject + ", no game was decisive.";
    }
    return String.format(Locale.ROOT,
        "%s, the first mover won %.0f of %.0f decisive games (%.1f%%, 95%% Wilson interval %.1f%% to %.1f%%, "
            + "two-sided binomial p = %s), with %.0f draws.",
        subject, first, first + second, 100 * first / (first + second), 100 * StatsTable.number(row, "wilson_low"),
        100 * StatsTable.number(row, "wilson_high"), pValue(row.get("p_value")), draws);
  }

  private static String pValue(String p) {
    if (p == null) {
      return "n/a";
    }
    double v = Double.parseDouble(p);
    return v < 0.0001 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", v);
  }

  private static void add(List<Section.Chart> charts, String caption, String svg) {
    if (svg != null) {
      charts.add(new Section.Chart(caption, svg));
    }
  }

  /** A name safe in a file name: lower case letters, digits, {@code -} and {@code _}. */
  static String fileName(String s) {
    return Objects.requireNonNull(s).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_-]", "_");
  }
}
