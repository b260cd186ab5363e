package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TagNamesTest {
  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void of_sameBytesAgain_theSameString() {
    TagNames names = new TagNames();
    byte[] line = ascii("[WhiteElo \"1500\"] [BlackElo \"1600\"] [WhiteElo");
    String first = names.of(line, 1, 9);
    assertEquals("WhiteElo", first);
    assertEquals("BlackElo", names.of(line, 19, 27));
    assertSame(first, names.of(line, 37, 45), "met before: the same object");
  }

  @Test
  void of_namesSharingASlot_eachItsOwnText() {
    TagNames names = new TagNames();
    List<String> all = new ArrayList<>();
    for (int i = 0; i < 2000; i++) { // more names than slots: every slot collides, and is replaced
      all.add("Tag" + i);
    }
    for (int round = 0; round < 2; round++) {
      for (String n : all) {
        byte[] b = ascii("[" + n + " ");
        assertEquals(n, names.of(b, 1, 1 + n.length()));
      }
    }
  }

  @Test
  void of_longerThanKept_equalButNew() {
    TagNames names = new TagNames();
    byte[] b = ascii("X".repeat(TagNames.LONGEST + 1));
    String a = names.of(b, 0, b.length);
    assertEquals(new String(b, StandardCharsets.ISO_8859_1), a);
    assertNotSame(a, names.of(b, 0, b.length));
    assertEquals("", names.of(b, 0, 0));
  }

  @Test
  void read_recordsOfOneInputInManyChunks_shareTheirTagNames() throws Exception {
    StringBuilder pgn = new StringBuilder();
    for (int i = 0; i < 200; i++) {
      pgn.append("[Event \"e").append(i).append("\"]\n[Site \"s\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n");
    }
    List<String> events = new ArrayList<>();
    try (RecordReader r = RecordReader.of(new ByteArrayInputStream(pgn.toString().getBytes(StandardCharsets.UTF_8)),
        "t.pgn", RecordFormat.ENVELOPE, 512)) { // chunks of 512 bytes: the names cross chunks
      while (r.hasNext()) {
        GameRecord g = (GameRecord) r.next();
        events.add(g.tags().keySet().iterator().next());
      }
    }
    assertEquals(200, events.size());
    for (String e : events) {
      assertSame(events.get(0), e, "one Event name for the input");
    }
  }
}
