package org.ludoteca.spark.ingest;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ludoteca.codec.Digits;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.game.Opening;
import org.ludoteca.game.OpeningBook;
import org.ludoteca.game.Side;
import org.ludoteca.game.Verdict;
import org.ludoteca.record.MoveAnnotations;
import org.ludoteca.replay.MoveLog;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.spark.table.Table;
import org.ludoteca.stats.GameAccuracy;
import org.ludoteca.stats.MoveTimes;
import org.ludoteca.stats.TimeControl;

/**
 * The typed columns of {@code games} (issues 38 and 39, data/format/09-tables.md): what a
 * researcher filters on without a cast or a tag look-up, each read once from the record's tags,
 * annotations and replay. A {@link MoveLog} kept by the replay gives the two that need the positions
 * ({@code uci}, and {@code eco} and {@code opening} from the game's opening book, {@link #BOOKS}).
 *
 * @param declaredEnding the normalised {@code Termination} ({@code EndingKind} label), null without the tag
 * @param startKind the kind of start ({@code standard}, {@code chess960}, {@code double-chess960}, {@code set-up})
 * @param whiteElo {@code WhiteElo} as a number, null when missing or not one
 * @param blackElo {@code BlackElo} as above
 * @param date {@code UTCDate}, else {@code Date}, the first complete and real date
 * @param timeControlBase the time control's base in seconds (a clock, or the first period's)
 * @param timeControlIncrement its increment in seconds
 * @param eco the deepest named position's ECO code, or null
 * @param opening its name, or null
 * @param uci the moves the replay played, in the game's coordinate notation, one space between
 * @param moveSeconds the seconds each ply took ({@link MoveTimes}), null without clocks
 * @param accuracyWhite White's accuracy ({@link GameAccuracy}), null without evaluations
 * @param accuracyBlack Black's
 * @param acplWhite White's average centipawn loss
 * @param acplBlack Black's
 */
public record TypedColumns(String declaredEnding, String startKind, Integer whiteElo, Integer blackElo,
    LocalDate date, Integer timeControlBase, Integer timeControlIncrement, String eco, String opening, String uci,
    List<Double> moveSeconds, Double accuracyWhite, Double accuracyBlack, Double acplWhite, Double acplBlack) {

  /** Every column null: a game that was never replayed. */
  static final TypedColumns NONE = new TypedColumns(null, null, null, null, null, null, null, null, null, null,
      null, null, null, null, null);

  /**
   * The columns of a replayed record.
   *
   * @param tags the record's tags
   * @param notes its clocks and evaluations
   * @param r its replay
   * @param firstMover the side that moved first, or null
   * @param plies what the replay noted of its plies, or null when it noted nothing
   */
  static TypedColumns of(Map<String, String> tags, MoveAnnotations notes, ReplayResult r, Side firstMover,
      MoveLog plies) {
    TimeControl tc = TimeControl.parse(tags.get("TimeControl"));
    GameAccuracy accuracy = notes.evals() != null && firstMover != null ? GameAccuracy.of(notes.evals(), firstMover)
        : null;
    Opening opening = plies == null ? null : plies.opening();
    boolean played = r.verdict() != Verdict.UNREADABLE && r.verdict() != Verdict.ILLEGAL;
    return new TypedColumns(
        r.declaredTermination() == null || r.declaredEnding() == null ? null : r.declaredEnding().label(),
        r.startKind(),
        elo(tags.get("WhiteElo")), elo(tags.get("BlackElo")),
        date(tags.get("UTCDate"), tags.get("Date")),
        tc.baseSeconds().isPresent() ? tc.baseSeconds().getAsInt() : null,
        tc.incrementSeconds().isPresent() ? tc.incrementSeconds().getAsInt() : null,
        opening == null ? null : opening.eco(), opening == null ? null : opening.name(),
        played && plies != null ? plies.moves() : null,
        MoveTimes.of(tc, notes.clocks()),
        accuracy == null ? null : accuracy.white(), accuracy == null ? null : accuracy.black(),
        accuracy == null ? null : accuracy.acplWhite(), accuracy == null ? null : accuracy.acplBlack());
  }

  /** Sets each of these columns of {@code row}, a row of {@code games}; returns the row. */
  Table.Row setOn(Table.Row row) {
    return row
        .set(GamesColumns.DECLARED_ENDING, declaredEnding)
        .set(GamesColumns.START_KIND, startKind)
        .set(GamesColumns.WHITE_ELO, whiteElo)
        .set(GamesColumns.BLACK_ELO, blackElo)
        .set(GamesColumns.DATE, date)
        .set(GamesColumns.TIME_CONTROL_BASE, timeControlBase)
        .set(GamesColumns.TIME_CONTROL_INCREMENT, timeControlIncrement)
        .set(GamesColumns.ECO, eco)
        .set(GamesColumns.OPENING, opening)
        .set(GamesColumns.UCI, uci)
        .set(GamesColumns.MOVE_SECONDS, moveSeconds)
        .set(GamesColumns.ACCURACY_WHITE, accuracyWhite)
        .set(GamesColumns.ACCURACY_BLACK, accuracyBlack)
        .set(GamesColumns.ACPL_WHITE, acplWhite)
        .set(GamesColumns.ACPL_BLACK, acplBlack);
  }

  /**
   * A rating tag as a number: one to nine digits, nothing else (no sign, no spaces); null when
   * missing, {@code ?}, {@code -}, empty or anything else.
   */
  static Integer elo(String tag) {
    int v = tag == null ? -1 : Digits.parse(tag, 0, tag.length());
    return v < 0 ? null : v;
  }

  /**
   * The game's date: {@code utcDate}, else {@code date}, the first that is complete ({@code
   * YYYY.MM.DD}, digits only: no {@code ??}) and a real day; null when neither is. The same choice
   * as the {@code month} stratum ({@code Strata.month}).
   */
  static LocalDate date(String utcDate, String date) {
    for (String d : new String[] {utcDate, date}) {
      LocalDate day = day(d);
      if (day != null) {
        return day;
      }
    }
    return null;
  }

  private static LocalDate day(String d) {
    if (d == null || d.length() != 10 || d.charAt(4) != '.' || d.charAt(7) != '.') {
      return null;
    }
    int y = Digits.parse(d, 0, 4);
    int m = Digits.parse(d, 5, 7);
    int day = Digits.parse(d, 8, 10);
    if (y < 0 || m < 0 || day < 0) {
      return null;
    }
    try {
      return LocalDate.of(y, m, day);
    } catch (DateTimeException e) {
      return null; // 2021.02.30, 2021.13.01: no such day
    }
  }

  /** The games whose opening books may name a session's start, found once. */
  static final List<OpeningBook> BOOKS = Games.all().stream().map(Game::openingBook)
      .flatMap(Optional::stream).toList();
}
