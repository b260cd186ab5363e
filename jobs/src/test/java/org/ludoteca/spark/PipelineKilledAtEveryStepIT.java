package org.ludoteca.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.format.converter.ParquetMetadataConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ludoteca.cli.Ludoteca;
import org.ludoteca.spark.table.Table;

/**
 * Kills {@code ludoteca pipeline} ({@code kill -9} of a child JVM) at each of its steps in turn,
 * on an output directory holding one committed run, while a second run ingests a new file: after
 * each kill every output reads as before (or, for the steps after the manifest commit, as the new
 * run's complete version: never half-written, never missing), and the next run completes with
 * outputs byte-identical to an unkilled run's.
 *
 * <p>Compared byte for byte: the manifest, the CSVs, the pages, every Parquet file's data (all
 * bytes before its footer) and footer (schema, key-value metadata, {@code created_by}, every
 * column chunk's codec, sizes, offsets, counts and statistics). Left out, as documented in
 * docs/pipeline.md: the order of each column chunk's encodings in a Parquet footer (parquet-java
 * keeps them in a hash set of enums, whose order follows identity hashes and so changes between
 * JVMs), the random UUID in the names of the statistics' Parquet files (Spark's writer names them),
 * Hadoop's {@code .crc} side files (checksums of those bytes), and the work files a kill leaves
 * ({@code _staging}, {@code _trash}, {@code .NAME.tmp}), which the next run removes or replaces.
 */
@Timeout(value = 40, unit = TimeUnit.MINUTES)
class PipelineKilledAtEveryStepIT {
  private static final Path DATA = Path.of(System.getProperty("ludoteca.root", "..")).resolve("data")
      .toAbsolutePath().normalize();
  /** The steps before the manifest names the new run: a kill there leaves every output as it was. */
  private static final Set<String> BEFORE_COMMIT = Set.of("list", "task", "move", "write _manifest.csv");

  @TempDir
  static Path tmp;
  private static Path inputs;
  private static Path before;
  private static Map<String, String> beforeFiles;
  private static Map<String, String> afterFiles;
  private static SparkSession spark;

  static List<String> steps() {
    List<String> steps = new ArrayList<>(List.of("list", "task", "move", "write _manifest.csv"));
    // Every statistic is written by the same code (StatsFiles): a kill before the first, one in the
    // middle and one before the last leave each state the statistics can be in (none of the new
    // ones, some, all but one); killing before each of the thirteen took three minutes more of CI.
    List<Table> stats = Table.statistics();
    for (Table s : List.of(stats.get(0), stats.get(stats.size() / 2), stats.get(stats.size() - 1))) {
      steps.add("stat " + s.tableName());
    }
    steps.add("write game_length.csv");
    steps.add("page overview.ipynb");
    // -Dludoteca.killSteps=list,move runs only those (while working on one step).
    String only = System.getProperty("ludoteca.killSteps");
    return only == null || only.isBlank() ? steps : steps.stream().filter(List.of(only.split(","))::contains).toList();
  }

  @BeforeAll
  static void twoRuns() throws Exception {
    spark = Sessions.open("local[2]", Map.of(), false).spark();
    inputs = Files.createDirectories(tmp.resolve("in"));
    copyTree(DATA.resolve("rithmomachia"), inputs.resolve("rithmomachia"));
    before = tmp.resolve("before");
    pipeline(before);
    beforeFiles = files(before);
    // The second run's new file.
    Files.createDirectories(inputs.resolve("chess"));
    Files.copy(DATA.resolve("chess/lichess-sample.pgn"), inputs.resolve("chess/lichess-sample.pgn"));
    Path after = tmp.resolve("after");
    copyTree(before, after);
    pipeline(after);
    afterFiles = files(after);
    assertTrue(!beforeFiles.equals(afterFiles), "the second run changes the outputs");
  }

  @ParameterizedTest
  @MethodSource("steps")
  void pipeline_killedAtStep_previousOutputsReadAndNextRunCompletes(String step) throws Exception {
    Path out = tmp.resolve("killed-" + step.replaceAll("[^A-Za-z0-9]+", "-"));
    copyTree(before, out);
    try (ChildPipeline child = ChildPipeline.start(step, null, tmp.resolve(out.getFileName() + ".stdout"),
        args(out))) {
      assertEquals(step, child.awaitPause(600));
      child.kill();
    }

    Map<String, String> killed = files(out);
    if (BEFORE_COMMIT.contains(step)) {
      assertEquals(beforeFiles, killed, "killed at " + step + ": every output as before");
    } else {
      for (Map.Entry<String, String> e : killed.entrySet()) {
        assertTrue(e.getValue().equals(beforeFiles.get(e.getKey())) || e.getValue().equals(afterFiles.get(e.getKey())),
            "killed at " + step + ": " + e.getKey() + " is neither its previous nor its new version");
      }
      for (String f : beforeFiles.keySet()) {
        assertTrue(killed.containsKey(f) || !afterFiles.containsKey(f), "killed at " + step + ": " + f + " is missing");
      }
    }
    readable(out);

    pipeline(out);
    assertEquals(afterFiles, files(out), "the run after the kill at " + step + " gives the unkilled run's outputs");
  }

