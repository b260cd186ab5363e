package org.ludoteca.game;

import java.util.Optional;

/**
 * Names the opening a game reaches, ply by ply, riding along the replay that plays its moves (the
 * ingest's {@code eco} and {@code opening} columns). A game that has one says so through {@link
 * Game#openingBook()}; shared code knows openings only this way.
 *
 * <pre>{@code
 * OpeningBook book = game.openingBook().orElseThrow();
 * OpeningBook.Tracker t = book.track(session).orElse(null); // at the start, before any ply
 * // after each ply the session plays, while it says a deeper name may still come:
 * boolean more = t.played();
 * t.opening(); // the deepest named position reached so far
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe; a {@link Tracker} is not, and serves one game.
 */
public interface OpeningBook {
  /**
   * A tracker for one game whose replay has just set up {@code session} at its start position, or
   * empty when the book names no opening of games that start there (chess: any set-up position
   * other than the standard start) or the session is not one of this game's.
   */
  Optional<Tracker> track(GameReplayer.Session session);

  /** Follows one game's positions as its session plays them. */
  interface Tracker {
    /**
     * Reads the position the session reached with the ply just played, in the session given to
     * {@link #track}. Returns whether a later ply may still name a deeper position: false once
     * the game is past the book's reach, after which calling again changes nothing and costs
     * nothing, so a caller may stop.
     */
    boolean played();

    /** The deepest named position reached so far (the latest ply that reached one), or empty. */
    Optional<Opening> opening();
  }
}
