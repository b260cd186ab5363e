package org.ludoteca.game;

import java.util.Objects;

/**
 * One ply of a record as a whole-record replay played it ({@link Game#pliesWhole}).
 *
 * @param side the side that played it ({@link Side#WHITE} the first player)
 * @param move the move as played: the record's token, or an open turn as the replay completed it
 * @param position the position after the ply, in the game's notation
 */
public record PlayedPly(Side side, String move, String position) {
  public PlayedPly {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(position, "position");
  }
}
