package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ZstdFramesTest {
  private static byte[] text(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static List<ZstdFrames.Frame> index(byte[] file) throws IOException {
    return ZstdFrames.index((pos, b, off, len) -> {
      if (pos >= file.length) {
        return -1;
      }
      int n = (int) Math.min(len, file.length - pos);
      System.arraycopy(file, (int) pos, b, off, n);
      return n;
    }, file.length);
  }

  @Test
  void index_pzstdHeaders() throws IOException {
    byte[] a = ZstdFiles.pzstd(List.of(text("one\n")));
    byte[] file = ZstdFiles.pzstd(List.of(text("one\n"), text("two two\n"), text("three\n")));
    List<ZstdFrames.Frame> frames = index(file);
    assertEquals(3, frames.size());
    assertEquals(new ZstdFrames.Frame(0, a.length, true), frames.get(0));
    assertEquals(a.length, frames.get(1).start());
    assertEquals(file.length, frames.get(2).end());
    assertEquals(List.of(), index(new byte[0]));
  }

  @Test
  void windowSize_pzstdAndBareFrames_fromTheirHeaders() throws IOException {
    byte[] text = text("a line of text that repeats, long enough for a window\n".repeat(40_000));
    byte[] bare = Zstd.compress(text, 3);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(ZstdFiles.pzstd(List.of(text)));
    out.writeBytes(bare);
    byte[] file = out.toByteArray();
    List<ZstdFrames.Frame> frames = index(file);
    ZstdFrames.Source source = (pos, b, off, len) -> {
      int k = (int) Math.min(len, file.length - pos);
      if (k <= 0) {
        return -1;
      }
      System.arraycopy(file, (int) pos, b, off, k);
      return k;
    };
    long pzstdWindow = ZstdFrames.windowSize(source, frames.get(0));
    assertEquals(2L << 20, pzstdWindow); // level 3 streamed: windowLog 21
    long window = ZstdFrames.windowSize(source, frames.get(1));
    // Zstd.compress knows the size: one segment, no Window_Descriptor, or a window that holds the text
    assertTrue(window == -1 || window >= 1024, "window " + window);
    assertEquals(-1, ZstdFrames.windowSize(source, new ZstdFrames.Frame(1, file.length, false)));
  }

  @Test
  void index_frameWithoutHeader_walksItsBlocks() throws IOException {
    byte[] sized = ZstdFiles.pzstd(List.of(text("one\n"), text("two\n")));
    byte[] bare = ZstdFiles.frame(text("three\n"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(sized);
    out.writeBytes(bare);
    out.writeBytes(ZstdFiles.pzstd(List.of(text("four\n"))));
    byte[] file = out.toByteArray();
    List<ZstdFrames.Frame> frames = index(file);
    assertEquals(4, frames.size());
    assertEquals(new ZstdFrames.Frame(sized.length, sized.length + bare.length, true), frames.get(2));
    assertEquals(file.length, frames.get(3).end());
    byte[] single = ZstdFiles.frame(text("x\n"));
    assertEquals(List.of(new ZstdFrames.Frame(0, single.length, true)), index(single));
  }

  @Test
  void index_framesWithContentSize_sizesFromHeaders() throws IOException {
    byte[] big = text("a line of text that repeats\n".repeat(20_000)); // several blocks
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] first = Zstd.compress(big, 3);
    byte[] second = Zstd.compress(text("x\n"), 3);
    out.writeBytes(first);
    out.writeBytes(second);
    byte[] file = out.toByteArray();
    assertEquals(List.of(new ZstdFrames.Frame(0, first.length, true, big.length),
        new ZstdFrames.Frame(first.length, file.length, true, 2)), index(file));
  }

  @Test
  void index_frameCutShort_restOfFile() throws IOException {
    byte[] whole = Zstd.compress(text("a line of text that repeats\n".repeat(20_000)), 3);
    byte[] file = java.util.Arrays.copyOf(whole, whole.length - 5);
    assertEquals(List.of(new ZstdFrames.Frame(0, file.length, false)), index(file));
  }

  @Test
  void index_otherSkippableFrame_belongsToNextFrame() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ZstdFiles.le(out, Compression.SKIPPABLE_MAGIC + 3);
    ZstdFiles.le(out, 5);
    out.writeBytes(text("hello"));
    out.writeBytes(ZstdFiles.pzstd(List.of(text("one\n"), text("two\n"))));
    byte[] file = out.toByteArray();
    List<ZstdFrames.Frame> frames = index(file);
    assertEquals(2, frames.size());
    assertEquals(0, frames.get(0).start());
    assertEquals(true, frames.get(0).sized());
    assertEquals(file.length, frames.get(1).end());
  }

  @Test
  void index_sizePastEnd_restOfFile() throws IOException {
    byte[] file = ZstdFiles.pzstd(List.of(text("one\n"), text("two\n")));
    byte[] cut = java.util.Arrays.copyOf(file, file.length - 3);
    List<ZstdFrames.Frame> frames = index(cut);
    assertEquals(2, frames.size());
    assertEquals(new ZstdFrames.Frame(frames.get(0).end(), cut.length, false), frames.get(1));
  }
}
