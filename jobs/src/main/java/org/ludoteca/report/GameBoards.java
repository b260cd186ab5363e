package org.ludoteca.report;

import java.io.IOException;
import java.net.URI;
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
import org.ludoteca.replay.PlayedGame;
import org.ludoteca.spark.GameFiles;
import org.ludoteca.spark.ShortestGames;

/**
 * The boards of a game's report page: its rule set's start position, and for each victory type
 * (termination and winner) the final position of its shortest game ({@code shortest_games.csv},
 * written beside the statistics' CSV files), linked to that game's page, which this class writes
 * into {@code games/} beside the report pages (a {@link GamePage}, self-contained). Games are
 * drawn and replayed through {@link Game}; nothing here names a game.
 *
 * <p>The pages must be the same bytes wherever the corpus lies (the committed {@code
 * notebooks-export/} is checked in any clone), so a game page names its record by its path under
 * the folder holding every file ingested (from the manifest), not by its absolute path, and leaves
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
  private final String inputRoot;
  /** The game pages written, by the key of their shortest_games row. */
  private final Map<List<String>, String> pages = new LinkedHashMap<>();
  /** The last position of each game page written, by the same key: for a row without a final_fen. */
  private final Map<List<String>, String> lastPositions = new LinkedHashMap<>();

  private GameBoards(StatsTable shortest, String inputRoot) {
    this.shortest = shortest;
    this.inputRoot = inputRoot;
  }

  /**
   * The shortest games listed in {@code csvDir}, their records named under the common folder of
   * the files {@code tablesDir}'s manifest lists (or of the listed games' files, without one).
   */
  static GameBoards read(Path csvDir, Path tablesDir) throws IOException {
    StatsTable shortest = StatsTable.read(csvDir, ShortestGames.FILE.replace(".csv", ""));
    List<String> files = new ArrayList<>();
    StatsTable.read(tablesDir, "_manifest").rows().forEach(r -> files.add(r.get("path")));
    if (files.isEmpty()) {
      shortest.rows().forEach(r -> files.add(r.get("source")));
    }
    return new GameBoards(shortest, commonFolder(files));
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
      URI u = new URI(source);
      return u.getPath() != null ? u.getPath() : source;
    } catch (java.net.URISyntaxException e) {
      return source;
    }
  }

  /** A record's name on its page: its file under the corpus folder, and its offset. */
  String recordName(String source, long offset) {
    String path = pathOf(source);
    return (path.startsWith(inputRoot) ? path.substring(inputRoot.length()) : path) + ":" + offset;
  }

  /**
   * Writes the page of every shortest game whose record can be read here (a local file that is
   * still there) into {@code outDir/games/}, removing pages there that are not written again.
   *
   * @param sectionName the report page of each game and rule set, for the link back
   * @return the pages written
   */
  List<Path> writePages(Path outDir, java.util.function.BiFunction<String, String, String> sectionName)
      throws IOException {
    Path dir = outDir.resolve(GAMES_DIR);
    Map<String, Map<Long, Map<String, String>>> bySource = new LinkedHashMap<>();
    for (Map<String, String> row : shortest.rows()) {
      if (row.get("game") == null || row.get("rules") == null || row.get("source") == null) {
        continue;
      }
      bySource.computeIfAbsent(row.get("source"), k -> new LinkedHashMap<>())
          .put((long) StatsTable.number(row, "offset"), row);
    }
    List<Path> written = new ArrayList<>();
    for (Map.Entry<String, Map<Long, Map<String, String>>> e : bySource.entrySet()) {
      Optional<Path> local = localFile(e.getKey());
      if (local.isEmpty()) {
        continue;
      }
      List<IOException> failed = new ArrayList<>();
      java.util.function.BiConsumer<Long, GameRecord> page = (offset, record) -> {
        Map<String, String> row = e.getValue().get(offset);
        if (row == null) {
          return;
        }
        PlayedGame played = PlayedGame.of(record, row.get("rules"));
        String name = pageName(row);
        String back = sectionName.apply(row.get("game"), row.get("rules"));
        String html = GamePage.render(null, recordName(e.getKey(), offset), "../" + back + ".html", record, played);
        try {
          Files.createDirectories(dir);
          written.add(PageFiles.writeAtomically(dir.resolve(name), html));
          pages.put(key(row), GAMES_DIR + "/" + name);
          if (played.start() != null) {
            lastPositions.put(key(row), played.plies().isEmpty() ? played.start()
                : played.plies().get(played.plies().size() - 1).position());
          }
        } catch (IOException ex) {
          failed.add(ex);
        }
      };
      try {
        // Each shortest game read where it starts (its offset, checked by its game_id): reading
        // the whole file cost as much as the corpus (a 2 GB file: seconds per page run).
        Map<Long, String> ids = new LinkedHashMap<>();
        e.getValue().forEach((offset, row) -> ids.put(offset, row.get("game_id")));
        Map<Long, GameRecord> found = GameFiles.at(local.get(), ids);
        new java.util.TreeMap<>(found).forEach(page);
        if (found.size() < ids.size()) {
          // A record the direct read did not give (or a row without its game_id): the whole file, as before.
          GameFiles.forEach(local.get(), g -> {
            if (!found.containsKey(g.record().offset())) {
              page.accept(g.record().offset(), g.record());
            }
          });
        }
      } catch (IOException | java.io.UncheckedIOException ex) {
        continue; // the record is not readable here: the board stays, without a link
      }
      if (!failed.isEmpty()) {
        throw failed.get(0);
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

  private static Optional<Path> localFile(String source) {
    try {
      URI u = new URI(source);
      Path p = u.getScheme() == null ? Path.of(source) : "file".equals(u.getScheme()) ? Path.of(u) : null;
      return p != null && Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    } catch (java.net.URISyntaxException | IllegalArgumentException e) {
      return Optional.empty();
    }
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
