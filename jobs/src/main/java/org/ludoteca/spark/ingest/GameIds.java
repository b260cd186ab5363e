package org.ludoteca.spark.ingest;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Stable game ids, and the bounding of tag values used as partition values. */
public final class GameIds {
  /** The longest {@code game} or {@code rules} value kept as a partition value. */
  static final int MAX_PARTITION_VALUE = 64;

  private GameIds() {}

  /**
   * The id of a record: the first 128 bits, in hex, of SHA-256 over the source, a NUL, the
   * decimal byte offset, a NUL and the record's UTF-8 text. The same file read again gives the
   * same ids; a record edited in place gets a new one.
   */
  public static String of(String source, long offset, String text) {
    return of(threadSha256(), source, offset, text);
  }

  /** As {@link #of(String, long, String)}, with {@code sha}, a SHA-256 digest reset (it is left reset). */
  static String of(MessageDigest sha, String source, long offset, String text) {
    return of(sha, source, offset, text, null);
  }

  /**
   * As {@link #of(MessageDigest, String, long, String)}, the text's UTF-8 bytes given when not null
   * (as the reader read them, {@link org.ludoteca.record.RecordReader#lastTextBytes}): hashed as
   * they are instead of encoding {@code text} again; they are consumed.
   */
  static String of(MessageDigest sha, String source, long offset, String text, ByteBuffer textUtf8) {
    return of(sha, source.getBytes(StandardCharsets.UTF_8), offset, text, textUtf8);
  }

  /**
   * As {@link #of(MessageDigest, String, long, String, ByteBuffer)}, the source given as its UTF-8
   * bytes ({@code sourceUtf8}, not changed): a slice's reader encodes its file's name once, not once
   * per game.
   */
  static String of(MessageDigest sha, byte[] sourceUtf8, long offset, String text, ByteBuffer textUtf8) {
    if (offset < 0) {
      throw new IllegalArgumentException("a record's offset is never negative: " + offset);
    }
    // Source, NUL, offset, NUL as one array: a digest's one-byte update has a branch (its block
    // full) that a run may first take after the compiler dropped it, and that undoes the compiled
    // ingest loop the update is inlined into (10^6 games: 0.3 s of recompiling, measured). The
    // digits are written here, not by Long.toString, whose branch for values past 2^31 is first
    // taken 2 GB into a file, with the same effect.
    int digits = 1;
    for (long v = offset; v >= 10; v /= 10) {
      digits++;
    }
    int name = sourceUtf8.length;
    byte[] head = new byte[name + digits + 2];
    System.arraycopy(sourceUtf8, 0, head, 0, name);
    long v = offset;
    for (int i = name + digits; i > name; i--) {
      head[i] = (byte) ('0' + (int) (v % 10));
      v /= 10;
    }
    sha.update(head); // the two NULs are the array's zeros
    if (textUtf8 != null && textUtf8.hasArray()) { // the array itself: a buffer without one is copied through a temporary array
      sha.update(textUtf8.array(), textUtf8.arrayOffset() + textUtf8.position(), textUtf8.remaining());
      textUtf8.position(textUtf8.limit());
    } else if (textUtf8 != null) {
      sha.update(textUtf8);
    } else {
      sha.update(text.getBytes(StandardCharsets.UTF_8));
    }
    byte[] d = sha.digest();
    return HexFormat.of().formatHex(d, 0, 16);
  }

  /**
   * A tag value as a partition value, which names a directory: cut to {@value
   * #MAX_PARTITION_VALUE} characters (one fewer when the cut would split a surrogate pair, whose
   * lone half a file name cannot hold: it would read back as {@code ?}), and each NUL replaced by
   * U+FFFD: Spark escapes every other character a path cannot hold ({@code /} as {@code %2F},
   * controls as {@code %01}...), but not NUL, on which creating the directory fails the task.
   */
  static String bounded(String v) {
    if (v == null) {
      return null;
    }
    String cut = v;
    if (v.length() > MAX_PARTITION_VALUE) {
      int end = Character.isHighSurrogate(v.charAt(MAX_PARTITION_VALUE - 1)) ? MAX_PARTITION_VALUE - 1
          : MAX_PARTITION_VALUE;
      cut = v.substring(0, end);
    }
    return cut.replace('\0', '\uFFFD');
  }

  /** One SHA-256 digest per thread, reset: looking a digest up costs more than hashing a short record. */
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(GameIds::sha256);

  /** This thread's SHA-256 digest, reset; for a hash computed and finished before the next call. */
  static MessageDigest threadSha256() {
    MessageDigest sha = SHA256.get();
    sha.reset();
    return sha;
  }

  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("no SHA-256 in this JVM", e);
    }
  }
}
