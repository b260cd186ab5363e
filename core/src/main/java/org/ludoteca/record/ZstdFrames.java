package org.ludoteca.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The frames of a Zstandard file, found by hopping from header to header: only a few bytes per
 * frame (or per block) are read, nothing is decompressed.
 *
 * <p>pzstd (and so every lichess dump) writes each data frame behind a 12-byte skippable frame,
 * magic {@code 0x184D2A50}, content size 4, then the data frame's compressed size (all
 * little-endian): that size is the hop to the next header. Other skippable frames are hopped too,
 * and belong to the frame that follows them. A data frame that is not behind such a header (as
 * {@code zstd} writes them) is walked block by block: each 3-byte block header gives the block's
 * compressed size and whether it is the frame's last, so its end is found without decompressing
 * it. Bytes that are not a frame header where one should be, or a frame whose blocks run past the
 * end of the file, are one last {@link Frame} with the rest of the file (the decompressor, not the
 * index, reports what is wrong with them).
 *
 * <p>A frame's decompressed size is known when its header carries it (Frame_Content_Size, which
 * {@code zstd} writes for a file compressed in one go and pzstd never writes): {@link
 * Frame#contentSize}, -1 when not.
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
   * @param sized whether {@code end} came from the headers (a pzstd header or the frame's blocks;
   *     false: the rest of the file)
   * @param contentSize the decompressed size of the bytes, from the frame header, or -1 when a
   *     frame in them does not give it
   */
  public record Frame(long start, long end, boolean sized, long contentSize) {
    /** A frame whose decompressed size is not known. */
    public Frame(long start, long end, boolean sized) {
      this(start, end, sized, -1);
    }
  }

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
      long next;
      long content;
      if (magic == Compression.ZSTD_MAGIC) {
        long[] walked = walk(in, pos, length);
        if (walked == null) {
          break;
        }
        next = walked[0];
        content = walked[1];
      } else if ((magic & 0xFFFFFFF0) != Compression.SKIPPABLE_MAGIC) {
        break; // not a frame: the rest is one unit
      } else if (magic == Compression.SKIPPABLE_MAGIC && (Compression.littleEndian(h, 4) & 0xFFFFFFFFL) == 4
          && n >= 16 && Compression.littleEndian(h, 12) == Compression.ZSTD_MAGIC) {
        next = pos + 12 + (Compression.littleEndian(h, 8) & 0xFFFFFFFFL);
        if (next > length) {
          break;
        }
        content = contentSize(in, pos + 12);
      } else {
        pos += 8 + (Compression.littleEndian(h, 4) & 0xFFFFFFFFL);
        continue;
      }
      frames.add(new Frame(unitStart, next, true, content));
      unitStart = next;
      pos = next;
    }
    if (unitStart < length) {
      frames.add(new Frame(unitStart, length, false));
    }
    return frames;
  }

  /**
   * The Window_Size of the data frame that {@code frame} holds (RFC 8878, 3.1.1.1.2: behind a
   * pzstd header or at its start), read from its header, nothing decompressed; -1 when its header
   * gives none (a single-segment frame, whose window is its content size) or cannot be read.
   * pzstd cuts its input into chunks of four windows, one frame each, so a pzstd frame holds
   * about four times its window of text.
   */
  public static long windowSize(Source in, Frame frame) throws IOException {
    byte[] h = new byte[18];
    int n = readFully(in, frame.start(), h);
    int at = 0;
    if (n >= 16 && Compression.littleEndian(h, 0) == Compression.SKIPPABLE_MAGIC
        && (Compression.littleEndian(h, 4) & 0xFFFFFFFFL) == 4 && Compression.littleEndian(h, 12) == Compression.ZSTD_MAGIC) {
      at = 12;
      n = readFully(in, frame.start() + at, h);
    } else if (n < 4 || Compression.littleEndian(h, 0) != Compression.ZSTD_MAGIC) {
      return -1;
    }
    if (n < 6 || (h[4] & 0x20) != 0) {
      return -1;
    }
    int descriptor = h[5] & 0xff;
    long base = 1L << (10 + (descriptor >>> 3));
    return base + base / 8 * (descriptor & 7);
  }

  /**
   * The decompressed size the header of the data frame at {@code pos} gives (RFC 8878, 3.1.1.1),
   * -1 when it gives none or cannot be read.
   */
  private static long contentSize(Source in, long pos) throws IOException {
    byte[] h = new byte[18];
    int n = readFully(in, pos, h);
    int at = fcsAt(h, n);
    if (at < 0) {
      return -1;
    }
    int flag = (h[4] & 0xff) >>> 6;
    boolean singleSegment = (h[4] & 0x20) != 0;
    int size = flag == 0 ? (singleSegment ? 1 : 0) : 1 << flag;
    if (size == 0 || at + size > n) {
      return -1;
    }
    long v = 0;
    for (int i = size - 1; i >= 0; i--) {
      v = v << 8 | (h[at + i] & 0xff);
    }
    return size == 2 ? v + 256 : v < 0 ? -1 : v;
  }

  /** Where the Frame_Content_Size field starts in a data frame's header {@code h} ({@code n} bytes read), -1 if unreadable. */
  private static int fcsAt(byte[] h, int n) {
    if (n < 5) {
      return -1;
    }
    int descriptor = h[4] & 0xff;
    boolean singleSegment = (descriptor & 0x20) != 0;
    int dictionaryId = descriptor & 3;
    return 5 + (singleSegment ? 0 : 1) + (dictionaryId == 3 ? 4 : dictionaryId);
  }

  /**
   * The end of the data frame at {@code pos} found from its header and block headers, and its
   * decompressed size from the header (-1 when not given); null when its header or blocks run
   * past {@code length}.
   */
  private static long[] walk(Source in, long pos, long length) throws IOException {
    byte[] h = new byte[18];
    int n = readFully(in, pos, h);
    int at = fcsAt(h, n);
    if (at < 0) {
      return null;
    }
    int descriptor = h[4] & 0xff;
    int flag = descriptor >>> 6;
    int fcsBytes = flag == 0 ? ((descriptor & 0x20) != 0 ? 1 : 0) : 1 << flag;
    long content = contentSize(in, pos);
    long p = pos + at + fcsBytes;
    byte[] b = new byte[3];
    while (true) {
      if (p + 3 > length || readFully(in, p, b) < 3) {
        return null;
      }
      int header = (b[0] & 0xff) | (b[1] & 0xff) << 8 | (b[2] & 0xff) << 16;
      boolean last = (header & 1) != 0;
      int type = (header >>> 1) & 3;
      long size = header >>> 3;
      p += 3 + (type == 1 ? 1 : size); // an RLE block holds one byte repeated
      if (last) {
        break;
      }
    }
    if ((descriptor & 4) != 0) {
      p += 4; // the content checksum
    }
    return p > length ? null : new long[] {p, content};
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
