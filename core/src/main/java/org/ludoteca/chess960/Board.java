package org.ludoteca.chess960;

import static org.ludoteca.chess960.Attacks.BETWEEN;
import static org.ludoteca.chess960.Attacks.KING;
import static org.ludoteca.chess960.Attacks.KNIGHT;
import static org.ludoteca.chess960.Attacks.LINE;
import static org.ludoteca.chess960.Attacks.PAWN;

/**
 * The engine's mutable position: one bitboard per role and per colour, castling rights as the
 * bitboard of the rooks that may castle, the en-passant target square. Moves are ints (see
 * {@link #encode}); {@link #generate} writes the legal moves, {@link #play} plays one without
 * checking it. Not thread safe; {@link Position} keeps its own private copy.
 *
 * <p><b>The unchecked way in.</b> {@link Setup} is the unchecked position as written down and
 * {@link Position} the checked one; this board is the engine's working state, public only so
 * that the replay session above the notation ({@code chess960.game.ChessSession}) can play on
 * one board in place. Nothing here is checked: the fields may be set to anything, {@link #play}
 * plays whatever code it is given, and {@link Position#ofUnchecked} takes a board as it is. A
 * caller starts from {@link Position#copyBoard()} of a checked position and plays only codes
 * {@link #generate} or {@link #sanMove} returned; anyone else goes through {@link Position}.
 */
public final class Board {
  static final int NORMAL = 0;
  public static final int CASTLE = 1;
  public static final int EN_PASSANT = 2;
  public static final int PROMOTION = 3;

  /** Room for the legal moves of any position: legal positions have at most 218, odd setups such as a board of queens more. */
  public static final int MAX_MOVES = 512;

  static final long RANK_1 = 0xFFL;
  static final long RANK_8 = 0xFFL << 56;

  public long pawns;
  public long knights;
  public long bishops;
  public long rooks;
  public long queens;
  public long kings;
  public long white;
  public long black;
  /** 0 White, 1 Black. */
  public int turn;
  /** The rooks that may still castle. */
  public long castle;
  /** The en-passant target square, or -1; set after a double push only if an enemy pawn is beside it. */
  public int ep = -1;
  public int halfmove;
  public int fullmove = 1;

  public void copyFrom(Board o) {
    pawns = o.pawns;
    knights = o.knights;
    bishops = o.bishops;
    rooks = o.rooks;
    queens = o.queens;
    kings = o.kings;
    white = o.white;
    black = o.black;
    turn = o.turn;
    castle = o.castle;
    ep = o.ep;
    halfmove = o.halfmove;
    fullmove = o.fullmove;
  }

  static int encode(int from, int to, int kind, int promotion) {
    return from | to << 6 | kind << 12 | promotion << 14;
  }

  public static int from(int m) {
    return m & 63;
  }

  public static int to(int m) {
    return (m >>> 6) & 63;
  }

  public static int kind(int m) {
    return (m >>> 12) & 3;
  }

  public static int promotion(int m) {
    return m >>> 14;
  }

  /** The role on sq, or -1. */
  public int roleAt(int sq) {
    long b = 1L << sq;
    if (((white | black) & b) == 0) {
      return -1;
    }
    if ((pawns & b) != 0) {
      return 0;
    }
    if ((knights & b) != 0) {
      return 1;
    }
    if ((bishops & b) != 0) {
      return 2;
    }
    if ((rooks & b) != 0) {
      return 3;
    }
    if ((queens & b) != 0) {
      return 4;
    }
    return 5;
  }

  /** The colour on sq (0/1), or -1. */
  public int colorAt(int sq) {
    long b = 1L << sq;
    return (white & b) != 0 ? 0 : (black & b) != 0 ? 1 : -1;
  }

