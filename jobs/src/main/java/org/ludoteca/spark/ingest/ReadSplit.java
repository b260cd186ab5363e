package org.ludoteca.spark.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.InputFormats;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Verdict;
import org.ludoteca.replay.MoveLog;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.files.FaultPoints;
import org.ludoteca.spark.files.SlicedFormat;
import org.ludoteca.spark.files.SplitRow;
import org.ludoteca.spark.files.Splits;
import org.ludoteca.spark.files.ZstdSlices;
import org.ludoteca.spark.progress.ProgressCounters;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/**
 * Executor code: reads the slices of one task with {@link RecordReader}, replays each game once and
 * writes its rows straight to the tables' Parquet files through a {@link SliceWriter} (the game,
 * its captures, its positions when asked; memory bounded by one record, the last games' captures
 * held back to be written together, and the open files' buffers), then returns what the slice
 * read and the files it wrote. A stream failure (corrupt gzip, an I/O error) ends the slice with
 * one {@code unreadable file} rejection at the offset reached; it never fails the task.
 */
public final class ReadSplit implements FlatMapFunction<Iterator<SplitRow>, ReadSplit.SliceResult> {
  private static final long serialVersionUID = 1L;
  private final String defaultRules;
  private final boolean positions;
  private final Broadcast<TableOutputs> outputs;
  private final String stagingRoot;
  private final ProgressCounters progress;
  private final boolean branching;
  private final List<String> rejudge;

  /**
   * What one slice did: the records it read, the files it wrote (relative to the staging root),
   * and the rows it wrote to {@code games} by verdict and to {@code rejected}.
   */
  public record SliceResult(long read, List<String> files, Map<String, Long> gamesByVerdict, long rejected,
      Map<String, org.ludoteca.record.SkippedLines> skippedLines) implements Serializable {
    /** A slice that skipped no line between records. */
    public SliceResult(long read, List<String> files, Map<String, Long> gamesByVerdict, long rejected) {
      this(read, files, gamesByVerdict, rejected, Map.of());
    }
  }

  /**
   * @param defaultRules the rule set for games without a {@code Rules} tag, or null for the game's
   * @param positions whether to write a row per position of every game played
   * @param outputs the tables' writers
   * @param stagingRoot where the files go before the driver moves them into the tables
   * @param progress counts the games and slices read, for the progress line
   * @param branching whether to count the legal moves of every position, for {@code outcome_metrics}
   * @param rejudge the rule sets to replay every game under as well ({@code rejudged})
   */
  public ReadSplit(String defaultRules, boolean positions, Broadcast<TableOutputs> outputs, String stagingRoot,
      ProgressCounters progress, boolean branching, List<String> rejudge) {
    this.branching = branching;
    this.rejudge = List.copyOf(rejudge);
    this.defaultRules = defaultRules;
    this.positions = positions;
    this.outputs = outputs;
    this.stagingRoot = stagingRoot;
    this.progress = progress;
  }

  /**
   * Reads the task's slices one after the other into one set of files (one per table and
   * partition): a task of several small slices opens its writers once, not once per slice.
   */
  @Override
  public Iterator<SliceResult> call(Iterator<SplitRow> splits) {
    TaskContext task = TaskContext.get();
    int slice = task == null ? 0 : task.partitionId();
    int attempt = task == null ? 0 : task.attemptNumber();
    if (!splits.hasNext()) {
      return java.util.Collections.emptyIterator();
    }
    SplitRow first = splits.next();
    SliceWriter writer = new SliceWriter(outputs.value(), stagingRoot, slice, attempt, first.getIngestRun());
    try {
      StatsPartials partials = new StatsPartials();
      RowMaker rows = new RowMaker(first.getIngestRun(), defaultRules, positions, writer, partials)
          .branching(branching).rejudge(rejudge).identities(true).holdCaptures(true);
      long read = read(first, rows, writer, progress);
      FaultPoints.reach("task");
      while (splits.hasNext()) {
        read += read(splits.next(), rows, writer, progress);
      }
      rows.flush();
      partials.writeTo(writer);
      rows.shortest.writeTo(writer);
      rows.research.writeTo(writer);
      List<String> files = writer.finish();
      return List.of(new SliceResult(read, files, writer.gamesByVerdict(), writer.rejectedRows(),
          writer.skippedLines())).iterator();
    } catch (RuntimeException | Error e) {
      writer.abort();
      throw e;
    }
  }

  /** Reads one slice to its end, sending every record's rows to {@code rows}; returns the records read. */
  static long read(SplitRow split, RowMaker rows, TableRows.Sink sink) {
    return read(split, rows, sink, ProgressCounters.NONE);
  }

