package org.ludoteca.rithmomachia.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ludoteca.codec.Crc16;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

class CompactPositionTest {

  /** Positions of a few seeded random games (every ply), kept small: the build machine is shared. */
  private static List<Position> randomPlay(String rules, long seed, int games) throws Exception {
    Rithmomachia engine = Rithmomachia.of(RuleSets.named(rules));
    return randomPlay(engine, seed, games);
  }

  private static List<Position> randomPlay(Rithmomachia engine, long seed, int games) {
    Random random = new Random(seed);
    List<Position> out = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      Position p = engine.start();
      out.add(p);
      for (int ply = 0; ply < 1000; ply++) {
        List<Move> moves = engine.legalMoves(p);
        if (moves.isEmpty()) {
          break;
        }
        MoveResult r = engine.playLegal(p, moves.get(random.nextInt(moves.size())));
        p = r.position();
        out.add(p);
        if (r.end().isPresent()) {
          break;
        }
      }
    }
    return out;
  }

  private static Position fen(String text) throws Exception {
    return Position.of(RithmoFen.parse(text));
  }

  private static void assertRoundTrip(Position p) throws CompactCodecException {
    byte[] code = CompactPosition.encode(p);
    assertEquals(RithmoFen.write(p), RithmoFen.write(CompactPosition.decode(code)));
  }

  private static int mode(byte[] code) {
    return (code[0] >>> 4) & 3;
  }

  @Test
  void start_isRosterModeAndAtMost48Bytes() throws Exception {
    Position start = fen(RithmoFen.START);
    byte[] code = CompactPosition.encode(start);
    assertTrue(code.length <= 48, code.length + " bytes");
    assertEquals(CompactPosition.MODE_ROSTER_BACK, mode(code));
    assertEquals(RithmoFen.START, RithmoFen.write(CompactPosition.decode(code)));
  }

  @ParameterizedTest
  @ValueSource(strings = {"cvr", "tutorial", "boissiere", "ludii"})
  void randomPlay_everyPositionRoundTripsInRosterMode(String rules) throws Exception {
    for (Position p : randomPlay(rules, 20261122L, 4)) {
      byte[] code = CompactPosition.encode(p);
      assertTrue(mode(code) != CompactPosition.MODE_GENERAL, () -> "general mode for " + p);
      assertEquals(RithmoFen.write(p), RithmoFen.write(CompactPosition.decode(code)));
    }
  }

  @Test
  void forward2Layout_usesItsHomeSquaresAndRoundTrips() throws Exception {
    RuleSet r = RuleSets.parse(new StringReader("[x]\nextends = cvr\nlayout = forward2\nfirstMover = black\n"),
        "test", RuleSets.presets()).get("x");
    Rithmomachia engine = Rithmomachia.of(r);
    byte[] start = CompactPosition.encode(engine.start());
    assertEquals(CompactPosition.MODE_ROSTER_FORWARD2, mode(start));
    assertEquals(RithmoFen.write(engine.start()), RithmoFen.write(CompactPosition.decode(start)));
    for (Position p : randomPlay(engine, 7L, 2)) {
      assertRoundTrip(p);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
      // irregular field naming a piece that did not leap from there, Black to move, large turn
      "s49.s121.4s225.s361./s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36.t25.c16../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.c9./////////2C8.C6.C4.C2./"
          + "T81.T72.C64.C36.C16.C4.T6.T9./S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T25.S45.S15./"
          + "S289.S169.4S81.S25. b - - S169.1x2 2147483647",
      // a pyramid leap recorded for a side whose pyramid is home
      "s49.s121.4s225.s361./s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36.t25.c16../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.c9./////////2C8.C6.C4.C2./"
          + "T81.T72.C64.C36.C16.C4.T6.T9./S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T25.S45.S15./"
          + "S289.S169.4S81.S25. w - - p15x8 1",
      // captured pieces in a non-roster order, partial pyramids, a circle off its colour
      "s49.s121.4s225.s361./s28.s66.t36.t30.t56.t64.s120.ps64.t25../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.////////5C2./2C8.C6.C4./"
          + "T81.T72.C64.C36.C16.C4.T6.T9./S153.PS36.C1..T49.T42.T20.T25.S45.S15./"
          + "S289.S169.4S81.S25. w c9.s49.c16.t36. T16.S25.C4.T9. - 40",
  })
  void unusualRosterPositions_roundTrip(String text) throws Exception {
    Position p = fen(text);
    byte[] code = CompactPosition.encode(p);
    assertEquals(text, RithmoFen.write(p));
    assertTrue(mode(code) != CompactPosition.MODE_GENERAL);
    assertEquals(text, RithmoFen.write(CompactPosition.decode(code)));
  }

  static List<String> generalFens() {
    return List.of(
      // pieces not in the roster, a pyramid of arbitrary composition
      "C999.7/8/8/8/8/8/8/8/8/8/8/8/8/8/pc1.c1.c1.t3.s5.s7.s9.s11.s13..7/8 w - - - 1",
      // capture lists that are not the missing roster pieces
      RithmoFen.START.replace(" w - - - 1", " b c3.c3. S999. t7.5x5 12"),
      // the empty board
      "/////////////// w - - - 1",
      // an extra roster piece
      RithmoFen.START.replace("/////////2C8.", "///////C8.//2C8."));
  }

  @ParameterizedTest
  @MethodSource("generalFens")
  void generalPositions_roundTripInGeneralMode(String text) throws Exception {
    Position p = fen(text);
    byte[] code = CompactPosition.encode(p);
    assertEquals(CompactPosition.MODE_GENERAL, mode(code));
    assertEquals(RithmoFen.write(p), RithmoFen.write(CompactPosition.decode(code)));
  }

  @Test
  void toleratedPosition_decodesOnlyWhenTolerated() throws Exception {
    Position p = Position.ofTolerating(RithmoFen.parse("PC1..PC2..6/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w C4. - - 1"),
        EnumSet.allOf(Illegality.class));
    byte[] code = CompactPosition.encode(p);
    CompactCodecException e = assertThrows(CompactCodecException.class, () -> CompactPosition.decode(code));
    assertTrue(e.getMessage().startsWith("not a playable position"), e.getMessage());
    assertEquals(RithmoFen.write(p), RithmoFen.write(CompactPosition.decodeTolerating(code)));
  }

  /** A sample of codes to damage: random-play positions of both modes and the start. */
  private static List<byte[]> sampleCodes() throws Exception {
    List<byte[]> codes = new ArrayList<>();
    List<Position> play = randomPlay("cvr", 99L, 1);
    for (int i = 0; i < play.size(); i += 9) {
      codes.add(CompactPosition.encode(play.get(i)));
    }
    codes.add(CompactPosition.encode(fen(RithmoFen.START)));
    codes.add(CompactPosition.encode(fen(
        "C999.7/8/8/8/8/8/8/8/8/8/8/8/8/8/pc1.c1.c1.t3.s5.s7.s9.s11.s13..7/8 w - - - 1")));
    return codes;
  }

  @Test
  void truncatedCode_isRejected() throws Exception {
    for (byte[] code : sampleCodes()) {
      for (int n = 0; n < code.length; n++) {
        byte[] cut = Arrays.copyOf(code, n);
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(cut));
      }
    }
  }

  @Test
  void extendedCode_isRejected() throws Exception {
    Random random = new Random(5);
    for (byte[] code : sampleCodes()) {
      for (int extra = 1; extra <= 3; extra++) {
        byte[] longer = Arrays.copyOf(code, code.length + extra);
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(longer));
        for (int i = code.length; i < longer.length; i++) {
          longer[i] = (byte) random.nextInt(256);
        }
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(longer));
      }
    }
  }

  @Test
  void everySingleBitFlip_isRejected() throws Exception {
    for (byte[] code : sampleCodes()) {
      for (int bit = 0; bit < code.length * 8; bit++) {
        byte[] bad = code.clone();
        bad[bit >>> 3] ^= (byte) (0x80 >>> (bit & 7));
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(bad));
      }
    }
  }

  @Test
  void randomDoubleBitFlips_areRejected() throws Exception {
    Random random = new Random(11);
    for (byte[] code : sampleCodes()) {
      for (int k = 0; k < 200; k++) {
        byte[] bad = code.clone();
        int a = random.nextInt(code.length * 8);
        int b = (a + 1 + random.nextInt(code.length * 8 - 1)) % (code.length * 8);
        bad[a >>> 3] ^= (byte) (0x80 >>> (a & 7));
        bad[b >>> 3] ^= (byte) (0x80 >>> (b & 7));
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(bad));
      }
    }
  }

  /** A payload with a correct checksum appended: what the structural checks alone must handle. */
  private static byte[] withChecksum(byte[] payload) {
    byte[] out = Arrays.copyOf(payload, payload.length + 2);
    int crc = Crc16.of(payload, payload.length);
    out[payload.length] = (byte) (crc >>> 8);
    out[payload.length + 1] = (byte) crc;
    return out;
  }

  @Test
  void damagedPayloadWithValidChecksum_failsOnlyWithCodecException() throws Exception {
    Random random = new Random(3);
    int rejected = 0;
    int total = 0;
    for (byte[] code : sampleCodes()) {
      byte[] payload = Arrays.copyOf(code, code.length - 2);
      for (int k = 0; k < 300; k++) {
        byte[] bad = payload.clone();
        switch (k % 3) {
          case 0 -> bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
          case 1 -> bad = Arrays.copyOf(bad, random.nextInt(bad.length + 1));
          default -> {
            bad = Arrays.copyOf(bad, bad.length + 1 + random.nextInt(4));
            bad[bad.length - 1] = (byte) (1 + random.nextInt(255));
          }
        }
        total++;
        try {
          Position p = CompactPosition.decode(withChecksum(bad));
          assertNotNull(p);
        } catch (CompactCodecException e) {
          assertFalse(e.getMessage().contains("\n"), e.getMessage());
          rejected++;
        } catch (RuntimeException e) {
          fail("decoding damaged input threw " + e, e);
        }
      }
    }
    assertTrue(rejected > total / 2, rejected + " of " + total + " rejected by structure alone");
  }

  @Test
  void randomBytes_failWithCodecException() {
    Random random = new Random(8);
    for (int k = 0; k < 2000; k++) {
      byte[] junk = new byte[random.nextInt(60)];
      random.nextBytes(junk);
      assertThrows(CompactCodecException.class, () -> CompactPosition.decode(junk));
    }
  }

  @Test
  void unknownVersionAndMode_areRejectedWithReason() {
    byte[] version0 = withChecksum(new byte[] {0x00, 0x00});
    assertEquals("unknown version 0, expected 1",
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(version0)).getMessage());
    byte[] mode3 = withChecksum(new byte[] {0x70, 0x00});
    assertEquals("unknown mode 3",
        assertThrows(CompactCodecException.class, () -> CompactPosition.decode(mode3)).getMessage());
  }
}
