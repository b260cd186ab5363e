package org.ludoteca.spark;


import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.format.converter.ParquetMetadataConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.ludoteca.game.Games;
import org.ludoteca.spark.files.FaultPoints;
import org.ludoteca.spark.files.FileFingerprint;
import org.ludoteca.spark.files.Inputs;
import org.ludoteca.spark.files.Manifest;
import org.ludoteca.spark.files.OutDir;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.files.ZstdSlices;
import org.ludoteca.spark.ingest.PreparedOutputs;
import org.ludoteca.spark.ingest.ReadSplit;
import org.ludoteca.spark.ingest.TableOutputs;
import org.ludoteca.spark.progress.ProgressCounters;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;

/**
 * Ingests record files into the {@code games}, {@code captures} and {@code rejected} tables (and
 * {@code positions} when asked): lists the inputs, keeps the files the manifest does not know,
 * cuts them into slices, reads and replays every slice on the executors, and writes the rows of
 * one new {@code ingest_run}.
 *
 * <pre>{@code
 * IngestJob.Result r = IngestJob.builder().inputs(List.of("data/")).out("out/").build().run(spark, System.err::println);
 * }</pre>
 *
 * <p>Re-running on the same files ingests nothing. A file whose content changed since it was
 * ingested is reported and left alone (its old rows stay). A new file with the same content (the
 * same SHA-256) as a file ingested before or earlier in the same run is skipped with a log line
 * {@code skipped PATH: same content as PATH2 (run-N)}; the manifest names it with the run that
 * ingested its content, so later runs skip it silently. The run's rows count once the
 * manifest names the run: a run killed earlier leaves partitions the next run deletes. Every
 * record read is a row of {@code games} or {@code rejected}; the job checks {@code read == games
 * + rejected} and throws {@link IllegalStateException} when it does not hold.
 */
public final class IngestJob {
  /**
   * Slices of plain files are about this long unless told otherwise, or smaller when the input
   * would give fewer than eight per core ({@link #sliceSize}): 64 MiB, some 28,000 lichess games,
   * seconds of replay per task. 4 MiB before: at 10^6 games 537 tasks, each opening and closing
   * its Parquet files, about a quarter more CPU in the ingest (docs/pipeline-profile.md).
   */
  public static final long DEFAULT_SPLIT_SIZE = 64L << 20;

  private final List<String> inputs;
  private final String out;
  private final String defaultRules;
  private final long splitSize;
  private final boolean positions;
  private final boolean branching;
  private final List<String> rejudge;
  /** The fingerprints {@link #prefetch} computes ahead of the run, or null. */
  private volatile java.util.concurrent.Future<Map<String, Prefetched>> prefetched;

  /** A file's fingerprint (or the IOException that stopped it), with the size and time it was taken at. */
  private record Prefetched(long size, long modified, Object fingerprint) {}

