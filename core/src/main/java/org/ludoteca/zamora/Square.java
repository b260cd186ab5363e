package org.ludoteca.zamora;

/**
 * A square (or vertex) as (row, column), both 1-based, row 1 first as the seed numbers it.
 * Written {@code row.col} ({@code 10.5}), the form of the transcriptions' {@code norm} field.
 */
public record Square(int row, int col) implements Comparable<Square> {

  /** Reads {@code row.col}; throws {@link IllegalArgumentException} on anything else. */
  public static Square parse(String text) {
    int dot = text.indexOf('.');
    if (dot <= 0 || dot == text.length() - 1) {
      throw new IllegalArgumentException("not a square (row.col): '" + text + "'");
    }
    try {
      return new Square(
          Integer.parseInt(text.substring(0, dot)), Integer.parseInt(text.substring(dot + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a square (row.col): '" + text + "'", e);
    }
  }

  /** The square {@code dr} rows and {@code dc} columns away. */
  public Square plus(int dr, int dc) {
    return new Square(row + dr, col + dc);
  }

  /** Chebyshev distance, max(|Δrow|, |Δcol|): the seed's "distancia". */
  public int distance(Square o) {
    return Math.max(Math.abs(row - o.row), Math.abs(col - o.col));
  }

  /** Checkerboard colour, (row + col) mod 2. */
  public int colour() {
    return (row + col) & 1;
  }

  @Override
  public int compareTo(Square o) {
    return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
  }

  @Override
  public String toString() {
    return row + "." + col;
  }
}
