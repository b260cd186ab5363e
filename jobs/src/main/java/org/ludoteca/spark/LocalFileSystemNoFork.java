package org.ludoteca.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsAction;
import org.apache.hadoop.fs.permission.FsPermission;

/**
 * Hadoop's local file system ({@code file:}, with its {@code .crc} side files), except that
 * permissions are set through {@code java.nio} instead of a {@code chmod} process. Without
 * Hadoop's native library, every file and directory Hadoop creates on a local disk starts a
 * {@code chmod} process to set its mode; the ingest creates a few files per task and table, so at
 * 10^6 games that was some 1,400 processes. Installed as {@code fs.file.impl} by {@link Sessions}
 * for local-mode sessions; the modes set are the same.
 */
public final class LocalFileSystemNoFork extends LocalFileSystem {
  public LocalFileSystemNoFork() {
    super(new Raw());
  }

  /** The raw local file system with {@link #setPermission} in-process. */
  static final class Raw extends RawLocalFileSystem {
    @Override
    public void setPermission(Path p, FsPermission permission) throws IOException {
      java.nio.file.Path file = pathToFile(p).toPath();
      if (!Files.getFileStore(file).supportsFileAttributeView("posix")) {
        super.setPermission(p, permission);
        return;
      }
      Files.setPosixFilePermissions(file, posix(permission));
    }
  }

  /** The POSIX permissions of a Hadoop permission (sticky bit aside, as {@code chmod} of a file). */
  static Set<PosixFilePermission> posix(FsPermission permission) {
    Set<PosixFilePermission> s = EnumSet.noneOf(PosixFilePermission.class);
    add(s, permission.getUserAction(), PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
        PosixFilePermission.OWNER_EXECUTE);
    add(s, permission.getGroupAction(), PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
        PosixFilePermission.GROUP_EXECUTE);
    add(s, permission.getOtherAction(), PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE,
        PosixFilePermission.OTHERS_EXECUTE);
    return s;
  }

  private static void add(Set<PosixFilePermission> s, FsAction a, PosixFilePermission r, PosixFilePermission w,
      PosixFilePermission x) {
    if (a.implies(FsAction.READ)) {
      s.add(r);
    }
    if (a.implies(FsAction.WRITE)) {
      s.add(w);
    }
    if (a.implies(FsAction.EXECUTE)) {
      s.add(x);
    }
  }
}
