package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalFileSystemNoForkTest {
  @Test
  void posix_modes_asChmodSetsThem() {
    assertEquals("rw-r--r--", PosixFilePermissions.toString(LocalFileSystemNoFork.posix(new FsPermission((short) 0644))));
    assertEquals("rwxr-x--x", PosixFilePermissions.toString(LocalFileSystemNoFork.posix(new FsPermission((short) 0751))));
    assertEquals("---------", PosixFilePermissions.toString(LocalFileSystemNoFork.posix(new FsPermission((short) 0))));
  }

  @Test
  void create_fileAndParents_modesOfHadoopsLocalFileSystem(@TempDir java.nio.file.Path tmp) throws IOException {
    Configuration conf = new Configuration();
    conf.set("fs.file.impl", LocalFileSystemNoFork.class.getName());
    conf.setBoolean("fs.file.impl.disable.cache", true);
    conf.set("fs.permissions.umask-mode", "027");
    Path file = new Path(tmp.resolve("a/b/part-0.parquet").toUri());
    FileSystem fs = file.getFileSystem(conf);
    assertInstanceOf(LocalFileSystemNoFork.class, fs);
    try (OutputStream o = fs.create(file, false)) {
      o.write(new byte[] {1, 2, 3});
    }
    // Hadoop's defaults less the umask: 666 & ~027 for files, 777 & ~027 for directories.
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a/b/part-0.parquet"))));
    assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a/b"))));
    assertEquals(3, Files.size(tmp.resolve("a/b/part-0.parquet")));
    // The checksum side file is still written, and read back: the file reads as written.
    assertEquals(true, Files.exists(tmp.resolve("a/b/.part-0.parquet.crc")));
    try (var in = fs.open(file)) {
      assertEquals(3, in.readAllBytes().length);
    }
  }
}
