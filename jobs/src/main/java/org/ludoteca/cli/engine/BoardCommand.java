package org.ludoteca.cli.engine;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.cli.common.SavedRecords;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.report.BoardPage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca board}: writes the page on which a club plays and records a game. */
@Command(
    name = "board",
    header = "Write a self-contained HTML page to play and record a game.",
    mixinStandardHelpOptions = true,
    description = {
        "Write one HTML file on which a person plays a game of any game Ludoteca knows, judged by "
            + "the same rules as the pipeline (the game packages compiled for the browser): click a "
            + "piece, its legal moves are marked, click where it goes; each capture and the end of the "
            + "game are shown as 'ludoteca play' words them; undo; the move list; the record's tags; "
            + "the record saved as .rpgn (PGN for chess), and a record or a FEN loaded to go on from "
            + "it. The page needs no server and no network: open it from the disk.",
        "",
        "Scripts and tests drive it through window.ludoteca: legalMoves(), play(move), undo(), "
            + "fen(), record() (docs/board.md; the page: data/FORMAT.md section 15).",
        "",
        "Chess960 without --fen or --sp starts from a start position drawn at random (printed). "
            + "Exit 0 when the page is written; 2 for an unknown game or rule set, a position that "
            + "does not set up, or a file that cannot be written."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca board --game rithmomachia --rules boissiere --out board.html",
        "  ludoteca board --game chess960 --sp 518 --out chess960.html",
        "  ludoteca board --game futez --out futez.html"
    })
public final class BoardCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--game", paramLabel = "G", defaultValue = "rithmomachia",
      description = "rithmomachia (default), chess, chess960, compases, futez, golez, goldrez, caliz, goldeoro.")
  String game;

  @Option(names = "--rules", paramLabel = "R", description = "The rule set; default: the game's.")
  String rules;

  @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position instead of the rule set's start.")
  String fen;

  @Option(names = "--sp", paramLabel = "N",
      description = "Chess960 only: start from start position N (0..959; 518 is standard chess).")
  Integer startPosition;

  @Option(names = "--out", paramLabel = "FILE.html", required = true, description = "The page to write.")
  Path out;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    Game g;
    try {
      g = Games.named(game);
    } catch (GameException e) {
      err.println("error: --game: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    if (startPosition != null && (!game.equals("chess960") || fen != null)) {
      err.println("error: --sp is for --game chess960, without --fen");
      return ExitCodes.BAD_INPUT;
    }
    if (startPosition != null && (startPosition < 0 || startPosition > 959)) {
      err.println("error: --sp must be 0..959, was " + startPosition);
      return ExitCodes.BAD_INPUT;
    }
    String start = fen;
    if (start == null && game.equals("chess960")) {
      int n = startPosition != null ? startPosition : new java.util.Random().nextInt(960);
      start = org.ludoteca.chess960.notation.ChessFen.write(org.ludoteca.chess960.StartPositions.scharnagl(n));
      if (startPosition == null) {
        spec.commandLine().getOut().println("start position " + n + " (drawn): " + start);
      }
    }
    String ruleSet = rules == null ? g.defaultRules() : rules;
    try {
      g.replayer(ruleSet).start(start); // the page would refuse what does not set up: say so here
    } catch (GameException e) {
      err.println("error: " + (rules != null && !g.ruleSetNames().contains(rules) ? "--rules: " : "--fen: ")
          + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    try {
      Path parent = out.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      String page = BoardPage.render(game, ruleSet, start, SavedRecords.extensions());
      Files.writeString(out, page, StandardCharsets.UTF_8);
      spec.commandLine().getOut().println("wrote " + out + " (" + game + ", rules " + ruleSet + ", "
          + page.getBytes(StandardCharsets.UTF_8).length + " bytes)");
    } catch (IOException e) {
      err.println("error: cannot write " + out + ": " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    return 0;
  }
}
