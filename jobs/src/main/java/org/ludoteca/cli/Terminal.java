package org.ludoteca.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether this process's stderr is a terminal, which decides how the progress shows (one line
 * redrawn in place, or a plain line every ten seconds for logs). Java 17 has no isatty; in order:
 * <ol>
 *   <li>the system property {@code ludoteca.stderr.terminal} ({@code true}/{@code false}), which
 *       {@code bin/ludoteca} sets from the shell's {@code [ -t 2 ]};
 *   <li>on Linux, where {@code /proc/self/fd/2} leads: a {@code /dev/pts/N} or {@code /dev/ttyN}
 *       is a terminal, a file or a pipe is not;
 *   <li>else {@code System.console() != null} (stdin and stdout are a terminal; stderr is then
 *       usually one too).
 * </ol>
 * {@code System.console()} alone is not enough: with {@code 2>log} it is still non-null, and
 * the redrawn line would fill the log with carriage returns.
 */
final class Terminal {
  static final String PROPERTY = "ludoteca.stderr.terminal";

  private Terminal() {}

  static boolean stderr() {
    String told = System.getProperty(PROPERTY);
    if (told != null) {
      return Boolean.parseBoolean(told);
    }
    Path fd = Path.of("/proc/self/fd/2");
    if (Files.isSymbolicLink(fd)) {
      try {
        return isTerminalDevice(Files.readSymbolicLink(fd).toString());
      } catch (IOException | UnsupportedOperationException | SecurityException e) {
        // fall through to the console
      }
    }
    return System.console() != null;
  }

  /** Whether a device path is a terminal's: {@code /dev/pts/3}, {@code /dev/tty1}, {@code /dev/console}. */
  static boolean isTerminalDevice(String device) {
    return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty") || device.equals("/dev/console");
  }
}
