package org.ludoteca.rithmomachia;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** The model's start army and the notation's start packet say the same position. */
class StartArmyTest {
  @Test
  void setup_equalsTheStartPacket() throws Exception {
    assertEquals(RithmoFen.parse(RithmoFen.START), StartArmy.SETUP);
  }

  @Test
  void start_underTheDefaultRules_writesTheStartPacket() {
    assertEquals(RithmoFen.START, RithmoFen.write(Rithmomachia.of(RuleSets.defaultRules()).start()));
  }
}