  void put(int sq, int color, int role) {
    long b = 1L << sq;
    remove(sq);
    if (color == 0) {
      white |= b;
    } else {
      black |= b;
    }
    switch (role) {
      case 0: pawns |= b; break;
      case 1: knights |= b; break;
      case 2: bishops |= b; break;
      case 3: rooks |= b; break;
      case 4: queens |= b; break;
      default: kings |= b; break;
    }
  }

  void remove(int sq) {
    long nb = ~(1L << sq);
    pawns &= nb;
    knights &= nb;
    bishops &= nb;
    rooks &= nb;
    queens &= nb;
    kings &= nb;
    white &= nb;
    black &= nb;
  }

  long side(int c) {
    return c == 0 ? white : black;
  }

  int kingSquare(int c) {
    long k = kings & side(c);
    return k == 0 ? -1 : Long.numberOfTrailingZeros(k);
  }

  /** All pieces of the colour with mask {@code by} that attack sq, given occupancy occ. */
  long attackersTo(int sq, long occ, long by) {
    long them = by;
    long att = KNIGHT[sq] & knights;
    att |= KING[sq] & kings;
    att |= Attacks.bishop(sq, occ) & (bishops | queens);
    att |= Attacks.rook(sq, occ) & (rooks | queens);
    // a white pawn attacks sq from the squares a black pawn on sq would attack, and vice versa
    att |= (PAWN[64 + sq] & pawns & white & them) | (PAWN[sq] & pawns & black & them);
    return att & them;
  }

  boolean attacked(int sq, long occ, long them) {
    return (KNIGHT[sq] & knights & them) != 0
        || (KING[sq] & kings & them) != 0
        || (PAWN[(turn << 6) + sq] & pawns & them) != 0
        || (Attacks.bishop(sq, occ) & (bishops | queens) & them) != 0
        || (Attacks.rook(sq, occ) & (rooks | queens) & them) != 0;
  }

  boolean inCheck() {
    int ks = kingSquare(turn);
    return ks >= 0 && attackersTo(ks, white | black, side(turn ^ 1)) != 0;
  }

  /**
   * Writes the legal moves from index n of list and returns the index after the last; with a
   * null list only counts them (bulk counting at the last ply of perft).
   */
  public int generate(int[] list, int n) {
    final int us = turn;
    final long own = us == 0 ? white : black;
    final long opp = us == 0 ? black : white;
    final long occ = own | opp;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    final long checkers = attackersTo(ks, occ, opp);

    // king steps
    long occNoKing = occ ^ (1L << ks);
    long t = KING[ks] & ~own;
    while (t != 0) {
      int to = Long.numberOfTrailingZeros(t);
      t &= t - 1;
      if (!attacked(to, occNoKing, opp)) {
        if (list != null) {
          list[n] = ks | to << 6;
        }
        n++;
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long target = ~own;
    if (checkers != 0) {
      int c = Long.numberOfTrailingZeros(checkers);
      target &= BETWEEN[ks * 64 + c] | checkers;
    }

    final long pinned = pinned(ks, occ, own, opp);
    final int ksBase = ks * 64;

    long pieces = knights & own & ~pinned;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      n = add(list, n, from, KNIGHT[from] & target);
    }
    pieces = (bishops | queens) & own;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      long a = Attacks.bishop(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        a &= LINE[ksBase + from];
      }
      n = add(list, n, from, a);
    }
    pieces = (rooks | queens) & own;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      long a = Attacks.rook(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        a &= LINE[ksBase + from];
      }
      n = add(list, n, from, a);
    }

