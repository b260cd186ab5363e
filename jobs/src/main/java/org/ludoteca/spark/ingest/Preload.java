package org.ludoteca.spark.ingest;

import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.game.OpeningBook;

/**
 * Loads, on a background thread while the Spark session starts (a core otherwise idle), what the
 * ingest's first tasks would load before their first replay of each game: every game's replayers
 * (their classes and tables) and its opening book (chess's, lichess's data set read from the jar:
 * 0.4 s of one core in the tasks on the real records, with the other task waiting for the same
 * class). It pays in local runs, where the tasks share this JVM. Nothing is computed that a task
 * uses from here; a failure is left for the task that meets it to report.
 */
public final class Preload {
  private Preload() {}

  /** Starts loading on a daemon thread; returns at once. */
  public static Thread start() {
    Thread t = new Thread(Preload::games, "preload-games");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /**
   * Each game's replayer of each rule set at its start, and its opening book tracking that start.
   *
   * @return the rule sets whose start was set up (every rule set of every game, unless one failed)
   */
  static int games() {
    int started = 0;
    for (Game g : Games.all()) {
      for (String rules : g.ruleSetNames()) {
        try {
          GameReplayer.Session start = g.replayer(rules).start(null);
          g.openingBook().ifPresent((OpeningBook book) -> book.track(start));
          started++;
        } catch (GameException | RuntimeException | LinkageError e) {
          // the ingest meets it again where it can say which record
        }
      }
    }
    return started;
  }
}
