package org.ludoteca.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Objects;

/**
 * What every page writer of this package shares: a page's file name, its atomic write and HTML
 * escaping. A class of its own so that the writers ({@link Reports}, {@link GameBoards}, {@link
 * GamePage}...) call no one back (issue 37: no class cycle).
 */
final class PageFiles {
  private PageFiles() {}

  /** Writes {@code text} to {@code file} through a sibling {@code .tmp} file moved into place. */
  static Path writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    org.ludoteca.spark.files.FaultPoints.reach("page " + file.getFileName());
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return file;
  }

  /** A name safe in a file name: lower case letters, digits, {@code -} and {@code _}. */
  static String fileName(String s) {
    return Objects.requireNonNull(s).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_-]", "_");
  }

  /** HTML-escapes text for element content and attribute values. */
  static String esc(String s) {
    StringBuilder out = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&': out.append("&amp;"); break;
        case '<': out.append("&lt;"); break;
        case '>': out.append("&gt;"); break;
        case '"': out.append("&quot;"); break;
        case '\'': out.append("&#39;"); break;
        default: out.append(c);
      }
    }
    return out.toString();
  }
}
