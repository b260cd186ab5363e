package org.ludoteca.cli.engine;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.game.BoardDrawing;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca diagram}: draws one position as an SVG file, through the game's {@link BoardDrawing}. */
@Command(
    name = "diagram",
    header = "Draw a position as an SVG file.",
    mixinStandardHelpOptions = true,
    description = {
        "Draw one position (a FEN, or a Zamora position text) as a standalone SVG file: the board, "
            + "each piece (Rithmomachia: its shape, side and value, pyramids with their components), "
            + "the side to move and, under the board, what else the position text says.",
        "",
        "--game auto (the default) tells the game from the position as 'fen' does: 16 rows is "
            + "Rithmomachia, 8 ranks chess; any other text is drawn by the first game whose reader "
            + "takes it (compases, futez, golez, goldrez, caliz). Name the game for Chess960 (drawn "
            + "as chess), for goldeoro (its positions read as caliz's), or to see its reader's own "
            + "error for a bad text.",
        "",
        "Only SVG is written (data/FORMAT.md section 13 says why not PNG). Exit 0 when the file is "
            + "written; 2 for a position that does not read or an unknown game, with one line "
            + "'error: <where>: <what>' on stderr."
    },
    footerHeading = "%nExamples:%n",
    footer = {
        "  ludoteca diagram --game rithmomachia \"$(cat start.fen)\" --out start.svg",
        "  ludoteca diagram --out chess.svg \\",
        "      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'",
        "  ludoteca diagram --game futez '3/BB/B1B/2/1@1/2/N1N/NN/3 w 0-0' --out f.svg"
    })
public final class DiagramCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--game", paramLabel = "G",
      description = "auto (the default), or a game's name: rithmomachia, chess, chess960, compases, futez, "
          + "golez, goldrez, caliz, goldeoro.")
  String game = "auto";

  @Option(names = "--out", paramLabel = "FILE.svg", required = true, description = "The SVG file to write.")
  Path out;

  @Parameters(index = "0", paramLabel = "FEN", description = "The position, one argument (quote it).")
  String position;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    if (out.getFileName() != null && out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
      err.println("error: --out: only SVG is written, not PNG (data/FORMAT.md section 13)");
      return ExitCodes.BAD_INPUT;
    }
    String svg;
    try {
      svg = draw(game, position);
    } catch (GameException e) {
      err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    try {
      Path parent = out.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(out, svg + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      err.println("error: cannot write " + out + ": " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    return 0;
  }

  /**
   * The SVG of {@code text} drawn by game {@code name}, or by the game told from the text when
   * {@code name} is {@code auto}.
   *
   * @throws GameException if the game is unknown or draws nothing, or the text does not read;
   *     the message is one line, {@code <where>: <what>}
   */
  static String draw(String name, String text) throws GameException {
    if (!name.equals("auto")) {
      Game g;
      try {
        g = Games.named(name.toLowerCase(Locale.ROOT));
      } catch (GameException e) {
        throw new GameException("--game: " + e.getMessage());
      }
      return drawing(g).svg(text);
    }
    String board = text.strip().split("\\s+", 2)[0];
    long slashes = board.chars().filter(c -> c == '/').count();
    if (slashes == 15) {
      return drawing(Games.named("rithmomachia")).svg(text);
    }
    if (slashes == 7) {
      return drawing(Games.named("chess")).svg(text);
    }
    List<String> tried = new ArrayList<>();
    for (Game g : Games.all()) {
      Optional<BoardDrawing> d = g.drawing();
      if (d.isEmpty() || g.name().equals("rithmomachia") || g.name().startsWith("chess")) {
        continue;
      }
      tried.add(g.name());
      try {
        return d.get().svg(text);
      } catch (GameException e) {
        // not this game's text: try the next
      }
    }
    throw new GameException("position: no game reads it (16 rows: rithmomachia, 8 ranks: chess; tried "
        + String.join(", ", tried) + "); give --game G for that game's own error");
  }

  private static BoardDrawing drawing(Game g) throws GameException {
    return g.drawing().orElseThrow(() -> new GameException("--game: " + g.name() + " cannot draw its positions"));
  }
}