  /** As {@link #read(SplitRow, RowMaker, TableRows.Sink)}, counting the games and the slice in {@code progress}. */
  static long read(SplitRow split, RowMaker rows, TableRows.Sink sink, ProgressCounters progress) {
    try {
      return readSlice(split, rows, sink, progress);
    } finally {
      progress.slice(split);
    }
  }

  private static long readSlice(SplitRow listed, RowMaker rows, TableRows.Sink sink, ProgressCounters progress) {
    SplitRow split = listed;
    long base = Math.max(0, split.getStart());
    long read = 0;
    RecordReader reader;
    long lineBase = -1;
    try {
      org.ludoteca.record.InputFormat format = InputFormats.named(split.getFormat());
      if (format instanceof SlicedFormat sliced) { // offsets and lines are the file's own
        reader = sliced.open(Splits.fs(split.getPath()), split);
        base = 0;
        lineBase = 0;
      } else if (split.frameRange()) {
        ZstdSlices.Opened range = ZstdSlices.open(Splits.fs(split.getPath()), split);
        split = range.split(); // placed in the decompressed stream by now
        base = range.base();
        lineBase = range.linesBefore();
        reader = range.reader(split.getPath(), RecordFormat.valueOf(split.getFormat()));
      } else {
        reader = open(split);
      }
    } catch (IOException | RuntimeException e) {
      sink.write(Table.REJECTED, fileError(split, base, e));
      return 1;
    }
    try {
      while (true) {
        ReadResult r;
        try {
          if (!reader.hasNext()) {
            break;
          }
          r = reader.next();
        } catch (RuntimeException e) {
          read++;
          sink.write(Table.REJECTED, fileError(split, base, e instanceof UncheckedIOException u ? u.getCause() : e));
          break;
        }
        read++;
        if (r instanceof GameRecord g) {
          rows.game(g, base, reader.lastTextBytes()); // the text's bytes as read: not encoded again for the id
          progress.game();
        } else {
          if (lineBase < 0) {
            lineBase = lineBase(split, base);
          }
          sink.write(Table.REJECTED, rows.rejected((RejectedRecord) r, base, lineBase));
        }
      }
      org.ludoteca.record.SkippedLines skipped = reader.skipped();
      if (skipped.total() > 0) { // not records: counted apart, per file (issue 38)
        sink.write(Table.SKIPPED_LINES, TableRows.skippedLines(split.getPath(), skipped, split.getIngestRun()));
      }
    } finally {
      try {
        reader.close();
      } catch (IOException ignored) {
        // nothing more to read either way
      }
    }
    return read;
  }

  /**
   * The reader of one slice: the records that start in it, offsets and lines relative to its
   * start ({@link RecordReader#slice}).
   */
  static RecordReader open(SplitRow split) throws IOException {
    InputStream in = Splits.open(Splits.fs(split.getPath()), split);
    long start = Math.max(0, split.getStart());
    return RecordReader.slice(in, split.getPath(), InputFormats.named(split.getFormat()), start,
        split.getEnd() < 0 ? -1 : split.getEnd());
  }

  /** Lines before the slice, counted only when a rejection needs them (rare in clean dumps). */
  private static long lineBase(SplitRow split, long base) {
    try {
      if (split.frameRange()) {
        return ZstdSlices.linesBefore(Splits.fs(split.getPath()), split, base);
      }
      return base == 0 ? 0 : Splits.linesBefore(Splits.fs(split.getPath()), split.getPath(), base);
    } catch (IOException e) {
      return 0;
    }
  }

  private static Object[] fileError(SplitRow split, long offset, Throwable e) {
    String m = e.getMessage();
    return TableRows.rejected(split.getPath(), offset,
        ("unreadable file: " + (m == null ? e.getClass().getSimpleName() : m)).replaceAll("[\\r\\n]+", " "),
        null, null, "", split.getIngestRun());
  }

  /** Builds the rows of one record; holds per-task caches only. */
  static final class RowMaker {
    private final String run;
    private final String defaultRules;
    private final boolean positions;
    private final GameStarts starts = new GameStarts();
    private final TableRows.Sink out;
    private final StatsPartials partials;
    /** The digest of the games' ids and identities: the task's own, not looked up per game. */
    private final java.security.MessageDigest sha = GameIds.sha256();
    /** The captures held back, at least the game's being written ({@link #holdCaptures}). */
    private final CaptureBatch captureBatch = new CaptureBatch();
    /** The captures held back that are written at once. */
    private static final int HELD_CAPTURES = 64;
    private boolean holdCaptures;
    /** The shortest VALID game of each victory type, for {@link Table#SHORTEST_SUMMARY}. */
    final ShortestPartials shortest = new ShortestPartials();
    /** What issue 39's statistics need of the games, for {@link Table#RESEARCH_SUMMARY}. */
    final ResearchPartials research = new ResearchPartials();
    private boolean branching;
    private boolean identities;
    private List<String> rejudge = List.of();
    /** The last game's source and its UTF-8 bytes, for the ids ({@link #sourceUtf8}): this thread's. */
    private final SourceBytes lastSource = SourceBytes.PER_THREAD.get();
    /** The typed columns' moves and opening, noted by each replay: one per task, cleared for each game. */
    private final MoveLog plies = new MoveLog(TypedColumns.BOOKS);

