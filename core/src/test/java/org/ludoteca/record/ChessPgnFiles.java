package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ludoteca.TestData;

/**
 * Every chess PGN file the fast paths are checked against: the test corpus
 * ({@code core/src/test/resources/chess/pgn}) and the repo's lichess sample. One list, so the reader and replay tests cannot drift apart.
 */
public final class ChessPgnFiles {
  public static final Path ROOT = TestData.ROOT;
  public static final Path SAMPLE = ROOT.resolve("data/chess/lichess-sample.pgn");
  private static final List<Path> DIRS = List.of(TestData.resource("chess/pgn"), ROOT.resolve("data/chess"));

  private ChessPgnFiles() {}

  /** The {@code .pgn} files under the corpus directories, sorted; fails if they are missing. */
  public static Stream<Path> all() throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path dir : DIRS) {
      assertTrue(Files.isDirectory(dir), "not found: " + dir.normalize());
      try (Stream<Path> s = Files.walk(dir)) {
        files.addAll(s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList());
      }
    }
    assertTrue(files.size() >= 48, "expected the chess PGN files, found " + files.size());
    return files.stream();
  }
}
