package org.ludoteca.cli.engine;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.rithmomachia.Capture;
import org.ludoteca.rithmomachia.IllegalMoveException;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.notation.MoveSyntaxException;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca play}: applies moves to a position and reports captures and the end. */
@Command(
    name = "play",
    header = "Play moves from a position: captures, resulting FEN, end of the game.",
    mixinStandardHelpOptions = true,
    description = {
        "Apply moves in order to a position and print, for each ply, the move and its captures "
            + "(method, piece, square, attackers); then the resulting FEN and, if the game ended, "
            + "the victory type and the winner.",
        "",
        "Output lines:",
        "  ply <n> <side> <move>",
        "    capture <method> <piece> <square> by <squares>",
        "  fen <packet>",
        "  end <termination> <winner|draw>     (only when the game ended)",
        "",
        "An illegal move or malformed argument: exit 2 with 'error: ply <n> <move>: <why>'."
    },
    footerHeading = "%nExample:%n",
    footer = {
        "  ludoteca play '8/8/8/8/4t9.3/8/2T9.5/8/8/8/8/8/8/8/8/8 w - - - 1' c10-e10"
    })
public final class PlayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  RulesOptions rules;

  @Parameters(index = "0", paramLabel = "FEN", description = "The start position, one quoted argument.")
  String fen;

  @Parameters(index = "1..*", paramLabel = "MOVE", description = "Moves in record notation: c14-c12 or T25c14-c12.")
  List<String> moves = List.of();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Rithmomachia engine;
    Position p;
    try {
      engine = Rithmomachia.of(rules.resolve());
      p = PositionArgument.read(fen);
    } catch (RuleSetException | PositionArgument.BadInputException e) {
      err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    MoveResult last = null;
    int ply = 0;
    for (String token : moves) {
      ply++;
      if (last != null && last.end().isPresent()) {
        out.flush();
        err.println("error: ply " + ply + " " + token + ": the game already ended ("
            + last.end().get().describe() + ")");
        return ExitCodes.BAD_INPUT;
      }
      try {
        Move move = MoveNotation.resolve(engine, p, token);
        last = engine.playLegal(p, move);
      } catch (MoveSyntaxException | IllegalMoveException e) {
        out.flush();
        err.println("error: ply " + ply + " " + token + ": " + e.getMessage());
        return ExitCodes.BAD_INPUT;
      }
      out.println("ply " + ply + " " + p.toMove().label() + " " + MoveNotation.writeWithPiece(p, last.move())
          + (last.move().isLeap() ? " (leap)" : ""));
      for (Capture c : last.captures()) {
        out.println("  capture " + c.method().label() + " " + c.victim().symbol() + " " + c.square()
            + (c.scope() == Capture.Scope.PYRAMID_COMPONENT ? " (pyramid component)"
                : c.scope() == Capture.Scope.WHOLE_PYRAMID ? " (whole pyramid)" : "")
            + " by " + String.join(" ", c.attackers().stream().map(Object::toString).toList()));
      }
      p = last.position();
    }
    out.println("fen " + RithmoFen.write(p));
    if (last != null && last.end().isPresent()) {
      out.println("end " + last.end().get().termination().label() + " "
          + last.end().get().outcome().label()
          + (last.end().get().arrangement().isEmpty() ? "" : " " + last.end().get().describe()));
    }
    return 0;
  }
}