  private IngestJob(Builder b) {
    this.rejudge = List.copyOf(b.rejudge);
    this.branching = b.branching;
    this.inputs = List.copyOf(b.inputs);
    this.out = b.out;
    this.defaultRules = b.rules;
    this.splitSize = b.splitSize;
    this.positions = b.positions;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Options of an ingest, checked before anything runs. */
  public static final class Builder {
    private List<String> inputs = List.of();
    private String out;
    private String rules;
    private long splitSize = DEFAULT_SPLIT_SIZE;
    private boolean positions;
    private boolean branching;
    private List<String> rejudge = List.of();

    private Builder() {}

    /**
     * The rule sets to replay every game under again ({@code --rejudge}), for the {@code
     * rejudged} table: each game under each of them its game knows. Empty by default.
     *
     * @throws IllegalArgumentException if no game knows one of them
     */
    public Builder rejudge(List<String> ruleSets) {
      for (String r : ruleSets) {
        if (Games.all().stream().noneMatch(g -> g.ruleSetNames().contains(r))) {
          throw new IllegalArgumentException("--rejudge: unknown rule set '" + r + "'");
        }
      }
      this.rejudge = List.copyOf(new java.util.LinkedHashSet<>(ruleSets));
      return this;
    }

    /**
     * Whether to count the legal moves of every position replayed, for the branching columns of
     * {@code outcome_metrics} (a move generation per ply). Off by default.
     */
    public Builder branching(boolean branching) {
      this.branching = branching;
      return this;
    }

    /** Whether to write the {@code positions} table too: one row per position of every game played. Off by default. */
    public Builder positions(boolean positions) {
      this.positions = positions;
      return this;
    }

    /** @throws IllegalArgumentException if {@code inputs} is empty */
    public Builder inputs(List<String> inputs) {
      if (Objects.requireNonNull(inputs, "inputs").isEmpty()) {
        throw new IllegalArgumentException("no input given");
      }
      this.inputs = inputs;
      return this;
    }

    public Builder out(String out) {
      this.out = Objects.requireNonNull(out, "out");
      return this;
    }

    /** @throws IllegalArgumentException if no game knows the rule set */
    public Builder rules(String rules) {
      if (rules != null && Games.all().stream().noneMatch(g -> g.ruleSetNames().contains(rules))) {
        StringBuilder known = new StringBuilder();
        Games.all().forEach(g -> known.append(known.length() == 0 ? "" : "; ").append(g.name()).append(": ")
            .append(String.join(", ", g.ruleSetNames())));
        throw new IllegalArgumentException("unknown rule set '" + rules + "'; known: " + known);
      }
      this.rules = rules;
      return this;
    }

    /** @throws IllegalArgumentException if {@code bytes} is below 4096 */
    public Builder splitSize(long bytes) {
      if (bytes < 4096) {
        throw new IllegalArgumentException("split size must be at least 4096 bytes, was " + bytes);
      }
      this.splitSize = bytes;
      return this;
    }

    /** @throws IllegalStateException if inputs or out are missing */
    public IngestJob build() {
      if (inputs.isEmpty() || out == null) {
        throw new IllegalStateException("an ingest needs inputs and an output directory");
      }
      return new IngestJob(this);
    }
  }

  /**
   * What an ingest did.
   *
   * @param run the run's name, or null when there was nothing new
   * @param newFiles files ingested by this run
   * @param knownFiles files skipped as already ingested
   * @param fileErrors one message per input or file that could not be read, or changed since ingested
   * @param read records read by this run
   * @param verdicts games of this run by verdict
   * @param rejected rows of {@code rejected} of this run (reader rejections and unreadable files)
   */
  public record Result(String run, int newFiles, int knownFiles, List<String> fileErrors, long read,
      Map<String, Long> verdicts, long rejected) {
    public long games() {
      return verdicts.values().stream().mapToLong(Long::longValue).sum();
    }

    public long verdict(String v) {
      return verdicts.getOrDefault(v, 0L);
    }
  }

  /**
   * Starts computing, on a background thread, the fingerprints (SHA-256 and blocks' CRC-32C) of the
   * input files the output's manifest does not know, as {@link #run} would first thing: the
   * pipeline starts this before the Spark session, whose start leaves a core idle (at 10^6 games
   * the checksum is 1.6 s of one core). {@link #run} takes a file's prefetched fingerprint only
   * when its size and time are still the ones it was taken at, and computes the others itself.
   *
   * @param sparkConf the command's {@code --conf} settings (their {@code spark.hadoop.*} keys)
   */
  public void prefetch(Map<String, String> sparkConf) {
    java.util.concurrent.FutureTask<Map<String, Prefetched>> task = new java.util.concurrent.FutureTask<>(() -> {
      Configuration conf = InputCheck.configuration(sparkConf);
      Manifest manifest = Manifest.read(OutDir.of(out, conf));
      List<Inputs.File> unknown = new ArrayList<>();
      for (Inputs.File f : Inputs.list(inputs, conf).files()) {
        Manifest.Entry e = manifest.get(f.path());
        if (!(e != null && e.size() == f.size() && e.modified() == f.modified())) {
          unknown.add(f);
        }
      }
      Map<String, Object> sums = checksums(unknown, conf, Runtime.getRuntime().availableProcessors());
      Map<String, Prefetched> ready = new HashMap<>();
      for (Inputs.File f : unknown) {
        ready.put(f.path(), new Prefetched(f.size(), f.modified(), sums.get(f.path())));
      }
      return ready;
    });
    Thread t = new Thread(task, "checksums-ahead");
    t.setDaemon(true);
    t.start();
    prefetched = task;
  }

  /**
   * The fingerprints of {@code files}: {@link #prefetch}'s where it took them at the files' listed
   * size and time, the rest computed now.
   */
  private Map<String, Object> fingerprints(List<Inputs.File> files, Configuration conf, int threads)
      throws IOException {
    Map<String, Object> sums = new HashMap<>();
    Map<String, Prefetched> ahead = Map.of();
    if (prefetched != null) {
      try {
        ahead = prefetched.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new java.io.InterruptedIOException("interrupted while computing checksums");
      } catch (java.util.concurrent.ExecutionException e) {
        ahead = Map.of(); // computed below instead
      }
    }
    List<Inputs.File> rest = new ArrayList<>();
    for (Inputs.File f : files) {
      Prefetched p = ahead.get(f.path());
      if (p != null && p.size() == f.size() && p.modified() == f.modified() && p.fingerprint() instanceof FileFingerprint) {
        sums.put(f.path(), p.fingerprint());
      } else {
        rest.add(f);
      }
    }
    sums.putAll(checksums(rest, conf, threads));
    return sums;
  }

  /**
   * Runs the ingest.
   *
   * @param log receives one line per notable event (cleanup, skipped changed files)
   * @throws IOException if the output directory or the manifest cannot be read or written
   * @throws IllegalStateException if the reconciliation fails
   */
  public Result run(SparkSession spark, Consumer<String> log) throws IOException {
    return run(spark, log, Timings.NONE);
  }

  /** As {@link #run(SparkSession, Consumer)}, reporting each phase's wall time to {@code timings}. */
  public Result run(SparkSession spark, Consumer<String> log, Timings timings) throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    OutDir dir = OutDir.of(out, conf);
    Manifest manifest = Manifest.read(dir);
    for (Table table : Table.ingested()) {
      for (String p : dir.deleteUncommitted(table, manifest.runs())) {
        log.accept("removed the partial output of an unfinished run: " + p);
      }
    }
    dir.fs.delete(dir.path("_staging", "ingest"), true);

    String staging = dir.uri("_staging", "ingest");
    List<Table> tables = new ArrayList<>(List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.GAME_SUMMARY,
        Table.CAPTURE_SUMMARY, Table.SHORTEST_SUMMARY, Table.IDENTITIES));
    if (positions) {
      tables.add(Table.POSITIONS);
    }
    if (!rejudge.isEmpty()) {
      tables.add(Table.REJUDGED);
    }
    // The tables' writer settings are prepared on another thread while the inputs are listed and
    // checksummed: they need the session's SQL state and Hadoop's job configuration, which the
    // first task otherwise waited for.
    PreparedOutputs prepared = PreparedOutputs.start(spark, staging, tables);

