package org.ludoteca.record;

import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/** Test helper: Zstandard files as pzstd writes them, made with zstd-jni. */
final class ZstdFiles {
  private ZstdFiles() {}

  /** One data frame (no content size in its header, as pzstd writes them). */
  static byte[] frame(byte[] content) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZstdOutputStreamNoFinalizer z = new ZstdOutputStreamNoFinalizer(out, 3)) {
      z.write(content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** Each chunk a data frame behind pzstd's 12-byte skippable frame giving its compressed size. */
  static byte[] pzstd(List<byte[]> chunks) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] chunk : chunks) {
      byte[] f = frame(chunk);
      le(out, Compression.SKIPPABLE_MAGIC);
      le(out, 4);
      le(out, f.length);
      out.writeBytes(f);
    }
    return out.toByteArray();
  }

  static void le(ByteArrayOutputStream out, int v) {
    out.write(v);
    out.write(v >>> 8);
    out.write(v >>> 16);
    out.write(v >>> 24);
  }
}
