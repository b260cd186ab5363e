package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The one line a run that ran out of its heap ends with (a 10^8-game run ended with a stack trace). */
class OutOfMemoryLineTest {
  @Test
  void outOfMemory_oneGibHeap_namesTheHeapAndAsksForTwice() {
    String line = Ludoteca.outOfMemory(new OutOfMemoryError("Java heap space"), 1L << 30);
    assertTrue(line.startsWith("out of memory (Java heap space) with a Java heap of 1024 MiB;"), line);
    assertTrue(line.contains("LUDOTECA_JAVA_OPTS=-Xmx2g"), line);
    assertFalse(line.contains("\n"), "one line: " + line);
  }

  @Test
  void outOfMemory_oddHeapAndNoMessage_roundsTheAdviceUp() {
    String line = Ludoteca.outOfMemory(new OutOfMemoryError(), 1536L << 20);
    assertEquals("out of memory (no message) with a Java heap of 1536 MiB; give it more, e.g."
        + " LUDOTECA_JAVA_OPTS=-Xmx3g, and run the same command again (a pipeline keeps what its ingest"
        + " committed)", line);
  }
}
