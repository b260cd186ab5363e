package org.ludoteca.spark.ingest;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.ludoteca.game.EndingKind;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.game.Side;
import org.ludoteca.game.StartPositionKeys;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.AccuracySummary;
import org.ludoteca.stats.ClockUsage;
import org.ludoteca.stats.GameAccuracy;
import org.ludoteca.stats.MoveTimes;
import org.ludoteca.stats.OpeningTally;
import org.ludoteca.stats.RatedGames;
import org.ludoteca.stats.TimeControl;

/**
 * Executor code: what issue 39's statistics need of one ingest task's games, counted while the task
 * replays them (the rows of {@link Table#RESEARCH_SUMMARY}), by game, rule set, run and the games'
 * strata (time control class, rating band, month), in core's own partial values ({@link
 * OpeningTally}, {@link RatedGames}, {@link ClockUsage}, {@link AccuracySummary}). The statistics
 * sum the rows over the tasks and runs and finish on the driver ({@code ResearchStatistics}), so
 * they need no second scan of {@code games}. Only {@code VALID} games count, as before; every game
 * counts in its cell's {@code games} row.
 */
public final class ResearchPartials {
  /** Which statistics are counted: all in the ingest; those whose columns a {@code games} read back has. */
  public record Counted(boolean openings, boolean elo, boolean clocks, boolean accuracy)
      implements java.io.Serializable {
    public static final Counted ALL = new Counted(true, true, true, true);

    /** Whether any is. */
    public boolean any() {
      return openings || elo || clocks || accuracy;
    }
  }

  /** The partial values of one cell. */
  private static final class Cell {
    long games;
    /** By eco and name: White's wins, draws, Black's wins, plies (an {@link OpeningTally}'s counts, added in place). */
    final Map<List<String>, long[]> openings = new LinkedHashMap<>();
    /** By start position (null: not known, or not compared). */
    final Map<String, RatedGames.Builder> elo = new LinkedHashMap<>();
    final ClockUsage.Builder clocks = new ClockUsage.Builder();
    final AccuracySummary.Builder accuracy = new AccuracySummary.Builder();
  }

  private final Counted counted;
  /** By partition and strata values. */
  private final Map<SummaryCell, Cell> cells = new LinkedHashMap<>();
  private final SummaryCell.Memo cellOf = new SummaryCell.Memo();
  private final Map<String, Optional<StartPositionKeys>> keysByGame = new HashMap<>();
  /** The last tag the time control was read from, and what it gave. */
  private String lastTimeControlTag;
  private TimeControl lastTimeControl;
  /** The last game's cell and its key: a dump's consecutive games mostly share it (no key hashed). */
  private SummaryCell lastCellKey;
  private Cell lastCell;
  /** The last game and start position whose start key was looked up, and the key (standard games share one start). */
  private String lastKeyGame;
  private String lastKeyStart;
  private String lastKey;

  /** Counts every statistic. */
  public ResearchPartials() {
    this(Counted.ALL);
  }

  public ResearchPartials(Counted counted) {
    this.counted = counted;
  }

  /** Counts a game: its row and typed columns as the ingest writes them to {@code games}. */
  public void game(TableRows.Game g, TypedColumns typed) {
    count(g.game(), g.rules(), g.ingestRun(), g.tags(), g.verdict(), g.winner(), g.firstMover(), g.plies(),
        g.startFen(), g.clocks(), typed);
  }

  /**
   * Counts a game given by its columns of {@code games}: {@code typed}'s declared ending, ratings,
   * opening and accuracies are read, its other columns not.
   */
  public void game(String game, String rules, String run, Map<String, String> tags, String verdict,
      String winnerLabel, String firstMoverLabel, int plies, String startFen, List<Integer> clocks, TypedColumns typed) {
    count(game, rules, run, tags, Verdict.ofLabel(verdict), Winner.ofLabel(winnerLabel),
        Side.ofLabel(firstMoverLabel), plies, startFen, clocks, typed);
  }

