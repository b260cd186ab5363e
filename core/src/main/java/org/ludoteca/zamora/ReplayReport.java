package org.ludoteca.zamora;

import java.util.List;
import org.ludoteca.game.Verdict;

/**
 * What replaying one transcription found.
 *
 * @param name the transcription's name ({@code futez-partida-1})
 * @param game the game key
 * @param verdict VALID, ILLEGAL or RESULT_MISMATCH
 * @param errorTurn the id of the first turn that cannot be played, or {@code null}
 * @param reason why that turn cannot be played (or why the result differs), or {@code null}
 * @param statedResult the {@code # result:} token
 * @param computedResult the result reached: a side label, {@code DRAW} or {@code NONE}
 * @param termination how the game ended ("goal on 9.5", "resignation", …), or {@code null}
 * @param turnsPlayed the number of turn lines played legally
 * @param warnings author's marks that do not match the position, and unconfirmed claims
 * @param notes how {@code ?} turns and incomplete chains were resolved, draws by agreement
 * @param finalPosition the position text of the last state reached
 * @param removals the pieces the turns played took off the board (captures, expelled foulers),
 *     in turn order; see {@link ZamoraGame#removals}
 * @param played the turn lines played legally, in order, each with the position after it (for
 *     the game viewer of {@code ludoteca show}), when the replay was asked to keep them; else empty
 */
public record ReplayReport(
    String name,
    String game,
    Verdict verdict,
    String errorTurn,
    String reason,
    String statedResult,
    String computedResult,
    String termination,
    int turnsPlayed,
    List<String> warnings,
    List<String> notes,
    String finalPosition,
    List<TurnRemoval> removals,
    List<PlayedTurn> played) {

  public ReplayReport {
    warnings = List.copyOf(warnings);
    notes = List.copyOf(notes);
    removals = List.copyOf(removals);
    played = List.copyOf(played);
  }

  /**
   * One turn line played.
   *
   * @param turn the turn's id ({@code 22.1})
   * @param side the side label that played it ({@code WHITE}, {@code C2})
   * @param move the turn as played: the line's move, an open turn as the replay completed it,
   *     {@code resigns} or {@code none}
   * @param position the position text after it
   */
  public record PlayedTurn(String turn, String side, String move, String position) {}

  /**
   * A piece taken off the board and the turn line that did it.
   *
   * @param ply the 1-based index of the turn line among the transcription's turns
   * @param turn the turn's id ({@code 22.1})
   * @param removal what was taken off
   */
  public record TurnRemoval(int ply, String turn, Removal removal) {}
}
