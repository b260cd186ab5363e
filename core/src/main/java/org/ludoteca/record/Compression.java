package org.ludoteca.record;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HexFormat;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;

/**
 * The compressions the reader reads, told by a file's first bytes (never by its name): gzip,
 * bzip2 and Zstandard, or none. Content in a format the reader does not read (xz, lz4, zip, 7z,
 * rar, UTF-16 text, binary data) is one {@link UnreadableContentException} for the whole file.
 *
 * <pre>{@code
 * byte[] head = ...;                        // the file's first HEAD_BYTES bytes
 * Compression c = Compression.of(head);     // throws for xz, zip, ...
 * InputStream text = c.decompress(file);
 * }</pre>
 */
public enum Compression {
  NONE,
  GZIP,
  BZIP2,
  /** Zstandard: one or more frames, skippable frames (pzstd's) included. */
  ZSTD;

  /** How many first bytes {@link #of} looks at (fewer when the file is shorter). */
  public static final int HEAD_BYTES = 8;

  /** How many first decompressed bytes {@link #checkText} looks at. */
  public static final int TEXT_HEAD_BYTES = 4096;

  /** Zstandard frame magic number, little-endian in the file: {@code 28 b5 2f fd}. */
  public static final int ZSTD_MAGIC = 0xFD2FB528;

  /** Skippable frame magic numbers: {@code 0x184D2A50} to {@code 0x184D2A5F}. */
  public static final int SKIPPABLE_MAGIC = 0x184D2A50;

  /**
   * The most decompressed bytes a stream may give per compressed byte read, past its first {@link
   * #RATIO_FREE_BYTES}: record files compress about 4 to 10 times, so only a bomb goes beyond (and
   * a Zstandard file of one game copied over and over, taken for one: data/FORMAT.md, section 12).
   * The compressed count includes what the decompressor reads ahead (zstd: 128 KiB), so a small
   * bomb stops after 128 MiB. gzip cannot exceed 1032, so a gzip bomb is mostly read through.
   */
  public static final long MAX_RATIO = 1024;

  /** How many decompressed bytes a stream gives before {@link #MAX_RATIO} applies: 64 MiB. */
  public static final long RATIO_FREE_BYTES = 64L << 20;

  /**
   * The compression of content that starts with {@code head}.
   *
   * @throws UnreadableContentException if the bytes are a compression or archive format the reader
   *     does not read
   * @throws NullPointerException if {@code head} is null
   */
  public static Compression of(byte[] head) throws UnreadableContentException {
    Objects.requireNonNull(head, "head");
    if (starts(head, 0x1f, 0x8b)) {
      return GZIP;
    }
    if (head.length >= 4 && head[0] == 'B' && head[1] == 'Z' && head[2] == 'h' && head[3] >= '1' && head[3] <= '9') {
      return BZIP2;
    }
    if (head.length >= 4) {
      int magic = littleEndian(head, 0);
      if (magic == ZSTD_MAGIC || (magic & 0xFFFFFFF0) == SKIPPABLE_MAGIC) {
        return ZSTD;
      }
    }
    String other = starts(head, 0xfd, '7', 'z', 'X', 'Z', 0x00) ? "xz-compressed"
        : starts(head, 0x04, 0x22, 0x4d, 0x18) || starts(head, 0x02, 0x21, 0x4c, 0x18) ? "lz4-compressed"
        : starts(head, 'P', 'K', 0x03, 0x04) || starts(head, 'P', 'K', 0x05, 0x06)
            || starts(head, 'P', 'K', 0x07, 0x08) ? "a zip archive"
        : starts(head, '7', 'z', 0xbc, 0xaf, 0x27, 0x1c) ? "a 7z archive"
        : starts(head, 'R', 'a', 'r', '!', 0x1a, 0x07) ? "a rar archive"
        : starts(head, 0x1f, 0x9d) ? "compress (.Z) data"
        : starts(head, 'L', 'Z', 'I', 'P') ? "lzip-compressed"
        : null;
    if (other != null) {
      throw new UnreadableContentException(other + " (first bytes " + hex(head)
          + "): not read; decompress it, or recompress it with gzip, bzip2 or zstd");
    }
    return NONE;
  }

