package org.ludoteca.zamora;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One transcribed partida in the line format of {@code data/zamora/FORMAT.md}: its
 * {@code #} headers, its file-level comments and its turn lines.
 *
 * <p>Leniency: blank lines are skipped; header keys are kept as written. A {@code ; seed Lnnn}
 * comment belongs to the turn after it, every other comment to the turn above it (or to the
 * file, before the first turn). A turn line that does not have four {@code |}-separated fields
 * is an error naming the line.
 */
public record Transcription(
    String name, Map<String, String> headers, List<String> comments, List<Line> turns) {

  public Transcription {
    Objects.requireNonNull(name, "name");
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    comments = List.copyOf(comments);
    turns = List.copyOf(turns);
  }

  /**
   * One turn line.
   *
   * @param lineNumber 1-based line in the file
   * @param id {@code n.k}
   * @param side {@code WHITE}, {@code BLACK}, {@code C1} or {@code C2}
   * @param orig the seed's text as printed
   * @param move the {@code norm} field without its flags
   * @param marks the flags of {@code norm} without their {@code !} ({@code check}, {@code target})
   * @param comments the comment lines that belong to this turn, without the {@code ;}
   */
  public record Line(
      int lineNumber,
      String id,
      String side,
      String orig,
      String move,
      Set<String> marks,
      List<String> comments) {
    public Line {
      marks = Collections.unmodifiableSet(new LinkedHashSet<>(marks));
      comments = List.copyOf(comments);
    }

    /** Whether the transcriber found no reading that makes this turn legal. */
    public boolean unresolved() {
      return comments.stream().anyMatch(c -> c.startsWith("UNRESOLVED"));
    }
  }

  /** The {@code # game:} header. */
  public String game() {
    return headers.getOrDefault("game", "");
  }

  /** The result token of the {@code # result:} header ({@code WHITE}, {@code DRAW}, …). */
  public String statedResult() {
    String r = headers.getOrDefault("result", "NONE");
    int semi = r.indexOf(';');
    return (semi < 0 ? r : r.substring(0, semi)).strip();
  }

  /** The id of the turn marked {@code UNRESOLVED}, or {@code null}. */
  public String unresolvedTurn() {
    return turns.stream().filter(Line::unresolved).map(Line::id).findFirst().orElse(null);
  }

  /** Reads a transcription file; its name is the file name without {@code .txt}. */
  public static Transcription read(Path file) throws IOException {
    String name = file.getFileName().toString().replaceFirst("\\.txt$", "");
    return parse(name, Files.readAllLines(file, StandardCharsets.UTF_8));
  }

  /** Reads the lines of a transcription; throws {@link IllegalArgumentException} naming the line. */
  public static Transcription parse(String name, List<String> lines) {
    Map<String, String> headers = new LinkedHashMap<>();
    List<String> fileComments = new ArrayList<>();
    List<Object[]> turns = new ArrayList<>(); // {Line fields..., List<String> comments}
    List<String> pending = new ArrayList<>();
    for (int n = 1; n <= lines.size(); n++) {
      String raw = lines.get(n - 1).strip();
      if (raw.isEmpty()) {
        continue;
      }
      if (raw.startsWith("#")) {
        int colon = raw.indexOf(':');
        if (colon < 0) {
          throw new IllegalArgumentException(name + ":" + n + ": header without ':'");
        }
        headers.put(raw.substring(1, colon).strip(), raw.substring(colon + 1).strip());
      } else if (raw.startsWith(";")) {
        String c = raw.substring(1).strip();
        if (c.startsWith("seed L")) {
          pending.add(c);
        } else if (turns.isEmpty()) {
          fileComments.add(c);
        } else {
          @SuppressWarnings("unchecked")
          List<String> last = (List<String>) turns.get(turns.size() - 1)[5];
          last.add(c);
        }
      } else {
        String[] f = raw.split("\\|", -1);
        if (f.length != 4) {
          throw new IllegalArgumentException(
              name + ":" + n + ": a turn line has 4 fields separated by '|', found " + f.length);
        }
        List<String> cs = new ArrayList<>(pending);
        pending.clear();
        turns.add(new Object[] {n, f[0].strip(), f[1].strip(), f[2].strip(), f[3].strip(), cs});
      }
    }
    List<Line> out = new ArrayList<>();
    for (Object[] t : turns) {
      List<String> moveTokens = new ArrayList<>();
      Set<String> marks = new LinkedHashSet<>();
      for (String tok : Arrays.asList(((String) t[4]).split("\\s+"))) {
        if (tok.startsWith("!")) {
          marks.add(tok.substring(1));
        } else if (!tok.isEmpty()) {
          moveTokens.add(tok);
        }
      }
      @SuppressWarnings("unchecked")
      List<String> cs = (List<String>) t[5];
      out.add(
          new Line(
              (Integer) t[0],
              (String) t[1],
              (String) t[2],
              (String) t[3],
              String.join(" ", moveTokens),
              marks,
              cs));
    }
    return new Transcription(name, headers, fileComments, out);
  }
}
