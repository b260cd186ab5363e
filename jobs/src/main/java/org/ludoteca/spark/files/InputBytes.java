package org.ludoteca.spark.files;

import java.io.IOException;
import java.io.InputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ludoteca.record.Compression;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.record.UnreadableContentException;

/**
 * The byte-level pieces of reading an input file that the listing ({@link Inputs}), the slicing
 * ({@link Splits}) and the Zstandard frame ranges ({@link ZstdSlices}) share: which compression a
 * file's first bytes show, the record boundary in a stream, line breaks counted across buffers, a
 * stream cut after a number of bytes, and the file system of a path.
 */
final class InputBytes {
  private InputBytes() {}

  /** Whether the first bytes are a gzip, bzip2 or Zstandard header. */
  static boolean compressed(byte[] head) {
    return gzip(head) || bzip2(head) || zstd(head);
  }

  static boolean zstd(byte[] m) {
    try {
      return Compression.of(m) == Compression.ZSTD;
    } catch (UnreadableContentException e) {
      return false;
    }
  }

  private static boolean gzip(byte[] m) {
    return m.length >= 2 && (m[0] & 0xff) == 0x1f && (m[1] & 0xff) == 0x8b;
  }

  private static boolean bzip2(byte[] m) {
    return m.length >= 4 && m[0] == 'B' && m[1] == 'Z' && m[2] == 'h' && m[3] >= '1' && m[3] <= '9';
  }

  /**
   * The first record start at or after {@code pos} ({@link Splits#boundary}), reading from {@code
   * in}, which starts at byte {@code pos - 1} of the input ({@code 0 < pos < length}): also for
   * decompressed streams ({@link ZstdSlices}); {@code length} when there is none. The rule is
   * the format's ({@link RecordFormat#nextBoundary}).
   */
  static long boundary(InputStream in, long pos, long length, org.ludoteca.record.InputFormat format)
      throws IOException {
    long b = format.nextBoundary(in, pos);
    return b < 0 || b > length ? length : b;
  }

  /**
   * Hadoop's default configuration, read once for every slice a task opens: a new {@code
   * Configuration} parses core-default.xml and core-site.xml again at its first use (some 9 ms of
   * CPU; 396 small files spent a quarter of their tasks' time there). Only read, never set.
   */
  private static final Configuration DEFAULTS = new Configuration();

  /** The file system of {@code path}, with Hadoop's default configuration (as on an executor). */
  static FileSystem fs(String path) throws IOException {
    return new Path(path).getFileSystem(DEFAULTS);
  }

  /**
   * Counts line breaks over consecutive buffers of one stream: LF, CR and CRLF each end one line, also
   * when a CRLF is split between two buffers.
   */
  static final class LineBreaks {
    private long lines;
    private boolean cr;

    void count(byte[] buf, int n) {
      for (int i = 0; i < n; i++) {
        byte b = buf[i];
        if (b == '\n') {
          if (!cr) {
            lines++;
          }
          cr = false;
        } else {
          if (b == '\r') {
            lines++;
          }
          cr = b == '\r';
        }
      }
    }

    long lines() {
      return lines;
    }
  }

  /** The first {@code limit} bytes of a stream. */
  static final class Bounded extends InputStream {
    private final InputStream in;
    private long left;

    Bounded(InputStream in, long limit) {
      this.in = in;
      this.left = limit;
    }

    @Override
    public int read() throws IOException {
      if (left <= 0) {
        return -1;
      }
      int b = in.read();
      if (b >= 0) {
        left--;
      }
      return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
      if (left <= 0) {
        return -1;
      }
      int n = in.read(buf, off, (int) Math.min(len, left));
      if (n > 0) {
        left -= n;
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
