package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SquareTest {

  /* ---- of ---- */

  @Test
  void of_a1_isIndexZero() {
    Square a1 = Square.of(0, 1);
    assertEquals(0, a1.index());
    assertEquals(0, a1.file());
    assertEquals(1, a1.rank());
    assertSame(a1, Square.of(0));
  }

  @Test
  void of_h16_isIndex127() {
    Square h16 = Square.of(7, 16);
    assertEquals(127, h16.index());
    assertEquals(7, h16.file());
    assertEquals(16, h16.rank());
    assertSame(h16, Square.of(127));
  }

  @Test
  void of_indexOrder_runsAlongRanks() {
    assertEquals(1, Square.of(1, 1).index()); // b1
    assertEquals(7, Square.of(7, 1).index()); // h1
    assertEquals(8, Square.of(0, 2).index()); // a2
    assertEquals(9, Square.of(1, 2).index()); // b2
  }

  @Test
  void of_everyIndex_roundTripsThroughFileAndRank() {
    Set<Square> seen = new HashSet<>();
    for (int i = 0; i < Square.COUNT; i++) {
      Square s = Square.of(i);
      assertEquals(i, s.index());
      assertSame(s, Square.of(s.file(), s.rank()));
      seen.add(s);
    }
    assertEquals(128, seen.size());
  }

  @Test
  void of_indexOutOfRange_throws() {
    assertThrows(IllegalArgumentException.class, () -> Square.of(-1));
    assertThrows(IllegalArgumentException.class, () -> Square.of(128));
  }

  @Test
  void of_fileOrRankOutOfRange_throws() {
    assertThrows(IllegalArgumentException.class, () -> Square.of(-1, 1));
    assertThrows(IllegalArgumentException.class, () -> Square.of(8, 1));
    assertThrows(IllegalArgumentException.class, () -> Square.of(0, 0));
    assertThrows(IllegalArgumentException.class, () -> Square.of(0, 17));
  }

  /* ---- exists ---- */

  @Test
  void exists_boardEdges() {
    assertTrue(Square.exists(0, 1));
    assertTrue(Square.exists(7, 16));
    assertEquals(false, Square.exists(-1, 1));
    assertEquals(false, Square.exists(8, 1));
    assertEquals(false, Square.exists(0, 0));
    assertEquals(false, Square.exists(0, 17));
  }

  /* ---- name ---- */

  @Test
  void name_cornersAndMiddle() {
    assertEquals("a1", Square.of(0).name());
    assertEquals("b1", Square.of(1).name());
    assertEquals("h1", Square.of(7).name());
    assertEquals("a2", Square.of(8).name());
    assertEquals("c14", Square.of(2, 14).name());
    assertEquals("h16", Square.of(127).name());
    assertEquals("h16", Square.of(127).toString());
  }

  /* ---- parse ---- */

  @Test
  void parse_validNames() {
    assertEquals(Optional.of(Square.of(0)), Square.parse("a1"));
    assertEquals(Optional.of(Square.of(127)), Square.parse("h16"));
    assertEquals(Optional.of(Square.of(2, 14)), Square.parse("c14"));
    assertEquals(Optional.of(Square.of(7, 15)), Square.parse("h15"));
  }

  @Test
  void parse_everyName_roundTrips() {
    for (int i = 0; i < Square.COUNT; i++) {
      Square s = Square.of(i);
      assertEquals(Optional.of(s), Square.parse(s.name()), s.name());
    }
  }

  @Test
  void parse_fileBeyondH_isEmpty() {
    assertEquals(Optional.empty(), Square.parse("i1"));
  }

  @Test
  void parse_rank17_isEmpty() {
    assertEquals(Optional.empty(), Square.parse("a17"));
  }

  @Test
  void parse_rank0_isEmpty() {
    assertEquals(Optional.empty(), Square.parse("a0"));
  }

  @Test
  void parse_malformed_isEmpty() {
    for (String bad : new String[] {"", "a", "1", "a01", "A1", "a1 ", "a+1", "a100", "1a", "aa"}) {
      assertEquals(Optional.empty(), Square.parse(bad), "'" + bad + "'");
    }
  }

  /* ---- ofFen / fenRow ---- */

  @Test
  void ofFen_a1_isRow16Column1() {
    assertSame(Square.of(0), Square.ofFen(16, 1));
    assertEquals(16, Square.of(0).fenRow());
  }

  @Test
  void ofFen_h16_isRow1Column8() {
    assertSame(Square.of(127), Square.ofFen(1, 8));
    assertEquals(1, Square.of(127).fenRow());
  }

  @Test
  void ofFen_everySquare_roundTrips() {
    for (int i = 0; i < Square.COUNT; i++) {
      Square s = Square.of(i);
      assertSame(s, Square.ofFen(s.fenRow(), s.file() + 1));
    }
  }

  @Test
  void ofFen_h15_isRow2Column8() {
    assertEquals("h15", Square.ofFen(2, 8).name());
    assertEquals("b2", Square.ofFen(15, 2).name());
  }

  /* ---- paperCoordinate ---- */

  @Test
  void paperCoordinate_b1_is1x2() {
    assertEquals("1x2", Square.of(1).paperCoordinate());
  }

  @Test
  void paperCoordinate_h15_is15x8() {
    assertEquals("15x8", Square.parse("h15").orElseThrow().paperCoordinate());
  }

  @Test
  void paperCoordinate_corners() {
    assertEquals("1x1", Square.of(0).paperCoordinate());
    assertEquals("16x8", Square.of(127).paperCoordinate());
  }

  /* ---- parsePaperCoordinate ---- */

  @Test
  void parsePaperCoordinate_1x2_isB1() {
    assertEquals(Optional.of(Square.parse("b1").orElseThrow()), Square.parsePaperCoordinate("1x2"));
  }

  @Test
  void parsePaperCoordinate_15x8_isH15() {
    assertEquals("h15", Square.parsePaperCoordinate("15x8").orElseThrow().name());
  }

  @Test
  void parsePaperCoordinate_everySquare_roundTrips() {
    for (int i = 0; i < Square.COUNT; i++) {
      Square s = Square.of(i);
      assertEquals(Optional.of(s), Square.parsePaperCoordinate(s.paperCoordinate()), s.paperCoordinate());
    }
  }

  @Test
  void parsePaperCoordinate_rank0_isEmpty() {
    assertEquals(Optional.empty(), Square.parsePaperCoordinate("0x1"));
  }

  @Test
  void parsePaperCoordinate_rank17_isEmpty() {
    assertEquals(Optional.empty(), Square.parsePaperCoordinate("17x1"));
  }

  @Test
  void parsePaperCoordinate_file9_isEmpty() {
    assertEquals(Optional.empty(), Square.parsePaperCoordinate("1x9"));
  }

  @Test
  void parsePaperCoordinate_malformed_isEmpty() {
    for (String bad : new String[] {"", "x", "x1", "1x", "1x0", "01x1", "1x12", "1xx2", "1y2", "a1", "1x2 ", "+1x2", "1.x2"}) {
      assertEquals(Optional.empty(), Square.parsePaperCoordinate(bad), "'" + bad + "'");
    }
  }

  /* ---- compareTo ---- */

  @Test
  void compareTo_followsIndex() {
    assertTrue(Square.of(0).compareTo(Square.of(1)) < 0);
    assertTrue(Square.of(8).compareTo(Square.of(7)) > 0);
    assertEquals(0, Square.of(5).compareTo(Square.of(5)));
  }
}
