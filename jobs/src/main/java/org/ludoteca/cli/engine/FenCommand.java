package org.ludoteca.cli.engine;

import java.io.PrintWriter;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.CompactChessPosition;
import org.ludoteca.cli.common.ExitCodes;
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

/**
 * {@code ludoteca fen}: reads Rithmomachia FEN packets (or chess FENs, told apart by the board's
 * row count) and prints them in canonical form, as diagrams or as compact codes.
 */
@Command(
    name = "fen",
    header = "Read Rithmomachia FEN packets; print them canonical, as diagrams or compact codes.",
    mixinStandardHelpOptions = true,
    description = {
        "Read Rithmomachia positions in the CVR modified FEN and print each in canonical form "
            + "(reduced board, one line). Full and reduced boards are both read.",
        "",
        "A packet has six fields: board side white-captures black-captures irregular turn. "
            + "Quote it, since it contains spaces. Exit 0 when every packet reads; exit 2 if any does "
            + "not, with 'error: <field> column <n>: <what>' on stderr for each bad one.",
        "",
        "Compact binary code (data/FORMAT.md, section 10): --compact prints each position's code "
            + "in base64 and its size, '<base64> <n> bytes'; --decode reads such codes and prints the FEN.",
        "",
        "Chess and Chess960 FENs (8 ranks) are read too, and printed in X-FEN; their compact "
            + "codes start with the bits 11 (base64 w..z, 0..9, + or /), Rithmomachia's with 01, so "
            + "--decode tells the games apart. --game picks the game instead of telling it from the input."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca fen \"$(cat start.fen)\"",
        "  ludoteca fen --board 's49./8/8/8/8/8/8/8/8/8/8/8/8/8/8/S289. w - - - 1'",
        "  ludoteca fen --lenient \"$(cat packet-as-printed-in-the-paper.txt)\"",
        "  ludoteca fen --compact \"$(cat start.fen)\"",
        "  ludoteca fen --decode QAfgAAAAAHwQAPyr     # the start position",
        "  ludoteca fen --compact \\",
        "      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'",
        "  ludoteca fen --decode 6BgAAG8r             # the standard chess start"
    })
public final class FenCommand implements Callable<Integer> {
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

  @Option(names = "--game", paramLabel = "G",
      description = "auto (the default: 8-rank FENs and codes starting with bits 11 are chess), "
          + "rithmomachia, or chess (chess960 too).")
  String game = "auto";

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
      return ExitCodes.BAD_INPUT;
    }
    Game chosen;
    switch (game.toLowerCase(java.util.Locale.ROOT)) {
      case "auto": chosen = null; break;
      case "rithmomachia": chosen = Game.RITHMOMACHIA; break;
      case "chess": case "chess960": chosen = Game.CHESS; break;
      default:
        err.println("error: --game must be auto, rithmomachia or chess, was '" + game + "'");
        return ExitCodes.BAD_INPUT;
    }
    if (decode) {
      return decodeAll(out, err, chosen);
    }
    int exit = 0;
    for (String packet : packets) {
      Game g = chosen != null ? chosen : looksLikeChess(packet) ? Game.CHESS : Game.RITHMOMACHIA;
      if (g == Game.CHESS) {
        exit = Math.max(exit, chess(packet, out, err));
        continue;
      }
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
        exit = ExitCodes.BAD_INPUT;
      } catch (PositionException e) {
        err.println("error: position: " + e.getMessage());
        exit = ExitCodes.BAD_INPUT;
      }
    }
    return exit;
  }

  private enum Game { RITHMOMACHIA, CHESS }

  /** A chess FEN's board has 8 ranks, 7 slashes; a Rithmomachia board 16 rows. */
  private static boolean looksLikeChess(String packet) {
    String board = packet.strip().split("\\s+", 2)[0];
    return board.chars().filter(c -> c == '/').count() == 7;
  }

  /** One chess FEN: canonical X-FEN, or its compact code. */
  private int chess(String text, PrintWriter out, PrintWriter err) {
    try {
      if (board) {
        err.println("error: --board draws Rithmomachia positions only");
        return ExitCodes.BAD_INPUT;
      }
      org.ludoteca.chess960.Setup setup = ChessFen.parse(text);
      if (noCheck && !compact) {
        out.println(ChessFen.write(setup, ChessFen.Castling.X_FEN));
        return 0;
      }
      org.ludoteca.chess960.Position position = noCheck
          ? org.ludoteca.chess960.Position.ofTolerating(setup, EnumSet.allOf(org.ludoteca.chess960.Illegality.class))
          : org.ludoteca.chess960.Position.of(setup);
      if (compact) {
        byte[] code = CompactChessPosition.encode(position);
        out.println(Base64.getEncoder().encodeToString(code) + " " + code.length + " bytes");
      } else {
        out.println(ChessFen.write(position));
      }
      return 0;
    } catch (org.ludoteca.chess960.notation.FenSyntaxException e) {
      err.println("error: " + e.error().describe());
    } catch (org.ludoteca.chess960.PositionException e) {
      err.println("error: position: " + e.getMessage());
    }
    return ExitCodes.BAD_INPUT;
  }

  /** {@code --decode}: each argument is a base64 compact code, of the chosen game or told by its first bits. */
  private int decodeAll(PrintWriter out, PrintWriter err, Game chosen) {
    int exit = 0;
    for (String text : packets) {
      try {
        byte[] code = Base64.getDecoder().decode(text.strip());
        if (chosen == Game.CHESS || chosen == null && CompactChessPosition.isChessCode(code)) {
          if (board) {
            err.println("error: --board draws Rithmomachia positions only");
            exit = ExitCodes.BAD_INPUT;
            continue;
          }
          out.println(ChessFen.write(CompactChessPosition.decode(code)));
          continue;
        }
        Position position = noCheck ? CompactPosition.decodeTolerating(code) : CompactPosition.decode(code);
        if (board) {
          out.print(BoardDiagram.draw(position));
        }
        out.println(RithmoFen.write(position));
      } catch (IllegalArgumentException e) {
        err.println("error: compact: not base64: " + e.getMessage());
        exit = ExitCodes.BAD_INPUT;
      } catch (CompactCodecException | org.ludoteca.chess960.notation.CompactCodecException e) {
        err.println("error: compact: " + e.getMessage());
        exit = ExitCodes.BAD_INPUT;
      }
    }
    return exit;
  }
}
