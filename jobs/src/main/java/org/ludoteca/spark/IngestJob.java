package org.ludoteca.spark;


import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
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
import org.apache.spark.api.java.function.FlatMapFunction;
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
import org.ludoteca.spark.ingest.Preload;
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
   * would give fewer than eight per core ({@link Splits#sliceSize}): 64 MiB, some 28,000 lichess games,
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
  /** The checksums {@link #prefetch} computes ahead of the run, or null. */
  private volatile ChecksumsAhead ahead;

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
   * @param skippedLines lines skipped between records, by file (only files that skipped any; not
   *     records, so not in the reconciliation)
   */
  public record Result(String run, int newFiles, int knownFiles, List<String> fileErrors, long read,
      Map<String, Long> verdicts, long rejected, Map<String, org.ludoteca.record.SkippedLines> skippedLines) {
    /** A result without lines skipped between records. */
    public Result(String run, int newFiles, int knownFiles, List<String> fileErrors, long read,
        Map<String, Long> verdicts, long rejected) {
      this(run, newFiles, knownFiles, fileErrors, read, verdicts, rejected, Map.of());
    }

    /** Every line skipped between records, all files added up. */
    public org.ludoteca.record.SkippedLines skipped() {
      return skippedLines.values().stream().reduce(org.ludoteca.record.SkippedLines.NONE,
          org.ludoteca.record.SkippedLines::plus);
    }

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
   * Beside them, the games' replayers and opening books are loaded ({@link Preload}).
   *
   * @param sparkConf the command's {@code --conf} settings (their {@code spark.hadoop.*} keys)
   */
  public void prefetch(Map<String, String> sparkConf) {
    ahead = ChecksumsAhead.start(inputs, out, sparkConf);
    Preload.start();
  }

  /** The checksums {@link #prefetch} took, waiting for them; none without a prefetch. */
  Map<String, ChecksumsAhead.Taken> prefetched() throws IOException {
    return ahead == null ? Map.of() : ahead.taken();
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

  /**
   * As {@link #run(SparkSession, Consumer)}, reporting each phase's wall time to {@code timings}.
   * The run plans (which listed files are new: {@link IngestPlan}), stages (its tasks read, replay
   * and write the new files into a staging area, again without the files that changed meanwhile),
   * moves the staged files into the tables, reconciles the records read with the rows written, and
   * commits: the manifest names the run.
   */
  public Result run(SparkSession spark, Consumer<String> log, Timings timings) throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    int cores = spark.sparkContext().defaultParallelism();
    OutDir dir = OutDir.of(out, conf);
    Manifest manifest = Manifest.read(dir);
    clearUnfinished(dir, manifest, log);
    List<Table> tables = tables();
    // The tables' writer settings are prepared on another thread while the inputs are listed and
    // checksummed: they need the session's SQL state and Hadoop's job configuration, which the
    // first task otherwise waited for.
    PreparedOutputs prepared = PreparedOutputs.start(spark, stagingUri(dir), tables);

    Inputs.Listing listing = Inputs.list(inputs, conf);
    List<Inputs.File> unknown = manifest.unknown(listing.files());
    // With the checksums being taken in the background (prefetch), the read starts without waiting
    // for them when no file's decision depends on its content (a fresh output, files of distinct
    // sizes): the SHA-256 of a 2.2 GB file kept both cores waiting 2 s after Spark's start, one idle.
    boolean readFirst = ahead != null && !unknown.isEmpty()
        && IngestPlan.decidedWithoutContent(unknown, manifest).size() == unknown.size();
    IngestPlan plan = readFirst
        ? IngestPlan.of(listing, manifest, Map.of(), paths(unknown), manifest.nextRun())
        : IngestPlan.of(listing, manifest, ChecksumsAhead.of(unknown, ahead, conf, cores), manifest.nextRun());
    plan.skipped().forEach(log);
    timings.lap("ingest: list and checksum " + listing.files().size() + " files");
    FaultPoints.reach("list");
    if (plan.toRead().isEmpty()) {
      return nothingRead(dir, manifest, plan);
    }
    Staged staged = stage(spark, dir, plan, tables, prepared, timings);
    if (staged.plan().toRead().isEmpty()) {
      return nothingRead(dir, manifest, staged.plan());
    }
    moveIntoTables(dir, staged.files(), tables, timings);
    Result result = reconcile(dir, conf, staged);
    timings.lap("ingest: reconcile");
    if (!staged.plan().pending().isEmpty()) { // never: stage() takes every pending file's checksum
      throw new IllegalStateException("files without a checksum, not committed: " + staged.plan().pending());
    }
    manifest.plus(staged.plan().entries()).write(dir); // the commit
    dir.fs.delete(staging(dir), true);
    timings.lap("ingest: commit");
    return result;
  }

  /** The staging area of the ingest's tasks: {@code DIR/_staging/ingest}. */
  private static Path staging(OutDir dir) {
    return dir.path("_staging", "ingest");
  }

  /** {@link #staging} as a URI. */
  private static String stagingUri(OutDir dir) {
    return dir.uri("_staging", "ingest");
  }

  /** The paths of {@code files}. */
  private static Set<String> paths(List<Inputs.File> files) {
    Set<String> paths = new HashSet<>();
    files.forEach(f -> paths.add(f.path()));
    return paths;
  }

  /** The tables this ingest writes. */
  private List<Table> tables() {
    List<Table> tables = new ArrayList<>(List.of(Table.GAMES, Table.CAPTURES, Table.REJECTED, Table.GAME_SUMMARY,
        Table.CAPTURE_SUMMARY, Table.SHORTEST_SUMMARY, Table.IDENTITIES, Table.SKIPPED_LINES,
        Table.RESEARCH_SUMMARY));
    if (positions) {
      tables.add(Table.POSITIONS);
    }
    if (!rejudge.isEmpty()) {
      tables.add(Table.REJUDGED);
    }
    return tables;
  }

  /** Deletes what a run killed before its commit left: its partitions of the tables, and the staging area. */
  private static void clearUnfinished(OutDir dir, Manifest manifest, Consumer<String> log) throws IOException {
    for (Table table : Table.ingested()) {
      for (String p : dir.deleteUncommitted(table, manifest.runs())) {
        log.accept("removed the partial output of an unfinished run: " + p);
      }
    }
    dir.fs.delete(staging(dir), true);
  }

  /** The result of a run that read nothing new: the plan's manifest entries (renewed, duplicates) committed. */
  private static Result nothingRead(OutDir dir, Manifest manifest, IngestPlan plan) throws IOException {
    if (!plan.entries().isEmpty()) {
      manifest.plus(plan.entries()).write(dir);
    }
    return new Result(null, 0, plan.known(), plan.errors(), 0, Map.of(), 0);
  }

  /**
   * What the tasks staged: the plan as it stood when they read its files (without the files that
   * changed while read), and what each slice read and wrote.
   */
  private record Staged(IngestPlan plan, List<ReadSplit.SliceResult> slices) {
    long read() {
      return slices.stream().mapToLong(ReadSplit.SliceResult::read).sum();
    }

    long rejected() {
      return slices.stream().mapToLong(ReadSplit.SliceResult::rejected).sum();
    }

    /** The lines skipped between records, by file, the slices of each file added up. */
    Map<String, org.ludoteca.record.SkippedLines> skippedLines() {
      Map<String, org.ludoteca.record.SkippedLines> byFile = new TreeMap<>();
      slices.forEach(s -> s.skippedLines().forEach((f, n) -> byFile.merge(f, n, org.ludoteca.record.SkippedLines::plus)));
      return byFile;
    }

    /** The games written by verdict. */
    Map<String, Long> verdicts() {
      Map<String, Long> verdicts = new TreeMap<>();
      slices.forEach(s -> s.gamesByVerdict().forEach((v, n) -> verdicts.merge(v, n, Long::sum)));
      return verdicts;
    }

    /** The files the tasks wrote, relative to the staging area. */
    List<String> files() {
      List<String> files = new ArrayList<>();
      slices.forEach(s -> files.addAll(s.files()));
      return files;
    }
  }

  /** Reads of a run's files at most: each read after the first leaves out the files that changed during the one before. */
  static final int MAX_READS = 3;

  /**
   * Reads, replays and writes the plan's files into the staging area: every slice once, each task
   * writing its rows straight into Parquet files of every table (TableOutputs, SliceWriter), no
   * intermediate table. A file that changed between its listing and the end of its reading
   * (appended, truncated, replaced) was perhaps read in part old, part new: it is left out of this
   * run, and the run reads the other files again (its files mix every file's rows), at most {@value
   * #MAX_READS} times. The next run takes it whole.
   *
   * @throws IOException if files still changed during the last read
   */
  private Staged stage(SparkSession spark, OutDir dir, IngestPlan plan, List<Table> tables, PreparedOutputs prepared,
      Timings timings) throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    for (int attempt = 1; ; attempt++) {
      Map<String, String> changed = new LinkedHashMap<>();
      List<ReadSplit.SliceResult> slices;
      try {
        slices = readSlices(spark, conf, plan.toRead(), plan.run(), stagingUri(dir), tables, prepared, changed, timings);
      } finally {
        ZstdSlices.releaseChunks(); // the statistics' sorts after the ingest get their memory
      }
      timings.lap("ingest: read, replay and write " + plan.toRead().size() + " files");
      Map<String, String> unreadable = new LinkedHashMap<>();
      if (!plan.pending().isEmpty()) { // the checksums taken while the tasks read
        Set<String> pending = plan.pending();
        List<Inputs.File> files = plan.toRead().stream().filter(f -> pending.contains(f.path())).toList();
        plan = plan.withChecksums(ChecksumsAhead.of(files, ahead, conf, spark.sparkContext().defaultParallelism()),
            unreadable);
      }
      List<Inputs.File> fingerprinted = new ArrayList<>(plan.toRead());
      fingerprinted.removeIf(f -> unreadable.containsKey(f.path()));
      changed.putAll(unreadable);
      changedSinceListed(fingerprinted, plan.fingerprints(), conf, spark.sparkContext().defaultParallelism())
          .forEach(changed::put);
      timings.lap("ingest: check " + plan.toRead().size() + " files unchanged");
      if (changed.isEmpty()) {
        return new Staged(plan, slices);
      }
      dir.fs.delete(staging(dir), true);
      plan = plan.leavingOut(changed);
      if (plan.toRead().isEmpty()) {
        return new Staged(plan, List.of());
      }
      if (attempt == MAX_READS) {
        throw new IOException("input files changed while " + MAX_READS + " reads of " + plan.run()
            + " read them; the run is not committed: " + String.join(", ", changed.keySet()));
      }
    }
  }

  /**
   * Moves the staged files into their tables, this run's partitions only (a partition of this run
   * left by a killed one is replaced, as Spark's dynamic overwrite does).
   */
  private static void moveIntoTables(OutDir dir, List<String> files, List<Table> tables, Timings timings)
      throws IOException {
    Set<String> replaced = new HashSet<>();
    for (String f : files) {
      Path target = dir.path(f);
      Path partition = target.getParent();
      if (replaced.add(partition.toString()) && dir.fs.exists(partition)) {
        dir.fs.delete(partition, true);
      }
      dir.fs.mkdirs(partition);
      Path staged = new Path(stagingUri(dir), f);
      if (!dir.fs.rename(staged, target)) {
        throw new IOException("cannot move " + staged + " to " + target);
      }
      FaultPoints.reach("move");
    }
    for (Table t : tables) {
      dir.fs.mkdirs(dir.path(t)); // as Spark leaves it: the table's directory, even with no rows, and no _SUCCESS
    }
    timings.lap("ingest: move " + files.size() + " files into the tables");
  }

  /**
   * Reconciles what the run read with what it wrote: records read against the rows of this run's
   * files of games and rejected, as their Parquet footers count them (metadata only: no Spark job,
   * no scan of the rows); the tasks' tallies of the rows they wrote give the verdicts and must
   * agree with the footers; then {@code read == games + rejected}.
   *
   * @throws IllegalStateException if they do not agree; the run is not committed
   */
  private static Result reconcile(OutDir dir, Configuration conf, Staged staged) throws IOException {
    String run = staged.plan().run();
    long gamesInFiles = 0;
    long rejectedInFiles = 0;
    for (String f : staged.files()) {
      if (f.startsWith(Table.GAMES.tableName() + "/")) {
        gamesInFiles += rowsIn(dir.fs, dir.path(f), conf);
      } else if (f.startsWith(Table.REJECTED.tableName() + "/")) {
        rejectedInFiles += rowsIn(dir.fs, dir.path(f), conf);
      }
    }
    Map<String, Long> verdicts = staged.verdicts();
    long rejected = staged.rejected();
    long tallied = verdicts.values().stream().mapToLong(Long::longValue).sum();
    if (tallied != gamesInFiles || rejected != rejectedInFiles) {
      throw new IllegalStateException("reconciliation failed for " + run + ": the tasks wrote games " + tallied
          + " and rejected " + rejected + " but the files hold games " + gamesInFiles + " and rejected "
          + rejectedInFiles + "; the run is not committed");
    }
    IngestPlan plan = staged.plan();
    Result result = new Result(run, plan.toRead().size(), plan.known(), plan.errors(), staged.read(), verdicts,
        rejected, staged.skippedLines());
    reconcile(run, staged.read(), result.games(), rejected);
    return result;
  }

  /**
   * Reads, replays and writes the slices of {@code files} into {@code staging}: one Spark job. A
   * file that can no longer be cut into slices at its listed size (truncated since) is put into
   * {@code changed} and not read.
   */
  private List<ReadSplit.SliceResult> readSlices(SparkSession spark, Configuration conf, List<Inputs.File> files,
      String run, String staging, List<Table> tables, PreparedOutputs prepared, Map<String, String> changed,
      Timings timings) throws IOException {
    List<SplitRow> splits = new ArrayList<>();
    long slice = Splits.sliceSize(files, splitSize, spark.sparkContext().defaultParallelism());
    for (Inputs.File f : files) {
      Path p = new Path(f.path());
      try {
        splits.addAll(Splits.of(p.getFileSystem(conf), p, f.size(), f.compressed(), f.format(), slice, splitSize, run));
      } catch (IOException e) {
        changed.put(f.path(), "cannot be cut into slices at its listed size: " + Inputs.message(e));
      }
    }
    List<SplitRow> measured = ZstdSlices.forTasks(spark, splits);
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
    Map<String, Long> sizes = new java.util.HashMap<>();
    files.forEach(f -> sizes.put(new Path(f.path()).toString(), f.size()));
    List<List<SplitRow>> tasks = Splits.tasks(splits, p -> sizes.getOrDefault(p, -1L), splitSize,
        spark.sparkContext().defaultParallelism());
    ReadSplit read = new ReadSplit(defaultRules, positions, outputs, staging, progress, branching, rejudge);
    // A small ingest (projected from its first tasks' CPU) runs the rest of the JVM without C2.
    CompilerChoice compilers = null;
    if (CompilerChoice.allowed(spark.sparkContext())) {
      long[] cost = new long[tasks.size()];
      for (int i = 0; i < cost.length; i++) {
        cost[i] = Splits.cost(tasks.get(i), p -> sizes.getOrDefault(p, -1L), splitSize);
      }
      compilers = new CompilerChoice(cost, CompilerChoice.limitSeconds(), CompilerChoice::turnOffC2);
      spark.sparkContext().addSparkListener(compilers);
    }
    try {
      // One element per partition: each task reads its list of slices.
      return jsc.parallelize(tasks, Math.max(1, tasks.size()))
          .mapPartitions((FlatMapFunction<Iterator<List<SplitRow>>, ReadSplit.SliceResult>) task -> read.call(
              task.hasNext() ? task.next().iterator() : java.util.Collections.emptyIterator()))
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
      if (compilers != null) {
        spark.sparkContext().removeSparkListener(compilers);
      }
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
  static Map<String, String> changedSinceListed(List<Inputs.File> files, Map<String, FileFingerprint> sums,
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
      listed.put(f.path(), sums.get(f.path()));
    }
    changed.putAll(FileFingerprint.changes(listed, conf, threads));
    return changed;
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
