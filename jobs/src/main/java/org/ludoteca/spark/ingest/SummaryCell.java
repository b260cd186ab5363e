package org.ludoteca.spark.ingest;

import java.util.Map;
import java.util.Objects;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.Strata;

/**
 * The cell a stratified summary row counts its games in: their partition (game, rule set, ingest
 * run) and their value of each built-in stratum ({@link Strata}: time control class, rating band,
 * month). The keys of {@link StatsPartials} and {@link ResearchPartials} share it, {@link #of}
 * computes it from a game's tags and {@link #setOn} sets its six columns on a summary row: a new
 * stratum is a component, its column and its value here, and its column in the tables' definition
 * ({@link Table}), nowhere else.
 */
record SummaryCell(String game, String rules, String run, String timeControl, String rating, String month) {
  /** The cell of a game of this partition with these tags. */
  static SummaryCell of(String game, String rules, String run, Map<String, String> tags) {
    return new SummaryCell(game, rules, run, Strata.timeControl(tags.get("TimeControl")),
        Strata.rating(tags.get("WhiteElo"), tags.get("BlackElo")), Strata.month(tags.get("UTCDate"), tags.get("Date")));
  }

  /** Sets the cell's columns (the strata's and the partition's) on {@code row}; returns the row. */
  Table.Row setOn(Table.Row row) {
    return row.set(Strata.TIME_CONTROL, timeControl).set(Strata.RATING, rating).set(Strata.MONTH, month)
        .partition(game, rules, run);
  }

  /**
   * {@link SummaryCell#of}, remembering the last game's: each stratum is computed again only when
   * its tags differ from the last game's, and the last cell is given again when nothing differs (a
   * dump's games come by date, and a few time controls: no strings built, and keys whose strings
   * are the same objects). Not thread-safe: one per task.
   */
  static final class Memo {
    /** The tags the strata were last computed from, and their values (those of a game without the tags at first). */
    private String timeControlTag;
    private String whiteElo;
    private String blackElo;
    private String utcDate;
    private String date;
    private String timeControl = Strata.timeControl(null);
    private String rating = Strata.rating(null, null);
    private String month = Strata.month(null, null);
    private SummaryCell last;

    /** Equal to {@code SummaryCell.of(game, rules, run, tags)}. */
    SummaryCell of(String game, String rules, String run, Map<String, String> tags) {
      String timeControlTag = tags.get("TimeControl");
      if (!Objects.equals(timeControlTag, this.timeControlTag)) {
        this.timeControlTag = timeControlTag;
        timeControl = Strata.timeControl(timeControlTag);
      }
      String whiteElo = tags.get("WhiteElo");
      String blackElo = tags.get("BlackElo");
      if (!Objects.equals(whiteElo, this.whiteElo) || !Objects.equals(blackElo, this.blackElo)) {
        this.whiteElo = whiteElo;
        this.blackElo = blackElo;
        rating = Strata.rating(whiteElo, blackElo);
      }
      String utcDate = tags.get("UTCDate");
      String date = tags.get("Date");
      if (!Objects.equals(utcDate, this.utcDate) || !Objects.equals(date, this.date)) {
        this.utcDate = utcDate;
        this.date = date;
        month = Strata.month(utcDate, date);
      }
      SummaryCell c = last;
      if (c == null || c.timeControl != timeControl || c.rating != rating || c.month != month
          || !Objects.equals(c.game, game) || !Objects.equals(c.rules, rules) || !Objects.equals(c.run, run)) {
        last = c = new SummaryCell(game, rules, run, timeControl, rating, month);
      }
      return c;
    }
  }
}
