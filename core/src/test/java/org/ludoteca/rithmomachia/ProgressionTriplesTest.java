package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * Spec section 8: own-side progression triples of the start roster.
 *
 * <p>What is counted: the values of one side's board pieces in the start position (read from
 * {@link Rithmomachia#start()}), pyramids left out unless stated, taken as a <em>set</em> of
 * distinct values (White: C4 stands twice, 6 is a circle and a triangle, 25 and 81 a square and a triangle;
 * Black has 9 and 49 twice); then every unordered triple {a < b < c} of those values that
 * {@link Progression#of} classifies in increasing order. Any progression of three distinct
 * values reads as one in increasing order, so this counts each value set once. With duplicates
 * counted as separate pieces the numbers would be larger; the spec's numbers are these.
 */
class ProgressionTriplesTest {

  private static final Position START = Rithmomachia.of(RuleSets.defaultRules()).start();

  private static TreeSet<Integer> values(Side side, boolean withPyramid) {
    TreeSet<Integer> out = new TreeSet<>();
    for (Square s : START.squaresOf(side)) {
      Piece p = START.pieceAt(s);
      if (!p.isPyramid() || withPyramid) {
        out.add(p.value());
      }
    }
    return out;
  }

  private static Map<Progression, List<List<Integer>>> triples(TreeSet<Integer> values) {
    Map<Progression, List<List<Integer>>> out = new EnumMap<>(Progression.class);
    for (Progression k : Progression.values()) {
      out.put(k, new ArrayList<>());
    }
    List<Integer> v = new ArrayList<>(values);
    for (int i = 0; i < v.size(); i++) {
      for (int j = i + 1; j < v.size(); j++) {
        for (int k = j + 1; k < v.size(); k++) {
          Progression kind = Progression.of(v.get(i), v.get(j), v.get(k));
          if (kind != null) {
            out.get(kind).add(List.of(v.get(i), v.get(j), v.get(k)));
          }
        }
      }
    }
    return out;
  }

  /* ---- roster ---- */

  @Test
  void roster_whiteHas24TokensWithDuplicateValues() {
    assertEquals(24, START.squaresOf(Side.WHITE).size());
    assertEquals(19, values(Side.WHITE, false).size(), "23 plain pieces, 19 distinct values");
    assertTrue(values(Side.WHITE, true).contains(91));
  }

  @Test
  void roster_blackHas24TokensWithDuplicateValues() {
    assertEquals(24, START.squaresOf(Side.BLACK).size());
    assertEquals(21, values(Side.BLACK, false).size(), "23 plain pieces, 21 distinct values");
    assertTrue(values(Side.BLACK, true).contains(190));
  }

  /* ---- white ---- */

  @Test
  void white_withoutPyramid_11Arithmetic11Geometric2Harmonic() {
    Map<Progression, List<List<Integer>>> t = triples(values(Side.WHITE, false));
    assertEquals(11, t.get(Progression.ARITHMETIC).size(), t.toString());
    assertEquals(11, t.get(Progression.GEOMETRIC).size(), t.toString());
    assertEquals(List.of(List.of(9, 15, 45), List.of(9, 16, 72)), t.get(Progression.HARMONIC));
  }

  @Test
  void white_withPyramidTotal_gainsGeometric49_91_169() {
    Map<Progression, List<List<Integer>>> without = triples(values(Side.WHITE, false));
    Map<Progression, List<List<Integer>>> with = triples(values(Side.WHITE, true));
    assertEquals(without.get(Progression.ARITHMETIC), with.get(Progression.ARITHMETIC));
    assertEquals(without.get(Progression.HARMONIC), with.get(Progression.HARMONIC));
    List<List<Integer>> gained = new ArrayList<>(with.get(Progression.GEOMETRIC));
    gained.removeAll(without.get(Progression.GEOMETRIC));
    assertEquals(List.of(List.of(49, 91, 169)), gained);
    assertEquals(12, with.get(Progression.GEOMETRIC).size());
  }

  /* ---- black ---- */

  @Test
  void black_withoutPyramid_9Arithmetic10Geometric0Harmonic() {
    Map<Progression, List<List<Integer>>> t = triples(values(Side.BLACK, false));
    assertEquals(9, t.get(Progression.ARITHMETIC).size(), t.toString());
    assertEquals(10, t.get(Progression.GEOMETRIC).size(), t.toString());
    assertEquals(0, t.get(Progression.HARMONIC).size(), t.toString());
  }

  @Test
  void black_withPyramidTotal_gainsGeometric100_190_361() {
    Map<Progression, List<List<Integer>>> without = triples(values(Side.BLACK, false));
    Map<Progression, List<List<Integer>>> with = triples(values(Side.BLACK, true));
    assertEquals(without.get(Progression.ARITHMETIC), with.get(Progression.ARITHMETIC));
    assertEquals(without.get(Progression.HARMONIC), with.get(Progression.HARMONIC));
    List<List<Integer>> gained = new ArrayList<>(with.get(Progression.GEOMETRIC));
    gained.removeAll(without.get(Progression.GEOMETRIC));
    assertEquals(List.of(List.of(100, 190, 361)), gained);
  }
}
