package org.ludoteca.spark.files;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/**
 * The output directory: where each table lives, and the few file operations that keep it
 * readable when a run is killed (write aside, then rename into place).
 *
 * <pre>
 * DIR/games, DIR/captures, DIR/rejected     Parquet tables, partitioned (data/FORMAT.md section 9)
 * DIR/game_summary, DIR/capture_summary     the statistics' inputs, counted by the ingest's tasks
 * DIR/stats/NAME                            one Parquet table per statistic
 * DIR/reports/NAME.csv                      one CSV per statistic
 * DIR/_manifest.csv                         the files ingested, with size, checksum and run
 * DIR/_staging, DIR/_trash                  work areas; removed or recovered by the next run
 * </pre>
 */
public final class OutDir {
  final Path root;
  public final FileSystem fs;

  private OutDir(Path root, FileSystem fs) {
    this.root = root;
    this.fs = fs;
  }

  /** The output directory named by {@code dir} (a local path or a Hadoop URI), qualified. */
  public static OutDir of(String dir, Configuration conf) throws IOException {
    Path p = new Path(dir);
    FileSystem fs = p.getFileSystem(conf);
    if (fs instanceof LocalFileSystem local) {
      fs = local.getRaw(); // no .crc side files beside the reports and the manifest
    }
    return new OutDir(fs.makeQualified(p), fs);
  }

  public Path path(String first, String... more) {
    Path p = new Path(root, first);
    for (String m : more) {
      p = new Path(p, m);
    }
    return p;
  }

  /** The directory of {@code table}: {@code DIR/NAME}, or {@code DIR/stats/NAME} for a statistic. */
  public Path path(Table table) {
    return table.isStatistic() ? path("stats", table.tableName()) : path(table.tableName());
  }

  public String uri(String first, String... more) {
    return path(first, more).toString();
  }

  public boolean exists(Path p) throws IOException {
    return fs.exists(p);
  }

  /** Writes a small file aside and renames it over {@code target} (atomic on a local disk and HDFS). */
  public void writeAtomically(Path target, byte[] content) throws IOException {
    fs.mkdirs(target.getParent());
    Path tmp = new Path(target.getParent(), "." + target.getName() + ".tmp");
    try (OutputStream o = fs.create(tmp, true)) {
      o.write(content);
    }
    FaultPoints.reach("write " + target.getName());
    if (!fs.rename(tmp, target)) {
      // A file system whose rename does not replace (HDFS): the old file aside first, never deleted
      // before the new one is in place, so that a kill in between leaves it for recoverAside.
      Path old = aside(target);
      fs.delete(old, false);
      if (fs.exists(target) && !fs.rename(target, old) || !fs.rename(tmp, target)) {
        throw new IOException("cannot move " + tmp + " to " + target);
      }
      fs.delete(old, false);
    }
  }

  /** Where {@link #writeAtomically} keeps the old file while it moves the new one in. */
  private static Path aside(Path target) {
    return new Path(target.getParent(), "." + target.getName() + ".old");
  }

  /** Puts back a file whose replacement by {@link #writeAtomically} was killed between its two renames. */
  void recoverAside(Path target) throws IOException {
    Path old = aside(target);
    if (!fs.exists(target) && fs.exists(old)) {
      fs.rename(old, target);
    }
  }

  /**
   * Moves a complete directory into place: the old one to {@code _trash}, the new one in, the old
   * one deleted. {@link #recover} undoes a swap killed half-way.
   */
  public void swapIn(Path staged, Path target) throws IOException {
    Path trash = path("_trash", target.getName());
    fs.delete(trash, true);
    fs.mkdirs(trash.getParent());
    fs.mkdirs(target.getParent());
    if (fs.exists(target) && !fs.rename(target, trash)) {
      throw new IOException("cannot move " + target + " aside");
    }
    if (!fs.rename(staged, target)) {
      throw new IOException("cannot move " + staged + " to " + target);
    }
    fs.delete(trash, true);
  }

  /** Puts back a statistics directory whose swap was killed between its two renames. */
  public void recover(Path target) throws IOException {
    Path trash = path("_trash", target.getName());
    if (!fs.exists(target) && fs.exists(trash)) {
      fs.rename(trash, target);
    }
  }

  /**
   * Deletes the {@code ingest_run=...} partitions of a table that no committed run owns: what a
   * run killed before its manifest commit left behind.
   */
  public List<String> deleteUncommitted(Table table, Set<String> committed) throws IOException {
    List<String> deleted = new ArrayList<>();
    Path t = path(table);
    if (!fs.exists(t)) {
      return deleted;
    }
    for (FileStatus s : fs.globStatus(new Path(t, table.runPartitionsGlob()))) {
      String run = s.getPath().getName().substring("ingest_run=".length());
      if (!committed.contains(run)) {
        fs.delete(s.getPath(), true);
        deleted.add(s.getPath().toString());
      }
    }
    return deleted;
  }

  /** Deletes the {@code ingest_run=...} partitions of {@code runs} from a table of the ingest's. */
  public void deleteRuns(Table table, Set<String> runs) throws IOException {
    Path t = path(table);
    if (!fs.exists(t)) {
      return;
    }
    for (FileStatus s : fs.globStatus(new Path(t, table.runPartitionsGlob()))) {
      if (runs.contains(s.getPath().getName().substring("ingest_run=".length()))) {
        fs.delete(s.getPath(), true);
      }
    }
  }

  /** The runs that have a partition in one of the ingest's tables (committed or not). */
  public Set<String> runsOf(Table table) throws IOException {
    Set<String> runs = new java.util.TreeSet<>();
    Path t = path(table);
    if (!fs.exists(t)) {
      return runs;
    }
    FileStatus[] partitions = fs.globStatus(new Path(t, table.runPartitionsGlob()));
    for (FileStatus s : partitions == null ? new FileStatus[0] : partitions) {
      runs.add(s.getPath().getName().substring("ingest_run=".length()));
    }
    return runs;
  }

  /** A Parquet table read with its schema; empty when it does not exist yet. */
  public Dataset<Row> read(SparkSession spark, Table table) throws IOException {
    Path p = path(table);
    if (!fs.exists(p)) {
      return spark.createDataFrame(List.of(), table.schema());
    }
    Dataset<Row> rows = spark.read().schema(table.schema()).parquet(p.toString());
    return table == Table.GAMES ? Movetext.view(rows) : rows;
  }
}
