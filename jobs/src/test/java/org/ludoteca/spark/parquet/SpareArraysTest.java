package org.ludoteca.spark.parquet;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SpareArraysTest {
  private static LeafArrays[] set(int leaves) {
    LeafArrays[] s = new LeafArrays[leaves];
    for (int i = 0; i < leaves; i++) {
      s[i] = new LeafArrays(new byte[8], null, new byte[16], null);
    }
    return s;
  }

  @Test
  void take_afterGive_theSetGivenOnce() {
    LeafArrays[] given = set(3);
    SpareArrays.give("take_afterGive", given);
    assertSame(given, SpareArrays.take("take_afterGive", 3));
    assertNull(SpareArrays.take("take_afterGive", 3), "taken once");
  }

  @Test
  void take_otherTableOrLeafCount_none() {
    SpareArrays.give("take_other", set(3));
    assertNull(SpareArrays.take("take_other (another table)", 3));
    assertNull(SpareArrays.take("take_other", 4), "a set of another schema's leaf count is dropped");
  }

  @Test
  void give_moreThanKept_onlyTheLastKept() {
    LeafArrays[][] given = new LeafArrays[SpareArrays.SETS + 1][];
    for (int i = 0; i < given.length; i++) {
      given[i] = set(2);
      SpareArrays.give("give_more", given[i]);
    }
    for (int i = SpareArrays.SETS - 1; i >= 0; i--) { // the last given first, the one past the limit not kept
      assertSame(given[i], SpareArrays.take("give_more", 2));
    }
    assertNull(SpareArrays.take("give_more", 2));
  }

  @Test
  void take_onAnotherThread_none() throws InterruptedException {
    SpareArrays.give("take_thread", set(1));
    AtomicReference<LeafArrays[]> there = new AtomicReference<>(set(1));
    Thread t = new Thread(() -> there.set(SpareArrays.take("take_thread", 1)));
    t.start();
    t.join();
    assertNull(there.get(), "a thread's arrays are its own: its writers' pages are in them");
  }
}
