package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ludoteca.TestData;

/**
 * Reads every PGN quirk file ({@code core/src/test/resources/chess/pgn/quirks}: byte order mark,
 * CR and CRLF line ends, blank lines, an empty file, unclosed comments and tags, text that is no
 * PGN, tags after movetext, a missing last result...) and checks that no exception escapes and
 * that every record is accounted for: as many records, read or rejected, as the {@code .expected}
 * beside the file has lines (less its {@code skipped N} line: the lines of text between records). Whether each record plays as expected is {@code ChessPgnCorpusTest}'s.
 */
class PgnQuirksCorpusTest {
  private static final Path QUIRKS = TestData.resource("chess/pgn/quirks");

  @TestFactory
  Stream<DynamicTest> read_everyQuirkFile_recordsAsExpected() throws IOException {
    assertTrue(Files.isDirectory(QUIRKS), "quirk files not found at " + QUIRKS.normalize());
    List<Path> files;
    try (Stream<Path> s = Files.list(QUIRKS)) {
      files = s.filter(p -> p.toString().endsWith(".pgn")).sorted().collect(Collectors.toList());
    }
    assertTrue(files.size() >= 18, "expected the 18 quirk files, found " + files.size());
    return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
  }

  private static void check(Path file) throws IOException {
    Path expectedFile = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.pgn$", ".expected"));
    List<String> lines = Files.readAllLines(expectedFile, StandardCharsets.UTF_8).stream()
        .filter(l -> !l.isBlank() && !l.startsWith("#")).collect(Collectors.toList());
    long expected = lines.stream().filter(l -> !l.startsWith("skipped ")).count();
    long skipped = lines.stream().filter(l -> l.startsWith("skipped ")).mapToLong(l -> Long.parseLong(l.substring(8)))
        .sum();
    long games = 0;
    long rejected = 0;
    SkippedLines text;
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        if (r instanceof GameRecord) {
          games++;
        } else {
          rejected++;
        }
      }
      text = in.skipped();
    }
    assertEquals(expected, games + rejected, file.getFileName() + ": " + games + " games, " + rejected + " rejected");
    assertEquals(skipped, text.total(), file.getFileName() + ": lines of text between records " + text);
  }
}