    /** The rule sets to replay every game under again, for {@code rejudged}; none by default. */
    RowMaker rejudge(List<String> ruleSets) {
      this.rejudge = List.copyOf(ruleSets);
      return this;
    }

    /**
     * Whether a game's captures may wait for the next games' of the same partition, to be written
     * together ({@value #HELD_CAPTURES} rows or more at a time: each column's buffers touched once
     * per batch, not once per game); the owner then calls {@link #flush} after the last game. Off
     * by default: each game's captures are written with it.
     */
    RowMaker holdCaptures(boolean on) {
      this.holdCaptures = on;
      return this;
    }

    /** Whether to write each game's row of {@link Table#IDENTITIES}; off by default (the ingest's tasks turn it on). */
    RowMaker identities(boolean on) {
      this.identities = on;
      return this;
    }

    /** Whether to count the legal moves of every position (for {@code outcome_metrics}); off by default. */
    RowMaker branching(boolean on) {
      this.branching = on;
      return this;
    }

    RowMaker(String run, String defaultRules, boolean positions, TableRows.Sink out) {
      this(run, defaultRules, positions, out, new StatsPartials());
    }

    /** @param partials counts each game and capture for the statistics' summary tables */
    RowMaker(String run, String defaultRules, boolean positions, TableRows.Sink out, StatsPartials partials) {
      this.run = run;
      this.defaultRules = defaultRules;
      this.positions = positions;
      this.out = out;
      this.partials = partials;
    }

    /** The UTF-8 bytes of {@code source}, encoded again only when the source changes (a slice has one). */
    private byte[] sourceUtf8(String source) {
      return lastSource.utf8(source);
    }

    /**
     * A thread's last source and its UTF-8 bytes, kept from task to task. Kept per task, the name
     * was encoded again at each task's first game only: a branch that C2's compile of the ingest
     * loop ({@link #game}), made during the thread's first task, had never seen taken, so its
     * uncommon trap threw that compile away when the second task began (docs/pipeline-profile.md,
     * "The JIT's share"). One task runs on a thread at a time.
     */
    static final class SourceBytes {
      static final ThreadLocal<SourceBytes> PER_THREAD = ThreadLocal.withInitial(SourceBytes::new);
      private String source;
      private byte[] utf8;

      /** The UTF-8 bytes of {@code source}, encoded again only when it is not the last one asked. */
      byte[] utf8(String source) {
        if (!source.equals(this.source)) {
          utf8 = source.getBytes(java.nio.charset.StandardCharsets.UTF_8);
          this.source = source;
        }
        return utf8;
      }
    }

    /** Replays a game once and writes its rows: the game, its captures, then its positions if asked. */
    void game(GameRecord g, long base) {
      game(g, base, null);
    }