    // pawns
    pieces = pawns & own;
    final long empty = ~occ;
    final int up = us == 0 ? 8 : -8;
    final long startRank = us == 0 ? 0xFF00L : 0xFF000000000000L;
    final long promoRank = us == 0 ? RANK_8 : RANK_1;
    final int pawnBase = us << 6;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      long fromBit = pieces & -pieces;
      pieces &= pieces - 1;
      long a = PAWN[pawnBase + from] & opp;
      int one = from + up;
      if ((empty & (1L << one)) != 0) {
        a |= 1L << one;
        if ((fromBit & startRank) != 0 && (empty & (1L << (one + up))) != 0) {
          a |= 1L << (one + up);
        }
      }
      a &= target;
      if ((pinned & fromBit) != 0) {
        a &= LINE[ksBase + from];
      }
      if ((a & promoRank) != 0) {
        if (list == null) {
          n += 4 * Long.bitCount(a);
          continue;
        }
        while (a != 0) {
          int to = Long.numberOfTrailingZeros(a);
          a &= a - 1;
          int base = from | to << 6 | PROMOTION << 12;
          list[n++] = base | 4 << 14;
          list[n++] = base | 1 << 14;
          list[n++] = base | 3 << 14;
          list[n++] = base | 2 << 14;
        }
      } else {
        n = add(list, n, from, a);
      }
    }

    // en passant: tested by playing it on the occupancy (covers pins, discovered and evaded checks)
    if (ep >= 0) {
      long capturers = PAWN[((us ^ 1) << 6) + ep] & pawns & own;
      int capSq = ep - up;
      while (capturers != 0) {
        int from = Long.numberOfTrailingZeros(capturers);
        capturers &= capturers - 1;
        long o = (occ ^ (1L << from) ^ (1L << capSq)) | (1L << ep);
        long attackers = (Attacks.bishop(ks, o) & (bishops | queens)) | (Attacks.rook(ks, o) & (rooks | queens))
            | (KNIGHT[ks] & knights) | (PAWN[pawnBase + ks] & pawns & ~(1L << capSq));
        if ((attackers & opp) == 0) {
          if (list != null) {
            list[n] = from | ep << 6 | EN_PASSANT << 12;
          }
          n++;
        }
      }
    }

    // castling
    if (checkers == 0) {
      long rights = castle & rooks & own & (us == 0 ? RANK_1 : RANK_8);
      while (rights != 0) {
        int rsq = Long.numberOfTrailingZeros(rights);
        rights &= rights - 1;
        if (castleLegal(ks, rsq, occ, opp)) {
          if (list != null) {
            list[n] = ks | rsq << 6 | CASTLE << 12;
          }
          n++;
        }
      }
    }
    return n;
  }

  /**
   * Whether the side to move has a legal move: {@code generate(null, 0) > 0}, answered at the
   * first move found, cheapest kinds first (a replay asks after every ply, to see a mate).
   */
  boolean hasLegalMove() {
    return hasLegalMove(checkers());
  }

  /**
   * The enemy pieces that give check to the side to move: {@code attackersTo(king, occupancy,
   * enemy)}, with the sliders found along the king's lines instead of by attack lookups.
   */
  public long checkers() {
    return checkersOf(turn);
  }

  /**
   * The enemy pieces that give check to {@code side} (0 White, 1 Black), whoever is to move; the
   * side must have a king. Along the king's lines, as {@link #checkers()}: also for checks made
   * once per position built, where the magic rook table's cache misses would cost more than the
   * work.
   */
  long checkersOf(int side) {
    final long own = side == 0 ? white : black;
    final long opp = side == 0 ? black : white;
    final long occ = own | opp;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    long att = (KNIGHT[ks] & knights) | (KING[ks] & kings) | (PAWN[(side << 6) + ks] & pawns);
    long snipers = ((Attacks.ROOK_RAYS[ks] & (rooks | queens)) | (Attacks.BISHOP_RAYS[ks] & (bishops | queens))) & opp;
    while (snipers != 0) {
      int s = Long.numberOfTrailingZeros(snipers);
      snipers &= snipers - 1;
      if ((BETWEEN[ks * 64 + s] & occ) == 0) {
        att |= 1L << s;
      }
    }
    return att & opp;
  }

  /**
   * The side's pieces pinned to its king on {@code ks}: the single piece between the king and an
   * enemy slider on the same line. Shared by move generation and the any-legal-move test.
   */
  private long pinned(int ks, long occ, long own, long opp) {
    long pinned = 0;
    long snipers = ((Attacks.rook(ks, 0) & (rooks | queens)) | (Attacks.bishop(ks, 0) & (bishops | queens))) & opp;
    while (snipers != 0) {
      int s = Long.numberOfTrailingZeros(snipers);
      snipers &= snipers - 1;
      long between = BETWEEN[ks * 64 + s] & occ;
      if (between != 0 && (between & (between - 1)) == 0) {
        pinned |= between & own;
      }
    }
    return pinned;
  }

  /** {@link #hasLegalMove()} when the checkers are known ({@link #checkers()}). */
  public boolean hasLegalMove(long checkers) {
    final int us = turn;
    final long own = us == 0 ? white : black;
    final long opp = us == 0 ? black : white;
    final long occ = own | opp;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    if (checkers == 0) {
      // Not in check, a piece off every line through the king is pinned by nothing: any step it
      // has is legal. Knights and single pawn pushes settle almost every position.
      final long offLines = ~Attacks.QUEEN_RAYS[ks];
      for (long n = knights & own & offLines; n != 0; n &= n - 1) {
        if ((KNIGHT[Long.numberOfTrailingZeros(n)] & ~own) != 0) {
          return true;
        }
      }
      long pushable = pawns & own & offLines & (us == 0 ? ~occ >>> 8 : ~occ << 8);
      if (pushable != 0) {
        return true;
      }
    }
    long occNoKing = occ ^ (1L << ks);
    long t = KING[ks] & ~own;
    while (t != 0) {
      int to = Long.numberOfTrailingZeros(t);
      t &= t - 1;
      if (!attacked(to, occNoKing, opp)) {
        return true;
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      return false;
    }
    long target = ~own;
    if (checkers != 0) {
      target &= BETWEEN[ks * 64 + Long.numberOfTrailingZeros(checkers)] | checkers;
    }
    final long pinned = pinned(ks, occ, own, opp);
    final int ksBase = ks * 64;
    long pieces = knights & own & ~pinned;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      if ((KNIGHT[from] & target) != 0) {
        return true;
      }
    }
    final long empty = ~occ;
    final int up = us == 0 ? 8 : -8;
    final long startRank = us == 0 ? 0xFF00L : 0xFF000000000000L;
    final int pawnBase = us << 6;
    pieces = pawns & own;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      long fromBit = pieces & -pieces;
      pieces &= pieces - 1;
      long a = PAWN[pawnBase + from] & opp;
      int one = from + up;
      if ((empty & (1L << one)) != 0) {
        a |= 1L << one;
        if ((fromBit & startRank) != 0 && (empty & (1L << (one + up))) != 0) {
          a |= 1L << (one + up);
        }
      }
      a &= target;
      if ((pinned & fromBit) != 0) {
        a &= LINE[ksBase + from];
      }
      if (a != 0) {
        return true;
      }
    }
    pieces = (bishops | queens) & own;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      long a = Attacks.bishop(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        a &= LINE[ksBase + from];
      }
      if (a != 0) {
        return true;
      }
    }
    pieces = (rooks | queens) & own;
    while (pieces != 0) {
      int from = Long.numberOfTrailingZeros(pieces);
      pieces &= pieces - 1;
      long a = Attacks.rook(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        a &= LINE[ksBase + from];
      }
      if (a != 0) {
        return true;
      }
    }
    if (epCaptureLegal()) {
      return true;
    }
    if (checkers == 0) {
      long rights = castle & rooks & own & (us == 0 ? RANK_1 : RANK_8);
      while (rights != 0) {
        int rsq = Long.numberOfTrailingZeros(rights);
        rights &= rights - 1;
        if (castleLegal(ks, rsq, occ, opp)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether an en-passant capture onto {@link #ep} is legal, exactly as {@link #generate} would
   * list one (none in double check); false when there is no en-passant square.
   */
  public boolean epCaptureLegal() {
    if (ep < 0) {
      return false;
    }
    final int us = turn;
    final long own = us == 0 ? white : black;
    final long opp = us == 0 ? black : white;
    final long occ = own | opp;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    final long checkers = attackersTo(ks, occ, opp);
    if ((checkers & (checkers - 1)) != 0) {
      return false;
    }
    long capturers = PAWN[((us ^ 1) << 6) + ep] & pawns & own;
    int capSq = ep - (us == 0 ? 8 : -8);
    while (capturers != 0) {
      int from = Long.numberOfTrailingZeros(capturers);
      capturers &= capturers - 1;
      long o = (occ ^ (1L << from) ^ (1L << capSq)) | (1L << ep);
      long attackers = (Attacks.bishop(ks, o) & (bishops | queens)) | (Attacks.rook(ks, o) & (rooks | queens))
          | (KNIGHT[ks] & knights) | (PAWN[(us << 6) + ks] & pawns & ~(1L << capSq));
      if ((attackers & opp) == 0) {
        return true;
      }
    }
    return false;
  }

  /** The legal castling move towards the h-side ({@code kingSide}) or the a-side, or -1. */
  public int castleMove(boolean kingSide) {
    final int us = turn;
    final long own = us == 0 ? white : black;
    final long opp = us == 0 ? black : white;
    final long occ = own | opp;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    if (attackersTo(ks, occ, opp) != 0) {
      return -1;
    }
    long rights = castle & rooks & own & (us == 0 ? RANK_1 : RANK_8);
    while (rights != 0) {
      int rsq = Long.numberOfTrailingZeros(rights);
      rights &= rights - 1;
      if ((rsq > ks) == kingSide && castleLegal(ks, rsq, occ, opp)) {
        return ks | rsq << 6 | CASTLE << 12;
      }
    }
    return -1;
  }

  /** The sliders of {@code pieces}, each on a line with {@code to}, that nothing stands between it and {@code to}. */
  private static long clearLines(long pieces, int to, long occ) {
    long clear = 0;
    for (long p = pieces; p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      if ((BETWEEN[from * 64 + to] & occ) == 0) {
        clear |= 1L << from;
      }
    }
    return clear;
  }

  /**
   * The one legal non-castling move of a piece of {@code role} to {@code to}, its origin on file
   * {@code fromFile} and rank {@code fromRank} when those are not -1, promoting to {@code promo}
   * (0 for none): what SAN names. Only the pieces that can reach {@code to} are tried, each by
   * the king's safety after the move, so that no move list is built. -1 when no move or more
   * than one fits, or a pawn move to the last rank names no promotion (or another move one).
   * {@code inCheck} must say whether the side to move is in check (the caller knows it from the
   * last ply): a piece off every line through the king then needs no test.
   */
  public int sanMove(int role, int to, int fromFile, int fromRank, int promo, boolean inCheck) {
    final int us = turn;
    final long own = us == 0 ? white : black;
    final long opp = us == 0 ? black : white;
    final long occ = own | opp;
    final long toBit = 1L << to;
    if ((own & toBit) != 0) {
      return -1;
    }
    boolean lastRank = (toBit & (us == 0 ? RANK_8 : RANK_1)) != 0;
    if ((role == 0 && lastRank) != (promo != 0)) {
      return -1;
    }
    long candidates;
    boolean enPassant = false;
    switch (role) {
      case 0 -> {
        int up = us == 0 ? 8 : -8;
        if (fromFile == (to & 7)) { // a push: one step, or two from the start rank
          candidates = 0;
          if ((occ & toBit) == 0) {
            int one = to - up;
            if (one >= 0 && one < 64) {
              long oneBit = 1L << one;
              if ((pawns & own & oneBit) != 0) {
                candidates = oneBit;
              } else if ((occ & oneBit) == 0 && (to >> 3) == (us == 0 ? 3 : 4)) {
                candidates = (1L << (one - up)) & pawns & own;
              }
            }
          }
        } else { // a capture, en passant when onto the en-passant square
          enPassant = to == ep;
          if ((opp & toBit) == 0 && !enPassant) {
            return -1;
          }
          candidates = PAWN[((us ^ 1) << 6) + to] & pawns & own;
        }
      }
      case 1 -> candidates = KNIGHT[to] & knights & own;
      case 2 -> candidates = clearLines(Attacks.BISHOP_RAYS[to] & bishops & own, to, occ);
      case 3 -> candidates = clearLines(Attacks.ROOK_RAYS[to] & rooks & own, to, occ);
      case 4 -> candidates = clearLines(Attacks.QUEEN_RAYS[to] & queens & own, to, occ);
      default -> candidates = KING[to] & kings & own;
    }
    if (fromFile >= 0) {
      candidates &= 0x0101010101010101L << fromFile;
    }
    if (fromRank >= 0) {
      candidates &= 0xFFL << (fromRank * 8);
    }
    int found = -1;
    final int ks = Long.numberOfTrailingZeros(kings & own);
    while (candidates != 0) {
      int from = Long.numberOfTrailingZeros(candidates);
      candidates &= candidates - 1;
      long fromBit = 1L << from;
      boolean safe;
      if (!inCheck && role != 5 && !enPassant && (Attacks.QUEEN_RAYS[ks] & fromBit) == 0) {
        safe = true; // nothing can be pinned against the king from off its lines
      } else if (role == 5) {
        safe = !attackedAlongLines(to, occ ^ fromBit, opp & ~toBit);
      } else {
        long after = (occ ^ fromBit) | toBit;
        long them = opp & ~toBit;
        if (enPassant) {
          long captured = 1L << (to - (us == 0 ? 8 : -8));
          after ^= captured;
          them &= ~captured;
        }
        safe = !attackedAlongLines(ks, after, them);
      }
      if (!safe) {
        continue;
      }
      if (found >= 0) {
        return -1;
      }
      found = from | to << 6 | (enPassant ? EN_PASSANT << 12 : promo != 0 ? PROMOTION << 12 | promo << 14 : 0);
    }
    return found;
  }

  /**
   * Whether a piece of {@code them} attacks {@code sq} given occupancy {@code occ}, pawns counted
   * as the side not to move: {@link #attacked}, with the sliders found along the lines through
   * {@code sq} (a few small-table lookups) instead of magic lookups, whose rook table is too large
   * to stay in cache between the plies of a replay.
   */
  boolean attackedAlongLines(int sq, long occ, long them) {
    if ((KNIGHT[sq] & knights & them) != 0 || (KING[sq] & kings & them) != 0
        || (PAWN[(turn << 6) + sq] & pawns & them) != 0) {
      return true;
    }
    long snipers = ((Attacks.ROOK_RAYS[sq] & (rooks | queens)) | (Attacks.BISHOP_RAYS[sq] & (bishops | queens))) & them;
    final int base = sq * 64;
    while (snipers != 0) {
      int s = Long.numberOfTrailingZeros(snipers);
      snipers &= snipers - 1;
      if ((BETWEEN[base + s] & occ) == 0) {
        return true;
      }
    }
    return false;
  }

  /** Castling with the king on ks and the rook on rsq, the side to move not in check. */
  private boolean castleLegal(int ks, int rsq, long occ, long opp) {
    int rank = ks & 56;
    boolean kingSide = rsq > ks;
    int kd = rank + (kingSide ? 6 : 2);
    int rd = rank + (kingSide ? 5 : 3);
    long kingBit = 1L << ks;
    long rookBit = 1L << rsq;
    long need = BETWEEN[ks * 64 + kd] | (1L << kd) | BETWEEN[rsq * 64 + rd] | (1L << rd);
    if ((need & occ & ~kingBit & ~rookBit) != 0) {
      return false;
    }
    long after = (occ ^ kingBit ^ rookBit) | (1L << rd) | (1L << kd);
    // the destination is judged even when the king stays put: the rook leaving may open a line
    long path = BETWEEN[ks * 64 + kd] | (1L << kd);
    while (path != 0) {
      int s = Long.numberOfTrailingZeros(path);
      path &= path - 1;
      if (attacked(s, after, opp)) {
        return false;
      }
    }
    return true;
  }

  private static int add(int[] list, int n, int from, long targets) {
    if (list == null) {
      return n + Long.bitCount(targets);
    }
    while (targets != 0) {
      list[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
      targets &= targets - 1;
    }
    return n;
  }

  /** Plays a move produced by {@link #generate} for this position. */
  public void play(int m) {
    final int from = m & 63;
    final int to = (m >>> 6) & 63;
    final int kind = (m >>> 12) & 3;
    final int us = turn;
    final long fromBit = 1L << from;
    final long toBit = 1L << to;
    final long backRank = us == 0 ? RANK_1 : RANK_8;
    ep = -1;
    halfmove++;
    if (us == 1) {
      fullmove++;
    }
    if (kind == CASTLE) {
      int rank = from & 56;
      boolean kingSide = to > from;
      long kd = 1L << (rank + (kingSide ? 6 : 2));
      long rd = 1L << (rank + (kingSide ? 5 : 3));
      kings = (kings ^ fromBit) | kd;
      rooks = (rooks ^ toBit) | rd;
      if (us == 0) {
        white = (white ^ fromBit ^ toBit) | kd | rd;
      } else {
        black = (black ^ fromBit ^ toBit) | kd | rd;
      }
      castle &= ~backRank;
      turn = us ^ 1;
      return;
    }
    final long move = fromBit | toBit;
    if (kind == EN_PASSANT) {
      long cap = us == 0 ? toBit >>> 8 : toBit << 8;
      pawns ^= cap | move;
      if (us == 0) {
        black ^= cap;
        white ^= move;
      } else {
        white ^= cap;
        black ^= move;
      }
      halfmove = 0;
      turn = us ^ 1;
      return;
    }
    long opp = us == 0 ? black : white;
    if ((opp & toBit) != 0) {
      long nb = ~toBit;
      pawns &= nb;
      knights &= nb;
      bishops &= nb;
      rooks &= nb;
      queens &= nb;
      if (us == 0) {
        black &= nb;
      } else {
        white &= nb;
      }
      halfmove = 0;
      castle &= nb;
    }
    if (us == 0) {
      white ^= move;
    } else {
      black ^= move;
    }
    if ((pawns & fromBit) != 0) {
      halfmove = 0;
      if (kind == PROMOTION) {
        pawns ^= fromBit;
        switch (m >>> 14) {
          case 1: knights |= toBit; break;
          case 2: bishops |= toBit; break;
          case 3: rooks |= toBit; break;
          default: queens |= toBit; break;
        }
      } else {
        pawns ^= move;
        if (to - from == 16 || from - to == 16) {
          int e = (from + to) >>> 1;
          if ((PAWN[(us << 6) + e] & pawns & (us == 0 ? black : white)) != 0) {
            ep = e;
          }
        }
      }
    } else if ((knights & fromBit) != 0) {
      knights ^= move;
    } else if ((bishops & fromBit) != 0) {
      bishops ^= move;
    } else if ((rooks & fromBit) != 0) {
      rooks ^= move;
      castle &= ~fromBit;
    } else if ((queens & fromBit) != 0) {
      queens ^= move;
    } else {
      kings ^= move;
      castle &= ~backRank;
    }
    turn = us ^ 1;
  }
}
