package org.ludoteca.record;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The tag names a reader has met, by their bytes: a file names the same few dozen tags in every
 * record, so each name is one String for the whole file, not a new one per record. The records'
 * maps then hash each name once, and Parquet's dictionary of the {@code tags} keys knows a name by
 * identity (data/FORMAT.md section 9). A name is the same text either way: only the objects are fewer.
 */
final class TagNames {
  /** Slots of the direct-mapped table (a power of two): lichess uses 17 to 20 names, PGN's roster 7. */
  private static final int SLOTS = 256;
  /** Longer names are read as new Strings each time: no tag name in use comes near. */
  static final int LONGEST = 40;

  private final byte[][] bytes = new byte[SLOTS][];
  private final String[] names = new String[SLOTS];

  /** The name whose ASCII bytes are {@code d[from, to)}: the one met before when there is one, else a new one. */
  String of(byte[] d, int from, int to) {
    int n = to - from;
    if (n > LONGEST) {
      return new String(d, from, n, StandardCharsets.ISO_8859_1);
    }
    int h = n;
    for (int i = from; i < to; i++) {
      h = 31 * h + d[i];
    }
    int slot = (h ^ (h >>> 8)) & (SLOTS - 1);
    byte[] known = bytes[slot];
    if (known != null && Arrays.equals(known, 0, known.length, d, from, to)) {
      return names[slot];
    }
    String name = new String(d, from, n, StandardCharsets.ISO_8859_1);
    bytes[slot] = Arrays.copyOfRange(d, from, to); // a name that collides replaces the slot's
    names[slot] = name;
    return name;
  }
}
