package org.ludoteca.cli.records;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.spark.GameFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca show}: one self-contained HTML page per game, to step through its positions. */
@Command(
    name = "show",
    header = "Write a self-contained HTML page per game: the board at every ply.",
    mixinStandardHelpOptions = true,
    description = {
        "Write DIR/<game_id>.html for each game named: the board at every ply with a slider (and "
            + "the arrow keys), the move list, each ply's captures marked on the board, the verdict "
            + "and, for an ILLEGAL game, the ply that broke; and an index of them, DIR/index.html. "
            + "The pages load nothing from the network (the page format: data/FORMAT.md section 13).",
        "",
        "GAME_ID is either a game_id of the games table (32 hex digits), looked for among the "
            + "records of the --input paths (default data/), whose ids are computed as the ingest "
            + "computes them, so that an id read from out/games names the same game; or FILE:OFFSET, "
            + "as 'replay' prints a game: the record at that byte offset of that file (no --input "
            + "needed).",
        "",
        "Exit 0 when every page is written; 2 when a GAME_ID is malformed or not found, or an input "
            + "cannot be read (the pages of the games found are still written)."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca replay data/rithmomachia/sample.rpgn    # FILE:OFFSET of each game",
        "  ludoteca show --out out/show data/rithmomachia/sample.rpgn:3001",
        "  ludoteca show --input data/chess --out out/show <32 hex digits>"
    })
public final class ShowCommand implements Callable<Integer> {
  private static final Pattern HEX_ID = Pattern.compile("[0-9a-f]{32}");
  private static final Pattern FILE_OFFSET = Pattern.compile("(.+):([0-9]+)");

  @Spec
  CommandSpec spec;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "The directory the pages go to.")
  Path out;

  @Option(names = "--input", paramLabel = "PATH",
      description = "Where to look for games named by game_id: files, directories, globs (default: data/).")
  List<String> inputs = new ArrayList<>();

  @Option(names = "--rules", paramLabel = "R",
      description = "Rule set for games without a Rules tag (as ingest and replay take it).")
  String rules;

  @Parameters(arity = "1..*", paramLabel = "GAME_ID", description = "game_id (32 hex digits) or FILE:OFFSET.")
  List<String> ids;

  @Override
  public Integer call() {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Set<String> wanted = new LinkedHashSet<>();
    Map<Path, Set<Long>> byFile = new LinkedHashMap<>();
    for (String id : ids) {
      String lower = id.toLowerCase(Locale.ROOT);
      Matcher m = FILE_OFFSET.matcher(id);
      if (HEX_ID.matcher(lower).matches()) {
        wanted.add(lower);
      } else if (m.matches()) {
        byFile.computeIfAbsent(Path.of(m.group(1)), k -> new LinkedHashSet<>()).add(Long.parseLong(m.group(2)));
      } else {
        err.println("error: GAME_ID '" + id + "': neither a game_id (32 hex digits) nor FILE:OFFSET");
        return ExitCodes.BAD_INPUT;
      }
    }
    GamePages pages = new GamePages(out, rules);
    int exit = 0;
    for (Map.Entry<Path, Set<Long>> e : byFile.entrySet()) {
      Set<Long> offsets = new LinkedHashSet<>(e.getValue());
      try {
        GameFiles.forEach(e.getKey(), g -> {
          if (offsets.remove(g.record().offset())) {
            pages.write(g);
          }
        });
      } catch (IOException | java.io.UncheckedIOException ex) {
        Throwable why = ex instanceof java.io.UncheckedIOException u ? u.getCause() : ex;
        err.println("error: cannot read " + e.getKey() + ": " + why.getMessage());
        exit = ExitCodes.BAD_INPUT;
        continue;
      }
      for (long o : offsets) {
        err.println("error: GAME_ID " + e.getKey() + ":" + o + ": no game record starts at that offset");
        exit = ExitCodes.BAD_INPUT;
      }
    }
    if (!wanted.isEmpty()) {
      List<String> where = inputs.isEmpty() ? List.of("data") : inputs;
      List<String> errors = GameFiles.forEach(where, g -> {
        if (wanted.remove(g.gameId())) {
          pages.write(g);
        }
      });
      for (String e : errors) {
        err.println("error: " + e);
        exit = ExitCodes.BAD_INPUT;
      }
      for (String id : wanted) {
        err.println("error: GAME_ID " + id + ": no game with that game_id in " + String.join(", ", where));
        exit = ExitCodes.BAD_INPUT;
      }
    }
    pages.finish();
    for (String line : pages.written()) {
      stdout.println(line);
    }
    for (String e : pages.errors()) {
      err.println("error: " + e);
      exit = ExitCodes.BAD_INPUT;
    }
    return exit;
  }
}
