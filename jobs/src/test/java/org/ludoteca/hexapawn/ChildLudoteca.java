package org.ludoteca.hexapawn;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code ludoteca} in a child JVM whose classpath is this test's plus {@code
 * src/test/hexapawn-registry}, the folder with the service file that registers Hexapawn. Only the
 * child sees the test game: the other tests of this JVM (the sample pipeline, the error messages
 * that list the known games, the cluster runs whose executors have only the main jar) see the
 * real games alone.
 */
record ChildLudoteca(int exit, String out, String err) {
  static final Path REGISTRY = Path.of("src/test/hexapawn-registry").toAbsolutePath();

  /** Runs {@code ludoteca args...} in the child and waits for its end. */
  static ChildLudoteca run(Path workDir, String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx768m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    // The module openings Spark needs on Java 17, as this JVM was given them.
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("--add-opens") || a.startsWith("-XX:+IgnoreUnrecognizedVMOptions")
          || a.startsWith("-Djdk.reflect")) {
        cmd.add(a);
      }
    }
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path") + File.pathSeparator + REGISTRY,
        "org.ludoteca.cli.Ludoteca"));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(workDir, "child", ".out");
    Path err = Files.createTempFile(workDir, "child", ".err");
    Process p = new ProcessBuilder(cmd).directory(workDir.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    // A guard against a hung child, not a timing assertion: a shared, loaded machine takes minutes.
    if (!p.waitFor(20, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the child did not end:\n" + Files.readString(err));
    }
    return new ChildLudoteca(p.exitValue(), Files.readString(out), Files.readString(err));
  }
}
