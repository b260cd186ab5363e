package org.ludoteca.rithmomachia;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A piece: a circle, triangle or square of one side with a value 1..999, or a pyramid, an
 * ordered stack of such pieces of its own side whose value is the sum of its components.
 *
 * <p>Immutable, compared by value. Instances are made only valid: {@link #of} rejects values
 * outside 1..999, {@link #pyramid} rejects empty stacks, nested pyramids and components of the
 * other side.
 *
 * <pre>{@code
 * Piece t25 = Piece.of(Side.BLACK, PieceKind.TRIANGLE, 25);          // "t25."
 * Piece p = Piece.pyramid(Side.WHITE, List.of(Piece.of(Side.WHITE, PieceKind.SQUARE, 36),
 *     Piece.of(Side.WHITE, PieceKind.CIRCLE, 1)));                     // "PS36.C1.."
 * }</pre>
 */
public final class Piece implements java.io.Serializable {
  private static final long serialVersionUID = 1L;
  public static final int MAX_VALUE = 999;

  private final Side side;
  private final PieceKind kind;
  private final int value;
  private final List<Piece> components;
  private final int kindMask;

  private Piece(Side side, PieceKind kind, int value, List<Piece> components) {
    this.side = side;
    this.kind = kind;
    this.value = value;
    this.components = components;
    int mask = kind.bit();
    for (Piece c : components) {
      mask |= c.kind.bit();
    }
    this.kindMask = mask;
  }

  /** A circle, triangle or square. */
  public static Piece of(Side side, PieceKind kind, int value) {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(kind, "kind");
    if (kind == PieceKind.PYRAMID) {
      throw new IllegalArgumentException("a pyramid is made from its components: use Piece.pyramid");
    }
    if (value < 1 || value > MAX_VALUE) {
      throw new IllegalArgumentException("values are 1..999, was " + value);
    }
    return new Piece(side, kind, value, List.of());
  }

  /** A pyramid of the given components, in their written order. */
  public static Piece pyramid(Side side, List<Piece> components) {
    Objects.requireNonNull(side, "side");
    List<Piece> copy = List.copyOf(components);
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("a pyramid has at least one component");
    }
    int total = 0;
    for (Piece c : copy) {
      if (c.isPyramid()) {
        throw new IllegalArgumentException("a pyramid cannot hold a pyramid");
      }
      if (c.side != side) {
        throw new IllegalArgumentException("pyramid component " + c + " is not " + side.label());
      }
      total += c.value;
    }
    return new Piece(side, PieceKind.PYRAMID, total, copy);
  }

  public Side side() {
    return side;
  }

  public PieceKind kind() {
    return kind;
  }

  /** The value; for a pyramid the sum of its remaining components. */
  public int value() {
    return value;
  }

  public boolean isPyramid() {
    return kind == PieceKind.PYRAMID;
  }

  /** A pyramid's components in written order; empty for other pieces. */
  public List<Piece> components() {
    return components;
  }

  /**
   * Bits of the plain kinds this piece moves as: its own kind, or for a pyramid its components'.
   * Bit {@code 1 << kind.ordinal()}.
   */
  public int kindMask() {
    return kindMask;
  }

  /** Whether this piece moves as {@code plainKind} (itself, or one of a pyramid's components). */
  public boolean movesAs(PieceKind plainKind) {
    return (kindMask & plainKind.bit()) != 0;
  }

  /**
   * This pyramid without the components at the given positions, or {@code null} when none is
   * left (the pyramid stays a pyramid until its last component is taken).
   */
  public Piece withoutComponents(boolean[] removed) {
    if (!isPyramid()) {
      throw new IllegalStateException(this + " is not a pyramid");
    }
    List<Piece> left = new ArrayList<>(components.size());
    for (int i = 0; i < components.size(); i++) {
      if (!removed[i]) {
        left.add(components.get(i));
      }
    }
    return left.isEmpty() ? null : pyramid(side, left);
  }

  /** The FEN token: {@code t25.}, or a pyramid {@code ps64.s49..}. */
  public String symbol() {
    StringBuilder sb = new StringBuilder(8);
    appendSymbol(sb);
    return sb.toString();
  }

  /** Appends {@link #symbol()} to {@code sb}. */
  public void appendSymbol(StringBuilder sb) {
    sb.append(side.letterCase(kind.letter()));
    if (isPyramid()) {
      for (Piece c : components) {
        c.appendSymbol(sb);
      }
    } else {
      sb.append(value);
    }
    sb.append('.');
  }

  /** Short label for diagrams and logs: {@code t25}, a pyramid as {@code P91}. */
  public String label() {
    return side.letterCase(kind.letter()) + Integer.toString(value);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Piece p && p.side == side && p.kind == kind && p.value == value
        && p.components.equals(components);
  }

  @Override
  public int hashCode() {
    return Objects.hash(side, kind, value, components);
  }

  @Override
  public String toString() {
    return symbol();
  }
}
