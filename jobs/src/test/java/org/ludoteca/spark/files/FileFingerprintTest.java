package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The listing's fingerprint of a file (SHA-256 for the manifest, CRC-32C per block) and the ingest's
 * second look at it: a change anywhere in the file, in any block, the last short one included, is
 * found, whatever the threads; an unchanged file is not reported.
 */
class FileFingerprintTest {
  private static final int BLOCK = 1000;

  @Test
  void of_anyFile_sha256OfItsBytes(@TempDir Path tmp) throws Exception {
    byte[] bytes = bytes(5500);
    Path f = Files.write(tmp.resolve("a.pgn"), bytes);
    FileFingerprint fp = FileFingerprint.of(local(), hadoop(f), BLOCK);
    assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)), fp.sha256());
    assertEquals(6, fp.blocks().length);
    assertEquals(5500, fp.length());
    assertEquals(fp.sha256(), FileFingerprint.of(local(), hadoop(f)).sha256(), "the block size does not matter");
  }

  @Test
  void changes_oneByteChangedInAnyBlock_reportedWithItsBlock(@TempDir Path tmp) throws Exception {
    byte[] bytes = bytes(5500);
    Path f = Files.write(tmp.resolve("a.pgn"), bytes);
    Path other = Files.write(tmp.resolve("b.pgn"), bytes(2000));
    FileFingerprint listed = FileFingerprint.of(local(), hadoop(f), BLOCK);
    FileFingerprint otherListed = FileFingerprint.of(local(), hadoop(other), BLOCK);
    Map<String, FileFingerprint> both = Map.of(hadoop(f).toString(), listed, hadoop(other).toString(), otherListed);
    for (int threads : new int[] {1, 2, 7}) {
      assertEquals(Map.of(), FileFingerprint.changes(both, new Configuration(), threads));
    }
    for (int at : new int[] {0, 999, 1000, 4321, 5499}) {
      byte[] changed = bytes.clone();
      changed[at] ^= 1;
      Files.write(f, changed);
      for (int threads : new int[] {1, 3}) {
        Map<String, String> found = FileFingerprint.changes(both, new Configuration(), threads);
        long from = at / BLOCK * BLOCK;
        assertEquals(Map.of(hadoop(f).toString(), "content differs from the listing's: CRC-32C of bytes " + from
            + " to " + Math.min(5500, from + BLOCK)), found, "byte " + at);
      }
    }
    Files.write(f, java.util.Arrays.copyOf(bytes, 4000));
    String why = FileFingerprint.changes(Map.of(hadoop(f).toString(), listed), new Configuration(), 2)
        .get(hadoop(f).toString());
    assertTrue(why.startsWith("unreadable now: "), why);
  }

  private static byte[] bytes(int n) {
    byte[] b = new byte[n];
    new Random(n).nextBytes(b);
    return b;
  }

  private static FileSystem local() throws IOException {
    return FileSystem.getLocal(new Configuration());
  }

  private static org.apache.hadoop.fs.Path hadoop(Path p) {
    return new org.apache.hadoop.fs.Path(p.toUri());
  }
}
