package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.spark.InputCheck;

/** The listing of record files on the driver, and the check of {@code --input} paths before a run. */
class InputsTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final String TRANSCRIPTION = "# game: futez\n# result: NONE ; unfinished\n1.1 | WHITE | B: C35 a C44. | C35-C44\n";

  private static List<String> names(Inputs.Listing listing) {
    return listing.files().stream().map(f -> Path.of(java.net.URI.create(f.path())).getFileName().toString()).toList();
  }

  /* --------------- list --------------- */

  @Test
  void list_directory_takesTxtOnlyWhenItIsATranscription(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("game.txt"), TRANSCRIPTION);
    Files.writeString(dir.resolve("notes.txt"), "notes about the corpus\n# game: not on the first line\n");
    Files.writeString(dir.resolve("LICENSE.txt"), "MIT licence text\n");
    Files.writeString(dir.resolve("README.md"), "# game: a Markdown heading, not a transcription\n");
    Files.writeString(dir.resolve("game.pgn"), "[Game \"chess\"]\n\n1. e4 *\n");
    try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(dir.resolve("zipped.txt.gz")))) {
      gz.write(TRANSCRIPTION.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    Inputs.Listing listing = Inputs.list(List.of(dir.toString()), new Configuration());
    assertEquals(List.of(), listing.errors());
    assertEquals(List.of("game.pgn", "game.txt", "zipped.txt.gz"), names(listing));
    assertEquals(RecordFormat.TRANSCRIPTION, listing.files().get(1).format());
    assertEquals(RecordFormat.TRANSCRIPTION, listing.files().get(2).format());
  }

  @Test
  void list_dataZamora_the24GamesAndNotItsReadmeOrFormat() {
    Inputs.Listing listing = Inputs.list(List.of(ROOT.resolve("data/zamora").toString()), new Configuration());
    assertEquals(24, listing.files().size(), names(listing).toString());
    assertTrue(listing.files().stream().allMatch(f -> f.format() == RecordFormat.TRANSCRIPTION));
    assertTrue(names(listing).contains("futez-partida-2.txt"));
  }

  @Test
  void list_txtNamedExplicitly_takenWhateverItHolds(@TempDir Path dir) throws IOException {
    Path notes = Files.writeString(dir.resolve("notes.txt"), "e4 e5\n");
    assertEquals(List.of("notes.txt"), names(Inputs.list(List.of(notes.toString()), new Configuration())));
  }

  /* --------------- problem --------------- */

  @Test
  void problem_missingPath_noSuchFile(@TempDir Path dir) {
    assertEquals("no such file or directory", Inputs.problem(dir.resolve("nope").toString(), new Configuration()));
  }

  @Test
  void problem_globMatchingNothing_saysSo(@TempDir Path dir) {
    assertEquals("matches no file or directory", Inputs.problem(dir.resolve("*.rpgn").toString(), new Configuration()));
  }

  @Test
  void problem_directoryWithoutRecordFiles_namesWhatCounts(@TempDir Path dir) throws IOException {
    Files.writeString(Files.createDirectories(dir.resolve("sub")).resolve("notes.txt"), "not a transcription\n");
    Files.writeString(dir.resolve("README.md"), "about\n");
    String why = Inputs.problem(dir.toString(), new Configuration());
    assertTrue(why.startsWith("no record file in it (.rpgn, .pgn, .jsonl, .ndjson, .fen, .epd, "), why);
    assertTrue(why.contains(".txt starting '# game:'"), why);
  }

  @Test
  void problem_recordFileDeepInADirectory_none(@TempDir Path dir) throws IOException {
    Files.writeString(Files.createDirectories(dir.resolve("a/b")).resolve("game.txt"), TRANSCRIPTION);
    Files.writeString(dir.resolve("README.md"), "about\n");
    assertNull(Inputs.problem(dir.toString(), new Configuration()));
  }

  @Test
  void problem_emptyFileNamedExplicitly_none(@TempDir Path dir) throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.rpgn"));
    assertNull(Inputs.problem(empty.toString(), new Configuration()), "a named file is read, even when empty");
  }

  /* --------------- InputCheck --------------- */

  @Test
  void inputCheck_firstBadInput_namedWithItsPath(@TempDir Path dir) throws IOException {
    Path good = Files.writeString(dir.resolve("g.pgn"), "[Game \"chess\"]\n\n1. e4 *\n");
    String bad = dir.resolve("missing").toString();
    assertEquals(Optional.of("--input " + bad + ": no such file or directory"),
        InputCheck.problem(List.of(good.toString(), bad), Map.of()));
    assertEquals(Optional.empty(), InputCheck.problem(List.of(good.toString()), Map.of()));
  }
}
