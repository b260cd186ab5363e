package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The quick readings of the common {@code %clk} and {@code %eval} forms against the general ones
 * they stand in front of ({@link MoveAnnotations#clockByParts}, {@link MoveAnnotations#evalByParts}):
 * the same value for every command, common or not.
 */
class MoveAnnotationsTest {
  private static final String[] CLOCK_PIECES = {"0", "1", "3", "00", "03", "59", "60", "75", "999", "1234567890",
      "12345678901", ":", ".", ".5", ".05", ".99", ".123", " ", "  ", "-1", "+1", "e3", "1e2", "\t", "x", ""};
  private static final String[] EVAL_PIECES = {"0", "-", "+", "0.17", "-0.17", "1.5", "-1.5", ".5", "1.", "#", "#-4",
      "#3", "999.99", "9999", "-0", "0.005", "12.345", ",", ",23", " ", "e2", "NaN", "Infinity", "0x1p3", "17", ""};

  @Test
  void clock_everyForm_readsAsByParts() {
    for (String value : values(CLOCK_PIECES, 20_000, 1)) {
      String t = "{ [%clk" + value + "] }";
      int close = t.indexOf(']');
      assertEquals(MoveAnnotations.clockByParts(t, 7, close), MoveAnnotations.clock(t, 0, t.length() - 1),
          () -> "[%clk" + value + "]");
    }
  }

  @Test
  void eval_everyForm_readsAsByParts() {
    for (String value : values(EVAL_PIECES, 20_000, 2)) {
      String t = "{ [%eval" + value + "] }";
      int close = t.indexOf(']');
      assertEquals(MoveAnnotations.evalByParts(t, 8, close), MoveAnnotations.eval(t, 0, t.length() - 1),
          () -> "[%eval" + value + "]");
    }
  }

  @Test
  void clockAt_everyForm_readsAsClockOnTheText() {
    List<String> forms = values(CLOCK_PIECES, 20_000, 3);
    forms.add(" 0:00:0٣");
    forms.add(" é");
    for (String value : forms) {
      String t = "{ [%clk" + value + "] }";
      byte[] d = t.getBytes(StandardCharsets.UTF_8);
      Integer want = MoveAnnotations.clock(t, 0, t.length() - 1);
      assertEquals(want == null ? PlyValues.ABSENT : want.intValue(), MoveAnnotations.clockAt(d, 2, d.length - 1),
          () -> "[%clk" + value + "]");
    }
  }

  @Test
  void evalAt_everyForm_readsAsEvalOnTheText() {
    List<String> forms = values(EVAL_PIECES, 20_000, 4);
    forms.add(" ١.5");
    forms.add(" #-4 ,é");
    for (String value : forms) {
      String t = "{ [%eval" + value + "] }";
      byte[] d = t.getBytes(StandardCharsets.UTF_8);
      Integer want = MoveAnnotations.eval(t, 0, t.length() - 1);
      assertEquals(want == null ? PlyValues.ABSENT : want.intValue(), MoveAnnotations.evalAt(d, 2, d.length - 1),
          () -> "[%eval" + value + "]");
    }
  }

  @Test
  void lichessClock_everyTime_readsAsClockAt() {
    for (int h = 0; h < 10; h++) {
      for (int m = 0; m < 100; m++) {
        for (int s = 0; s < 100; s += 7) {
          byte[] d = String.format("{ [%%clk %d:%02d:%02d] }", h, m, s).getBytes(StandardCharsets.UTF_8);
          assertEquals(MoveAnnotations.clockAt(d, 2, d.length - 1), MoveAnnotations.lichessClock(d, 2));
        }
      }
    }
    for (String other : new String[] {"{ [%clk 0:05:0x] }", "{ [%clk  0:05:00] }", "{ [%clk 0:05:00.5] }",
        "{ [%clk 10:05:00] }", "{ [%clk 0-05:00] }", "{ [%clk 0:05-00] }", "{ [%clk 0:05:00 ] }", "{ [%clkx0:05:00] }"}) {
      assertEquals(-1, MoveAnnotations.lichessClock(other.getBytes(StandardCharsets.UTF_8), 2), other);
    }
  }

  @Test
  void clockAt_noClosingBracketInTheComment_absent() {
    byte[] d = "{ [%clk 0:00:05 } ]".getBytes(StandardCharsets.UTF_8);
    assertEquals(PlyValues.ABSENT, MoveAnnotations.clockAt(d, 2, 16));
    assertEquals(null, MoveAnnotations.clock("{ [%clk 0:00:05 } ]", 0, 16));
    assertEquals(500, MoveAnnotations.clockAt("{ [%clk 0:00:05] }".getBytes(StandardCharsets.UTF_8), 2, 17));
  }

  @Test
  void of_values_arePlyValues() {
    MoveAnnotations a = MoveAnnotations.of("1. e4 { [%clk 0:00:05] } e5 *", 2);
    PlyValues clocks = (PlyValues) a.clocks();
    assertEquals(500, clocks.getInt(0));
    assertTrue(clocks.isNull(1));
  }

  @Test
  void clock_lichessForms_areCentiseconds() {
    assertEquals(18000, MoveAnnotations.clock("{ [%clk 0:03:00] }", 0, 17));
    assertEquals(1234, MoveAnnotations.clock("{ [%clk 0:00:12.34] }", 0, 20));
    assertEquals(1230, MoveAnnotations.clock("{ [%clk 0:00:12.3] }", 0, 19));
    assertEquals(null, MoveAnnotations.clock("{ [%clk 0:00:1x] }", 0, 17));
  }

  @Test
  void of_braceClosingNoComment_skippedAsABlank() {
    MoveAnnotations a = assertTimeoutPreemptively(Duration.ofSeconds(10),
        () -> MoveAnnotations.of("1. e4 } { [%clk 0:00:07] } e5} { [%eval 0.3] } *", 2));
    assertEquals(Arrays.asList(700, null), a.clocks());
    assertEquals(Arrays.asList(null, 30), a.evals());
  }

  @Test
  void of_commandAfterTheComment_isNotTheComments() {
    String text = "1. e4 { no command } e5 { [%clk 0:00:07] [%eval 0.3] } *";
    MoveAnnotations a = MoveAnnotations.of(text, 2);
    assertEquals(Arrays.asList(null, 700), a.clocks());
    assertEquals(Arrays.asList(null, 30), a.evals());
  }

  /** Spaces and one to four pieces glued, every short combination and random longer ones. */
  private static List<String> values(String[] pieces, int random, long seed) {
    List<String> out = new ArrayList<>();
    for (String a : pieces) {
      for (String b : pieces) {
        out.add(" " + a + b);
        out.add(a + ":" + b);
      }
    }
    for (String h : new String[] {"0", "1", "10", "100"}) {
      for (String m : new String[] {"0", "00", "05", "59"}) {
        for (String s : new String[] {"0", "00", "07", "59", "07.1", "07.25", "07.256"}) {
          out.add(" " + h + ":" + m + ":" + s);
          out.add(" " + m + ":" + s + " ");
        }
      }
    }
    Random r = new Random(seed);
    for (int i = 0; i < random; i++) {
      StringBuilder b = new StringBuilder(" ");
      for (int k = 1 + r.nextInt(4); k > 0; k--) {
        b.append(pieces[r.nextInt(pieces.length)]);
      }
      out.add(b.toString());
    }
    return out;
  }
}
