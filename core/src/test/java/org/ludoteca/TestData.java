package org.ludoteca;

import java.nio.file.Path;

/**
 * Where tests find files of the repository: from {@code ludoteca.root}, the multi-module root
 * that surefire sets (a module directory's parent when run otherwise). Reference data of the
 * tests is under {@code core/src/test/resources} ({@link #resource}); the sample corpora users
 * see are under {@code data/} ({@link #data}). Nothing outside the clone is read.
 */
public final class TestData {
  /** The repository root. */
  public static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));

  private TestData() {}

  /** A file or folder under {@code core/src/test/resources}. */
  public static Path resource(String relative) {
    return ROOT.resolve("core/src/test/resources").resolve(relative);
  }

  /** A file or folder under {@code data/}. */
  public static Path data(String relative) {
    return ROOT.resolve("data").resolve(relative);
  }
}
