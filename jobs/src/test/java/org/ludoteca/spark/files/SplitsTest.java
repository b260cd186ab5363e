package org.ludoteca.spark.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
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

  @Test
  void tasks_packSmallFilesIntoFewTasksAndEverySliceIntoOne() {
    List<SplitRow> slices = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      slices.add(new SplitRow("/c/f" + i + ".pgn", "ENVELOPE", 0, 10_000 + i, "run-000001"));
    }
    List<List<SplitRow>> tasks = Splits.tasks(slices, p -> 10_000, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertTrue(tasks.size() >= 16 && tasks.size() <= 17, "about eight tasks a core, was " + tasks.size());
    List<SplitRow> taken = tasks.stream().flatMap(List::stream).toList();
    assertEquals(slices.size(), taken.size());
    assertEquals(new HashSet<>(slices), new HashSet<>(taken), "every slice in exactly one task");
  }

  @Test
  void tasks_giveSlicesOfTheSplitSizeOneTaskEachInTheirOrder() {
    List<SplitRow> slices = new ArrayList<>();
    long slice = IngestJob.DEFAULT_SPLIT_SIZE;
    for (int i = 0; i < 34; i++) {
      slices.add(new SplitRow("/c/month.pgn", "ENVELOPE", i * slice, (i + 1) * slice, "run-000001"));
    }
    List<List<SplitRow>> tasks = Splits.tasks(slices, p -> 34 * slice, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertEquals(slices, tasks.stream().map(t -> {
      assertEquals(1, t.size());
      return t.get(0);
    }).toList());
  }

  @Test
  void tasks_countAWholeCompressedFileByItsSize() {
    List<SplitRow> slices = new ArrayList<>();
    for (int i = 0; i < 60; i++) { // whole .pgn.zst files of 300 KB: about 1.2 MB of records each
      slices.add(new SplitRow("/c/z" + i + ".pgn.zst", "ENVELOPE", 0, -1, "run-000001"));
    }
    List<List<SplitRow>> small = Splits.tasks(slices, p -> 300_000, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertTrue(small.size() < 30, "60 small compressed files in " + small.size() + " tasks");
    List<List<SplitRow>> unknown = Splits.tasks(slices, p -> -1, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertEquals(60, unknown.size(), "a compressed file of unknown size counts as a split size");
  }
  @Test
  void tasks_startTheTasksOfManySmallFilesRightAfterTheFirstLargeOnes() {
    List<SplitRow> slices = new ArrayList<>();
    for (int i = 0; i < 12; i++) { // large files: a task of a few each, packed first
      slices.add(new SplitRow("/c/big" + i + ".pgn", "ENVELOPE", 0, 3_000_000, "run-000001"));
    }
    for (int i = 0; i < 100; i++) { // transcriptions of a few KB: many to a task, packed last
      slices.add(new SplitRow("/c/t" + i + ".txt", "ENVELOPE", 0, 4_000 + 10 * i, "run-000001"));
    }
    List<List<SplitRow>> tasks = Splits.tasks(slices, p -> -1, IngestJob.DEFAULT_SPLIT_SIZE, 2);
    assertTrue(tasks.get(0).get(0).getPath().startsWith("/c/big") && tasks.get(1).get(0).getPath().startsWith("/c/big"),
        "the first two tasks are the largest, as packed");
    int firstSmall = -1;
    int lastSmall = -1;
    for (int i = 0; i < tasks.size(); i++) {
      if (tasks.get(i).get(0).getPath().startsWith("/c/t")) {
        firstSmall = firstSmall < 0 ? i : firstSmall;
        lastSmall = i;
      }
    }
    assertEquals(2, firstSmall, "the small files' tasks start third");
    for (int i = firstSmall; i < lastSmall; i++) {
      assertTrue(tasks.get(i).get(0).getPath().startsWith("/c/t"), "the small files' tasks together, at " + i);
      assertTrue(tasks.get(i).get(0).getEnd() > tasks.get(i + 1).get(0).getEnd(), "as packed, largest first, at " + i);
    }
    assertEquals(10, tasks.size() - 1 - lastSmall, "the other ten large files' tasks after them");
    List<SplitRow> taken = tasks.stream().flatMap(List::stream).toList();
    assertEquals(new HashSet<>(slices), new HashSet<>(taken));
    assertEquals(slices.size(), taken.size());
  }
}
