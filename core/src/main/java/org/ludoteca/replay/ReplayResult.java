package org.ludoteca.replay;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/**
 * What replaying one record found. Built by {@link Replay}; see there for the rules.
 *
 * @param source the file or stream of the record
 * @param offset the record's byte offset in it
 * @param game the {@code Game} tag, or null when absent or the record was rejected by the reader
 * @param rules the rule set played (the {@code Rules} tag or the default), or null when unknown
 * @param verdict the verdict
 * @param errorPly for {@link Verdict#ILLEGAL}, the 1-based ply of the first bad move; else 0
 * @param error why the verdict is not {@link Verdict#VALID}, one line; null when valid
 * @param plies the number of plies played legally
 * @param termination the end the rules found, else the declared termination when it was accepted
 *     ({@code resignation}, {@code agreement}, {@code ply-limit}, {@code unfinished}), or as the
 *     game reads it ({@link org.ludoteca.game.Game#acceptedEnding}: for chess also {@code time},
 *     {@code adjudication}, and a draw that holds in the final position: {@code
 *     threefold-repetition}, {@code fifty-moves}, and once played past {@code fivefold-repetition},
 *     {@code seventy-five-moves}, {@code insufficient-material}), else null
 * @param winner who won, or null (no end, or not known)
 * @param declaredResult the {@code Result} tag, else the movetext's result token, else null
 * @param declaredTermination the {@code Termination} tag, or null
 * @param finalFen the position reached, in the game's notation; null when none was set up
 * @param captures every capture event in ply order
 * @param warnings remarks that do not change the verdict (an annotator's check or threat mark the
 *     position does not bear out; an end the record played past, such as a chess fivefold
 *     repetition, with its ply; a record read as ISO 8859-1; an empty {@code Result} tag; a
 *     {@code Termination} text no source's vocabulary knows); empty for most games
 * @param declaredEnding the ending the record declares, normalised ({@link
 *     org.ludoteca.game.DeclaredTerminations}: its {@code Termination} read with the board and the
 *     result, data/format/11-chess-records.md): for the games that read PGN's conventions (chess,
 *     Chess960); null for the others and when the replay stopped before judging the declaration
 * @param startKind the kind of start position of the game ({@link
 *     org.ludoteca.game.GameReplayer.Session#startKind}: for chess {@code standard}, {@code
 *     chess960}, {@code double-chess960}, {@code set-up}); null when the game does not say or
 *     nothing was set up
 */
public record ReplayResult(
    String source,
    long offset,
    String game,
    String rules,
    Verdict verdict,
    int errorPly,
    String error,
    int plies,
    String termination,
    Winner winner,
    String declaredResult,
    String declaredTermination,
    String finalFen,
    List<CaptureEvent> captures,
    List<String> warnings,
    org.ludoteca.game.EndingKind declaredEnding,
    String startKind) implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * @throws NullPointerException if {@code source}, {@code verdict} or {@code captures} is null
   * @throws IllegalArgumentException if a count is negative
   */
  public ReplayResult {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(verdict, "verdict");
    captures = List.copyOf(captures);
    warnings = List.copyOf(warnings);
    if (offset < 0 || errorPly < 0 || plies < 0) {
      throw new IllegalArgumentException("negative offset, error ply or plies");
    }
  }

  /** A result without a declared ending or a start kind (the fields before them as in the canonical constructor). */
  public ReplayResult(String source, long offset, String game, String rules, Verdict verdict, int errorPly,
      String error, int plies, String termination, Winner winner, String declaredResult, String declaredTermination,
      String finalFen, List<CaptureEvent> captures, List<String> warnings) {
    this(source, offset, game, rules, verdict, errorPly, error, plies, termination, winner, declaredResult,
        declaredTermination, finalFen, captures, warnings, null, null);
  }

  /** The number of capture events by method, methods in alphabetical order; unmodifiable. */
  public SortedMap<String, Integer> capturesByMethod() {
    TreeMap<String, Integer> m = new TreeMap<>();
    for (CaptureEvent c : captures) {
      m.merge(c.method(), 1, Integer::sum);
    }
    return Collections.unmodifiableSortedMap(m);
  }

  /**
   * One line for people: {@code data/x.rpgn:1234 VALID plies=29 victoria-magna white declared=1-0},
   * then {@code : <error>} when not valid; an unreadable record is {@code source:offset UNREADABLE
   * <reason>}.
   */
  public String describe() {
    String where = source + ":" + offset + " " + verdict;
    if (verdict == Verdict.UNREADABLE) {
      return where + " " + error;
    }
    String line = where + " plies=" + plies + " " + (termination == null ? "none" : termination)
        + " " + (winner == null ? "none" : winner.label())
        + " declared=" + (declaredResult == null ? "none" : declaredResult);
    if (!warnings.isEmpty()) {
      line = line + " warnings=" + warnings.size();
    }
    if (verdict == Verdict.ILLEGAL) {
      return line + ": ply " + errorPly + ": " + error;
    }
    return error == null ? line : line + ": " + error;
  }
}
