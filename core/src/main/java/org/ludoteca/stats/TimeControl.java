package org.ludoteca.stats;

import java.util.Objects;
import java.util.OptionalInt;
import org.ludoteca.codec.Digits;

/**
 * A {@code TimeControl} tag read: its kind, and for a clock its base time and increment in
 * seconds (the {@code games} table's {@code time_control_base} and {@code time_control_increment}).
 * The forms, from the PGN standard (section 9.6.1) and the sites' exports:
 *
 * <ul>
 *   <li>{@code 180+2}: a {@link Kind#CLOCK}, base 180, increment 2 (lichess, chess.com, the
 *       standard's incremental form);</li>
 *   <li>{@code 60}: a {@link Kind#CLOCK}, base 60, increment 0 (chess.com without an increment,
 *       the standard's sudden death);</li>
 *   <li>{@code 1/86400}: {@link Kind#DAILY}, no base or increment, 86,400 s a move (chess.com's
 *       daily games: one move per period);</li>
 *   <li>{@code 40/7200:3600}, {@code 40/5400+30:1800+30}: {@link Kind#PERIODS}, the first period's
 *       base and increment, 7200 and 0, 5400 and 30 (over-the-board collections, FIDE);</li>
 *   <li>{@code *180}: {@link Kind#SANDCLOCK}, no base or increment, 180 s on the sandglass (the
 *       standard's sandclock);</li>
 *   <li>{@code -}: {@link Kind#CORRESPONDENCE}, no clock (lichess's correspondence and unlimited
 *       games; the standard's "no time control");</li>
 *   <li>{@code ?}, empty, missing, anything else: {@link Kind#UNKNOWN}.</li>
 * </ul>
 *
 * Numbers are whole seconds, at most nine digits. Immutable.
 *
 * @param kind the form the tag has
 * @param base the base time in seconds ({@link Kind#CLOCK}), the first period's ({@link
 *     Kind#PERIODS}), the seconds per move ({@link Kind#DAILY}) or on the sandglass ({@link
 *     Kind#SANDCLOCK}); 0 otherwise
 * @param increment the increment per move in seconds ({@link Kind#CLOCK}, {@link Kind#PERIODS});
 *     0 otherwise
 * @param moves the moves of the first period ({@link Kind#PERIODS}), 1 for {@link Kind#DAILY}; 0 otherwise
 */
public record TimeControl(Kind kind, int base, int increment, int moves) {
  /** What a {@code TimeControl} tag says. */
  public enum Kind {
    /** Base time and increment: {@code base+increment} or {@code base}. */
    CLOCK,
    /** One move per period of the given seconds, no base: {@code 1/86400}. */
    DAILY,
    /** A number of moves in a period, more periods after it: {@code 40/7200:3600}. */
    PERIODS,
    /** A sandglass of the given seconds: {@code *180}. */
    SANDCLOCK,
    /** No clock: {@code -}. */
    CORRESPONDENCE,
    /** Not written, {@code ?}, or not one of these forms. */
    UNKNOWN
  }

  /** The tag read as nothing: {@link Kind#UNKNOWN}. */
  public static final TimeControl UNKNOWN = new TimeControl(Kind.UNKNOWN, 0, 0, 0);
  /** {@code -}: no clock. */
  public static final TimeControl CORRESPONDENCE = new TimeControl(Kind.CORRESPONDENCE, 0, 0, 0);

  public TimeControl {
    Objects.requireNonNull(kind, "kind");
    if (base < 0 || increment < 0 || moves < 0) {
      throw new IllegalArgumentException("a time control's numbers are not negative: " + base + ", " + increment
          + ", " + moves);
    }
  }

  /** A clock of {@code base} seconds and {@code increment} seconds a move. */
  public static TimeControl clock(int base, int increment) {
    return new TimeControl(Kind.CLOCK, base, increment, 0);
  }

