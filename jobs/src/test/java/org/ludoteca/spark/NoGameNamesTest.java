package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;

/**
 * The shared packages and the jobs know games only through {@link Game}: no string literal in
 * their main sources names a registered game (docs/architecture.md). Comments may: examples in
 * Javadoc name real games.
 */
class NoGameNamesTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  /** The packages that name no game: core's shared ones, then the jobs' Spark and report code. */
  private static final List<Path> SHARED = List.of(
      Path.of("core/src/main/java/org/ludoteca/game"), Path.of("core/src/main/java/org/ludoteca/replay"),
      Path.of("core/src/main/java/org/ludoteca/record"), Path.of("core/src/main/java/org/ludoteca/stats"),
      Path.of("core/src/main/java/org/ludoteca/selfplay"), Path.of("core/src/main/java/org/ludoteca/codec"),
      Path.of("jobs/src/main/java/org/ludoteca/spark"), Path.of("jobs/src/main/java/org/ludoteca/report"));

  /** One string literal of a source file: its text and whether it is a text block. */
  record Literal(int line, String text, boolean textBlock) {}

  /**
   * The string literals of Java source, comments and character literals skipped; escapes are
   * left as written (a game name has none).
   */
  static List<Literal> literals(String src) {
    List<Literal> out = new ArrayList<>();
    int i = 0;
    int line = 1;
    int n = src.length();
    while (i < n) {
      char c = src.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (src.startsWith("//", i)) {
        i = src.indexOf('\n', i) < 0 ? n : src.indexOf('\n', i);
      } else if (src.startsWith("/*", i)) {
        int end = src.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        line += count(src, i, end);
        i = end;
      } else if (c == '\'') {
        i++;
        while (i < n && src.charAt(i) != '\'') {
          i += src.charAt(i) == '\\' ? 2 : 1;
        }
        i++;
      } else if (src.startsWith("\"\"\"", i)) {
        int start = i + 3;
        int j = start;
        while (j < n && !src.startsWith("\"\"\"", j)) {
          j += src.charAt(j) == '\\' ? 2 : 1;
        }
        out.add(new Literal(line, src.substring(start, Math.min(j, n)), true));
        line += count(src, i, Math.min(j, n));
        i = j + 3;
      } else if (c == '"') {
        int start = i + 1;
        int j = start;
        while (j < n && src.charAt(j) != '"' && src.charAt(j) != '\n') {
          j += src.charAt(j) == '\\' ? 2 : 1;
        }
        out.add(new Literal(line, src.substring(start, Math.min(j, n)), false));
        i = j + 1;
      } else {
        i++;
      }
    }
    return out;
  }

  private static int count(String s, int from, int to) {
    int k = 0;
    for (int i = from; i < to; i++) {
      k += s.charAt(i) == '\n' ? 1 : 0;
    }
    return k;
  }

  /**
   * Whether a literal names one of {@code names}: a plain literal that is a name, or a text block
   * (code in another language, such as a notebook's Python) with a name in quotes.
   */
  static boolean names(Literal l, Set<String> names) {
    if (!l.textBlock()) {
      return names.contains(l.text());
    }
    return names.stream().anyMatch(g -> l.text().contains("\"" + g + "\"") || l.text().contains("'" + g + "'")
        || l.text().contains("\\\"" + g + "\\\""));
  }

  /** The literal as a failure shows it: a text block by its lines that name a game. */
  private static String shown(Literal l, Set<String> games) {
    if (!l.textBlock()) {
      return "\"" + l.text() + "\"";
    }
    return "text block: " + l.text().lines().filter(line -> names(new Literal(0, line, true), games))
        .map(String::strip).collect(Collectors.joining(" | "));
  }

  @Test
  void literals_javaSource_stringsAndTextBlocksButNoComments() {
    String src = "class A {\n  // \"chess\" in a comment\n  /* \"chess\" */\n  char q = '\"';\n"
        + "  String s = \"chess\" + \"a\\\"b\";\n  String py = \"\"\"\n      GAME != \"chess\"\n      \"\"\";\n}\n";
    List<Literal> found = literals(src);
    assertEquals(List.of(new Literal(5, "chess", false), new Literal(5, "a\\\"b", false),
        new Literal(6, "\n      GAME != \"chess\"\n      ", true)), found);
    assertTrue(names(found.get(0), Set.of("chess")));
    assertTrue(names(found.get(2), Set.of("chess")));
    assertTrue(!names(found.get(1), Set.of("chess")));
  }

  @Test
  void sharedPackages_mainSources_nameNoRegisteredGame() throws IOException {
    Set<String> games = Games.all().stream().map(Game::name).collect(Collectors.toCollection(TreeSet::new));
    assertTrue(games.size() > 3, "the registry lists the games: " + games);
    List<String> found = new ArrayList<>();
    int files = 0;
    for (Path dir : SHARED) {
      try (Stream<Path> sources = Files.walk(ROOT.resolve(dir))) {
        for (Path f : sources.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
          files++;
          for (Literal l : literals(Files.readString(f))) {
            if (names(l, games)) {
              found.add(ROOT.relativize(f) + ":" + l.line() + ": " + shown(l, games));
            }
          }
        }
      }
    }
    assertTrue(files > 50, "the packages were read: " + files + " files");
    assertEquals(List.of(), found, "string literals naming a game, outside the games' packages");
  }
}
