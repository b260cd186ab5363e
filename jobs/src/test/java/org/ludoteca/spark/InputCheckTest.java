package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Files;
import java.security.PrivilegedExceptionAction;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.security.UserGroupInformation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputCheckTest {
  /**
   * Hadoop caches file systems by scheme and user, not by configuration: the check, which runs
   * before the session, must not leave a plain local file system in the cache, or the session's
   * writers get it (and start a chmod process per file) instead of {@link LocalFileSystemNoFork}.
   * A user of its own gives the test a cache key no other test has filled.
   */
  @Test
  void problem_beforeTheSession_leavesTheSessionsLocalFileSystem(@TempDir java.nio.file.Path tmp) throws Exception {
    Files.writeString(tmp.resolve("a.pgn"), "[Event \"x\"]\n\n1. e4 *\n");
    UserGroupInformation user = UserGroupInformation.createRemoteUser("input-check-test-" + System.nanoTime());
    FileSystem fs = user.doAs((PrivilegedExceptionAction<FileSystem>) () -> {
      assertEquals(Optional.empty(), InputCheck.problem(List.of(tmp.toString()), Map.of()));
      Configuration session = new Configuration();
      session.set("fs.file.impl", LocalFileSystemNoFork.class.getName());
      return new Path(tmp.toUri()).getFileSystem(session);
    });
    assertInstanceOf(LocalFileSystemNoFork.class, fs);
  }
}
