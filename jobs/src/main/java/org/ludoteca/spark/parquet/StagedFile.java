package org.ludoteca.spark.parquet;

import java.io.IOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.hadoop.util.HadoopStreams;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;

/**
 * A task's staged Parquet file. On a local disk it is written through the raw local file system,
 * as the output directory writes the rest of the output ({@code files.OutDir}): Hadoop's checksummed local file system would
 * create a {@code .crc} side file beside every staged file and checksum every byte, for files that
 * are only renamed into their table (by the raw file system, which leaves the side file behind)
 * and read by Parquet's own checks. Other file systems get parquet-mr's own output file.
 */
final class StagedFile implements OutputFile {
  /** The output stream's buffer: pages are written whole, so it only gathers small writes. */
  private static final int BUFFER = 64 * 1024;

  private final FileSystem fs;
  private final Path path;

  private StagedFile(FileSystem fs, Path path) {
    this.fs = fs;
    this.path = path;
  }

  /** The file {@code path} to create. */
  static OutputFile of(Path path, Configuration conf) throws IOException {
    FileSystem fs = path.getFileSystem(conf);
    return fs instanceof LocalFileSystem local ? new StagedFile(local.getRaw(), path) : HadoopOutputFile.fromPath(path, conf);
  }

  @Override
  public PositionOutputStream create(long blockSizeHint) throws IOException {
    return open(false, blockSizeHint);
  }

  @Override
  public PositionOutputStream createOrOverwrite(long blockSizeHint) throws IOException {
    return open(true, blockSizeHint);
  }

  private PositionOutputStream open(boolean overwrite, long blockSizeHint) throws IOException {
    return HadoopStreams.wrap(fs.create(path, overwrite, BUFFER, fs.getDefaultReplication(path),
        Math.max(fs.getDefaultBlockSize(path), blockSizeHint)));
  }

  @Override
  public boolean supportsBlockSize() {
    return false;
  }

  @Override
  public long defaultBlockSize() {
    return fs.getDefaultBlockSize(path);
  }

  @Override
  public String getPath() {
    return path.toString();
  }
}