  /**
   * Checks that the first decompressed bytes of a file are UTF-8 text, as record files are: not
   * UTF-16 (told by its byte order mark) and not binary, that is at most one in eight of the
   * first {@value #TEXT_HEAD_BYTES} bytes a NUL, another control character than tab, line feed,
   * vertical tab, form feed and carriage return, or a byte that breaks UTF-8. A damaged text file
   * (a few stray bytes) passes: its bad lines are rejected records, one by one.
   *
   * @throws UnreadableContentException if the content is not text
   */
  public static void checkText(byte[] head) throws UnreadableContentException {
    Objects.requireNonNull(head, "head");
    if (starts(head, 0xff, 0xfe) || starts(head, 0xfe, 0xff)) {
      throw new UnreadableContentException("UTF-16 text (first bytes " + hex(head)
          + "): not read; records are UTF-8");
    }
    int n = Math.min(head.length, TEXT_HEAD_BYTES);
    int bad = 0;
    for (int i = 0; i < n; i++) {
      int c = head[i] & 0xff;
      if (c < 0x20 && c != '\t' && c != '\n' && c != 0x0b && c != '\f' && c != '\r' || c == 0x7f) {
        bad++;
      }
    }
    int from = 0;
    while (from < n) {
      int i = LineSource.firstBadByte(head, from, n);
      if (i < 0) {
        break;
      }
      // a sequence cut by the end of the head is not a defect of the file
      if (n == TEXT_HEAD_BYTES && i >= n - 3 && (head[i] & 0xff) >= 0xc2) {
        break;
      }
      if (head[i] != 0 && (head[i] & 0xff) >= 0x80) {
        bad++;
      }
      from = i + 1;
    }
    if (n > 0 && bad * 8 > n) {
      throw new UnreadableContentException("binary content (first bytes " + hex(head)
          + "), not text: not read");
    }
  }

  /**
   * Decompresses a stream of this compression. For {@link #ZSTD} every frame is read in turn and
   * skippable frames are skipped; memory is bounded by the frame's window (at most 128 MiB, the
   * decoder's default limit) plus buffers, whatever the content size. A compressed stream that
   * expands more than {@link #MAX_RATIO} times ends with a {@link DecompressionBombException}.
   */
  public InputStream decompress(InputStream in) throws IOException {
    Objects.requireNonNull(in, "in");
    if (this == NONE) {
      return in;
    }
    ExpansionGuard.Counted counted = new ExpansionGuard.Counted(in);
    InputStream out = switch (this) {
      case GZIP -> new GZIPInputStream(counted, 1 << 16);
      case BZIP2 -> new BZip2CompressorInputStream(counted, true);
      default -> new ZstdInputStreamNoFinalizer(counted);
    };
    return new ExpansionGuard(out, counted);
  }

  /**
   * Opens a file's content: reads its first bytes, tells its compression, decompresses, and checks
   * that the result is text. The stream returned is buffered (past its first bytes, reads of 4 KiB
   * or more go straight to the decompressor).
   *
   * @throws UnreadableContentException if the content is not something the reader reads
   * @throws IOException if reading fails
   */
  public static BufferedInputStream open(InputStream file) throws IOException {
    BufferedInputStream raw = new BufferedInputStream(file, 1 << 16);
    raw.mark(HEAD_BYTES);
    byte[] magic = raw.readNBytes(HEAD_BYTES);
    raw.reset();
    Compression c = of(magic);
    // A small buffer: the check decompresses no more than it looks at (a file corrupt further on
    // is read up to its defect, then rejected there, not refused here).
    BufferedInputStream text = c == NONE ? raw : new BufferedInputStream(c.decompress(raw), TEXT_HEAD_BYTES);
    try {
      text.mark(TEXT_HEAD_BYTES);
      byte[] head = text.readNBytes(TEXT_HEAD_BYTES);
      text.reset();
      checkText(head);
      return text;
    } catch (IOException | RuntimeException e) {
      text.close(); // the decompressor's native memory (zstd's is freed on close only)
      throw e;
    }
  }

  static int littleEndian(byte[] b, int at) {
    return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16 | (b[at + 3] & 0xff) << 24;
  }

  private static boolean starts(byte[] b, int... prefix) {
    if (b.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((b[i] & 0xff) != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private static String hex(byte[] head) {
    return HexFormat.ofDelimiter(" ").formatHex(head, 0, Math.min(head.length, 6));
  }
}
