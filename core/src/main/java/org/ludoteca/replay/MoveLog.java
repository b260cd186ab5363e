package org.ludoteca.replay;

import java.util.List;
import java.util.Optional;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Opening;
import org.ludoteca.game.OpeningBook;

/**
 * What a replay can note of its plies as it plays them, for the ingest's {@code uci}, {@code eco}
 * and {@code opening} columns: each ply's move in the game's coordinate notation ({@link
 * GameReplayer.Session#appendLastMove}) and the search of an opening book ({@link
 * OpeningBook.Tracker}), until the book says no deeper name can come.
 *
 * <pre>{@code
 * MoveLog log = new MoveLog(books);            // one per thread, reused game after game
 * ReplayResult r = Replay.replay(record, null, null, log);
 * log.moves();    // "e2e4 e7e5 g1f3", or null
 * log.opening();  // the deepest named position reached, or null
 * }</pre>
 *
 * <p>A final class the replay calls directly after each ply, not a {@link Replay.PlyListener}: no
 * chain of listeners to pass each ply through, and the ingest replays plain chess with no listener
 * at all (docs/pipeline-profile.md, issue 40, wave 7). Each replay given a log clears it first, so
 * it holds the last game's plies only. Not thread-safe.
 */
public final class MoveLog {
  private final List<OpeningBook> books;
  private final StringBuilder moves = new StringBuilder(512);
  private int count;
  /** Whether every ply so far had a coordinate notation: false for a game without one. */
  private boolean coordinates;
  private OpeningBook.Tracker tracker;
  /** Whether {@link #tracker} may still name a deeper position. */
  private boolean searching;

  /**
   * @param books the opening books that may name a game's start, asked in order: the first that
   *     tracks the session follows the game
   */
  public MoveLog(List<OpeningBook> books) {
    this.books = List.copyOf(books);
  }

  /** Forgets the last game: nothing played, no opening. */
  void clear() {
    moves.setLength(0);
    count = 0;
    coordinates = true;
    tracker = null;
    searching = false;
  }

  /** The game's session has set up its start, before the first ply. */
  void started(GameReplayer.Session session) {
    for (int i = 0; i < books.size(); i++) {
      Optional<OpeningBook.Tracker> t = books.get(i).track(session);
      if (t.isPresent()) {
        tracker = t.get();
        searching = true;
        return;
      }
    }
  }

  /** The session has played a ply legally. */
  void played(GameReplayer.Session session) {
    if (coordinates) {
      int before = moves.length();
      if (before > 0) {
        moves.append(' ');
      }
      if (session.appendLastMove(moves)) {
        count++;
      } else {
        coordinates = false; // a game without the notation: no moves
        moves.setLength(before);
      }
    }
    if (searching) {
      searching = tracker.played();
    }
  }

  /**
   * The moves the last replay played, in the game's coordinate notation, one space between; null
   * when it played none or the game has no such notation.
   */
  public String moves() {
    return coordinates && count > 0 ? moves.toString() : null;
  }

  /** The deepest named position the last replay reached, or null (no book followed the game). */
  public Opening opening() {
    return tracker == null ? null : tracker.opening().orElse(null);
  }
}
