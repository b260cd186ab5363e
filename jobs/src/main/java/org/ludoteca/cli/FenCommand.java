package org.ludoteca.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.notation.BoardDiagram;
import org.ludoteca.rithmomachia.notation.FenSyntaxException;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca fen}: reads Rithmomachia FEN packets and prints them in canonical form. */
@Command(
    name = "fen",
    mixinStandardHelpOptions = true,
    description = {
        "Read Rithmomachia positions in the CVR modified FEN and print each in canonical form",
        "(reduced board, one line). Full and reduced boards are both read.",
        "",
        "A packet has six fields: board side white-captures black-captures irregular turn.",
        "Quote it, since it contains spaces. Exit 0 when every packet reads; exit 2 if any does",
        "not, with 'error: <field> column <n>: <what>' on stderr for each bad one.",
        "",
        "Examples:",
        "  ludoteca fen \"$(cat start.fen)\"",
        "  ludoteca fen --board 's49./8/8/8/8/8/8/8/8/8/8/8/8/8/8/S289. w - - - 1'",
        "  ludoteca fen --lenient \"$(cat packet-as-printed-in-the-paper.txt)\""
    })
final class FenCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--lenient",
      description = "Also accept a packet wrapped over lines as printed in the paper, and capture lists "
          + "whose last piece lacks the final dot.")
  boolean lenient;

  @Option(names = "--board", description = "Also draw each position as a 16-row text diagram.")
  boolean board;

  @Option(names = "--no-check",
      description = "Only check the syntax: print packets that are well formed but not playable "
          + "(two pyramids of a side, a side's own piece in its capture list).")
  boolean noCheck;

  @Parameters(arity = "1..*", paramLabel = "FEN", description = "One or more packets, each one argument.")
  List<String> packets;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    RithmoFen.Mode mode = lenient ? RithmoFen.Mode.LENIENT : RithmoFen.Mode.STRICT;
    int exit = 0;
    for (String packet : packets) {
      try {
        Setup setup = RithmoFen.parse(packet, mode);
        if (noCheck) {
          out.println(RithmoFen.write(setup));
          continue;
        }
        Position position = Position.of(setup);
        if (board) {
          out.print(BoardDiagram.draw(position));
        }
        out.println(RithmoFen.write(position));
      } catch (FenSyntaxException e) {
        err.println("error: " + e.error().describe());
        exit = Ludoteca.EXIT_BAD_INPUT;
      } catch (PositionException e) {
        err.println("error: position: " + e.getMessage());
        exit = Ludoteca.EXIT_BAD_INPUT;
      }
    }
    return exit;
  }
}
