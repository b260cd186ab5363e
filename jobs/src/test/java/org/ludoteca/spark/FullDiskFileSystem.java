package org.ludoteca.spark;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;

/**
 * Test file system {@code fulldisk:///PATH}: the local disk, whose free space is {@link #FREE}
 * bytes, shared by every file written (unlimited unless a test sets it). A write beyond it fails
 * as a full disk does ({@code No space left on device}), in a task or on the driver alike.
 * Registered in {@code META-INF/services/org.apache.hadoop.fs.FileSystem}.
 */
public final class FullDiskFileSystem extends RawLocalFileSystem {
  /** Bytes left to write, across all files. */
  static final AtomicLong FREE = new AtomicLong(Long.MAX_VALUE);

  @Override
  public String getScheme() {
    return "fulldisk";
  }

  @Override
  public URI getUri() {
    return URI.create("fulldisk:///");
  }

  @Override
  protected OutputStream createOutputStream(Path f, boolean append) throws IOException {
    return new Limited(super.createOutputStream(f, append));
  }

  @Override
  protected OutputStream createOutputStreamWithMode(Path f, boolean append, FsPermission permission)
      throws IOException {
    return new Limited(super.createOutputStreamWithMode(f, append, permission));
  }

  private static final class Limited extends FilterOutputStream {
    Limited(OutputStream out) {
      super(out);
    }

    @Override
    public void write(int b) throws IOException {
      take(1);
      out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      take(len);
      out.write(b, off, len);
    }

    private static void take(long n) throws IOException {
      if (FREE.addAndGet(-n) < 0) {
        FREE.addAndGet(n);
        throw new IOException("No space left on device");
      }
    }
  }
}
