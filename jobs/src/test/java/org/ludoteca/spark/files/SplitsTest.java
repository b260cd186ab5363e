package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.ludoteca.record.RecordFormat;
import org.ludoteca.spark.IngestJob;
import org.junit.jupiter.api.Test;

class SplitsTest {
  @Test
  void sliceSize_balancesSmallInputsButNotBelowTheFloor() {
    List<Inputs.File> tenMb = List.of(new Inputs.File("f", 10L << 20, 0, false, RecordFormat.ENVELOPE));
    assertEquals((10L << 20) / 16, Splits.sliceSize(tenMb, IngestJob.DEFAULT_SPLIT_SIZE, 2));
    assertEquals(4096, Splits.sliceSize(tenMb, 4096, 2), "an explicit small split size wins");
    List<Inputs.File> tiny = List.of(new Inputs.File("f", 100_000, 0, false, RecordFormat.ENVELOPE));
    assertEquals(Splits.MIN_SLICE, Splits.sliceSize(tiny, IngestJob.DEFAULT_SPLIT_SIZE, 2));
    List<Inputs.File> big = List.of(new Inputs.File("f", 1L << 30, 0, false, RecordFormat.ENVELOPE));
    assertEquals(IngestJob.DEFAULT_SPLIT_SIZE, Splits.sliceSize(big, IngestJob.DEFAULT_SPLIT_SIZE, 2));
    // 2.24 GB at 64 MiB: 34 equal slices (17 waves of two), not 33 and a third of one
    long dump = 2_244_854_919L;
    List<Inputs.File> month = List.of(new Inputs.File("f", dump, 0, false, RecordFormat.ENVELOPE));
    long slice = Splits.sliceSize(month, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertEquals((dump + 33) / 34, slice);
    assertEquals(34, (dump + slice - 1) / slice);
    long slice3 = Splits.sliceSize(month, IngestJob.DEFAULT_SPLIT_SIZE, 3); // three cores: 36 slices
    assertEquals(36, (dump + slice3 - 1) / slice3);
    assertTrue(slice3 <= IngestJob.DEFAULT_SPLIT_SIZE);
  }
}
