package org.ludoteca.cli.records;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.record.ReadResult;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.Replay;
import org.ludoteca.replay.ReplayJson;
import org.ludoteca.replay.ReplayResult;
import org.ludoteca.replay.ReplaySummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca replay}: replays game records and reports a verdict per game and a summary. */
@Command(
    name = "replay",
    header = "Replay and validate every game of record files, without Spark.",
    mixinStandardHelpOptions = true,
    description = {
        "Replay every game of the record files (envelope .rpgn/.pgn, JSON lines .jsonl; gzip, bzip2 and zstd "
            + "read; lichess's Parquet .parquet, a row a game) under its rules and print one line per game, then a summary:",
        "",
        "  <source>:<offset> <VERDICT> plies=<n> <termination|none> <winner|none>",
        "      declared=<result|none>[: <why>]                  (one line)",
        "  <source>:<offset> UNREADABLE <why>",
        "  read <n>, valid <n>, illegal <n>, mismatch <n>, rejected <n>",
        "  skipped <n> lines between records in <file>: comments <n>, escape lines <n>,",
        "      other <n>                  (one line per file with text outside its records)",
        "",
        "Verdicts: VALID, ILLEGAL (first bad ply and why), RESULT_MISMATCH (the declared Result "
            + "or Termination disagrees with the rules), UNREADABLE (rejected by the reader, or a bad "
            + "FEN, Game or Rules tag). With --json: JSON Lines, one object per game and a last "
            + "{\"summary\": ...} object (data/FORMAT.md section 6).",
        "",
        "Exit 0 even when games are bad; 2 when a file cannot be opened or read (the others are "
            + "still processed).",
        "",
        "With --html DIR, also a self-contained page per game, DIR/<game_id>.html, to step through "
            + "its positions, and DIR/index.html (as 'show' writes them)."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca replay --json data/rithmomachia/sample.rpgn",
        "  ludoteca replay --html out/pages data/rithmomachia/sample.rpgn"
    })
public final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--rules", paramLabel = "R",
      description = "Rule set for games without a Rules tag (a Rules tag always wins); default: the game's.")
  String rules;

  @Option(names = "--json", description = "Print JSON Lines instead of text.")
  boolean json;

  @Option(names = "--html", paramLabel = "DIR",
      description = "Also write a page per game into DIR (data/FORMAT.md section 13), and DIR/index.html.")
  Path html;

  @Parameters(index = "0..*", arity = "1..*", paramLabel = "FILE", description = "Record files.")
  List<Path> files = List.of();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (rules != null && Games.all().stream().noneMatch(g -> g.ruleSetNames().contains(rules))) {
      StringBuilder known = new StringBuilder();
      for (Game g : Games.all()) {
        known.append(known.length() == 0 ? "" : "; ").append(g.name()).append(": ")
            .append(String.join(", ", g.ruleSetNames()));
      }
      err.println("error: unknown rule set '" + rules + "'; known: " + known);
      return ExitCodes.BAD_INPUT;
    }
    ReplaySummary summary = ReplaySummary.EMPTY;
    java.util.Map<String, org.ludoteca.record.SkippedLines> skipped = new java.util.LinkedHashMap<>();
    int exit = 0;
    for (Path file : files) {
      RecordReader in;
      try {
        in = RecordReader.open(file);
      } catch (IOException e) {
        out.flush();
        err.println("error: cannot open " + file + ": " + reason(e));
        exit = ExitCodes.BAD_INPUT;
        continue;
      }
      try (in) {
        while (in.hasNext()) {
          ReadResult r = in.next();
          ReplayResult result = Replay.of(r, rules);
          summary = summary.plus(result.verdict());
          out.print(json ? ReplayJson.line(result) : result.describe() + System.lineSeparator());
        }
        if (in.skipped().total() > 0) {
          skipped.put(file.toString(), in.skipped());
        }
      } catch (IOException | UncheckedIOException e) {
        out.flush();
        err.println("error: cannot read " + file + ": " + reason(e instanceof UncheckedIOException u ? u.getCause() : e));
        exit = ExitCodes.BAD_INPUT;
      }
    }
    out.print(json ? ReplayJson.summary(summary) : summary.describe() + System.lineSeparator());
    if (!json) { // after the summary, one line per file that had text between records (issue 38)
      skipped.forEach((file, n) -> out.println(n.describeIn(file)));
    }
    out.flush();
    if (html != null) {
      exit = Math.max(exit, pages(err));
    }
    return exit;
  }

  /** {@code --html}: the page of every game of every file that reads; the lines go to stderr, stdout stays the replay's. */
  private int pages(PrintWriter err) {
    GamePages pages = new GamePages(html, rules);
    int exit = 0;
    for (Path file : files) {
      try {
        org.ludoteca.spark.GameFiles.forEach(file, pages::write);
      } catch (IOException | UncheckedIOException e) {
        exit = ExitCodes.BAD_INPUT; // the replay above has reported the file
      }
    }
    pages.finish();
    for (String e : pages.errors()) {
      err.println("error: " + e);
      exit = ExitCodes.BAD_INPUT;
    }
    err.println("pages: " + (pages.written().isEmpty() ? "none" : pages.written().get(pages.written().size() - 1)));
    return exit;
  }

  private static String reason(Throwable e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }
}
