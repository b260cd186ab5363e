package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ludoteca replay} over a real pzstd dump, and over content it does not read. */
class ReplayCompressedTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final Path FIXTURE =
      ROOT.resolve("core/src/test/resources/org/ludoteca/record/zstd/lichess-20x150.pgn.zst");

  @Test
  void replay_pzstdDump_everyGame() {
    CliRun r = CliRun.of("replay", FIXTURE.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.err());
    assertEquals("read 3000, valid 3000, illegal 0, mismatch 0, rejected 0", r.last());
  }

  @Test
  void replay_xzUnderPgnName_oneErrorExit2(@TempDir Path dir) throws Exception {
    Path xz = dir.resolve("dump.pgn");
    Files.write(xz, new byte[] {(byte) 0xfd, '7', 'z', 'X', 'Z', 0, 0, 4, '\n', '\n', '[', ']'});
    CliRun r = CliRun.of("replay", xz.toString());
    assertEquals(2, r.exit());
    assertEquals("error: cannot open " + xz + ": xz-compressed (first bytes fd 37 7a 58 5a 00): not read;"
        + " decompress it, or recompress it with gzip, bzip2 or zstd\n", r.err().replace("\r\n", "\n"));
    assertEquals("read 0, valid 0, illegal 0, mismatch 0, rejected 0", r.last());
  }
}
