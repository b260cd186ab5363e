package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.spark.progress.Timings;
import org.ludoteca.spark.table.Table;
import org.ludoteca.spark.stats.StatsFiles;

/**
 * The statistics tables written on the driver ({@link StatsFiles}) against the same rows written
 * by a Spark job: the same Parquet schema (required columns too), footer metadata, codec and rows.
 */
class StatsFilesTest {
  @Test
  void write_everyStatisticOfTheSample_sameFileAsSparkWrites(@TempDir Path tmp) throws IOException {
    Path out = tmp.resolve("out");
    IngestJob.builder().inputs(List.of(TestSpark.SAMPLE, TestSpark.MALFORMED)).out(out.toString()).build()
        .run(TestSpark.get(), new ArrayList<String>()::add);
    Map<String, List<Row>> stats = StatsJob.compute(TestSpark.get(), out.toString(), Timings.NONE,
        StatsJob.Options.DEFAULT);
    assertEquals(Table.statistics().size(), stats.size());
    for (Table t : Table.statistics()) {
      List<Row> rows = stats.get(t.tableName());
      Path spark = tmp.resolve("spark").resolve(t.tableName());
      TestSpark.get().createDataFrame(rows, t.schema()).coalesce(1).write().mode(SaveMode.Overwrite)
          .parquet(spark.toString());
      Path ours = out.resolve("stats").resolve(t.tableName());
      ParquetMetadata a = footer(ours);
      ParquetMetadata b = footer(spark);
      assertEquals(b.getFileMetaData().getSchema(), a.getFileMetaData().getSchema(), t.tableName());
      assertEquals(b.getFileMetaData().getKeyValueMetaData(), a.getFileMetaData().getKeyValueMetaData(),
          t.tableName());
      assertEquals(b.getBlocks().stream().mapToLong(x -> x.getRowCount()).sum(),
          a.getBlocks().stream().mapToLong(x -> x.getRowCount()).sum(), t.tableName());
      if (!b.getBlocks().isEmpty()) {
        assertEquals(b.getBlocks().get(0).getColumns().get(0).getCodec(),
            a.getBlocks().get(0).getColumns().get(0).getCodec(), t.tableName());
      }
      assertEquals(TestSpark.read(out, t).collectAsList(),
          TestSpark.get().read().schema(t.schema()).parquet(spark.toString()).collectAsList(), t.tableName());
      assertTrue(Files.exists(ours.resolve("_SUCCESS")), t.tableName());
    }
  }

  private static ParquetMetadata footer(Path dir) throws IOException {
    Path file;
    try (Stream<Path> s = Files.list(dir)) {
      file = s.filter(p -> p.getFileName().toString().endsWith(".parquet")).findFirst().orElseThrow();
    }
    try (ParquetFileReader r = ParquetFileReader.open(HadoopInputFile.fromPath(
        new org.apache.hadoop.fs.Path(file.toUri()), new Configuration()))) {
      return r.getFooter();
    }
  }
}
