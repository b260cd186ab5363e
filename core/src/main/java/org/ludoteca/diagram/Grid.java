package org.ludoteca.diagram;

import java.util.ArrayList;
import java.util.List;

/**
 * A rectangle of square cells placed in a drawing: where each cell is, the squares drawn
 * checkered, the coordinates along two edges, and the mark of a capture. Rows and columns are
 * 0-based from the top left; which game square a cell is, the game decides.
 */
public final class Grid {
  /** Whether a cell belongs to the board. */
  @FunctionalInterface
  public interface CellTest {
    boolean test(int row, int col);
  }

  /** The fill of a cell, or null for the checkered default. */
  @FunctionalInterface
  public interface CellFill {
    String fill(int row, int col);
  }

  private final int rows;
  private final int cols;
  private final double cell;
  private final double left;
  private final double top;

  /**
   * @param cell the side of a cell in user units
   * @param left the x of the grid's left edge
   * @param top the y of the grid's top edge
   */
  public Grid(int rows, int cols, double cell, double left, double top) {
    if (rows < 1 || cols < 1 || cell <= 0) {
      throw new IllegalArgumentException("a grid needs rows, columns and a cell size, was " + rows + "x" + cols
          + " of " + cell);
    }
    this.rows = rows;
    this.cols = cols;
    this.cell = cell;
    this.left = left;
    this.top = top;
  }

  public double cell() {
    return cell;
  }

  /** The x of column {@code col}'s left edge. */
  public double x(int col) {
    return left + col * cell;
  }

  /** The y of row {@code row}'s top edge. */
  public double y(int row) {
    return top + row * cell;
  }

  /** The x of column {@code col}'s centre. */
  public double cx(int col) {
    return x(col) + cell / 2;
  }

  /** The y of row {@code row}'s centre. */
  public double cy(int row) {
    return y(row) + cell / 2;
  }

  /** The grid's right edge. */
  public double right() {
    return x(cols);
  }

  /** The grid's bottom edge. */
  public double bottom() {
    return y(rows);
  }

  /**
   * Draws the cells that belong to the board, checkered (the top-left cell light) unless {@code
   * fill} gives a colour, each outlined; cells off the board are left blank.
   */
  public void squares(Svg svg, CellTest onBoard, CellFill fill) {
    // light cells first, then dark ones, then the others, each set in one group: the colour is
    // written once per set rather than once per cell (a page of a long game holds hundreds of boards)
    java.util.Map<String, List<int[]>> byFill = new java.util.LinkedHashMap<>();
    byFill.put(Palette.LIGHT_SQUARE, new ArrayList<>());
    byFill.put(Palette.DARK_SQUARE, new ArrayList<>());
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (!onBoard.test(r, c)) {
          continue;
        }
        String f = fill == null ? null : fill.fill(r, c);
        if (f == null) {
          f = (r + c) % 2 == 0 ? Palette.LIGHT_SQUARE : Palette.DARK_SQUARE;
        }
        byFill.computeIfAbsent(f, k -> new ArrayList<>()).add(new int[] {r, c});
      }
    }
    svg.open("g", "class", "squares", "stroke", Palette.INK, "stroke-width", "0.5");
    for (java.util.Map.Entry<String, List<int[]>> e : byFill.entrySet()) {
      if (e.getValue().isEmpty()) {
        continue;
      }
      svg.open("g", "fill", e.getKey());
      for (int[] rc : e.getValue()) {
        svg.element("rect", "x", x(rc[1]), "y", y(rc[0]), "width", cell, "height", cell);
      }
      svg.close("g");
    }
    svg.close("g");
  }

  /** Writes {@code label(row)} left of each row and {@code label(col)} above and below each column. */
  public void coordinates(Svg svg, java.util.function.IntFunction<String> rowLabel,
      java.util.function.IntFunction<String> colLabel) {
    double size = Math.min(12, cell * 0.3);
    svg.open("g", "class", "coordinates", "fill", Palette.INK, "font-size", size, "text-anchor", "middle");
    for (int r = 0; r < rows; r++) {
      svg.text(rowLabel.apply(r), "x", left - size * 0.9, "y", cy(r) + size * 0.35);
    }
    for (int c = 0; c < cols; c++) {
      svg.text(colLabel.apply(c), "x", cx(c), "y", top - size * 0.5);
      svg.text(colLabel.apply(c), "x", cx(c), "y", bottom() + size * 1.2);
    }
    svg.close("g");
  }

  /**
   * Marks the cell where a piece was captured: a dashed vermillion frame and a cross in its
   * corner (so the mark reads without colour too). Drawn above the pieces.
   */
  public void captureMark(Svg svg, int row, int col, String tooltip) {
    double inset = cell * 0.06;
    double k = cell * 0.2;
    double x1 = x(col) + cell - k - inset;
    double y1 = y(row) + inset;
    svg.open("g", "class", "capture", "stroke", Palette.CAPTURE, "fill", "none");
    if (tooltip != null) {
      svg.tooltip(tooltip);
    }
    svg.element("rect", "x", x(col) + inset, "y", y(row) + inset, "width", cell - 2 * inset, "height",
        cell - 2 * inset, "stroke-width", 3, "stroke-dasharray", "5 3");
    svg.element("path", "d", "M" + Svg.num(x1) + " " + Svg.num(y1) + "l" + Svg.num(k) + " " + Svg.num(k) + "m0 "
        + Svg.num(-k) + "l" + Svg.num(-k) + " " + Svg.num(k), "stroke-width", 2.5);
    svg.close("g");
  }

  /** Lines of {@code caption}: the text cut at spaces into lines of at most {@code width} characters. */
  public static List<String> wrap(String caption, int width) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : caption.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > width) {
        lines.add(line.toString());
        line.setLength(0);
      }
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(word);
    }
    if (line.length() > 0) {
      lines.add(line.toString());
    }
    return lines;
  }
}
