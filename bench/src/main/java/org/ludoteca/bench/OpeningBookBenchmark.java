package org.ludoteca.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.OpeningBook;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.game.Verdict;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The cost of naming each game's opening while it is replayed: the 986 games with moves of the
 * first 999 of lichess's October 2021 dump (core/src/test/resources/lichess-2021-10), read once
 * into memory, each replayed with {@link Replay} and a ply listener that does nothing ({@link
 * #replay}), then with one that also feeds chess's {@link OpeningBook} tracker after each ply, as
 * the ingest would ({@link #replayNamingOpenings}). The difference of the two, per game, is the
 * classifier's cost; {@link #replayUnheard} replays with no listener at all, as the ingest replays
 * chess when nothing else listens, for the cost of the call per ply; {@link #trackOnly} plays the
 * moves on sessions alone, with and without the tracker, for the same difference without the
 * judging. Scores are games per second.
 *
 * <p>Run from the repository root: {@code ./mvnw -q -B -pl bench -am package -DskipTests && java
 * -jar bench/target/benchmarks.jar OpeningBook -wi 3 -i 5 -f 1}. The file is the system property
 * {@code ludoteca.pgn}, else the lichess games above.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class OpeningBookBenchmark {
  /** Games with moves in the lichess file. */
  static final int GAMES = 986;

  private List<GameRecord> games;
  private OpeningBook book;

  @Setup
  public void setUp() throws IOException, GameException {
    book = Games.named("chess").openingBook().orElseThrow();
    games = new ArrayList<>();
    Path file = Path.of(System.getProperty("ludoteca.pgn",
        "core/src/test/resources/lichess-2021-10/lichess_db_standard_rated_2021-10.head999.pgn.zst"));
    try (RecordReader in = RecordReader.open(file)) {
      while (in.hasNext()) {
        ReadResult r = in.next();
        if (r instanceof GameRecord && !((GameRecord) r).moves().isEmpty()) {
          GameRecord g = (GameRecord) r;
          Naming n = new Naming(book);
          if (Replay.replay(g, null, n).verdict() != Verdict.VALID || n.tracker == null
              || n.tracker.opening().isEmpty()) {
            throw new IllegalStateException("not a valid game with an opening: " + g.source() + "@" + g.offset());
          }
          games.add(g);
        }
      }
    }
    if (games.size() != GAMES) {
      throw new IllegalStateException("expected " + GAMES + " games with moves, read " + games.size());
    }
  }

  /** Replays every game with no listener, as the ingest replays chess today (no call per ply). */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void replayUnheard(Blackhole bh) {
    for (GameRecord g : games) {
      bh.consume(Replay.replay(g, null, null));
    }
  }

  /** Replays every game with a listener that does nothing. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void replay(Blackhole bh) {
    for (GameRecord g : games) {
      bh.consume(Replay.replay(g, null, new Silent()));
    }
  }

  /** Replays every game with a listener that names its opening. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void replayNamingOpenings(Blackhole bh) {
    for (GameRecord g : games) {
      Naming n = new Naming(book);
      bh.consume(Replay.replay(g, null, n));
      bh.consume(n.tracker.opening());
    }
  }

  /** Plays the first 40 plies (or fewer) of every game on a session, tracking the opening or not. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void trackOnly(Blackhole bh) throws GameException, org.ludoteca.game.MoveException {
    GameReplayer replayer = Games.named("chess").replayer("standard");
    for (GameRecord g : games) {
      GameReplayer.Session s = replayer.start(null);
      OpeningBook.Tracker t = book.track(s).orElseThrow();
      List<String> moves = g.moves();
      for (int i = 0, n = Math.min(40, moves.size()); i < n; i++) {
        bh.consume(s.play(moves.get(i)));
        t.played();
      }
      bh.consume(t.opening());
    }
  }

  /** As {@link #trackOnly}, without the tracker. */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void playOnly(Blackhole bh) throws GameException, org.ludoteca.game.MoveException {
    GameReplayer replayer = Games.named("chess").replayer("standard");
    for (GameRecord g : games) {
      GameReplayer.Session s = replayer.start(null);
      List<String> moves = g.moves();
      for (int i = 0, n = Math.min(40, moves.size()); i < n; i++) {
        bh.consume(s.play(moves.get(i)));
      }
    }
  }

  /** A listener that learns nothing but is called for every ply, as the ingest's are. */
  static class Silent implements Replay.PlyListener {
    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {}

    @Override
    public boolean needsFen() {
      return false;
    }
  }

  /** The ingest's way: a tracker started with the session, told of each ply while it searches. */
  static final class Naming extends Silent {
    private final OpeningBook book;
    OpeningBook.Tracker tracker;
    private boolean searching;

    Naming(OpeningBook book) {
      this.book = book;
    }

    @Override
    public void started(GameReplayer.Session session) {
      tracker = book.track(session).orElse(null);
      searching = tracker != null;
    }

    @Override
    public void played(int ply, String fen, List<CaptureEvent> captures) {
      if (searching) {
        searching = tracker.played();
      }
    }
  }
}