  /** Spark reads every statistics table and the committed runs' rows of every table. */
  private static void readable(Path out) throws IOException {
    for (Table s : Table.statistics()) {
      spark.read().schema(s.schema()).parquet(out.resolve("stats").resolve(s.tableName()).toString()).count();
    }
    Set<String> runs = runs(out);
    for (String t : Stream.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.GAME_SUMMARY, Table.CAPTURE_SUMMARY)
        .map(Table::tableName).toList()) {
      assertTrue(spark.read().schema(Table.named(t).schema()).parquet(out.resolve(t).toString())
          .filter(col("ingest_run").isin(runs.toArray())).count() > 0, t);
    }
  }

  private static String[] args(Path out) {
    return new String[] {"pipeline", "--master", "local[2]", "--no-progress", "--input", inputs.toString(),
        "--out", out.toString(), "--notebooks", out.resolve("pages").toString()};
  }

  /** A complete run in this JVM (the session shared). */
  private static void pipeline(Path out) {
    java.io.StringWriter err = new java.io.StringWriter();
    int exit = Ludoteca.run(args(out), new java.io.PrintWriter(new java.io.StringWriter(), true),
        new java.io.PrintWriter(err, true));
    assertEquals(0, exit, err.toString());
  }

  /** The runs the manifest of {@code out} names. */
  private static Set<String> runs(Path out) throws IOException {
    Set<String> runs = new TreeSet<>();
    Path m = out.resolve("_manifest.csv");
    if (Files.exists(m)) {
      List<String> lines = Files.readAllLines(m);
      for (String l : lines.subList(1, lines.size())) {
        runs.add(l.substring(l.lastIndexOf(',') + 1));
      }
    }
    return runs;
  }

  /**
   * The outputs of {@code out} as a reader sees them: relative path (a UUID in a name replaced) to
   * a digest of the content. Left out: the work areas and files, the {@code .crc} side files, and
   * the partitions of runs the manifest does not name (rows count only once it names their run).
   */
  static Map<String, String> files(Path out) throws IOException {
    Set<String> runs = runs(out);
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> all = Files.walk(out)) {
      for (Path p : all.filter(Files::isRegularFile).toList()) {
        String rel = out.relativize(p).toString().replace('\\', '/');
        String name = p.getFileName().toString();
        if (rel.startsWith("_staging/") || rel.startsWith("_trash/") || name.endsWith(".crc")
            || name.endsWith(".tmp") || name.endsWith(".old")) {
          continue;
        }
        int run = rel.indexOf("ingest_run=");
        if (run >= 0 && !runs.contains(rel.substring(run + "ingest_run=".length(), rel.indexOf('/', run)))) {
          continue;
        }
        rel = rel.replaceAll("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "UUID");
        files.put(rel, name.endsWith(".parquet") ? parquetDigest(p) : sha256(Files.readAllBytes(p)));
      }
    }
    return files;
  }

  /** The data's bytes, and the footer with each column chunk's encodings sorted. */
  @SuppressWarnings("deprecation")
  private static String parquetDigest(Path p) throws IOException {
    byte[] bytes = Files.readAllBytes(p);
    int footer = ByteBuffer.wrap(bytes, bytes.length - 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
    byte[] data = java.util.Arrays.copyOf(bytes, bytes.length - 8 - footer);
    ParquetMetadata meta = ParquetFileReader.readFooter(
        HadoopInputFile.fromPath(new org.apache.hadoop.fs.Path(p.toUri()), new Configuration()),
        ParquetMetadataConverter.NO_FILTER);
    StringBuilder f = new StringBuilder();
    f.append(meta.getFileMetaData().getSchema()).append('\n')
        .append(new TreeMap<>(meta.getFileMetaData().getKeyValueMetaData())).append('\n')
        .append(meta.getFileMetaData().getCreatedBy()).append('\n').append(footer).append('\n');
    for (BlockMetaData b : meta.getBlocks()) {
      f.append("rows ").append(b.getRowCount()).append(" bytes ").append(b.getTotalByteSize()).append('\n');
      for (ColumnChunkMetaData c : b.getColumns()) {
        f.append(c.getPath()).append(' ').append(c.getCodec()).append(' ')
            .append(new TreeSet<>(c.getEncodings())).append(' ').append(c.getValueCount()).append(' ')
            .append(c.getTotalSize()).append(' ').append(c.getTotalUncompressedSize()).append(' ')
            .append(c.getFirstDataPageOffset()).append(' ').append(c.getDictionaryPageOffset()).append(' ')
            .append(c.getStatistics()).append('\n');
      }
    }
    return sha256(data) + " " + sha256(f.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> all = Files.walk(from)) {
      for (Path p : all.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }
}
