package org.ludoteca.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.ludoteca.rithmomachia.IllegalMoveException;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.CompactCodecException;
import org.ludoteca.rithmomachia.notation.CompactPosition;
import org.ludoteca.rithmomachia.notation.FenSyntaxException;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.notation.MoveSyntaxException;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * Fuzz targets of the Rithmomachia readers: the CVR FEN, the move notation, the compact code and
 * rule-set files. Each passes when the reader returns or throws its own typed error; any other
 * exception, a hang or running out of memory is a finding. See scripts/fuzz.sh.
 */
class RithmomachiaFuzzTest {
  private static final Rithmomachia ENGINE = Rithmomachia.of(RuleSets.defaultRules());
  private static final Position START = start();

  private static Position start() {
    try {
      return RithmoFen.parsePosition(RithmoFen.START, RithmoFen.Mode.STRICT);
    } catch (FenSyntaxException | PositionException e) {
      throw new AssertionError(e);
    }
  }

  /** A packet in both modes; the first byte picks the mode. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void rithmoFen(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    RithmoFen.Mode mode = FuzzInputs.choice(data, 2) == 0 ? RithmoFen.Mode.STRICT : RithmoFen.Mode.LENIENT;
    String text = FuzzInputs.tail(data);
    try {
      Position p = RithmoFen.parsePosition(text, mode);
      RithmoFen.write(p.toSetup());
    } catch (FenSyntaxException | PositionException expected) {
      // the reader's typed errors
    }
  }

  /** A move token, read and resolved against the CVR start. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void moveNotation(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    String token = FuzzInputs.text(data);
    try {
      MoveNotation.parse(token);
      MoveNotation.resolve(ENGINE, START, token);
    } catch (MoveSyntaxException | IllegalMoveException expected) {
      // the reader's typed errors
    }
  }

  /**
   * A compact code, read strictly and tolerating illegal positions, as it is and with its checksum
   * mended. The position a code decodes to encodes to a code of the same position; not always to
   * the same bytes, since the decoder also reads forms the encoder does not pick (see {@link
   * CompactPosition}).
   */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void compactPosition(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    for (byte[] code : List.of(data, FuzzInputs.withCrc(data))) {
      try {
        Position p = CompactPosition.decode(code);
        assertEquals(RithmoFen.write(p.toSetup()), RithmoFen.write(CompactPosition.decode(CompactPosition.encode(p))
            .toSetup()));
      } catch (CompactCodecException expected) {
        // the reader's typed error
      }
      try {
        CompactPosition.decodeTolerating(code);
      } catch (CompactCodecException expected) {
        // the reader's typed error
      }
    }
  }

  /** A rule-set file, on top of the presets. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void ruleSets(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    try {
      RuleSets.parse(new StringReader(FuzzInputs.text(data)), "fuzz.rules", RuleSets.presets());
    } catch (RuleSetException expected) {
      // the reader's typed error
    }
  }
}
