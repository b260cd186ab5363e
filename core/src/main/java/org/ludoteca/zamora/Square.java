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

  /**
   * As the record's own: the same components. Written out because the record's is linked through
   * method handles ({@code ObjectMethods}), which only C2 inlines: the pipeline turns C2 off for a
   * small ingest, and the caliz replay's move generation, which compares squares millions of times,
   * then spent 1.8 of its 7 CPU s in the handles' guards (the real records, profiled).
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Square s && s.row == row && s.col == col;
  }

  /** The record's own hash ({@code 31 * row + col}, components in order), so that hash orders stay as they were. */
  @Override
  public int hashCode() {
    return 31 * row + col;
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
