package org.ludoteca.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
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
            + "ordered by origin square then destination (a1, b1, ..., h16)."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca moves \"$START\"",
        "  ludoteca moves --rules boissiere \"$START\""
    })
final class MovesCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  RulesOptions rules;

  @picocli.CommandLine.Option(names = "--with-piece", description = "Prefix each move with its piece: T25c14-c12.")
  boolean withPiece;

  @Parameters(index = "0", paramLabel = "FEN", description = "The position, one quoted argument.")
  String fen;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    try {
      Rithmomachia engine = Rithmomachia.of(rules.resolve());
      Position p = PositionArgument.read(fen);
      for (Move m : engine.legalMoves(p)) {
        out.println(withPiece ? MoveNotation.writeWithPiece(p, m) : MoveNotation.write(m));
      }
      return 0;
    } catch (PositionArgument.BadInputException | org.ludoteca.rithmomachia.rulesets.RuleSetException e) {
      spec.commandLine().getErr().println("error: " + e.getMessage());
      return Ludoteca.EXIT_BAD_INPUT;
    }
  }
}
