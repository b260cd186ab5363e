package org.ludoteca.cli.engine;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca moves}: the legal moves of a position. */
@Command(
    name = "moves",
    header = "List the legal moves of a position.",
    mixinStandardHelpOptions = true,
    description = {
        "List the legal moves of the side to move, one per line, in record notation <from>-<to>, "
            + "ordered by origin square then destination (a1, b1, ..., h16).",
        "",
        "--game G lists the moves of another game (chess, chess960, compases, futez, golez, goldrez, "
            + "caliz, goldeoro) from its position text, in its record notation and the engine's order: "
            + "SAN for chess, Zamora turns with their spaces written '_'. These are the moves the board "
            + "page's window.ludoteca.legalMoves() returns ('ludoteca board')."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca moves \"$START\"",
        "  ludoteca moves --rules boissiere \"$START\"",
        "  ludoteca moves --game chess \\",
        "      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'",
        "  ludoteca moves --game futez '3/BB/B1B/2/1@1/2/N1N/NN/3 w 0-0'"
    })
public final class MovesCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  RulesOptions rules;

  @picocli.CommandLine.Option(names = "--with-piece", description = "Prefix each move with its piece: T25c14-c12.")
  boolean withPiece;

  @picocli.CommandLine.Option(names = "--game", paramLabel = "G",
      description = "The game: rithmomachia (the default), or any game 'ludoteca replay' knows.")
  String game;

  @Parameters(arity = "1..*", paramLabel = "FEN",
      description = "The position, one quoted argument; several: the list of each, a blank line between.")
  List<String> fens;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (game != null && !game.equals("rithmomachia")) {
      return otherGame(out);
    }
    try {
      Rithmomachia engine = Rithmomachia.of(rules.resolve());
      for (int i = 0; i < fens.size(); i++) {
        Position p = PositionArgument.read(fens.get(i));
        if (i > 0) {
          out.println();
        }
        for (Move m : engine.legalMoves(p)) {
          out.println(withPiece ? MoveNotation.writeWithPiece(p, m) : MoveNotation.write(m));
        }
      }
      return 0;
    } catch (PositionArgument.BadInputException | org.ludoteca.rithmomachia.rulesets.RuleSetException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
  }

  /** {@code --game G}: the moves its replay session lists from the position. */
  private Integer otherGame(PrintWriter out) {
    PrintWriter err = spec.commandLine().getErr();
    if (rules.file != null || withPiece) {
      err.println("error: " + (withPiece ? "--with-piece" : "--rules-file") + " is for --game rithmomachia");
      return ExitCodes.BAD_INPUT;
    }
    try {
      org.ludoteca.game.Game g = org.ludoteca.game.Games.named(game);
      String ruleSet = spec.commandLine().getParseResult().hasMatchedOption("--rules") ? rules.name : g.defaultRules();
      org.ludoteca.game.GameReplayer replayer = g.replayer(ruleSet);
      for (int i = 0; i < fens.size(); i++) {
        java.util.Optional<List<org.ludoteca.game.GameReplayer.LegalMove>> moves =
            replayer.start(fens.get(i)).listLegalMoves();
        if (moves.isEmpty()) {
          err.println("error: --game " + game + " does not list its moves");
          return ExitCodes.BAD_INPUT;
        }
        if (i > 0) {
          out.println();
        }
        moves.get().forEach(m -> out.println(m.move()));
      }
      return 0;
    } catch (org.ludoteca.game.GameException e) {
      err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
  }
}
