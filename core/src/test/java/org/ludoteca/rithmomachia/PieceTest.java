package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class PieceTest {

  private static final PieceKind[] PLAIN_KINDS = {PieceKind.CIRCLE, PieceKind.TRIANGLE, PieceKind.SQUARE};

  @Test
  void of_sameSideKindValue_returnsTheSharedInstance() {
    for (Side side : Side.values()) {
      for (PieceKind kind : PLAIN_KINDS) {
        for (int value = 1; value <= Piece.MAX_VALUE; value++) {
          assertSame(Piece.of(side, kind, value), Piece.of(side, kind, value), side + " " + kind + " " + value);
        }
      }
    }
  }

  @Test
  void code_everyPlainPiece_packsItsSideKindAndValue() {
    Set<Integer> codes = new HashSet<>();
    for (Side side : Side.values()) {
      for (PieceKind kind : PLAIN_KINDS) {
        for (int value = 1; value <= Piece.MAX_VALUE; value++) {
          Piece p = Piece.of(side, kind, value);
          int code = p.code();
          assertTrue(code >= 0 && code < Piece.CODE_LIMIT, p + " code " + code);
          assertEquals(side.ordinal(), code >>> Piece.CODE_SIDE_SHIFT & 1, p + " side");
          assertEquals(kind.ordinal(), code >>> Piece.CODE_KIND_SHIFT & 3, p + " kind");
          assertEquals(value, code & (1 << Piece.CODE_KIND_SHIFT) - 1, p + " value");
          assertSame(p, Piece.ofCode(code), p + " from its code");
          assertTrue(codes.add(code), p + " shares its code");
        }
      }
    }
    assertEquals(2 * 3 * Piece.MAX_VALUE, codes.size());
  }

  @Test
  void code_pyramid_hasKindPyramidAndNoPlainPiece() {
    Piece white = Piece.pyramid(Side.WHITE, List.of(Piece.of(Side.WHITE, PieceKind.SQUARE, 36),
        Piece.of(Side.WHITE, PieceKind.CIRCLE, 1)));
    Piece black = Piece.pyramid(Side.BLACK, List.of(Piece.of(Side.BLACK, PieceKind.TRIANGLE, 25)));
    assertEquals(PieceKind.PYRAMID.ordinal(), white.code() >>> Piece.CODE_KIND_SHIFT & 3);
    assertEquals(0, white.code() >>> Piece.CODE_SIDE_SHIFT & 1);
    assertEquals(1, black.code() >>> Piece.CODE_SIDE_SHIFT & 1);
    assertEquals(0, white.code() & (1 << Piece.CODE_KIND_SHIFT) - 1);
    assertNull(Piece.ofCode(white.code()));
    assertNull(Piece.ofCode(black.code()));
    assertEquals(37, white.value());
  }

  @Test
  void ofCode_codesOfNoPlainPiece_returnsNull() {
    assertNull(Piece.ofCode(-1));
    assertNull(Piece.ofCode(Piece.CODE_LIMIT));
    assertNull(Piece.ofCode(0)); // white circle of value 0
    assertNull(Piece.ofCode(1000)); // white circle of value 1000
  }

  @Test
  void of_valueOutOfRange_throws() {
    assertThrows(IllegalArgumentException.class, () -> Piece.of(Side.WHITE, PieceKind.CIRCLE, 0));
    assertThrows(IllegalArgumentException.class, () -> Piece.of(Side.BLACK, PieceKind.SQUARE, 1000));
    assertThrows(IllegalArgumentException.class, () -> Piece.of(Side.BLACK, PieceKind.PYRAMID, 10));
  }

  @Test
  void equals_pyramidsOfEqualComponents_areEqualButNotShared() {
    Piece a = Piece.pyramid(Side.BLACK, List.of(Piece.of(Side.BLACK, PieceKind.SQUARE, 64)));
    Piece b = Piece.pyramid(Side.BLACK, List.of(Piece.of(Side.BLACK, PieceKind.SQUARE, 64)));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, Piece.of(Side.BLACK, PieceKind.SQUARE, 64));
  }

  @Test
  void parse_startPacket_sharesPlainPiecesBetweenParses() throws Exception {
    Setup first = RithmoFen.parse(RithmoFen.START);
    Setup second = RithmoFen.parse(RithmoFen.START);
    for (var e : first.board().entrySet()) {
      Piece a = e.getValue();
      Piece b = second.board().get(e.getKey());
      if (a.isPyramid()) {
        for (int i = 0; i < a.components().size(); i++) {
          assertSame(a.components().get(i), b.components().get(i), e.getKey() + " component " + i);
        }
      } else {
        assertSame(a, b, e.getKey().toString());
      }
    }
  }

  @Test
  void readResolve_serializedPieces_comeBackSharedWithTheirCodes() throws Exception {
    Piece plain = Piece.of(Side.BLACK, PieceKind.TRIANGLE, 49);
    Piece pyramid = Piece.pyramid(Side.WHITE, List.of(Piece.of(Side.WHITE, PieceKind.TRIANGLE, 16),
        Piece.of(Side.WHITE, PieceKind.CIRCLE, 4)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(plain);
      out.writeObject(pyramid);
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      Piece plainBack = (Piece) in.readObject();
      Piece pyramidBack = (Piece) in.readObject();
      assertSame(plain, plainBack);
      assertEquals(plain.code(), plainBack.code());
      assertEquals(pyramid, pyramidBack);
      assertEquals(pyramid.code(), pyramidBack.code());
      assertSame(pyramid.components().get(0), pyramidBack.components().get(0));
    }
  }
}
