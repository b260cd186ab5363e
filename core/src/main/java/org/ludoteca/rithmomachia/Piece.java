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
 * <p>Plain pieces are interned: {@link #of} returns one shared instance per (side, kind, value), so
 * every position of every game reads the same few objects (they stay in the processor's cache)
 * and {@code ==} is a valid fast test for plain pieces; {@code equals} still compares by value.
 * Every piece also carries its {@link #code()}, side, kind and value packed in one {@code int}.
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
  /** Bits of {@link #code()}: the value in bits 0-9, the kind's ordinal in 10-11, the side's in 12. */
  public static final int CODE_KIND_SHIFT = 10;
  public static final int CODE_SIDE_SHIFT = 12;
  /** Every code is below this: codes index tables of this size. */
  public static final int CODE_LIMIT = 1 << 13;
  /** The one instance of each plain piece, by {@link #code()}; null at the codes no plain piece has. */
  private static final Piece[] PLAIN = new Piece[CODE_LIMIT];

  static {
    for (Side side : Side.values()) {
      for (PieceKind kind : PieceKind.values()) {
        if (kind != PieceKind.PYRAMID) {
          for (int value = 1; value <= MAX_VALUE; value++) {
            Piece p = new Piece(side, kind, value, List.of());
            PLAIN[p.code] = p;
          }
        }
      }
    }
  }

  private final Side side;
  private final PieceKind kind;
  private final int value;
  private final List<Piece> components;
  private final int kindMask;
  /**
   * See {@link #code()}. Serialized like the other fields, so that serializers that copy fields
   * keep it; Java serialization also goes through {@link #readResolve}.
   */
  private final int code;

  private Piece(Side side, PieceKind kind, int value, List<Piece> components) {
    this.side = side;
    this.kind = kind;
    this.value = value;
    this.components = components;
    this.code = code(side, kind, kind == PieceKind.PYRAMID ? 0 : value);
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
    return PLAIN[code(side, kind, value)];
  }

  /**
   * The plain piece of {@code code} as {@link #code()} gives it, or {@code null} when no plain
   * piece has that code (a pyramid's code, a value of 0 or above 999, a code out of range).
   */
  public static Piece ofCode(int code) {
    return code >= 0 && code < CODE_LIMIT ? PLAIN[code] : null;
  }

  private static int code(Side side, PieceKind kind, int value) {
    return side.ordinal() << CODE_SIDE_SHIFT | kind.ordinal() << CODE_KIND_SHIFT | value;
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

  /**
   * Side, kind and value in one number below {@link #CODE_LIMIT}: {@code side.ordinal() << 12 |
   * kind.ordinal() << 10 | value}. A pyramid's code has kind 3 ({@link PieceKind#PYRAMID}) and value
   * bits 0 (its value is {@link #value()}), so every plain piece has its own code and the two
   * pyramid codes are shared by all pyramids of a side. For decoders and codecs that want one load
   * instead of three.
   */
  public int code() {
    return code;
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

  /** Deserialized plain pieces are the shared instances; pyramids are rebuilt, with their code. */
  private Object readResolve() {
    return isPyramid() ? pyramid(side, components) : of(side, kind, value);
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Piece p && p.side == side && p.kind == kind && p.value == value
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