    // Read: which files are new.
    Inputs.Listing listing = Inputs.list(inputs, conf);
    List<String> errors = new ArrayList<>(listing.errors());
    List<Inputs.File> fresh = new ArrayList<>();
    List<Manifest.Entry> entries = new ArrayList<>();
    int known = 0;
    String run = manifest.nextRun();
    List<Inputs.File> unknown = new ArrayList<>();
    for (Inputs.File f : listing.files()) {
      Manifest.Entry e = manifest.get(f.path());
      if (!(e != null && e.size() == f.size() && e.modified() == f.modified())) {
        unknown.add(f);
      }
    }
    Map<String, Object> sums = fingerprints(unknown, conf, spark.sparkContext().defaultParallelism());
    // The same content under a second name (a dump downloaded again) is not ingested twice.
    Map<String, Manifest.Entry> byContent = new HashMap<>();
    manifest.entries().forEach(me -> byContent.putIfAbsent(me.sha256(), me));
    for (Inputs.File f : listing.files()) {
      Manifest.Entry e = manifest.get(f.path());
      if (e != null && e.size() == f.size() && e.modified() == f.modified()) {
        known++;
        continue;
      }
      if (sums.get(f.path()) instanceof IOException ex) {
        errors.add("cannot read " + f.path() + ": " + Inputs.message(ex));
        continue;
      }
      String sha = ((FileFingerprint) sums.get(f.path())).sha256();
      if (e != null && e.sha256().equals(sha)) {
        known++;
        entries.add(new Manifest.Entry(f.path(), f.size(), f.modified(), sha, e.run()));
      } else if (e != null) {
        errors.add("changed since " + e.run() + " ingested it, not ingested again: " + f.path()
            + " (new dumps should be new files; for a full rebuild use a new --out)");
        known++;
      } else if (byContent.containsKey(sha)) {
        Manifest.Entry same = byContent.get(sha);
        log.accept("skipped " + f.path() + ": same content as " + same.path() + " (" + same.run() + ")");
        known++;
        entries.add(new Manifest.Entry(f.path(), f.size(), f.modified(), sha, same.run()));
      } else {
        fresh.add(f);
        Manifest.Entry added = new Manifest.Entry(f.path(), f.size(), f.modified(), sha, run);
        entries.add(added);
        byContent.put(sha, added);
      }
    }
    timings.lap("ingest: list and checksum " + listing.files().size() + " files");
    FaultPoints.reach("list");
    if (fresh.isEmpty()) {
      if (!entries.isEmpty()) {
        manifest.plus(entries).write(dir);
      }
      return new Result(null, 0, known, errors, 0, Map.of(), 0);
    }
    // Read, replay and write: every slice once, each task writing its rows straight into Parquet
    // files of every table (TableOutputs, SliceWriter) in a staging area, no intermediate table.
    List<ReadSplit.SliceResult> slices;
    for (int attempt = 1; ; attempt++) {
      Map<String, String> changed = new LinkedHashMap<>();
      slices = readSlices(spark, conf, fresh, run, staging, tables, prepared, changed, timings);
      timings.lap("ingest: read, replay and write " + fresh.size() + " files");
      // A file that changed between its listing and the end of its reading (appended, truncated,
      // replaced) was perhaps read in part old, part new: it is left out of this run, and the run
      // reads the other files again (its files mix every file's rows). The next run takes it whole.
      changedSinceListed(fresh, sums, conf, spark.sparkContext().defaultParallelism()).forEach(changed::put);
      timings.lap("ingest: check " + fresh.size() + " files unchanged");
      if (changed.isEmpty()) {
        break;
      }
      dir.fs.delete(dir.path("_staging", "ingest"), true);
      Set<String> gone = changed.keySet();
      changed.forEach((path, how) -> errors.add("changed while this run read it, not ingested: " + path + " (" + how
          + "); the next run ingests it whole"));
      fresh.removeIf(f -> gone.contains(f.path()));
      entries.removeIf(e -> gone.contains(e.path()));
      if (fresh.isEmpty()) {
        if (!entries.isEmpty()) {
          manifest.plus(entries).write(dir);
        }
        return new Result(null, 0, known, errors, 0, Map.of(), 0);
      }
      if (attempt == MAX_READS) {
        throw new IOException("input files changed while " + MAX_READS + " reads of " + run
            + " read them; the run is not committed: " + String.join(", ", gone));
      }
    }
    long read = 0;
    long rejected = 0;
    Map<String, Long> verdicts = new TreeMap<>();
    List<String> files = new ArrayList<>();
    for (ReadSplit.SliceResult s : slices) {
      read += s.read();
      files.addAll(s.files());
      s.gamesByVerdict().forEach((v, n) -> verdicts.merge(v, n, Long::sum));
      rejected += s.rejected();
    }

