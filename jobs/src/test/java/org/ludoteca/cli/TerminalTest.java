package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TerminalTest {
  @Test
  void isTerminalDevice_ttysYesFilesAndPipesNo() {
    assertTrue(Terminal.isTerminalDevice("/dev/pts/3"));
    assertTrue(Terminal.isTerminalDevice("/dev/tty1"));
    assertFalse(Terminal.isTerminalDevice("pipe:[123456]"));
    assertFalse(Terminal.isTerminalDevice("/var/log/ludoteca/pipeline.log"));
    assertFalse(Terminal.isTerminalDevice("/dev/null"));
  }

  @Test
  void stderr_propertySet_wins() {
    String before = System.getProperty(Terminal.PROPERTY);
    try {
      System.setProperty(Terminal.PROPERTY, "true");
      assertTrue(Terminal.stderr());
      System.setProperty(Terminal.PROPERTY, "false");
      assertFalse(Terminal.stderr());
    } finally {
      if (before == null) {
        System.clearProperty(Terminal.PROPERTY);
      } else {
        System.setProperty(Terminal.PROPERTY, before);
      }
    }
  }
}
