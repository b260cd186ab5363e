package org.ludoteca.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Row;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.RecordReader;
import org.ludoteca.record.RejectedRecord;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.replay.CaptureEvent;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayResult;

/**
 * Executor code: reads one slice with {@link RecordReader}, replays each game once and yields its
 * {@link Staged} rows lazily (the game, its captures, its positions when asked; memory bounded by
 * one record), then one tally row of the records read. A stream
 * failure (corrupt gzip, an I/O error) ends the slice with one {@code unreadable file} rejection
 * at the offset reached; it never fails the task.
 */
final class ReadSplit implements FlatMapFunction<SplitRow, Row> {
  private static final long serialVersionUID = 1L;
  private final String defaultRules;
  private final boolean positions;

  /**
   * @param defaultRules the rule set for games without a {@code Rules} tag, or null for the game's
   * @param positions whether to yield a row per position of every game played
   */
  ReadSplit(String defaultRules, boolean positions) {
    this.defaultRules = defaultRules;
    this.positions = positions;
  }

  @Override
  public Iterator<Row> call(SplitRow split) {
    return new Rows(split, defaultRules, positions);
  }

  /** The lazy iterator over one slice. */
  private static final class Rows implements Iterator<Row> {
    private final SplitRow split;
    private final RowMaker maker;
    private final long base;
    private RecordReader reader;
    /** Rows of the record read last, not yet returned. */
    private final java.util.ArrayDeque<Row> pending = new java.util.ArrayDeque<>();
    private long read;
    private boolean opened;
    private boolean finished;
    private long lineBase = -1;

    Rows(SplitRow split, String defaultRules, boolean positions) {
      this.split = split;
      this.maker = new RowMaker(split.getIngestRun(), defaultRules, positions);
      this.base = Math.max(0, split.getStart());
    }

    @Override
    public boolean hasNext() {
      if (pending.isEmpty() && !finished) {
        advance(pending);
      }
      return !pending.isEmpty();
    }

    @Override
    public Row next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return pending.poll();
    }

    /** Adds the rows of the next record, or the tally at the end, to {@code out}. */
    private void advance(java.util.ArrayDeque<Row> out) {
      if (!opened) {
        opened = true;
        try {
          InputStream in = Splits.open(Splits.fs(split.getPath()), split);
          reader = RecordReader.of(in, split.getPath(), RecordFormat.valueOf(split.getFormat()));
        } catch (IOException | RuntimeException e) {
          out.add(fileError(base, e));
          return;
        }
      }
      if (reader != null) {
        try {
          if (reader.hasNext()) {
            ReadResult r = reader.next();
            read++;
            if (r instanceof GameRecord g) {
              maker.game(g, base, out);
            } else {
              out.add(maker.rejected((RejectedRecord) r, base, lineBase()));
            }
            return;
          }
        } catch (RuntimeException e) {
          close();
          out.add(fileError(base, e instanceof UncheckedIOException u ? u.getCause() : e));
          return;
        }
        close();
      }
      finished = true;
      out.add(Staged.tally(read));
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

    private Row fileError(long offset, Throwable e) {
      read++;
      String m = e.getMessage();
      return Staged.rejected(split.getPath(), offset,
          ("unreadable file: " + (m == null ? e.getClass().getSimpleName() : m)).replaceAll("[\\r\\n]+", " "),
          null, null, "", split.getIngestRun());
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
    private final boolean positions;
    private final StartPositions starts = new StartPositions();

    RowMaker(String run, String defaultRules, boolean positions) {
      this.run = run;
      this.defaultRules = defaultRules;
      this.positions = positions;
    }

    /** Replays a game once and adds its rows: the game, its captures, then its positions if asked. */
    void game(GameRecord g, long base, java.util.Collection<Row> out) {
      ReplayResult r;
      String gameTag = g.tag("Game").orElse(null);
      AttackerValues values = new AttackerValues(gameTag);
      Positions seen = positions ? new Positions(values) : null;
      try {
        r = Replay.replay(g, defaultRules, seen != null ? seen : values);
      } catch (RuntimeException e) {
        // A bug in a game's rules must not lose the record: it is kept, UNREADABLE, with the reason.
        r = new ReplayResult(g.source(), g.offset(), gameTag, null,
            org.ludoteca.replay.Verdict.UNREADABLE, 0, "replay failed: " + e, 0, null, null,
            g.tag("Result").orElse(g.resultToken()), g.tag("Termination").orElse(null), null, List.of(), List.of());
      }
      long offset = base + g.offset();
      String id = GameIds.of(g.source(), offset, g.text());
      StartPositions.Start start = starts.of(r.game(), r.rules(), g.tag("FEN").orElse(null));
      Staged.Game row = new Staged.Game(id, g.source(), offset, new java.util.LinkedHashMap<>(g.tags()),
          start == null ? null : start.fen(), new ArrayList<>(g.moves()), r.declaredResult(),
          r.declaredTermination(), r.verdict().name(), r.errorPly(), r.error(), r.plies(), r.winner(),
          r.termination(), r.finalFen(), start == null ? null : start.side(), GameIds.bounded(r.game()),
          GameIds.bounded(r.rules()), run);
      out.add(Staged.game(row));
      List<CaptureEvent> captures = r.captures();
      for (int i = 0; i < captures.size(); i++) {
        out.add(Staged.capture(row, captures.get(i), values.get(i)));
      }
      if (seen != null && r.verdict() != org.ludoteca.replay.Verdict.UNREADABLE) {
        seen.rows(row, out);
      }
    }

    Row rejected(RejectedRecord r, long base, long lineBase) {
      return Staged.rejected(r.source(), base + r.offset(), r.reason(), lineBase + r.line(), r.column(), r.raw(), run);
    }
  }

  /**
   * Every position a replay reaches, from the start (ply 0) to the last legal ply: the compact
   * code when the game's session has one ({@link GameReplayer.Session#compactPosition}), else the
   * FEN. Passes each ply on to the attacker values, which ride along the same replay.
   */
  static final class Positions implements Replay.PlyListener {
    private final AttackerValues values;
    private GameReplayer.Session session;
    private final List<byte[]> codes = new ArrayList<>();
    private final List<String> fens = new ArrayList<>();

    Positions(AttackerValues values) {
      this.values = values;
    }

    @Override
    public void started(GameReplayer.Session s) {
      session = s;
      keep();
    }

    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {
      values.played(ply, fen, captures);
      keep();
    }

    private void keep() {
      java.util.Optional<byte[]> code = session.compactPosition();
      codes.add(code.orElse(null));
      fens.add(code.isPresent() ? null : session.fen());
    }

    /** Adds one row per position kept; none when the game never started. */
    void rows(Staged.Game game, java.util.Collection<Row> out) {
      for (int ply = 0; ply < codes.size(); ply++) {
        out.add(Staged.position(game, ply, codes.get(ply), fens.get(ply)));
      }
    }
  }
}
