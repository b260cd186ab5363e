package org.ludoteca.cli.pipeline;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.ludoteca.game.Verdict;
import org.ludoteca.spark.IngestJob;
import org.ludoteca.spark.ReportJob;
import org.ludoteca.spark.ReportTable;

/** The short summaries the Spark commands print. */
final class Summaries {
  private Summaries() {}

  static void ingest(PrintWriter out, PrintWriter err, IngestJob.Result r, String dir) {
    for (String e : r.fileErrors()) {
      err.println("error: " + e);
    }
    err.flush();
    if (r.run() == null) {
      out.println("ingest: nothing new (" + r.knownFiles() + " files already ingested)");
      return;
    }
    long unreadable = r.verdict(Verdict.UNREADABLE.label());
    out.println("ingest " + r.run() + ": " + r.newFiles() + " new files, " + r.knownFiles() + " already ingested");
    out.println("games read " + r.games() + ": valid " + r.verdict(Verdict.VALID.label())
        + ", illegal " + r.verdict(Verdict.ILLEGAL.label())
        + ", mismatched " + r.verdict(Verdict.RESULT_MISMATCH.label()) + ", unreadable " + unreadable
        + "; rejected " + r.rejected());
    out.println("reconciliation: records read " + r.read() + " = games " + r.games() + " + rejected "
        + r.rejected());
    if (r.skipped().total() > 0) { // lines between records that are no record (issue 38): said, never dropped silently
      r.skippedLines().forEach((file, n) -> out.println(n.describeIn(file)));
    }
    out.println("tables: " + dir + "/games, " + dir + "/captures, " + dir + "/rejected");
  }

  /** With {@code --positions}: where the positions table is (a line of its own: the lines above keep their form). */
  static void positions(PrintWriter out, boolean asked, IngestJob.Result r, String dir) {
    if (asked && r.run() != null) {
      out.println("positions: " + dir + "/positions");
    }
  }

  static void stats(PrintWriter out, List<String> tables, String dir) {
    out.println("statistics in " + dir + "/stats: " + String.join(", ", tables));
  }

  static void reports(PrintWriter out, Map<String, Integer> rows, String dir) {
    StringBuilder sb = new StringBuilder();
    rows.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(".csv (").append(v)
        .append(v == 1 ? " row)" : " rows)"));
    out.println("reports in " + dir + "/reports: " + sb);
  }

  static void elapsed(PrintWriter out, long startNanos) {
    out.printf(java.util.Locale.ROOT, "done in %.1f s%n", (System.nanoTime() - startNanos) / 1e9);
  }

  /**
   * The pages of one run, which the report job draws ({@link ReportJob.Pages}): the HTML pages and
   * notebooks of the statistics of {@code statsDir} (a local directory) into {@code pagesDir}, or
   * into {@code statsDir/notebooks} when it is null; none when {@code statsDir} is not local. Then
   * {@link #print} says where they are, or why there are none, and gives the exit code.
   */
  static final class Pages implements ReportJob.Pages {
    private final String statsDir;
    private final java.nio.file.Path local;
    private final java.nio.file.Path pagesDir;
    private List<java.nio.file.Path> written;
    private java.io.IOException failed;
    /** The game pages {@link #drawGames} wrote, for the table it was given; null before. */
    private volatile org.ludoteca.report.Reports.GamePages games;
    private volatile org.ludoteca.spark.ReportTable gamesOf;
    private volatile java.io.IOException gamesFailed;

    Pages(String statsDir, java.nio.file.Path pagesDir) {
      this.statsDir = statsDir;
      java.net.URI uri = java.net.URI.create(statsDir.replace(" ", "%20"));
      this.local = uri.getScheme() != null && !uri.getScheme().equals("file") ? null
          : uri.getScheme() == null ? java.nio.file.Path.of(statsDir) : java.nio.file.Path.of(uri);
      this.pagesDir = local == null ? null : pagesDir != null ? pagesDir : local.resolve("notebooks");
    }

    @Override
    public List<java.nio.file.Path> write(List<ReportTable> statistics, ReportTable shortestGames) {
      if (local == null) {
        return List.of();
      }
      try {
        if (gamesFailed != null && gamesOf == shortestGames) {
          throw gamesFailed;
        }
        written = games != null && gamesOf == shortestGames
            ? org.ludoteca.report.Reports.write(statistics, games, local, pagesDir)
            : org.ludoteca.report.Reports.write(statistics, shortestGames, local, pagesDir);
      } catch (java.io.IOException e) {
        failed = e; // said by print, after the summaries of the jobs that did their work
        written = List.of();
      }
      return written;
    }

    @Override
    public void drawGames(org.ludoteca.spark.ReportTable shortestGames) {
      if (local == null) {
        return;
      }
      try {
        games = org.ludoteca.report.Reports.gamePages(shortestGames, pagesDir);
      } catch (java.io.IOException e) {
        gamesFailed = e; // said by write, as its own failure would be
      }
      gamesOf = shortestGames;
    }

    /** Says where the pages are (or why there are none); returns the exit code. */
    int print(PrintWriter out, PrintWriter err) {
      if (local == null) {
        err.println("note: HTML reports are drawn from a local directory; copy " + statsDir
            + "/reports here and run 'ludoteca report --stats DIR'");
        return 0;
      }
      if (failed != null) {
        err.println("error: cannot write the reports to " + pagesDir + ": " + failed.getMessage());
        return 1;
      }
      out.println("pages in " + trim(pagesDir.toString()) + ": " + String.join(", ",
          written.stream().map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".html")).toList())
          + " (and a notebook .ipynb beside each)");
      return 0;
    }
  }

  static String trim(String dir) {
    return dir.endsWith("/") && dir.length() > 1 ? dir.substring(0, dir.length() - 1) : dir;
  }
}