  private void count(String game, String rules, String run, Map<String, String> tags, Verdict verdict,
      Winner winner, Side firstMover, int plies, String startFen, List<Integer> clocks, TypedColumns typed) {
    String timeControlTag = tags.get("TimeControl");
    if (lastTimeControl == null || !Objects.equals(timeControlTag, lastTimeControlTag)) {
      lastTimeControlTag = timeControlTag;
      lastTimeControl = TimeControl.parse(timeControlTag);
    }
    SummaryCell key = cellOf.of(game, rules, run, tags);
    if (key != lastCellKey) {
      lastCellKey = key;
      lastCell = cells.computeIfAbsent(key, k -> new Cell());
    }
    Cell cell = lastCell;
    cell.games++;
    if (verdict != Verdict.VALID) {
      return;
    }
    if (counted.openings() && winner != null && typed.eco() != null && typed.opening() != null) {
      long[] n = cell.openings.computeIfAbsent(List.of(typed.eco(), typed.opening()), x -> new long[4]);
      n[winner == Winner.WHITE ? 0 : winner == Winner.DRAW ? 1 : 2]++;
      n[3] += plies;
    }
    Integer whiteElo = typed.whiteElo();
    Integer blackElo = typed.blackElo();
    if (counted.elo() && winner != null && firstMover != null) {
      String position = startKey(game, startFen);
      RatedGames.Builder b = cell.elo.computeIfAbsent(position, x -> new RatedGames.Builder());
      if (whiteElo == null || blackElo == null) {
        b.addUnrated(1);
      } else {
        b.addCounts(firstMover == Side.WHITE ? whiteElo - blackElo : blackElo - whiteElo,
            winner.isWonBy(firstMover) ? 1 : 0, winner == Winner.DRAW ? 1 : 0,
            winner.isWonBy(firstMover.opponent()) ? 1 : 0);
      }
    }
    String white = whiteElo == null ? null : whiteElo.toString();
    String black = blackElo == null ? null : blackElo.toString();
    if (counted.clocks() && firstMover != null) {
      Side lostOnTime = EndingKind.TIME_FORFEIT.label().equals(typed.declaredEnding()) && winner != null
          && winner.side() != null ? winner.side().opponent() : null;
      // move_seconds as computed for the games row: the same time control and clocks
      MoveTimes times = typed.moveSeconds() instanceof MoveTimes t ? t : MoveTimes.of(lastTimeControl, clocks);
      cell.clocks.add(game, rules, lastTimeControl, white, black, firstMover, clocks, times, winner, lostOnTime);
    }
    if (counted.accuracy()) {
      Double aw = typed.accuracyWhite();
      Double ab = typed.accuracyBlack();
      Double lw = typed.acplWhite();
      Double lb = typed.acplBlack();
      if ((aw != null && lw != null) || (ab != null && lb != null)) {
        // a side counts with both its accuracy and its loss
        cell.accuracy.add(game, rules, lastTimeControl, white, black, new GameAccuracy(lw == null ? null : aw,
            lb == null ? null : ab, aw == null ? null : lw, ab == null ? null : lb), winner);
      }
    }
  }

  /** The start position's key of a game ({@link StartPositionKeys#key}), or null; looked up again only when game or start change. */
  private String startKey(String game, String startFen) {
    if (!Objects.equals(game, lastKeyGame) || !Objects.equals(startFen, lastKeyStart)) {
      lastKeyGame = game;
      lastKeyStart = startFen;
      lastKey = keysByGame.computeIfAbsent(game, x -> Games.find(x).flatMap(Game::startPositionKeys))
          .map(k -> k.key(startFen)).orElse(null);
    }
    return lastKey;
  }

  /** Writes the rows counted so far to {@code sink}, values in the table's column order. */
  public void writeTo(TableRows.Sink sink) {
    cells.forEach((k, cell) -> {
      sink.write(Table.RESEARCH_SUMMARY, row(k, "games", "games", cell.games));
      cell.openings.forEach((o, n) -> sink.write(Table.RESEARCH_SUMMARY, row(k, "opening", "eco", o.get(0),
          "opening", o.get(1), "white_wins", n[0], "draws", n[1], "black_wins", n[2], "plies", n[3])));
      cell.elo.forEach((position, b) -> {
        RatedGames r = b.build();
        for (int i = 0; i < r.size(); i++) { // the first mover's wins, in core's White's place
          sink.write(Table.RESEARCH_SUMMARY, row(k, "elo", "start_position", position, "elo_difference", r.delta(i),
              "first_mover_wins", r.whiteWins(i), "draws", r.draws(i), "second_mover_wins", r.blackWins(i)));
        }
        if (r.unrated() > 0) {
          sink.write(Table.RESEARCH_SUMMARY, row(k, "elo", "start_position", position, "games", r.unrated()));
        }
      });
      ClockUsage u = cell.clocks.build();
      u.moveTimes().forEach((m, h) -> h.forEach((cs, n) -> sink.write(Table.RESEARCH_SUMMARY, row(k, "clock_moves",
          "time_control_class", m.timeControl(), "rating_band", m.rating(), "phase", m.phase(), "centiseconds", cs,
          "moves", n))));
      u.players().forEach((p, c) -> sink.write(Table.RESEARCH_SUMMARY, row(k, "clock_players",
          "time_control_class", p.timeControl(), "rating_band", p.rating(), "players", c.players(),
          "lost_on_time", c.lostOnTime(), "low_clock", c.lowClock(), "low_clock_scored", c.lowClockScored(),
          "low_clock_half_points", c.lowClockHalfPoints(), "other_scored", c.otherScored(),
          "other_half_points", c.otherHalfPoints())));
      cell.accuracy.build().cells().forEach((a, s) -> sink.write(Table.RESEARCH_SUMMARY, row(k, "accuracy",
          "time_control_class", a.timeControl(), "rating_band", a.rating(), "result", a.result(),
          "players", s.players(), "accuracy", s.accuracy(), "accuracy_squares", s.accuracySquares(), "acpl", s.acpl(),
          "acpl_squares", s.acplSquares())));
    });
  }

  /** A row of the cell's partition and strata and of {@code part}, its other values given by column name. */
  private static Object[] row(SummaryCell k, String part, Object... namesAndValues) {
    Table.Row row = k.setOn(Table.RESEARCH_SUMMARY.row()).set("part", part);
    for (int i = 0; i < namesAndValues.length; i += 2) {
      row.set((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return row.values();
  }
}
