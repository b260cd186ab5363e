package org.ludoteca.chess960.perft;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.FenSyntaxException;

/**
 * Reads perft reference files, in two formats, and runs them. The shared {@code .perft} format:
 * blocks of {@code id <name>}, {@code epd <fen>}, {@code perft <depth> <nodes>} lines, {@code #}
 * comments and blank lines. The EPD format: one {@code <fen> ;D1 <nodes> ;D2 <nodes> ...} per
 * line, optionally led by an id token (a first token without {@code /}).
 *
 * <p>As a program: {@code java -cp core.jar org.ludoteca.chess960.perft.PerftFiles [--max-nodes N]
 * FILE...} runs every case (up to N nodes each, all by default), prints one line per case and
 * ends with {@code ok <cases>} or {@code FAILED <count>}; exit 1 on a failure.
 */
public final class PerftFiles {
  private PerftFiles() {}

  /**
   * One expected count.
   *
   * @param id the case's name
   * @param fen the position
   * @param depth plies
   * @param nodes expected leaf count
   */
  public record Case(String id, String fen, int depth, long nodes) {
    public Case {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(fen, "fen");
    }
  }

  /** Every case of a file, in file order; the format is chosen by the content. */
  public static List<Case> read(Path file) throws IOException {
    List<Case> cases = new ArrayList<>();
    String id = null;
    String fen = null;
    int lineNo = 0;
    for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      lineNo++;
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("id ")) {
        id = line.substring(3).strip();
      } else if (line.startsWith("epd ")) {
        fen = line.substring(4).strip();
      } else if (line.startsWith("perft ")) {
        String[] p = line.split("\\s+");
        cases.add(new Case(id == null ? file.getFileName() + ":" + lineNo : id, fen,
            Integer.parseInt(p[1]), Long.parseLong(p[2])));
      } else {
        String[] parts = line.split(";");
        String head = parts[0].strip();
        String caseId = file.getFileName() + ":" + lineNo;
        int space = head.indexOf(' ');
        if (space > 0 && head.substring(0, space).indexOf('/') < 0) {
          caseId = head.substring(0, space);
          head = head.substring(space + 1).strip();
        }
        for (int i = 1; i < parts.length; i++) {
          String[] p = parts[i].strip().split("\\s+");
          if (p.length == 2 && p[0].startsWith("D")) {
            cases.add(new Case(caseId, head, Integer.parseInt(p[0].substring(1)), Long.parseLong(p[1])));
          }
        }
      }
    }
    return cases;
  }

  /** Runs the cases whose expected count is at most maxNodes; returns the number of failures. */
  public static int run(List<Case> cases, long maxNodes, PrintStream out) {
    int failures = 0;
    int ran = 0;
    for (Case c : cases) {
      if (c.nodes() > maxNodes) {
        continue;
      }
      ran++;
      long got;
      try {
        got = Chess960.perft(ChessFen.read(c.fen()), c.depth());
      } catch (FenSyntaxException | PositionException e) {
        out.println("FAIL " + c.id() + " " + c.fen() + ": " + e.getMessage());
        failures++;
        continue;
      }
      if (got != c.nodes()) {
        out.println("FAIL " + c.id() + " depth " + c.depth() + ": " + got + ", expected " + c.nodes()
            + " (" + c.fen() + ")");
        failures++;
      }
    }
    out.println(failures == 0 ? "ok " + ran : "FAILED " + failures + " of " + ran);
    return failures;
  }

  public static void main(String[] args) throws IOException {
    long max = Long.MAX_VALUE;
    List<Case> cases = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--max-nodes")) {
        max = Long.parseLong(args[++i]);
      } else {
        cases.addAll(read(Path.of(args[i])));
      }
    }
    long start = System.nanoTime();
    int failures = run(cases, max, System.out);
    System.out.printf("%.1f s%n", (System.nanoTime() - start) / 1e9);
    System.exit(failures == 0 ? 0 : 1);
  }
}
