package org.ludoteca.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.report.Reports;

/**
 * The committed {@code notebooks-export/} is the report of the sample corpus in {@code data/} as
 * the code makes it now (the sample run: every game rejudged under every rule set of its game, the
 * game pages of {@code games/} included): the pipeline runs over {@code data/} into a temporary {@code out/}, the
 * reports are drawn beside it, and every file must equal the committed one byte for byte.
 * When this fails, regenerate with the README's main command ({@code bin/ludoteca pipeline}).
 */
class NotebooksExportUpToDateTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", "..")).toAbsolutePath().normalize();

  @TempDir
  Path tmp;

  /** The pages and notebooks, and the notebooks' CSV files ({@code data/x.csv}). */
  private static TreeSet<String> names(Path dir) throws Exception {
    TreeSet<String> names;
    try (Stream<Path> s = Files.list(dir)) {
      names = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".html") || n.endsWith(".ipynb"))
          .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
    }
    for (String sub : List.of("data", "games")) {
      if (Files.isDirectory(dir.resolve(sub))) {
        try (Stream<Path> s = Files.list(dir.resolve(sub))) {
          s.map(p -> sub + "/" + p.getFileName()).forEach(names::add);
        }
      }
    }
    return names;
  }

  @Test
  void notebooksExport_matchesAFreshRunOverData() throws Exception {
    Path out = tmp.resolve("out");
    IngestJob job = IngestJob.builder().inputs(List.of(ROOT.resolve("data").toString())).out(out.toString())
        .rejudge(PipelineJob.everyRuleSet()).build();
    Path fresh = tmp.resolve("notebooks-export");
    // As bin/ludoteca pipeline runs it: the report job hands its tables to the pages.
    PipelineJob.run(TestSpark.get(), job, out.toString(), CsvSink.toDirectory(out.toString(), new Configuration()),
        m -> { }, org.ludoteca.spark.progress.Timings.NONE, StatsJob.Options.DEFAULT,
        (statistics, shortestGames) -> Reports.write(statistics, shortestGames, out, fresh));
    // The same pages drawn from the CSV files the run wrote (ludoteca report over a copied reports/).
    Path fromFiles = tmp.resolve("from-files");
    Reports.write(out, fromFiles);
    assertEquals(names(fresh), names(fromFiles), "the same pages from the tables and from their CSV files");
    for (String name : names(fresh)) {
      assertEquals(Files.readString(fresh.resolve(name)), Files.readString(fromFiles.resolve(name)), name);
    }
    Path committed = ROOT.resolve("notebooks-export");
    assertEquals(names(fresh), names(committed), "the same pages; regenerate with bin/ludoteca pipeline");
    for (String name : names(fresh)) {
      assertEquals(Files.readString(fresh.resolve(name)), Files.readString(committed.resolve(name)),
          "notebooks-export/" + name + " is out of date: regenerate with bin/ludoteca pipeline");
    }
  }
}
