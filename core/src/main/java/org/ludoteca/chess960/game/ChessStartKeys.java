package org.ludoteca.chess960.game;

import java.util.OptionalInt;
import org.ludoteca.game.StartPositionKeys;
import org.ludoteca.chess960.StartPositions;

/**
 * Chess start positions for the {@code start_positions} statistic: keyed by White's back rank (the
 * last rank of the FEN's board field), labelled with its Scharnagl number ({@link
 * StartPositions#number(String)}). A record of chess's standard start counts as position 518 too.
 *
 * @param drawnPerGame true for Chess960, where each game draws its start position
 */
record ChessStartKeys(boolean drawnPerGame) implements StartPositionKeys {
  /** Standard chess: one fixed start. */
  static final ChessStartKeys FIXED = new ChessStartKeys(false);
  /** Chess960: a start drawn per game. */
  static final ChessStartKeys DRAWN = new ChessStartKeys(true);

  @Override
  public String key(String startFen) {
    if (startFen == null) {
      return null;
    }
    int space = startFen.indexOf(' ');
    String board = space < 0 ? startFen : startFen.substring(0, space);
    return board.substring(board.lastIndexOf('/') + 1);
  }

  @Override
  public OptionalInt number(String key) {
    return key == null ? OptionalInt.empty() : StartPositions.number(key);
  }
}
