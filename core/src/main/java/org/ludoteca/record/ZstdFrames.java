package org.ludoteca.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The frames of a Zstandard file, found by hopping from header to header: only a few bytes per
 * frame are read, nothing is decompressed.
 *
 * <p>pzstd (and so every lichess dump) writes each data frame behind a 12-byte skippable frame,
 * magic {@code 0x184D2A50}, content size 4, then the data frame's compressed size (all
 * little-endian): that size is the hop to the next header. Other skippable frames are hopped too,
 * and belong to the frame that follows them. A data frame that is not behind such a header (as
 * {@code zstd} writes them) has no size in its header: it and everything after it are one last
 * {@link Frame}, read by one task. So are bytes that are not a frame header where one should be
 * (the decompressor, not the index, reports what is wrong with them).
 *
 * <pre>{@code
 * try (FSDataInputStream in = fs.open(path)) {
 *   List<ZstdFrames.Frame> frames = ZstdFrames.index(in::read, length);
 * }
 * }</pre>
 */
public final class ZstdFrames {
  private ZstdFrames() {}

  /** Reads bytes at a position of a file, as Hadoop's {@code PositionedReadable.read}. */
  @FunctionalInterface
  public interface Source {
    /** Reads up to {@code len} bytes at {@code position}; returns how many, or -1 at the end. */
    int read(long position, byte[] b, int off, int len) throws IOException;
  }

  /**
   * Compressed bytes {@code [start, end)} of a file: whole frames, decompressible on their own.
   *
   * @param sized whether {@code end} came from a pzstd header (false: the rest of the file)
   */
  public record Frame(long start, long end, boolean sized) {}

  /**
   * The frames of a file of {@code length} bytes, in file order, covering {@code [0, length)}
   * without gap; none when {@code length} is 0.
   *
   * @throws IOException if reading fails
   */
  public static List<Frame> index(Source in, long length) throws IOException {
    Objects.requireNonNull(in, "in");
    List<Frame> frames = new ArrayList<>();
    byte[] h = new byte[16];
    long pos = 0;
    long unitStart = 0;
    while (pos < length) {
      int n = readFully(in, pos, h);
      if (n < 8) {
        break;
      }
      int magic = Compression.littleEndian(h, 0);
      if ((magic & 0xFFFFFFF0) != Compression.SKIPPABLE_MAGIC) {
        break; // a data frame without a size ahead of it, or not a frame: the rest is one unit
      }
      long size = Compression.littleEndian(h, 4) & 0xFFFFFFFFL;
      if (magic == Compression.SKIPPABLE_MAGIC && size == 4 && n >= 16
          && Compression.littleEndian(h, 12) == Compression.ZSTD_MAGIC) {
        long next = pos + 12 + (Compression.littleEndian(h, 8) & 0xFFFFFFFFL);
        if (next > length) {
          break;
        }
        frames.add(new Frame(unitStart, next, true));
        unitStart = next;
        pos = next;
      } else {
        pos += 8 + size;
      }
    }
    if (unitStart < length) {
      frames.add(new Frame(unitStart, length, false));
    }
    return frames;
  }

  private static int readFully(Source in, long pos, byte[] b) throws IOException {
    int n = 0;
    while (n < b.length) {
      int r = in.read(pos + n, b, n, b.length - n);
      if (r <= 0) {
        break;
      }
      n += r;
    }
    return n;
  }
}
