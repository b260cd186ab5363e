package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive ({@code bin/ludoteca}): made by the first pipeline that does
 * work, then used by the Spark commands, never made by a failed run or a {@code --help}, and never
 * in the commands' output. Runs the real launcher on the built jar, the archive in a temporary
 * directory ({@code LUDOTECA_CDS_ARCHIVE}).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class LauncherClassDataIT {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final Path SAMPLE = ROOT.resolve("data/chess/lichess-sample.pgn");

  private record Run(int exit, String out, String err) {}

  /**
   * The launcher builds the jar when a source is newer: inside a Maven build that would be a second
   * build over the same target directories. The integration tests run after {@code package}, so
   * the jar is newer than every source; if not, this says so instead.
   */
  @BeforeAll
  static void jarIsFresh() throws IOException {
    Path jar = ROOT.resolve("jobs/target/ludoteca.jar");
    assertTrue(Files.isRegularFile(jar), "no " + jar + ": run ./mvnw package first");
    FileTime built = Files.getLastModifiedTime(jar);
    for (String dir : List.of("core/src/main", "jobs/src/main")) {
      try (Stream<Path> files = Files.walk(ROOT.resolve(dir))) {
        Path newer = files.filter(Files::isRegularFile).filter(f -> {
          try {
            return Files.getLastModifiedTime(f).compareTo(built) > 0;
          } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        }).findFirst().orElse(null);
        assertEquals(null, newer, "a source newer than " + jar + ": run ./mvnw package first");
      }
    }
  }

  private static Run launch(Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(ROOT.resolve("bin/ludoteca").toString());
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(ROOT.toFile());
    pb.environment().remove("LUDOTECA_JAVA_OPTS");
    pb.environment().remove("LUDOTECA_CDS");
    pb.environment().putAll(env);
    Path out = Files.createTempFile("launcher", ".out");
    Path err = Files.createTempFile("launcher", ".err");
    try {
      Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the launcher did not finish: " + command);
      return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  private static List<String> namesIn(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  /** The pipeline's summary without what differs from run to run: the output directory and the time. */
  private static String summary(String out, Path outDir) {
    return out.replace(outDir.toString(), "OUT").replaceAll("done in [0-9.]+ s", "done in T s");
  }

  @Test
  void pipeline_firstRunMakesTheArchive_laterRunsMapItWithTheSameOutput(@TempDir Path tmp) throws Exception {
    Path archive = tmp.resolve("cds/ludoteca-spark.jsa");
    Files.createDirectories(archive.getParent());
    Map<String, String> env = Map.of("LUDOTECA_CDS_ARCHIVE", archive.toString());

    Run help = launch(env, "pipeline", "--help");
    assertEquals(0, help.exit(), help.err());
    assertEquals(List.of(), namesIn(archive.getParent()), "a --help makes no archive");

    Run first = launch(env, "pipeline", "--no-progress", "--input", SAMPLE.toString(), "--out",
        tmp.resolve("first").toString());
    assertEquals(0, first.exit(), first.err());
    assertEquals(List.of("ludoteca-spark.jsa"), namesIn(archive.getParent()), "the archive, and no partial file");
    assertTrue(first.err().contains("kept the classes this run loaded in " + archive), first.err());
    FileTime made = Files.getLastModifiedTime(archive);

    // The second run maps it: the JVM says where each class came from when asked.
    Path classes = tmp.resolve("classes.log");
    Map<String, String> logged = Map.of("LUDOTECA_CDS_ARCHIVE", archive.toString(), "LUDOTECA_JAVA_OPTS",
        "-Xlog:class+load=info:file=" + classes);
    Run second = launch(logged, "pipeline", "--no-progress", "--input", SAMPLE.toString(), "--out",
        tmp.resolve("second").toString());
    assertEquals(0, second.exit(), second.err());
    assertEquals(summary(first.out(), tmp.resolve("first")), summary(second.out(), tmp.resolve("second")));
    assertFalse(second.err().contains("kept the classes"), second.err());
    assertEquals(made, Files.getLastModifiedTime(archive), "made once");
    String loads = Files.readString(classes, StandardCharsets.UTF_8);
    assertTrue(loads.lines().anyMatch(l -> l.contains("org.ludoteca.spark.IngestJob ")
        && l.contains("shared objects file (top)")), "IngestJob from the archive");
    for (Run r : List.of(first, second)) {
      assertFalse(r.out().contains("[warning]") || r.err().contains("[warning]"), "no JVM notes: " + r.err());
    }
  }

  @Test
  void pipeline_failedOrTurnedOff_makesNoArchive(@TempDir Path tmp) throws Exception {
    Path archive = tmp.resolve("ludoteca-spark.jsa");
    Run failed = launch(Map.of("LUDOTECA_CDS_ARCHIVE", archive.toString()), "pipeline", "--no-progress",
        "--input", tmp.resolve("missing.pgn").toString(), "--out", tmp.resolve("out").toString());
    assertEquals(2, failed.exit(), failed.err());
    assertTrue(failed.err().contains("no such file or directory"), failed.err());

    Run off = launch(Map.of("LUDOTECA_CDS_ARCHIVE", archive.toString(), "LUDOTECA_CDS", "off"), "pipeline",
        "--no-progress", "--input", SAMPLE.toString(), "--out", tmp.resolve("off").toString());
    assertEquals(0, off.exit(), off.err());
    assertFalse(off.err().contains("kept the classes"), off.err());

    try (Stream<Path> left = Files.list(tmp)) {
      assertEquals(List.of(), left.map(p -> p.getFileName().toString()).filter(n -> n.contains(".jsa")).toList(),
          "neither the archive nor a partial one");
    }
  }
}