    /**
     * As {@link #game(GameRecord, long)}, the UTF-8 bytes of the record's text given when the
     * reader has them ({@link RecordReader#lastTextBytes}): its id is hashed from them.
     */
    void game(GameRecord g, long base, java.nio.ByteBuffer textUtf8) {
      ReplayResult r;
      String gameTag = g.tag("Game").orElse(null);
      AttackerValues values = new AttackerValues(gameTag);
      Positions seen = positions ? new Positions(values) : null;
      Replay.PlyListener listener = seen != null ? seen : values;
      LegalMoveCounts legal = branching ? new LegalMoveCounts(listener) : null;
      Rejudge.EndWatch ends = new Rejudge.EndWatch(legal != null ? legal : listener);
      // The typed columns' moves and opening are noted by every replay (MoveLog: a direct call and
      // a few characters per ply); the listeners ride along only when they would learn anything
      // (chess without --positions, --rejudge or branching counts: none).
      boolean listening = seen != null || legal != null || !rejudge.isEmpty() || values.needed();
      try {
        r = Replay.replay(g, defaultRules, listening ? ends : null, plies);
      } catch (RuntimeException e) {
        // A bug in a game's rules must not lose the record: it is kept, UNREADABLE, with the reason.
        r = new ReplayResult(g.source(), g.offset(), gameTag, null,
            Verdict.UNREADABLE, 0, "replay failed: " + e, 0, null, null,
            g.tag("Result").orElse(g.resultToken()), g.tag("Termination").orElse(null), null, List.of(), List.of());
      }
      long offset = base + g.offset();
      String id = GameIds.of(sha, sourceUtf8(g.source()), offset, g.text(), textUtf8);
      GameStarts.Start start = starts.of(r.game(), r.rules(), g.tag("FEN").orElse(null));
      org.ludoteca.record.MoveAnnotations notes = g.annotations();
      TableRows.Game row = TableRows.Game.builder().gameId(id).source(g.source()).offset(offset).tags(g.tags())
          .startFen(start == null ? null : start.fen()).moves(g.moves()).declaredResult(r.declaredResult())
          .declaredTermination(r.declaredTermination()).verdict(r.verdict()).errorPly(r.errorPly())
          .error(r.error()).plies(r.plies()).winner(r.winner()).termination(r.termination()).finalFen(r.finalFen())
          .firstMover(start == null ? null : start.side()).clocks(notes.clocks()).evals(notes.evals())
          .bot(Agents.bot(g.tags())).game(GameIds.bounded(r.game())).rules(GameIds.bounded(r.rules()))
          .ingestRun(run).build();
      TypedColumns typed = TypedColumns.of(g.tags(), notes, r, row.firstMover(), plies);
      Object[] gameRow = TableRows.game(row, Movetext.of(g), typed); // the moves as the reader joined them
      out.write(Table.GAMES, gameRow);
      partials.game(row, legal == null ? null : legal.counts());
      shortest.game(row, g);
      research.game(row, typed, partials.cell(row)); // the cell the partials just computed
      if (identities) { // the moves joined once, for the games row and the identity
        out.write(Table.IDENTITIES, GameIdentity.row(row, TableRows.movetextOf(gameRow), sha));
      }
      List<CaptureEvent> captures = r.captures();
      if (!captures.isEmpty()) { // written as one batch with the game's, or the next games', of its partition
        if (!captureBatch.samePartition(row)) {
          flush();
        }
        int at = captureBatch.add(row, captures, values);
        for (int i = 0; i < captures.size(); i++) {
          partials.capture(row, captures.get(i), captureBatch.capturedKind(at + i));
        }
        if (!holdCaptures || captureBatch.size() >= HELD_CAPTURES) {
          flush();
        }
      }
      if (seen != null && r.verdict() != Verdict.UNREADABLE) {
        seen.rows(row, out);
      }
      if (r.verdict() != Verdict.UNREADABLE) {
        for (String applied : Rejudge.applicable(r.game(), r.rules(), rejudge)) {
          out.write(Table.REJUDGED, Rejudge.row(row, g, r, ends.endPly, applied));
        }
      }
    }

    /** Writes the captures held back ({@link #holdCaptures}); the owner calls it after the last game. */
    void flush() {
      if (captureBatch.size() > 0) {
        out.write(Table.CAPTURES, captureBatch);
        captureBatch.clear();
      }
    }

    Object[] rejected(RejectedRecord r, long base, long lineBase) {
      return TableRows.rejected(r.source(), base + r.offset(), r.reason(), lineBase + r.line(), r.column(), r.raw(), run);
    }
  }

  /**
   * Every position a replay reaches, from the start (ply 0) to the last legal ply: the compact
   * code when the game's session has one ({@link GameReplayer.Session#compactPosition}), else the
   * FEN. Passes each ply on to the attacker values, which ride along the same replay.
   */
  static final class Positions extends ForwardingPlyListener {
    private GameReplayer.Session session;
    private final List<byte[]> codes = new ArrayList<>();
    private final List<String> fens = new ArrayList<>();

    Positions(AttackerValues values) {
      super(values);
    }

    @Override
    public void started(GameReplayer.Session s) {
      session = s;
      super.started(s);
      keep();
    }

    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {
      super.played(ply, fen, captures);
      keep();
    }

    private void keep() {
      java.util.Optional<byte[]> code = session.compactPosition();
      codes.add(code.orElse(null));
      fens.add(code.isPresent() ? null : session.fen());
    }

    /** Writes one row per position kept; none when the game never started. */
    void rows(TableRows.Game game, TableRows.Sink out) {
      for (int ply = 0; ply < codes.size(); ply++) {
        out.write(Table.POSITIONS, TableRows.position(game, ply, codes.get(ply), fens.get(ply)));
      }
    }
  }
}
