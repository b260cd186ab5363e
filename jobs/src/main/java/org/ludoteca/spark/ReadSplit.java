package org.ludoteca.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;

/**
 * Executor code: reads one slice with {@link RecordReader}, replays each game and yields its
 * rows lazily (memory bounded by one record), then one tally row of the records read. A stream
 * failure (corrupt gzip, an I/O error) ends the slice with one {@code unreadable file} rejection
 * at the offset reached; it never fails the task.
 */
final class ReadSplit implements FlatMapFunction<SplitRow, IngestRow> {
  private static final long serialVersionUID = 1L;
  private final String defaultRules;

  /** @param defaultRules the rule set for games without a {@code Rules} tag, or null for the game's */
  ReadSplit(String defaultRules) {
    this.defaultRules = defaultRules;
  }

  @Override
  public Iterator<IngestRow> call(SplitRow split) {
    return new Rows(split, defaultRules);
  }

  /** The lazy iterator over one slice. */
  private static final class Rows implements Iterator<IngestRow> {
    private final SplitRow split;
    private final RowMaker maker;
    private final long base;
    private RecordReader reader;
    private IngestRow next;
    private long read;
    private boolean opened;
    private boolean finished;
    private long lineBase = -1;

    Rows(SplitRow split, String defaultRules) {
      this.split = split;
      this.maker = new RowMaker(split.getIngestRun(), defaultRules);
      this.base = Math.max(0, split.getStart());
    }

    @Override
    public boolean hasNext() {
      if (next == null && !finished) {
        next = advance();
      }
      return next != null;
    }

    @Override
    public IngestRow next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      IngestRow r = next;
      next = null;
      return r;
    }

    private IngestRow advance() {
      if (!opened) {
        opened = true;
        try {
          InputStream in = Splits.open(Splits.fs(split.getPath()), split);
          reader = RecordReader.of(in, split.getPath(), RecordFormat.valueOf(split.getFormat()));
        } catch (IOException | RuntimeException e) {
          return fileError(base, e);
        }
      }
      if (reader != null) {
        try {
          if (reader.hasNext()) {
            ReadResult r = reader.next();
            read++;
            return r instanceof GameRecord g ? maker.game(g, base) : maker.rejected((RejectedRecord) r, base, lineBase());
          }
        } catch (RuntimeException e) {
          close();
          return fileError(base, e instanceof UncheckedIOException u ? u.getCause() : e);
        }
        close();
      }
      finished = true;
      IngestRow tally = new IngestRow();
      tally.setRecordsRead(read);
      return tally;
    }

    /** Lines before the slice, counted only when a rejection needs them (rare in clean dumps). */
    private long lineBase() {
      if (lineBase < 0) {
        try {
          lineBase = base == 0 ? 0 : Splits.linesBefore(Splits.fs(split.getPath()), split.getPath(), base);
        } catch (IOException e) {
          lineBase = 0;
        }
      }
      return lineBase;
    }

    private IngestRow fileError(long offset, Throwable e) {
      read++;
      RejectedRow row = new RejectedRow();
      row.setSource(split.getPath());
      row.setOffset(offset);
      String m = e.getMessage();
      row.setReason(("unreadable file: " + (m == null ? e.getClass().getSimpleName() : m)).replaceAll("[\\r\\n]+", " "));
      row.setRaw("");
      row.setIngestRun(split.getIngestRun());
      IngestRow out = new IngestRow();
      out.setRejected(row);
      out.setCaptures(new ArrayList<>());
      return out;
    }

    private void close() {
      if (reader != null) {
        try {
          reader.close();
        } catch (IOException ignored) {
          // nothing more to read either way
        }
        reader = null;
      }
    }
  }

  /** Builds the rows of one record; holds per-task caches only. */
  static final class RowMaker {
    private final String run;
    private final String defaultRules;
    private final StartPositions starts = new StartPositions();

    RowMaker(String run, String defaultRules) {
      this.run = run;
      this.defaultRules = defaultRules;
    }

    IngestRow game(GameRecord g, long base) {
      ReplayResult r;
      AttackerValues values = new AttackerValues(g.tag("Game").orElse(null));
      try {
        r = Replay.replay(g, defaultRules, values);
      } catch (RuntimeException e) {
        // A bug in a game's rules must not lose the record: it is kept, UNREADABLE, with the reason.
        r = new ReplayResult(g.source(), g.offset(), g.tag("Game").orElse(null), null,
            org.ludoteca.replay.Verdict.UNREADABLE, 0, "replay failed: " + e, 0, null, null,
            g.tag("Result").orElse(g.resultToken()), g.tag("Termination").orElse(null), null, List.of(), List.of());
      }
      GameRow row = new GameRow();
      long offset = base + g.offset();
      String id = GameIds.of(g.source(), offset, g.text());
      row.setGameId(id);
      row.setSource(g.source());
      row.setOffset(offset);
      row.setGame(GameIds.bounded(r.game()));
      row.setRules(GameIds.bounded(r.rules()));
      row.setTags(new java.util.LinkedHashMap<>(g.tags()));
      row.setMoves(new ArrayList<>(g.moves()));
      row.setDeclaredResult(r.declaredResult());
      row.setDeclaredTermination(r.declaredTermination());
      row.setVerdict(r.verdict().name());
      row.setErrorPly(r.errorPly());
      row.setError(r.error());
      row.setPlies(r.plies());
      row.setWinner(r.winner());
      row.setTermination(r.termination());
      row.setFinalFen(r.finalFen());
      row.setIngestRun(run);
      StartPositions.Start start = starts.of(r.game(), r.rules(), g.tag("FEN").orElse(null));
      if (start != null) {
        row.setStartFen(start.fen());
        row.setFirstMover(start.side());
      }
      List<CaptureRow> captures = new ArrayList<>(r.captures().size());
      for (int i = 0; i < r.captures().size(); i++) {
        captures.add(Captures.row(id, row, r.captures().get(i), values.get(i)));
      }
      IngestRow out = new IngestRow();
      out.setGame(row);
      out.setCaptures(captures);
      return out;
    }

    IngestRow rejected(RejectedRecord r, long base, long lineBase) {
      RejectedRow row = new RejectedRow();
      row.setSource(r.source());
      row.setOffset(base + r.offset());
      row.setReason(r.reason());
      row.setLine(lineBase + r.line());
      row.setColumn(r.column());
      row.setRaw(r.raw());
      row.setIngestRun(run);
      IngestRow out = new IngestRow();
      out.setRejected(row);
      out.setCaptures(new ArrayList<>());
      return out;
    }
  }
}
