package org.ludoteca.game;

import java.util.List;
import java.util.Objects;

/**
 * A record whose moves a game's own fast reader played, every move legal, not yet judged: what
 * the replay's last step (checking the declared result and termination against the end of play)
 * needs. Handed to {@link RecordJudge#played}.
 *
 * @param game the game played
 * @param rules the rule set played
 * @param source the file or stream of the record
 * @param offset the record's byte offset in it
 * @param resultTag the {@code Result} tag, or null
 * @param resultToken the movetext's result token, or null
 * @param declaredTermination the {@code Termination} tag, or null
 * @param session the session in the final position; a fast reader reuses it for its next
 *     record, so it is valid only during {@link RecordJudge#played}
 * @param plies the number of plies played
 * @param captures every capture event in ply order; like the session, read during {@link
 *     RecordJudge#played} only (not copied: the reader clears it for the next record)
 * @param ending the end the rules found, or null
 * @param endPly the ply of {@code ending}, 0 when none
 */
public record PlayedRecord(Game game, String rules, String source, long offset, String resultTag, String resultToken,
    String declaredTermination, GameReplayer.Session session, int plies, List<CaptureEvent> captures,
    GameReplayer.Ending ending, int endPly) {
  /** @throws NullPointerException if {@code game}, {@code rules}, {@code source}, {@code session} or {@code captures} is null */
  public PlayedRecord {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(session, "session");
    Objects.requireNonNull(captures, "captures");
  }
}
