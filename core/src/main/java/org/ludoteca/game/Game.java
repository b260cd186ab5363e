package org.ludoteca.game;

import java.util.Set;

/**
 * One game, as shared code sees it: its name in records, its rule sets, the names its rules give
 * to the ends of a game, and a replayer per rule set.
 *
 * <pre>{@code
 * Game game = Games.named("rithmomachia");
 * GameReplayer.Session s = game.replayer(game.defaultRules()).start(null);
 * GameReplayer.Step step = s.play("c14-c12");
 * }</pre>
 *
 * <p>Adding a game means one package that implements this interface and one line in {@link
 * Games}. Implementations are immutable and thread-safe.
 */
public interface Game {
  /** The value of the {@code Game} tag: lower case, e.g. {@code rithmomachia}. */
  String name();

  /** The rule set a record without a {@code Rules} tag is played under. */
  String defaultRules();

  /** The names of the rule sets this game knows, in a stable order. */
  Set<String> ruleSetNames();

  /**
   * The labels the rules use for the ends they detect (victory types and draws), e.g. {@code
   * de-bonis}, {@code no-legal-move}. A record's {@code Termination} tag names one of these or
   * one of the record-level endings of {@link org.ludoteca.replay.Replay#RECORD_TERMINATIONS}.
   */
  Set<String> terminationNames();

  /**
   * The replayer for a rule set.
   *
   * @throws GameException if the game has no rule set of that name; the message lists the known
   *     names
   * @throws NullPointerException if {@code rules} is null
   */
  GameReplayer replayer(String rules) throws GameException;

  /**
   * Replays a record in one piece, for games whose records carry more than a move list (a
   * transcription whose turns may be left open, author's marks to check). Empty, the default,
   * means: replay move by move through {@link #replayer}.
   *
   * @throws GameException if the rule set is unknown or the record cannot be set up
   */
  default java.util.Optional<org.ludoteca.replay.ReplayResult> replayWhole(org.ludoteca.record.GameRecord record,
      String rules) throws GameException {
    return java.util.Optional.empty();
  }

  /**
   * Whether a record that has no {@code Game} tag is a game of this kind, judged from its other
   * tags (the shape of its {@code FEN}, a {@code Variant}). A FEN-per-line file is read this
   * way. The default claims nothing.
   */
  default boolean recognizes(org.ludoteca.record.GameRecord record) {
    return false;
  }
}
