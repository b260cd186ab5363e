package org.ludoteca.rithmomachia.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ludoteca.codec.BitReader;
import org.ludoteca.codec.BitWriter;
import org.ludoteca.codec.MalformedCodeException;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.IrregularMove;
import org.ludoteca.rithmomachia.Piece;
import org.ludoteca.rithmomachia.PieceKind;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.RosterCodec;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;

/**
 * The general mode of the compact code ({@link CompactPosition}): any position, as an occupancy
 * mask and a bit-packed piece list, then the capture lists, the irregular field and the turn.
 * Decoding checks the position ({@link Position#ofSquares}). Thread-safe: a writer per thread.
 */
final class GeneralCode {
  private static final PieceKind[] KINDS = PieceKind.values();
  private static final ThreadLocal<BitWriter> WRITER = ThreadLocal.withInitial(BitWriter::new);

  private GeneralCode() {}

  /** The general-mode code of {@code p}, CRC-16 included. */
  static byte[] encode(Position p) {
    BitWriter w = WRITER.get();
    w.reset();
    encode(p, w);
    return w.finish();
  }

  /**
   * The position of the general-mode code {@code code[0..end)} (the CRC excluded), whose
   * header says {@code toMove}.
   */
  static Position decode(byte[] code, int end, Side toMove, Set<Illegality> tolerated)
      throws MalformedCodeException {
    BitReader r = new BitReader(code, end);
    r.read(5);
    Position p = decode(r, toMove, tolerated);
    r.finish();
    return p;
  }

  private static void encode(Position p, BitWriter w) {
    w.write(RosterCodec.VERSION, 2);
    w.write(CompactPosition.MODE_GENERAL, 2);
    w.write(p.toMove().ordinal(), 1);
    // the occupancy, a1 first: the masks with their bit order reversed
    w.write(Long.reverse(p.occupiedLow()), 64);
    w.write(Long.reverse(p.occupiedHigh()), 64);
    for (int s = 0; s < Square.COUNT; s++) {
      Piece q = p.pieceAt(s);
      if (q != null) {
        writePiece(w, q);
      }
    }
    for (Side side : Side.values()) {
      List<Piece> list = p.capturedBy(side);
      w.writeExpGolomb(list.size(), 3);
      for (Piece q : list) {
        writePiece(w, q);
      }
    }
    IrregularMove leap = p.lastLeap().orElse(null);
    w.write(leap == null ? 0 : 1, 1);
    if (leap != null) {
      writeLeap(w, leap);
    }
    w.writeExpGolomb(p.turn() - 1L, 6);
  }

  private static void writePiece(BitWriter w, Piece q) {
    w.write(q.side().ordinal(), 1);
    w.write(q.kind().ordinal(), 2);
    if (q.isPyramid()) {
      w.writeExpGolomb(q.components().size() - 1L, 2);
      for (Piece c : q.components()) {
        w.write(c.kind().ordinal(), 2);
        w.write(c.value(), 10);
      }
    } else {
      w.write(q.value(), 10);
    }
  }

  private static void writeLeap(BitWriter w, IrregularMove leap) {
    w.write(leap.side().ordinal(), 1);
    w.write(leap.kind().ordinal(), 2);
    if (leap.kind() != PieceKind.PYRAMID) {
      w.write(leap.value(), 10);
    }
    w.write(leap.origin().index(), 7);
  }

  private static Position decode(BitReader r, Side toMove, Set<Illegality> tolerated)
      throws MalformedCodeException {
    long occupiedLow = Long.reverse(r.readLong());
    long occupiedHigh = Long.reverse(r.readLong());
    Piece[] board = new Piece[Square.COUNT];
    for (int half = 0; half < 2; half++) {
      for (long bits = half == 0 ? occupiedLow : occupiedHigh; bits != 0; bits &= bits - 1) {
        board[half << 6 | Long.numberOfTrailingZeros(bits)] = readPiece(r);
      }
    }
    List<List<Piece>> lists = new ArrayList<>(2);
    for (int side = 0; side < 2; side++) {
      long n = r.readExpGolomb(3);
      if (n > r.bitsLeft() / 13) {
        throw new MalformedCodeException("capture list of " + n + " pieces longer than the input");
      }
      List<Piece> list = new ArrayList<>((int) n);
      for (int i = 0; i < n; i++) {
        list.add(readPiece(r));
      }
      lists.add(list);
    }
    IrregularMove leap = r.read(1) == 1 ? readLeap(r) : null;
    int turn = readTurn(r);
    try {
      return Position.ofSquares(board, toMove, lists.get(0), lists.get(1), leap, turn, tolerated);
    } catch (PositionException e) {
      throw new MalformedCodeException("not a playable position: " + e.getMessage());
    }
  }

  private static Piece readPiece(BitReader r) throws MalformedCodeException {
    Side side = r.read(1) == 0 ? Side.WHITE : Side.BLACK;
    PieceKind kind = KINDS[r.read(2)];
    if (kind != PieceKind.PYRAMID) {
      return Piece.of(side, kind, readValue(r));
    }
    long n = r.readExpGolomb(2) + 1;
    if (n > r.bitsLeft() / 12) {
      throw new MalformedCodeException("pyramid of " + n + " components longer than the input");
    }
    List<Piece> components = new ArrayList<>((int) n);
    for (int i = 0; i < n; i++) {
      PieceKind ck = KINDS[r.read(2)];
      if (ck == PieceKind.PYRAMID) {
        throw new MalformedCodeException("pyramid inside a pyramid");
      }
      components.add(Piece.of(side, ck, readValue(r)));
    }
    return Piece.pyramid(side, components);
  }

  private static IrregularMove readLeap(BitReader r) throws MalformedCodeException {
    Side side = r.read(1) == 0 ? Side.WHITE : Side.BLACK;
    PieceKind kind = KINDS[r.read(2)];
    int value = 0;
    if (kind != PieceKind.PYRAMID) {
      value = readValue(r);
    }
    return new IrregularMove(side, kind, value, Square.of(r.read(7)));
  }

  private static int readValue(BitReader r) throws MalformedCodeException {
    int value = r.read(10);
    if (value < 1 || value > Piece.MAX_VALUE) {
      throw new MalformedCodeException("value " + value + " out of range 1..999");
    }
    return value;
  }

  private static int readTurn(BitReader r) throws MalformedCodeException {
    long turn = r.readExpGolomb(6) + 1;
    if (turn > Integer.MAX_VALUE) {
      throw new MalformedCodeException("turn " + turn + " too large");
    }
    return (int) turn;
  }
}
