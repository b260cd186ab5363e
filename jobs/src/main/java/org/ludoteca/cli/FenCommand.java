package org.ludoteca.cli;

import java.io.PrintWriter;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.rithmomachia.Illegality;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Setup;
import org.ludoteca.rithmomachia.notation.BoardDiagram;
import org.ludoteca.rithmomachia.notation.CompactCodecException;
import org.ludoteca.rithmomachia.notation.CompactPosition;
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
    header = "Read Rithmomachia FEN packets; print them canonical, as diagrams or compact codes.",
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
        "  ludoteca fen --lenient \"$(cat packet-as-printed-in-the-paper.txt)\"",
        "",
        "Compact binary code (data/FORMAT.md, section 10): --compact prints each position's code",
        "in base64 and its size, '<base64> <n> bytes'; --decode reads such codes and prints the FEN.",
        "  ludoteca fen --compact \"$(cat start.fen)\"",
        "  ludoteca fen --decode QAfgAAAAAHwQAPyr   (the start position)"
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

  @Option(names = "--compact",
      description = "Print each position's compact binary code in base64 and its size: '<base64> <n> bytes'.")
  boolean compact;

  @Option(names = "--decode",
      description = "The arguments are compact codes in base64: print the position each encodes, in canonical FEN.")
  boolean decode;

  @Parameters(arity = "1..*", paramLabel = "FEN",
      description = "One or more packets (with --decode: base64 codes), each one argument.")
  List<String> packets;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    RithmoFen.Mode mode = lenient ? RithmoFen.Mode.LENIENT : RithmoFen.Mode.STRICT;
    if (compact && decode) {
      err.println("error: --compact and --decode exclude each other");
      return Ludoteca.EXIT_BAD_INPUT;
    }
    if (decode) {
      return decodeAll(out, err);
    }
    int exit = 0;
    for (String packet : packets) {
      try {
        Setup setup = RithmoFen.parse(packet, mode);
        if (noCheck && !compact) {
          out.println(RithmoFen.write(setup));
          continue;
        }
        Position position = noCheck ? Position.ofTolerating(setup, EnumSet.allOf(Illegality.class))
            : Position.of(setup);
        if (board) {
          out.print(BoardDiagram.draw(position));
        }
        if (compact) {
          byte[] code = CompactPosition.encode(position);
          out.println(Base64.getEncoder().encodeToString(code) + " " + code.length + " bytes");
        } else {
          out.println(RithmoFen.write(position));
        }
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

  /** {@code --decode}: each argument is a base64 compact code. */
  private int decodeAll(PrintWriter out, PrintWriter err) {
    int exit = 0;
    for (String text : packets) {
      try {
        byte[] code = Base64.getDecoder().decode(text.strip());
        Position position = noCheck ? CompactPosition.decodeTolerating(code) : CompactPosition.decode(code);
        if (board) {
          out.print(BoardDiagram.draw(position));
        }
        out.println(RithmoFen.write(position));
      } catch (IllegalArgumentException e) {
        err.println("error: compact: not base64: " + e.getMessage());
        exit = Ludoteca.EXIT_BAD_INPUT;
      } catch (CompactCodecException e) {
        err.println("error: compact: " + e.getMessage());
        exit = Ludoteca.EXIT_BAD_INPUT;
      }
    }
    return exit;
  }
}
