package org.ludoteca.game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * What a record's {@code Termination} text means: the table of patterns of {@code
 * declared-terminations.tsv} beside this class (data, not code: lichess's words, chess.com's
 * prose, the PGN standard's list, cutechess's and TCEC's texts), each mapping texts onto one
 * {@link EndingKind} or onto "normal" (the end the board and the result say).
 *
 * <pre>{@code
 * DeclaredTerminations.of("Hikaru won on time");        // Optional[TIME_FORFEIT]
 * DeclaredTerminations.of("Normal");                     // Optional.empty(): the board and result say
 * DeclaredTerminations.of("a text nobody writes");       // Optional[UNKNOWN]
 * }</pre>
 *
 * <p>A text is read in lower case, hyphens and underscores as spaces, runs of white space as one,
 * without white space at either end; the first pattern that matches all of it wins. Thread-safe;
 * readings are remembered (texts repeat: lichess writes two words for millions of games).
 */
public final class DeclaredTerminations {
  /** The table's resource, beside this class. */
  static final String RESOURCE = "declared-terminations.tsv";

  /** One line of the table. */
  record Entry(Pattern pattern, EndingKind ending, String source) {}

  private static final List<Entry> TABLE = load();
  /** Readings already made, by the text as written; bounded, so that prose with player names cannot grow it forever. */
  private static final ConcurrentHashMap<String, Optional<EndingKind>> SEEN = new ConcurrentHashMap<>();
  private static final int SEEN_MAX = 1 << 14;

  private DeclaredTerminations() {}

  /**
   * The ending a {@code Termination} text declares: empty for "normal" (the end the board and
   * the result say: PGN's and lichess's {@code Normal}), {@link EndingKind#UNKNOWN} for a text no
   * pattern matches.
   *
   * @throws NullPointerException if {@code text} is null
   */
  public static Optional<EndingKind> of(String text) {
    Optional<EndingKind> seen = SEEN.get(text);
    if (seen != null) {
      return seen;
    }
    Optional<EndingKind> read = read(normalise(text));
    if (SEEN.size() < SEEN_MAX) {
      SEEN.put(text, read);
    }
    return read;
  }

  /** The table's entries, in order: for the documentation's tests. */
  static List<Entry> entries() {
    return TABLE;
  }

  private static Optional<EndingKind> read(String key) {
    for (Entry e : TABLE) {
      if (e.pattern.matcher(key).matches()) {
        return Optional.ofNullable(e.ending);
      }
    }
    return Optional.of(EndingKind.UNKNOWN);
  }

  /** Lower case, {@code -} and {@code _} as spaces, white space runs as one space, trimmed. */
  static String normalise(String text) {
    StringBuilder b = new StringBuilder(text.length());
    boolean space = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '-' || c == '_' || Character.isWhitespace(c)) {
        space = b.length() > 0;
      } else {
        if (space) {
          b.append(' ');
          space = false;
        }
        b.append(c);
      }
    }
    return b.toString().toLowerCase(Locale.ROOT);
  }

  private static List<Entry> load() {
    try (InputStream in = DeclaredTerminations.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("resource " + RESOURCE + " missing beside " + DeclaredTerminations.class);
      }
      List<Entry> entries = new ArrayList<>();
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      int number = 0;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        number++;
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        if (f.length != 3) {
          throw new IllegalStateException(RESOURCE + ":" + number + ": expected pattern, ending and source, tab-separated");
        }
        EndingKind ending = f[1].equals("normal") ? null : EndingKind.ofLabel(f[1])
            .orElseThrow(() -> new IllegalStateException(RESOURCE + ": unknown ending '" + f[1] + "'"));
        entries.add(new Entry(Pattern.compile(f[0]), ending, f[2]));
      }
      return List.copyOf(entries);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
