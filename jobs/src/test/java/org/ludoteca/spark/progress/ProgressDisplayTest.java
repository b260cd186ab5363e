package org.ludoteca.spark.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProgressDisplayTest {
  private static final long S = TimeUnit.SECONDS.toNanos(1);

  /** A clock the test sets. */
  private static final class FakeClock {
    long now;
  }

  private static ProgressDisplay.Snapshot ingest(long slices, long games, long bytesRead, long elapsedSeconds) {
    return new ProgressDisplay.Snapshot("ingest run-000001", slices, 12, "slices", games, bytesRead, 1200,
        elapsedSeconds * S);
  }

  @Test
  void line_ingest_stageSlicesGamesRateAndTimeLeftFromBytes() {
    // 300 of 1200 bytes in 10 s: 900 more take 30 s; slices alone (4 of 12) would say 20 s.
    assertEquals("ingest run-000001: 4/12 slices, 2500 games, 250 games/s, about 30 s left",
        ProgressDisplay.line(ingest(4, 2500, 300, 10)));
  }

  @Test
  void line_nothingDoneYet_noRateNoTimeLeft() {
    assertEquals("ingest run-000001: 0/12 slices, 0 games", ProgressDisplay.line(ingest(0, 0, 0, 0)));
  }

  @Test
  void line_allBytesRead_noTimeLeft() {
    assertEquals("ingest run-000001: 12/12 slices, 1 game, 1 games/s", ProgressDisplay.line(ingest(12, 1, 1200, 1)));
  }

  @Test
  void line_stageWithoutGames_tasksAndTimeLeftFromTasks() {
    ProgressDisplay.Snapshot s = new ProgressDisplay.Snapshot("stats: victory_types", 2, 8, "tasks", -1, 0, -1, 4 * S);
    assertEquals("stats: victory_types: 2/8 tasks, about 12 s left", ProgressDisplay.line(s));
  }

  @Test
  void duration_secondsMinutesHours() {
    assertEquals("59 s", ProgressDisplay.duration(59 * S));
    assertEquals("3 min 05 s", ProgressDisplay.duration(185 * S));
    assertEquals("2 h 04 min", ProgressDisplay.duration((2 * 3600 + 4 * 60 + 30) * S));
  }

  @Test
  void show_notTerminal_firstLineAtOnceThenAtMostEveryTenSeconds() {
    StringWriter err = new StringWriter();
    FakeClock clock = new FakeClock();
    ProgressDisplay d = new ProgressDisplay(new PrintWriter(err), false, () -> clock.now);
    d.show(ingest(0, 0, 0, 0));
    clock.now = 9 * S;
    d.show(ingest(1, 100, 100, 9));
    d.stageEnded(ingest(1, 100, 100, 9));
    clock.now = 10 * S;
    d.show(ingest(2, 200, 200, 10));
    clock.now = 19 * S;
    d.show(ingest(3, 300, 300, 19));
    clock.now = 25 * S;
    d.stageEnded(ingest(12, 1200, 1200, 25));
    assertEquals("""
        progress: ingest run-000001: 0/12 slices, 0 games
        progress: ingest run-000001: 2/12 slices, 200 games, 20 games/s, about 50 s left
        progress: ingest run-000001: 12/12 slices, 1200 games, 48 games/s
        """.replace("\n", System.lineSeparator()), err.toString());
  }

  @Test
  void show_terminal_oneLineRedrawnInPlaceAndClearedAtStageEnd() {
    StringWriter err = new StringWriter();
    FakeClock clock = new FakeClock();
    ProgressDisplay d = new ProgressDisplay(new PrintWriter(err), true, () -> clock.now);
    d.show(new ProgressDisplay.Snapshot("stats: game_length", 0, 4, "tasks", -1, 0, -1, 0));
    clock.now = S;
    d.show(new ProgressDisplay.Snapshot("x", 1, 4, "tasks", -1, 0, -1, S));
    d.stageEnded(new ProgressDisplay.Snapshot("x", 4, 4, "tasks", -1, 0, -1, S));
    String first = "stats: game_length: 0/4 tasks";
    String second = "x: 1/4 tasks, about 3 s left";
    assertEquals("\r" + first + "\r" + second + " ".repeat(first.length() - second.length())
        + "\r" + " ".repeat(first.length()) + "\r", err.toString());
    assertFalse(err.toString().contains("\n"), "no line ends: the line is redrawn");
  }

  @Test
  void show_terminalTooSoon_skipped() {
    StringWriter err = new StringWriter();
    FakeClock clock = new FakeClock();
    ProgressDisplay d = new ProgressDisplay(new PrintWriter(err), true, () -> clock.now);
    d.show(ingest(0, 0, 0, 0));
    clock.now = TimeUnit.MILLISECONDS.toNanos(50);
    d.show(ingest(1, 10, 100, 1));
    assertEquals("\ringest run-000001: 0/12 slices, 0 games", err.toString());
  }

  @Test
  void show_terminalLongLine_cutToFitEightyColumns() {
    StringWriter err = new StringWriter();
    ProgressDisplay d = new ProgressDisplay(new PrintWriter(err), true, () -> 0);
    d.show(new ProgressDisplay.Snapshot("stats: summarize the runs ingested without summary tables", 3, 8, "tasks",
        -1, 0, -1, S));
    assertEquals(1 + ProgressDisplay.TERMINAL_WIDTH, err.toString().length(), err.toString());
    assertTrue(err.toString().startsWith("\rstats: summarize the runs"), err.toString());
  }

  @Test
  void close_clearsAndThenShowsNothing() {
    StringWriter err = new StringWriter();
    FakeClock clock = new FakeClock();
    ProgressDisplay d = new ProgressDisplay(new PrintWriter(err), true, () -> clock.now);
    d.show(new ProgressDisplay.Snapshot("ab", 0, 1, "tasks", -1, 0, -1, 0));
    d.close();
    clock.now = 60 * S;
    d.show(new ProgressDisplay.Snapshot("ab", 1, 1, "tasks", -1, 0, -1, 0));
    d.close();
    assertEquals("\rab: 0/1 tasks\r" + " ".repeat(13) + "\r", err.toString());
  }
}
