package org.ludoteca.game;

import java.util.Set;

/**
 * Draws positions of one game as standalone SVG documents, from {@link Game#drawing()}. The
 * drawing is plain SVG 1.1 text: no script, no external font or image, a {@code <title>} and a
 * {@code <desc>} for screen readers; each piece is an element of class {@code piece}.
 */
public interface BoardDrawing {
  /**
   * The SVG document of a position.
   *
   * @param position the position in the game's notation ({@link GameReplayer.Session#fen()})
   * @param captured squares to mark as where pieces were just taken, named as capture events
   *     name them ({@code d12}, {@code e4}, {@code 8.5}); names of no square are ignored
   * @throws GameException if the position does not read; the message says where and what
   * @throws NullPointerException if an argument is null
   */
  String svg(String position, Set<String> captured) throws GameException;

  /** The SVG document of a position, nothing marked. */
  default String svg(String position) throws GameException {
    return svg(position, Set.of());
  }
}
