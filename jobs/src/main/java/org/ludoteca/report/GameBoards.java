package org.ludoteca.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.game.BoardDrawing;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.game.Winner;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.spark.ShortestGames;

/**
 * The boards of a game's report page: its rule set's start position, and for each victory type
 * (termination and winner) the final position of its shortest game ({@code shortest_games.csv},
 * written beside the statistics' CSV files), linked to that game's page, which this class writes
 * into {@code games/} beside the report pages (a {@link GamePage}, self-contained). The page is
 * drawn from the row alone: the record the ingest read ({@code record_format}, {@code
 * record_text}), replayed here, and its name ({@code record}); no input file is read. Games are
 * drawn and replayed through {@link Game}; nothing here names a game.
 *
 * <p>The pages must be the same bytes wherever the corpus lies (the committed {@code
 * notebooks-export/} is checked in any clone), so a game page names its record as the row does,
 * by its path under the folder holding every file ingested, not by its absolute path, and leaves
 * out the {@code game_id}, which hashes the absolute path.
 */
final class GameBoards {
  /** The folder, beside the report pages, of the game pages the boards link to. */
  static final String GAMES_DIR = "games";

  /**
   * One board of a report page.
   *
   * @param caption what it shows, plain text
   * @param svg the drawing
   * @param link the page of the game it comes from, relative to the report page, or null
   */
  record Board(String caption, String svg, String link) {}

  private final StatsTable shortest;
  /** The game pages written, by the key of their shortest_games row. */
  private final Map<List<String>, String> pages = new LinkedHashMap<>();
  /** The last position of each game page written, by the same key: for a row without a final_fen. */
  private final Map<List<String>, String> lastPositions = new LinkedHashMap<>();

  GameBoards(StatsTable shortest) {
    this.shortest = shortest;
  }

  /** The shortest games listed in {@code csvDir} ({@code shortest_games.csv}). */
  static GameBoards read(Path csvDir) throws IOException {
    return new GameBoards(StatsTable.read(csvDir, ShortestGames.FILE.replace(".csv", "")));
  }

  /**
   * Writes the page of every shortest game whose row carries its record ({@code record_format},
   * {@code record_text}: what the ingest read) into {@code outDir/games/}, removing pages there
   * that are not written again. No input file is read: a row without its record (statistics of
   * runs whose records could not be carried, data/format/09-statistics.md) gets no page.
   *
   * @param sectionName the report page of each game and rule set, for the link back
   * @return the pages written
   */
  List<Path> writePages(Path outDir, java.util.function.BiFunction<String, String, String> sectionName)
      throws IOException {
    Path dir = outDir.resolve(GAMES_DIR);
    List<Path> written = new ArrayList<>();
    for (Map<String, String> row : shortest.rows()) {
      Optional<GameRecord> record = record(row);
      if (row.get("game") == null || row.get("rules") == null || record.isEmpty()) {
        continue;
      }
      PlayedGame played = PlayedGame.of(record.get(), row.get("rules"));
      String name = pageName(row);
      String back = sectionName.apply(row.get("game"), row.get("rules"));
      String html = GamePage.render(null, row.get("record"), "../" + back + ".html", record.get(), played);
      Files.createDirectories(dir);
      written.add(PageFiles.writeAtomically(dir.resolve(name), html));
      pages.put(key(row), GAMES_DIR + "/" + name);
      if (played.start() != null) {
        lastPositions.put(key(row), played.plies().isEmpty() ? played.start()
            : played.plies().get(played.plies().size() - 1).position());
      }
    }
    if (Files.isDirectory(dir)) {
      try (java.util.stream.Stream<Path> old = Files.list(dir)) {
        for (Path p : old.filter(p -> p.toString().endsWith(".html")).filter(p -> !written.contains(p)).toList()) {
          Files.delete(p);
        }
      }
    }
    return written;
  }

