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

  /**
   * Where the places a piece stands on or moves to (squares; Batalla de Compases's vertices) are
   * in {@link #svg} of the same position, in its user units: what the board page makes
   * clickable. Empty, the default, for a drawing that does not say.
   *
   * @throws GameException if the position does not read
   */
  default java.util.List<Spot> spots(String position) throws GameException {
    return java.util.List.of();
  }

  /**
   * One place of the board in the drawing.
   *
   * @param name the place as the game's notation names it ({@code c14}, {@code e4}, {@code 8.5})
   * @param x the x of its centre
   * @param y the y of its centre
   * @param size the side of the square it covers
   */
  record Spot(String name, double x, double y, double size) {
    public Spot {
      java.util.Objects.requireNonNull(name, "name");
    }
  }
}
