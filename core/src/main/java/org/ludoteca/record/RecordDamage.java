package org.ludoteca.record;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * Damaged corpora for differential tests of the readers: the records of a clean file, repeated,
 * each with one to six seeded random edits (bytes replaced, deleted, inserted, duplicated, the
 * record truncated, and edits aimed at brackets, braces, quotes and blank lines). The same
 * arguments always give the same bytes. See {@code data/FORMAT.md} section 14 (record
 * boundaries) for what every reader must then agree on.
 */
public final class RecordDamage {
  /** Bytes the structural edits aim at or insert: the ones record boundaries depend on. */
  private static final byte[] STRUCTURAL = "[]{}\"()\n\r ;%".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  private RecordDamage() {}

  /**
   * The byte ranges of the records of a clean file as {@link RecordReader} reads it: each from
   * a record's offset to the next one's (so with the blank lines after it), the first from 0.
   *
   * @throws NullPointerException if an argument is null
   */
  public static List<byte[]> records(byte[] file, RecordFormat format) {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(format, "format");
    List<Long> starts = new ArrayList<>();
    try (RecordReader in = RecordReader.of(new ByteArrayInputStream(file), "clean", format)) {
      in.forEachRemaining(r -> starts.add(r.offset()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<byte[]> out = new ArrayList<>();
    for (int i = 0; i < starts.size(); i++) {
      int from = i == 0 ? 0 : starts.get(i).intValue();
      int to = i + 1 < starts.size() ? starts.get(i + 1).intValue() : file.length;
      out.add(java.util.Arrays.copyOfRange(file, from, to));
    }
    return out;
  }

  /**
   * {@code count} records taken in turn from {@code records}, each damaged by {@link #damage}
   * with a generator seeded by {@code seed}, concatenated.
   *
   * @throws IllegalArgumentException if {@code records} is empty or {@code count} negative
   */
  public static byte[] corpus(List<byte[]> records, int count, long seed) {
    if (records.isEmpty() || count < 0) {
      throw new IllegalArgumentException("need records and a count >= 0");
    }
    Random rnd = new Random(seed);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < count; i++) {
      byte[] r = damage(records.get(i % records.size()), rnd, 1 + rnd.nextInt(6));
      out.write(r, 0, r.length);
    }
    return out.toByteArray();
  }

  /** {@code record} with {@code edits} random edits. */
  public static byte[] damage(byte[] record, Random rnd, int edits) {
    byte[] b = record;
    for (int e = 0; e < edits; e++) {
      b = edit(b, rnd);
    }
    return b;
  }

  private static byte[] edit(byte[] b, Random rnd) {
    int n = b.length;
    int at = n == 0 ? 0 : rnd.nextInt(n);
    switch (rnd.nextInt(9)) {
      case 0: // replace a byte with any byte
        if (n > 0) {
          b = b.clone();
          b[at] = (byte) rnd.nextInt(256);
        }
        return b;
      case 1: // delete a byte
        return n == 0 ? b : splice(b, at, at + 1, new byte[0]);
      case 2: // insert a random byte
        return splice(b, at, at, new byte[] {(byte) rnd.nextInt(256)});
      case 3: { // duplicate a span
        int len = n == 0 ? 0 : 1 + rnd.nextInt(Math.min(n - at, 64));
        return splice(b, at, at, java.util.Arrays.copyOfRange(b, at, at + len));
      }
      case 4: // truncate
        return java.util.Arrays.copyOf(b, at);
      case 5: { // delete a structural byte (a bracket, brace, quote, line end)
        int s = structural(b, rnd);
        return s < 0 ? b : splice(b, s, s + 1, new byte[0]);
      }
      case 6: { // duplicate a structural byte
        int s = structural(b, rnd);
        return s < 0 ? b : splice(b, s, s, new byte[] {b[s]});
      }
      case 7: // insert a structural byte anywhere
        return splice(b, at, at, new byte[] {STRUCTURAL[rnd.nextInt(STRUCTURAL.length)]});
      default: { // insert or remove a blank line
        int s = lineStart(b, at);
        if (rnd.nextBoolean() && s + 1 < n && b[s] == '\n') {
          return splice(b, s, s + 1, new byte[0]);
        }
        return splice(b, s, s, new byte[] {'\n'});
      }
    }
  }

  /** A random position holding a structural byte, or -1. */
  private static int structural(byte[] b, Random rnd) {
    int n = b.length;
    if (n == 0) {
      return -1;
    }
    int from = rnd.nextInt(n);
    for (int k = 0; k < n; k++) {
      int i = (from + k) % n;
      for (byte s : STRUCTURAL) {
        if (b[i] == s) {
          return i;
        }
      }
    }
    return -1;
  }

  private static int lineStart(byte[] b, int at) {
    int i = Math.min(at, b.length);
    while (i > 0 && b[i - 1] != '\n') {
      i--;
    }
    return i;
  }

  private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
    byte[] out = new byte[b.length - (to - from) + insert.length];
    System.arraycopy(b, 0, out, 0, from);
    System.arraycopy(insert, 0, out, from, insert.length);
    System.arraycopy(b, to, out, from + insert.length, b.length - to);
    return out;
  }
}
