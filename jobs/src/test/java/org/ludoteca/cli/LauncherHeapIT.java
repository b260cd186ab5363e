package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The heap the launcher ({@code bin/ludoteca}) gives the Spark commands: a 256 MB young generation
 * unless {@code LUDOTECA_JAVA_OPTS} sizes the heap, and transparent huge pages when the kernel
 * offers them on request (docs/pipeline-profile.md, "Issue 40, wave 10"). Read from the flags the
 * JVM itself prints ({@code -XX:+PrintCommandLineFlags}) for a {@code --help}, which starts no Spark.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class LauncherHeapIT {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();
  private static final String YOUNG_256_MB = "-XX:MaxNewSize=268435456";

  /** The flags line the JVM printed for {@code bin/ludoteca COMMAND --help} with {@code opts}. */
  private static String flags(String command, String opts) throws IOException, InterruptedException {
    List<String> line = new ArrayList<>(List.of(ROOT.resolve("bin/ludoteca").toString(), command, "--help"));
    ProcessBuilder pb = new ProcessBuilder(line).directory(ROOT.toFile()).redirectErrorStream(true);
    pb.environment().put("LUDOTECA_JAVA_OPTS", opts + " -XX:+PrintCommandLineFlags");
    pb.environment().put("LUDOTECA_CDS", "off");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the launcher did not finish");
    assertEquals(0, p.exitValue(), out);
    assertFalse(out.contains("[warning]"), out);
    return out.lines().filter(l -> l.contains("-XX:")).findFirst().orElseThrow(() -> new AssertionError(out));
  }

  private static boolean hugePagesOffered() throws IOException {
    Path thp = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    if (!Files.isReadable(thp)) {
      return false;
    }
    String s = Files.readString(thp);
    return s.contains("[always]") || s.contains("[madvise]");
  }

  @Test
  void pipeline_noHeapOptions_youngGenerationBoundedAndHugePagesWhereOffered() throws Exception {
    String f = flags("pipeline", "");
    assertTrue(f.contains(YOUNG_256_MB), f);
    assertTrue(f.contains("-XX:+UseParallelGC"), f);
    assertEquals(hugePagesOffered(), f.contains("-XX:+UseTransparentHugePages"), f);
  }

  @Test
  void pipeline_heapSizedByTheUser_youngGenerationLeftToTheJvm() throws Exception {
    String f = flags("pipeline", "-Xmx512m");
    assertFalse(f.contains(YOUNG_256_MB), f);
    assertTrue(f.contains("-XX:MaxHeapSize=536870912"), f);
  }

  /** A small machine's heap (here one of 1 GiB of memory, as the JVM is told): no young generation of 256 MB, no warning. */
  @Test
  void pipeline_smallMemoryGiven_youngGenerationLeftToTheJvmWithoutWarnings() throws Exception {
    String f = flags("pipeline", "-XX:MaxRAM=1g");
    assertFalse(f.contains(YOUNG_256_MB), f);
    assertFalse(f.contains("warning"), f);
  }

  @Test
  void replay_notASparkCommand_noHeapFlagsAdded() throws Exception {
    String f = flags("replay", "");
    assertFalse(f.contains(YOUNG_256_MB), f);
    assertFalse(f.contains("-XX:+UseTransparentHugePages"), f);
  }
}
