/**
 * Replay of game records for every registered game: {@link org.ludoteca.replay.Replay} turns a
 * {@link org.ludoteca.record.GameRecord} (or a {@link org.ludoteca.record.RejectedRecord}) into
 * a {@link org.ludoteca.replay.ReplayResult} with a {@link org.ludoteca.game.Verdict}, the
 * game-neutral {@link org.ludoteca.game.CaptureEvent}s, and the checks of the declared result
 * and termination; {@link org.ludoteca.replay.ReplaySummary} counts verdicts and {@link
 * org.ludoteca.replay.ReplayJson} writes the JSON Lines of {@code ludoteca replay --json}.
 */
package org.ludoteca.replay;
