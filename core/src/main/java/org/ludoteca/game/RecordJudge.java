package org.ludoteca.game;

import org.ludoteca.record.ReadResult;

/**
 * Turns what a game's own fast reader of a file (e.g. {@code chess960.ChessFastReplay}) made of
 * each record into a result: the judgement stays with the replay ({@code replay.Replay.JUDGE}
 * makes its {@code ReplayResult}s), so that the game's code imports no replay.
 *
 * @param <R> the result of one record
 */
public interface RecordJudge<R> {
  /** The result of a record the fast reader played itself; called before the reader moves on. */
  R played(PlayedRecord played);

  /**
   * The result of a record the fast reader leaves to the general path: one with anything unusual,
   * built, or what the general reader made of the rest of the input.
   *
   * @param defaultRules the rule set for a record without a {@code Rules} tag, or null
   */
  R general(ReadResult record, String defaultRules);
}
