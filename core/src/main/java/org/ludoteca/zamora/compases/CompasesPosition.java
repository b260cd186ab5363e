package org.ludoteca.zamora.compases;

import java.util.Objects;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Square;

/**
 * A Batalla de Compases position: the two vertices of each compass (vertex (i, j) is the seed's
 * {@code Vij}) and the side to move. Each compass's ends are kept in row-major order, so equal
 * positions are equal records.
 */
public record CompasesPosition(Square c1a, Square c1b, Square c2a, Square c2b, Side toMove) {
  public CompasesPosition {
    Objects.requireNonNull(toMove, "toMove");
    if (c1a.compareTo(c1b) > 0) {
      Square x = c1a;
      c1a = c1b;
      c1b = x;
    }
    if (c2a.compareTo(c2b) > 0) {
      Square x = c2a;
      c2a = c2b;
      c2b = x;
    }
  }

  /** The ends of {@code side}'s compass. */
  public Square[] ends(Side side) {
    return side == Side.FIRST ? new Square[] {c1a, c1b} : new Square[] {c2a, c2b};
  }

  /** This position with {@code side}'s compass on {@code a}, {@code b} and the other to move. */
  CompasesPosition with(Side side, Square a, Square b) {
    return side == Side.FIRST
        ? new CompasesPosition(a, b, c2a, c2b, Side.SECOND)
        : new CompasesPosition(c1a, c1b, a, b, Side.FIRST);
  }

  /** The position text: {@code 12-13/42-43 C1} (C1's ends, C2's ends, side to move). */
  public String text() {
    return v(c1a) + "-" + v(c1b) + "/" + v(c2a) + "-" + v(c2b) + " "
        + (toMove == Side.FIRST ? "C1" : "C2");
  }

  /** Reads {@link #text}. */
  public static CompasesPosition parse(String text) {
    String[] f = text.strip().split("\\s+");
    String[] halves = f.length == 2 ? f[0].split("/") : new String[0];
    if (halves.length != 2 || !(f[1].equals("C1") || f[1].equals("C2"))) {
      throw new IllegalArgumentException("not a Compases position: '" + text + "'");
    }
    String[] a = halves[0].split("-", -1);
    String[] b = halves[1].split("-", -1);
    if (a.length != 2 || b.length != 2) {
      throw new IllegalArgumentException("not a Compases position (compass a-b/a-b): '" + text + "'");
    }
    CompasesPosition p = new CompasesPosition(vertex(a[0]), vertex(a[1]), vertex(b[0]),
        vertex(b[1]), f[1].equals("C1") ? Side.FIRST : Side.SECOND);
    for (Square s : new Square[] {p.c1a, p.c1b, p.c2a, p.c2b}) {
      if (!Compases.onBoard(s)) {
        throw new IllegalArgumentException("vertex " + v(s) + " is off the 4x4 lattice");
      }
    }
    if (p.c1a.distance(p.c1b) != 1 || p.c1a.row() != p.c1b.row() && p.c1a.col() != p.c1b.col()
        || p.c2a.distance(p.c2b) != 1 || p.c2a.row() != p.c2b.row() && p.c2a.col() != p.c2b.col()) {
      throw new IllegalArgumentException("a compass spans two orthogonally adjacent vertices: '"
          + text + "'");
    }
    if (java.util.Set.of(p.c1a, p.c1b).contains(p.c2a)
        || java.util.Set.of(p.c1a, p.c1b).contains(p.c2b)) {
      throw new IllegalArgumentException("the compasses share a vertex: '" + text + "'");
    }
    return p;
  }

  static String v(Square s) {
    return "" + s.row() + s.col();
  }

  static Square vertex(String digits) {
    String d = digits.startsWith("V") ? digits.substring(1) : digits;
    if (d.length() != 2 || !Character.isDigit(d.charAt(0)) || !Character.isDigit(d.charAt(1))) {
      throw new IllegalArgumentException("not a vertex: '" + digits + "'");
    }
    return new Square(d.charAt(0) - '0', d.charAt(1) - '0');
  }
}
