package org.ludoteca.cli.engine;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.FenSyntaxException;
import org.ludoteca.chess960.notation.Uci;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca perft}: counts move sequences, the standard check of a move generator. */
@Command(
    name = "perft",
    header = "Count move sequences to a depth (Rithmomachia, chess, Chess960).",
    mixinStandardHelpOptions = true,
    description = {
        "Count the positions reached after exactly N plies (every move played in full, captures "
            + "included; a move that wins the game ends its line and counts as one). Prints "
            + "'nodes <count>'; with --divide, first '<move> <count>' for each first move.",
        "",
        "Known values (cvr, from the start): 47 at depth 1 and 2162 at depth 2, with or without "
            + "captures; 46 at depth 1 with Black to move first.",
        "",
        "--game chess960 or chess counts chess moves instead (the same engine: standard chess is "
            + "Chess960 start position 518). The FEN may use X-FEN (KQkq) or Shredder-FEN (HAha) "
            + "castling; --divide writes castling as king takes rook (e1h1) for chess960 and as the "
            + "king's two-square step (e1g1) for chess. Standard start at depth 3: 8902."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca perft --depth 2",
        "  ludoteca perft --rules cvr --no-captures --depth 3 --divide",
        "  ludoteca perft --game chess960 --sp 0 --depth 4",
        "  ludoteca perft --game chess \\",
        "      --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' --depth 3"
    })
public final class PerftCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  RulesOptions rules;

  @Option(names = "--game", paramLabel = "GAME", defaultValue = "rithmomachia",
      description = "rithmomachia (default), chess960 or chess.")
  String game;

  @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position instead of the rule set's start.")
  String fen;

  @Option(names = "--sp", paramLabel = "N",
      description = "Chess960 only: start from start position N (0..959; 518 is standard chess).")
  Integer startPosition;

  @Option(names = "--depth", required = true, paramLabel = "N", description = "Plies to look ahead, 0 or more.")
  int depth;

  @Option(names = "--no-captures", description = "Moves only: every capture method off.")
  boolean noCaptures;

  @Option(names = "--divide", description = "Also print the count below each first move.")
  boolean divide;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (depth < 0) {
      err.println("error: --depth must be 0 or more, was " + depth);
      return ExitCodes.BAD_INPUT;
    }
    if (game.equals("chess960") || game.equals("chess")) {
      return chess(out, err);
    }
    if (!game.equals("rithmomachia")) {
      err.println("error: unknown game '" + game + "'; games: rithmomachia, chess960, chess");
      return ExitCodes.BAD_INPUT;
    }
    if (startPosition != null) {
      err.println("error: --sp is for --game chess960 or chess");
      return ExitCodes.BAD_INPUT;
    }
    try {
      RuleSet ruleSet = rules.resolve();
      Rithmomachia engine = Rithmomachia.of(noCaptures ? ruleSet.withoutCaptures() : ruleSet);
      Position start = fen == null ? engine.start() : PositionArgument.read(fen);
      long nodes;
      if (divide) {
        nodes = 0;
        for (Map.Entry<Move, Long> e : engine.divide(start, depth).entrySet()) {
          out.println(e.getKey() + " " + e.getValue());
          nodes += e.getValue();
        }
      } else {
        nodes = engine.perft(start, depth);
      }
      out.println("nodes " + nodes);
      return 0;
    } catch (RuleSetException | PositionArgument.BadInputException e) {
      err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
  }

  private Integer chess(PrintWriter out, PrintWriter err) {
    if (noCaptures) {
      err.println("error: --no-captures is for --game rithmomachia");
      return ExitCodes.BAD_INPUT;
    }
    if (fen != null && startPosition != null) {
      err.println("error: give --fen or --sp, not both");
      return ExitCodes.BAD_INPUT;
    }
    if (startPosition != null && (startPosition < 0 || startPosition > 959)) {
      err.println("error: --sp must be 0..959, was " + startPosition);
      return ExitCodes.BAD_INPUT;
    }
    org.ludoteca.chess960.Position start;
    if (fen != null) {
      try {
        start = ChessFen.read(fen);
      } catch (FenSyntaxException e) {
        err.println("error: FEN " + e.error().describe());
        return ExitCodes.BAD_INPUT;
      } catch (PositionException e) {
        err.println("error: FEN position: " + e.getMessage());
        return ExitCodes.BAD_INPUT;
      }
    } else {
      start = StartPositions.scharnagl(startPosition == null ? StartPositions.STANDARD : startPosition);
    }
    Uci.Castling castling = game.equals("chess") ? Uci.Castling.KING_DESTINATION : Uci.Castling.KING_TAKES_ROOK;
    long nodes;
    if (divide && depth > 0) {
      nodes = 0;
      for (Map.Entry<org.ludoteca.chess960.Move, Long> e : Chess960.divide(start, depth).entrySet()) {
        out.println(Uci.write(e.getKey(), castling) + " " + e.getValue());
        nodes += e.getValue();
      }
    } else {
      nodes = Chess960.perft(start, depth);
    }
    out.println("nodes " + nodes);
    return 0;
  }
}