  /** The record a row carries, read back from its text in its format; empty when it carries none. */
  static Optional<GameRecord> record(Map<String, String> row) {
    String text = row.get("record_text");
    String format = row.get("record_format");
    if (text == null || format == null || row.get("record") == null) {
      return Optional.empty();
    }
    RecordFormat f;
    try {
      f = RecordFormat.valueOf(format);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    String source = row.get("source") == null ? "" : row.get("source");
    try (RecordReader reader = RecordReader.of(text.getBytes(StandardCharsets.UTF_8), source, f)) {
      return reader.hasNext() && reader.next() instanceof GameRecord g ? Optional.of(withWarnings(g,
          row.get("record_warnings"))) : Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * The record with the warnings the ingest's reader gave it ({@code record_warnings}, one a line):
   * the text read back is UTF-8, so a record the ingest read as ISO 8859-1 would lose its warning.
   */
  private static GameRecord withWarnings(GameRecord g, String warnings) {
    if (warnings == null || warnings.isEmpty()) {
      return g;
    }
    List<String> all = new ArrayList<>(g.warnings());
    for (String w : warnings.split("\n")) {
      if (!all.contains(w)) {
        all.add(w);
      }
    }
    return new GameRecord(g.source(), g.offset(), g.line(), g.format(), g.tags(), g.moves(), g.resultToken(),
        g.text(), g.annotations(), all);
  }

  private static List<String> key(Map<String, String> row) {
    return java.util.Arrays.asList(row.get("game"), row.get("rules"), row.get("termination"), row.get("winner"));
  }

  /** {@code <game>-<rules>-shortest-<termination>-<winner>.html}, safe as a file name. */
  static String pageName(Map<String, String> row) {
    return PageFiles.fileName(row.get("game") + "-" + row.get("rules") + "-shortest-"
        + (row.get("termination") == null ? "none" : row.get("termination")) + "-"
        + (row.get("winner") == null ? "none" : row.get("winner"))) + ".html";
  }

  /**
   * The boards of one game and rule set: the start position (when the rule set has one), then one
   * per victory type, shortest games first; empty for a game that cannot draw.
   */
  List<Board> boards(String game, String rules) {
    List<Board> out = new ArrayList<>();
    Optional<Game> found = Games.find(game);
    if (found.isEmpty()) {
      return out;
    }
    Game g = found.get();
    Optional<BoardDrawing> drawing = g.drawing();
    if (drawing.isEmpty()) {
      return out;
    }
    Optional<String> start;
    try {
      start = g.startPosition(rules);
    } catch (GameException e) {
      start = Optional.empty();
    }
    start.flatMap(fen -> draw(drawing.get(), fen))
        .ifPresent(svg -> out.add(new Board("The start position under " + rules, svg, null)));
    // Victory types only: games the rules and the record left without an end have none.
    List<Map<String, String>> rows = new ArrayList<>(shortest.of(game, rules)
        .where(r -> r.get("termination") != null).rows());
    rows.sort((a, b) -> {
      int c = Double.compare(StatsTable.number(b, "games"), StatsTable.number(a, "games"));
      return c != 0 ? c : key(a).toString().compareTo(key(b).toString());
    });
    for (Map<String, String> row : rows) {
      long plies = (long) StatsTable.number(row, "plies");
      long games = (long) StatsTable.number(row, "games");
      String end = row.get("termination") + ", "
          + (row.get("winner") == null ? "no winner" : Winner.DRAW.label().equals(row.get("winner")) ? "a draw"
              : row.get("winner") + " wins");
      String link = pages.get(key(row));
      if (start.isEmpty() && row.get("start_fen") != null) {
        // Games of their own start (Chess960): each shortest game's start beside its end.
        draw(drawing.get(), row.get("start_fen")).ifPresent(svg -> out.add(new Board(String.format(Locale.ROOT,
            "%s: the start position of its shortest game", end), svg, link)));
      }
      String last = row.get("final_fen") != null ? row.get("final_fen") : lastPositions.get(key(row));
      if (last != null) {
        draw(drawing.get(), last).ifPresent(svg -> out.add(new Board(String.format(Locale.ROOT,
            "%s: the final position of its shortest game, %d %s (of %d %s ending so)", end, plies,
            plies == 1 ? "ply" : "plies", games, games == 1 ? "game" : "games"), svg, link)));
      }
    }
    return out;
  }

  private static Optional<String> draw(BoardDrawing drawing, String position) {
    try {
      return Optional.of(drawing.svg(position, Set.of()));
    } catch (GameException e) {
      return Optional.empty();
    }
  }
}