  /** Reads a {@code TimeControl} tag's value (null for a game without one): see the class comment. */
  public static TimeControl parse(String tag) {
    if (tag == null) {
      return UNKNOWN;
    }
    String t = tag.strip();
    if (t.equals("-")) {
      return CORRESPONDENCE;
    }
    if (t.startsWith("*")) {
      int seconds = Digits.parse(t, 1, t.length());
      return seconds < 0 ? UNKNOWN : new TimeControl(Kind.SANDCLOCK, seconds, 0, 0);
    }
    int slash = t.indexOf('/');
    if (slash >= 0) {
      int moves = Digits.parse(t, 0, slash);
      int colon = t.indexOf(':', slash);
      int end = colon < 0 ? t.length() : colon;
      int[] period = baseAndIncrement(t, slash + 1, end);
      if (moves < 1 || period == null || (colon >= 0 && !periodsFollow(t, colon))) {
        return UNKNOWN;
      }
      if (moves == 1 && colon < 0 && period[1] == 0) {
        return new TimeControl(Kind.DAILY, period[0], 0, 1);
      }
      return new TimeControl(Kind.PERIODS, period[0], period[1], moves);
    }
    int[] clock = baseAndIncrement(t, 0, t.length());
    return clock == null ? UNKNOWN : clock(clock[0], clock[1]);
  }

  /**
   * Whether {@code t} from {@code colon} is {@code :period(:period)*}, each period {@code
   * [moves/]seconds[+increment]}.
   */
  private static boolean periodsFollow(String t, int colon) {
    int at = colon;
    while (at < t.length()) {
      if (t.charAt(at) != ':') {
        return false;
      }
      int next = t.indexOf(':', at + 1);
      int end = next < 0 ? t.length() : next;
      int slash = t.indexOf('/', at + 1);
      int from = at + 1;
      if (slash >= 0 && slash < end) {
        if (Digits.parse(t, from, slash) < 1) {
          return false;
        }
        from = slash + 1;
      }
      if (baseAndIncrement(t, from, end) == null) {
        return false;
      }
      at = end;
    }
    return true;
  }

  /** {@code seconds} or {@code seconds+increment} in t[from, to), or null. */
  private static int[] baseAndIncrement(String t, int from, int to) {
    int plus = t.indexOf('+', from);
    if (plus >= 0 && plus < to) {
      int base = Digits.parse(t, from, plus);
      int increment = Digits.parse(t, plus + 1, to);
      return base < 0 || increment < 0 ? null : new int[] {base, increment};
    }
    int base = Digits.parse(t, from, to);
    return base < 0 ? null : new int[] {base, 0};
  }

  /** The base time in seconds, for a clock or periods ({@code time_control_base}); empty for the other kinds. */
  public OptionalInt baseSeconds() {
    return kind == Kind.CLOCK || kind == Kind.PERIODS ? OptionalInt.of(base) : OptionalInt.empty();
  }

  /** The increment in seconds, for a clock or periods ({@code time_control_increment}); empty for the other kinds. */
  public OptionalInt incrementSeconds() {
    return kind == Kind.CLOCK || kind == Kind.PERIODS ? OptionalInt.of(increment) : OptionalInt.empty();
  }

  /**
   * The time control class, as lichess classes its games by the estimated duration {@code base +
   * 40 × increment} in seconds: {@code ultrabullet} below 30, {@code bullet} below 180, {@code
   * blitz} below 480, {@code rapid} below 1500, else {@code classical} (a clock or periods: the
   * first period's numbers; a sandclock: its seconds); {@code correspondence} for {@link
   * Kind#CORRESPONDENCE} and {@link Kind#DAILY}; {@code unknown} for {@link Kind#UNKNOWN}. The
   * classes of the {@code time_control} stratum ({@link Strata#timeControl}), which reads {@code
   * base+increment} and {@code -} only.
   */
  public String category() {
    switch (kind) {
      case CORRESPONDENCE:
      case DAILY:
        return "correspondence";
      case UNKNOWN:
        return "unknown";
      default:
        long duration = (long) base + 40L * increment;
        return duration < 30 ? "ultrabullet" : duration < 180 ? "bullet" : duration < 480 ? "blitz"
            : duration < 1500 ? "rapid" : "classical";
    }
  }
}
