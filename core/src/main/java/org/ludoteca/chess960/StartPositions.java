package org.ludoteca.chess960;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * The 960 start positions: Scharnagl's numbering 0..959 both ways, and Bodlaender's dice
 * procedure as a seeded random generator. Number 518 is standard chess.
 *
 * <p>Scharnagl: n mod 4 places the light-squared bishop on b, d, f or h; (n / 4) mod 4 the
 * dark-squared bishop on a, c, e or g; (n / 16) mod 6 the queen on the first..sixth empty square;
 * n / 96 (0..9) the two knights on the remaining five squares in the order NN---, N-N--, N--N-,
 * N---N, -NN--, -N-N-, -N--N, --NN-, --N-N, ---NN; rook, king, rook fill the last three.
 *
 * <p>A start position has castling rights for both rooks of both sides, White to move, no
 * en-passant square, counters 0 and 1.
 */
public final class StartPositions {
  /** Scharnagl's number of the standard chess start. */
  public static final int STANDARD = 518;

  private static final int[][] KNIGHTS = {
      {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

  private StartPositions() {}

  /** The standard chess start, number 518. */
  public static Position standard() {
    return scharnagl(STANDARD);
  }

  /**
   * The start position of Scharnagl number n.
   *
   * @throws IllegalArgumentException unless 0 <= n <= 959
   */
  public static Position scharnagl(int n) {
    return fromBackRank(backRank(n));
  }

  /**
   * The White back rank of number n, a to h, e.g. {@code RNBQKBNR} for 518.
   *
   * @throws IllegalArgumentException unless 0 <= n <= 959
   */
  public static String backRank(int n) {
    if (n < 0 || n > 959) {
      throw new IllegalArgumentException("start position numbers are 0..959, was " + n);
    }
    char[] rank = new char[8];
    rank[2 * (n % 4) + 1] = 'B';
    n /= 4;
    rank[2 * (n % 4)] = 'B';
    n /= 4;
    placeOnEmpty(rank, n % 6, 'Q');
    n /= 6;
    int[] k = KNIGHTS[n];
    placeOnEmpty(rank, k[1], 'N'); // the later one first, so the earlier index is unchanged
    placeOnEmpty(rank, k[0], 'N');
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return new String(rank);
  }

  /**
   * The Scharnagl number of a position, if it is a start position: the Chess960 arrangement
   * mirrored, all pawns on ranks 2 and 7, nothing else, all four castling rights, White to
   * move, no en-passant square. The move counters are not looked at.
   */
  public static OptionalInt number(Position position) {
    StringBuilder rank = new StringBuilder(8);
    for (int f = 0; f < 8; f++) {
      Optional<Piece> p = position.pieceAt(Square.of(f, 0));
      if (p.isEmpty() || p.get().color() != Color.WHITE) {
        return OptionalInt.empty();
      }
      rank.append(p.get().symbol());
    }
    OptionalInt n = number(rank.toString());
    if (n.isEmpty()) {
      return n;
    }
    Position start = scharnagl(n.getAsInt());
    return start.equals(position) ? n : OptionalInt.empty();
  }

  /** The Scharnagl number of a White back rank such as {@code RNBQKBNR}, if it is a Chess960 one. */
  public static OptionalInt number(String backRank) {
    if (backRank.length() != 8) {
      return OptionalInt.empty();
    }
    int light = -1;
    int dark = -1;
    for (int f = 0; f < 8; f++) {
      if (backRank.charAt(f) == 'B') {
        if (f % 2 == 1) {
          light = f / 2;
        } else {
          dark = f / 2;
        }
      }
    }
    if (light < 0 || dark < 0) {
      return OptionalInt.empty();
    }
    StringBuilder rest = new StringBuilder();
    for (int f = 0; f < 8; f++) {
      if (backRank.charAt(f) != 'B') {
        rest.append(backRank.charAt(f));
      }
    }
    int queen = rest.indexOf("Q");
    if (queen < 0) {
      return OptionalInt.empty();
    }
    rest.deleteCharAt(queen);
    int k1 = rest.indexOf("N");
    int k2 = rest.lastIndexOf("N");
    int knights = -1;
    for (int i = 0; i < KNIGHTS.length; i++) {
      if (KNIGHTS[i][0] == k1 && KNIGHTS[i][1] == k2) {
        knights = i;
      }
    }
    if (knights < 0) {
      return OptionalInt.empty();
    }
    int n = ((knights * 6 + queen) * 4 + dark) * 4 + light;
    return backRank(n).equals(backRank) ? OptionalInt.of(n) : OptionalInt.empty();
  }

  /**
   * Bodlaender's dice procedure with a six-sided die drawn from {@code random}: the dark-squared
   * bishop on the 1st..4th dark square from the left (rerolling 5 and 6), the light-squared
   * bishop likewise, the queen on the 1st..6th empty square, a knight on the 1st..5th empty
   * square (rerolling 6), the other knight on the 1st..4th (rerolling 5 and 6), then rook, king,
   * rook on the last three. Every one of the 960 positions can come out.
   */
  public static Position dice(Random random) {
    char[] rank = new char[8];
    rank[2 * (roll(random, 4) - 1)] = 'B';
    rank[2 * (roll(random, 4) - 1) + 1] = 'B';
    placeOnEmpty(rank, roll(random, 6) - 1, 'Q');
    placeOnEmpty(rank, roll(random, 5) - 1, 'N');
    placeOnEmpty(rank, roll(random, 4) - 1, 'N');
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return fromBackRank(new String(rank));
  }

  /** {@link #dice(Random)} with {@code new Random(seed)}: the same seed gives the same position. */
  public static Position dice(long seed) {
    return dice(new Random(seed));
  }

  /** One die throw 1..6, thrown again until it is at most {@code max}. */
  private static int roll(Random random, int max) {
    int r;
    do {
      r = random.nextInt(6) + 1;
    } while (r > max);
    return r;
  }

  private static void placeOnEmpty(char[] rank, int index, char piece) {
    for (int f = 0, seen = 0; f < 8; f++) {
      if (rank[f] == 0) {
        if (seen == index) {
          rank[f] = piece;
          return;
        }
        seen++;
      }
    }
    throw new IllegalStateException("no empty square number " + index);
  }

  private static Position fromBackRank(String rank) {
    Map<Square, Piece> board = new EnumMap<>(Square.class);
    EnumSet<Square> rooks = EnumSet.noneOf(Square.class);
    for (int f = 0; f < 8; f++) {
      Role role = Role.fromChar(rank.charAt(f));
      board.put(Square.of(f, 0), new Piece(Color.WHITE, role));
      board.put(Square.of(f, 1), new Piece(Color.WHITE, Role.PAWN));
      board.put(Square.of(f, 6), new Piece(Color.BLACK, Role.PAWN));
      board.put(Square.of(f, 7), new Piece(Color.BLACK, role));
      if (role == Role.ROOK) {
        rooks.add(Square.of(f, 0));
        rooks.add(Square.of(f, 7));
      }
    }
    try {
      return Position.of(new Setup(board, Color.WHITE, rooks, Optional.empty(), 0, 1));
    } catch (PositionException e) {
      throw new IllegalStateException("start position " + rank + " rejected", e);
    }
  }
}