    // Write: the files of the successful tasks into their tables, this run's partitions only
    // (a partition of this run left by a killed one is replaced, as Spark's dynamic overwrite does).
    Set<String> replaced = new HashSet<>();
    long gamesInFiles = 0;
    long rejectedInFiles = 0;
    for (String f : files) {
      Path target = dir.path(f);
      Path partition = target.getParent();
      if (replaced.add(partition.toString()) && dir.fs.exists(partition)) {
        dir.fs.delete(partition, true);
      }
      dir.fs.mkdirs(partition);
      if (!dir.fs.rename(new Path(staging, f), target)) {
        throw new IOException("cannot move " + new Path(staging, f) + " to " + target);
      }
      FaultPoints.reach("move");
    }
    for (Table t : tables) {
      dir.fs.mkdirs(dir.path(t)); // as Spark leaves it: the table's directory, even with no rows, and no _SUCCESS
    }
    timings.lap("ingest: move " + files.size() + " files into the tables");

    // Reconcile: records read against the rows of this run's files of games and rejected, as their
    // Parquet footers count them (metadata only: no Spark job, no scan of the rows); the tasks'
    // tallies of the rows they wrote give the verdicts and must agree with the footers.
    for (String f : files) {
      if (f.startsWith(Table.GAMES.tableName() + "/")) {
        gamesInFiles += rowsIn(dir.fs, dir.path(f), conf);
      } else if (f.startsWith(Table.REJECTED.tableName() + "/")) {
        rejectedInFiles += rowsIn(dir.fs, dir.path(f), conf);
      }
    }
    long tallied = verdicts.values().stream().mapToLong(Long::longValue).sum();
    if (tallied != gamesInFiles || rejected != rejectedInFiles) {
      throw new IllegalStateException("reconciliation failed for " + run + ": the tasks wrote games " + tallied
          + " and rejected " + rejected + " but the files hold games " + gamesInFiles + " and rejected "
          + rejectedInFiles + "; the run is not committed");
    }
    Result result = new Result(run, fresh.size(), known, errors, read, verdicts, rejected);
    reconcile(run, read, result.games(), rejected);
    timings.lap("ingest: reconcile");
    manifest.plus(entries).write(dir);
    dir.fs.delete(dir.path("_staging", "ingest"), true);
    timings.lap("ingest: commit");
    return result;
  }

  /** Reads of a run's files at most: each read after the first leaves out the files that changed during the one before. */
  static final int MAX_READS = 3;

  /**
   * Reads, replays and writes the slices of {@code files} into {@code staging}: one Spark job. A
   * file that can no longer be cut into slices at its listed size (truncated since) is put into
   * {@code changed} and not read.
   */
  private List<ReadSplit.SliceResult> readSlices(SparkSession spark, Configuration conf, List<Inputs.File> files,
      String run, String staging, List<Table> tables, PreparedOutputs prepared, Map<String, String> changed,
      Timings timings) throws IOException {
    List<SplitRow> splits = new ArrayList<>();
    long slice = sliceSize(files, splitSize, spark.sparkContext().defaultParallelism());
    for (Inputs.File f : files) {
      Path p = new Path(f.path());
      try {
        splits.addAll(Splits.of(p.getFileSystem(conf), p, f.size(), f.compressed(), f.format(), slice, run));
      } catch (IOException e) {
        changed.put(f.path(), "cannot be cut into slices at its listed size: " + Inputs.message(e));
      }
    }
    List<SplitRow> measured = ZstdSlices.measure(spark, splits);
    if (measured != splits) {
      timings.lap("ingest: measure Zstandard frame ranges");
      splits = measured;
    }
    spark.sparkContext().setJobDescription("ingest " + run + ": read, replay and write "
        + String.join(", ", tables.stream().map(Table::tableName).toList())
        + " of " + files.size() + " files in " + splits.size() + " slices");
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Broadcast<TableOutputs> outputs = jsc.broadcast(prepared.get());
    ProgressCounters progress = ProgressCounters.start(spark.sparkContext(), "ingest " + run, splits.size(),
        files.stream().mapToLong(Inputs.File::size).sum());
    try {
      return jsc.parallelize(splits, tasks(splits, splitSize, spark.sparkContext().defaultParallelism()))
          .mapPartitions(new ReadSplit(defaultRules, positions, outputs, staging, progress, branching, rejudge))
          .collect();
    } catch (Exception e) { // Scala's SparkException, checked but undeclared
      if (!(e instanceof org.apache.spark.SparkException)) {
        throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
      }
      // Tasks fail when they cannot write (the output directory unwritable or full): one line
      // naming the innermost cause, not Spark's job report with its stack trace.
      throw new IOException("the ingest's tasks failed, " + run + " is not committed: " + rootMessage(e), e);
    } finally {
      ProgressCounters.end(spark.sparkContext());
      outputs.destroy();
    }
  }

  /** The message of the innermost cause of {@code e} that has one, on one line. */
  static String rootMessage(Throwable e) {
    String m = null;
    for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
      if (t.getMessage() != null && !t.getMessage().isBlank()) {
        m = t.getClass().getSimpleName() + ": " + t.getMessage();
      }
    }
    return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse("").strip();
  }

  /**
   * The files of {@code files} whose size, modification time or content now differ from what the
   * listing found ({@code sums}: their {@link FileFingerprint} then), by path, each with what changed.
   */
  static Map<String, String> changedSinceListed(List<Inputs.File> files, Map<String, Object> sums,
      Configuration conf, int threads) throws IOException {
    Map<String, String> changed = new LinkedHashMap<>();
    List<Inputs.File> same = new ArrayList<>();
    for (Inputs.File f : files) {
      Path p = new Path(f.path());
      org.apache.hadoop.fs.FileStatus now;
      try {
        now = p.getFileSystem(conf).getFileStatus(p);
      } catch (java.io.FileNotFoundException e) {
        changed.put(f.path(), "deleted");
        continue;
      }
      if (now.getLen() != f.size()) {
        changed.put(f.path(), f.size() + " bytes when listed, " + now.getLen() + " now");
      } else if (now.getModificationTime() != f.modified()) {
        changed.put(f.path(), "modified since listed");
      } else {
        same.add(f);
      }
    }
    Map<String, FileFingerprint> listed = new LinkedHashMap<>();
    for (Inputs.File f : same) {
      listed.put(f.path(), (FileFingerprint) sums.get(f.path()));
    }
    changed.putAll(FileFingerprint.changes(listed, conf, threads));
    return changed;
  }

  /**
   * The {@link FileFingerprint} of each file (its SHA-256 and blocks' CRC-32C), or the IOException
   * that stopped reading it, by path: on the driver, {@code threads} files at a time (hashing a
   * large corpus on one thread took seconds per GB while the executors waited).
   */
  static Map<String, Object> checksums(List<Inputs.File> files, Configuration conf, int threads) throws IOException {
    Map<String, Object> sums = new HashMap<>();
    if (files.isEmpty()) {
      return sums;
    }
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
        Math.max(1, Math.min(threads, files.size())));
    try {
      List<java.util.concurrent.Future<Object>> futures = new ArrayList<>();
      for (Inputs.File f : files) {
        futures.add(pool.submit(() -> {
          Path p = new Path(f.path());
          try {
            return FileFingerprint.of(p.getFileSystem(conf), p);
          } catch (IOException ex) {
            return ex;
          }
        }));
      }
      for (int i = 0; i < files.size(); i++) {
        sums.put(files.get(i).path(), futures.get(i).get());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new java.io.InterruptedIOException("interrupted while computing checksums");
    } catch (java.util.concurrent.ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return sums;
  }

  /** The smallest slice: below this, per-task overhead outweighs balance. */
  static final long MIN_SLICE = 256L << 10;

  /**
   * The slice size: {@code splitSize}, made smaller when the plain input would give fewer than
   * eight slices per core (replay is CPU-bound: a few big slices leave cores idle at the end), but
   * not below {@value #MIN_SLICE} bytes; then evened out, so that the plain bytes make a whole
   * number of waves of equal slices, one per core (2.25 GB at 64 MiB were 33 slices and a 35 %
   * one, which ran alone at the end while the other core idled).
   */
  public static long sliceSize(List<Inputs.File> files, long splitSize, int cores) {
    long plain = 0;
    for (Inputs.File f : files) {
      plain += f.compressed() ? 0 : f.size();
    }
    int c = Math.max(1, cores);
    long balanced = plain / (8L * c);
    long floor = Math.min(splitSize, MIN_SLICE);
    long size = Math.max(floor, Math.min(splitSize, Math.max(MIN_SLICE, balanced)));
    if (plain <= size) {
      return size;
    }
    long slices = (plain + size - 1) / size;
    slices = (slices + c - 1) / c * c;
    return Math.max(floor, (plain + slices - 1) / slices);
  }

  /**
   * The number of tasks of the ingest job: one per slice, but slices smaller than {@code
   * splitSize} are read several to a task (consecutive slices, usually of consecutive files), about
   * {@code splitSize} bytes a task, with at least eight tasks per core while there are slices for
   * them. A task of many small files then opens its Parquet files once (per-task and per-file
   * costs: a thousand 700 KB files were a thousand tasks and four thousand files).
   */
  static int tasks(List<SplitRow> splits, long splitSize, int cores) {
    long bytes = 0;
    for (SplitRow s : splits) {
      bytes += s.getEnd() > s.getStart() && s.getStart() >= 0 ? s.getEnd() - s.getStart() : splitSize;
    }
    long bySize = (bytes + splitSize - 1) / splitSize;
    return (int) Math.max(1, Math.min(splits.size(), Math.max(8L * Math.max(1, cores), bySize)));
  }

  /**
   * Checks {@code read == games + rejected}.
   *
   * @throws IllegalStateException if it does not hold; the message names the run and the counts
   */
  static void reconcile(String run, long read, long games, long rejected) {
    if (read != games + rejected) {
      throw new IllegalStateException("reconciliation failed for " + run + ": records read " + read + " != games "
          + games + " + rejected " + rejected + "; the run is not committed");
    }
  }

  /**
   * The rows of one Parquet file, from its footer's row groups. Only the footer is read ({@code
   * ParquetFileReader.open} costs some 15 ms a file more: it prepares to read the rows).
   */
  @SuppressWarnings("deprecation")
  static long rowsIn(FileSystem fs, Path file, Configuration conf) throws IOException {
    long rows = 0;
    for (BlockMetaData b : ParquetFileReader.readFooter(HadoopInputFile.fromStatus(fs.getFileStatus(file), conf),
        ParquetMetadataConverter.NO_FILTER).getBlocks()) {
      rows += b.getRowCount();
    }
    return rows;
  }

}
