package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
  void index_frameWithoutHeader_restOfFile() throws IOException {
    byte[] sized = ZstdFiles.pzstd(List.of(text("one\n"), text("two\n")));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(sized);
    out.writeBytes(ZstdFiles.frame(text("three\n")));
    out.writeBytes(ZstdFiles.pzstd(List.of(text("four\n"))));
    byte[] file = out.toByteArray();
    List<ZstdFrames.Frame> frames = index(file);
    assertEquals(3, frames.size());
    assertEquals(new ZstdFrames.Frame(sized.length, file.length, false), frames.get(2));
    byte[] single = ZstdFiles.frame(text("x\n"));
    assertEquals(List.of(new ZstdFrames.Frame(0, single.length, false)), index(single));
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
