package org.ludoteca.chess960.openings;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.ludoteca.chess960.Board;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.MoveSyntaxException;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.game.Opening;

/**
 * The named positions of a chess opening data set, looked up by position: each line of the data
 * set (an ECO code, a name, the moves from the standard start in SAN) names the position its moves
 * reach. Positions compare as EPDs do: the board, the side to move, the castling rights and the
 * en-passant square only when an en-passant capture is legal (the engine's {@link Board} after a
 * replay's ply keeps exactly that, {@code ChessSession}; so does {@link Position#equals}).
 *
 * <pre>{@code
 * OpeningTable book = OpeningTable.lichess();   // read once per JVM
 * Opening o = book.find(board);                 // null when the position has no name
 * }</pre>
 *
 * <p>A lookup hashes the position's ten words (eight bitboards, castling, side to move and
 * en-passant square); a bit per value of the hash's top 16 bits says at once whether any named
 * position has that hash (about 6% of positions without a name pass: 3,807 bits of 65,536); only
 * then is the open-addressing table of twice the positions' count probed: its slots hold only the
 * hashes (64 KB), and a slot whose hash matches is compared word by word with the position's ten
 * words, kept apart in the data set's order. The table shares the processor's caches with the
 * chess engine's own tables during a replay: hashes apart keep its share small (slots holding the
 * words side by side took 768 KB, two cache lines a probe). Immutable and thread-safe.
 */
public final class OpeningTable {
  /** The plies lichess searches for a named position ({@code SEARCH_MAX_PLIES} of its opening database). */
  public static final int LICHESS_SEARCH_PLIES = 40;

  /** The files of the lichess data set, in the class path beside this class (README.md there). */
  private static final String[] LICHESS_FILES = {"a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"};

  /** Longs per position: eight bitboards, the castling rooks, side to move and en-passant square. */
  private static final int WORDS = 10;
  /** Stands for "no named position" in {@link #fewestPieces}: more pieces than a board holds. */
  private static final byte NO_POSITION = 127;
  /** The bits of a hash that index {@link #filter}. */
  private static final int FILTER_BITS = 16;

  /**
   * One bit per value of a hash's top {@value #FILTER_BITS} bits, set for the named positions'
   * hashes: 8 KB that stay in the fastest cache, so that the plies of a game past its opening (most
   * plies searched) touch nothing else.
   */
  private final long[] filter = new long[1 << (FILTER_BITS - 6)];
  /** The open-addressing table: each slot the hash of a named position (0: an empty slot; a hash is never 0). */
  private final long[] hashes;
  /** By slot of {@link #hashes}, the position's index in {@link #openings}. */
  private final int[] indexes;
  /** The named positions' {@value #WORDS} words each, in {@link #openings}' order. */
  private final long[] words;
  private final int mask;
  private final Opening[] openings;
  private final int deepestLine;
  /**
   * By the pawns still on their starting squares ({@link #homePawns}), the fewest pieces of a named
   * position whose pawns on their starting squares are among these ({@link #NO_POSITION} for none):
   * what {@link #mayStillName} reads.
   */
  private final byte[] fewestPieces = new byte[1 << 16];

  private OpeningTable(long[] words, Opening[] openings, int deepestLine) {
    this.openings = openings;
    this.deepestLine = deepestLine;
    int count = Integer.highestOneBit(Math.max(2, openings.length) * 2 - 1) * 2;
    this.hashes = new long[count];
    this.indexes = new int[count];
    this.words = words;
    this.mask = count - 1;
    for (int i = 0; i < openings.length; i++) {
      int at = WORDS * i;
      long h = hash(words[at], words[at + 1], words[at + 2], words[at + 3], words[at + 4], words[at + 5],
          words[at + 6], words[at + 7], words[at + 8], words[at + 9]);
      int slot = (int) h & mask;
      while (hashes[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      hashes[slot] = h;
      indexes[slot] = i;
      int bit = (int) (h >>> (64 - FILTER_BITS));
      filter[bit >>> 6] |= 1L << bit;
    }
    java.util.Arrays.fill(fewestPieces, NO_POSITION);
    for (int i = 0; i < openings.length; i++) {
      int at = WORDS * i;
      int home = homePawns(words[at], words[at + 1], words[at + 2]);
      int pieces = Long.bitCount(words[at] | words[at + 1]);
      fewestPieces[home] = (byte) Math.min(fewestPieces[home], pieces);
    }
    // each set of home pawns takes the fewest pieces over its subsets: a sum over subsets, bit by bit
    for (int bit = 0; bit < 16; bit++) {
      for (int home = 0; home < fewestPieces.length; home++) {
        if ((home & 1 << bit) != 0) {
          fewestPieces[home] = (byte) Math.min(fewestPieces[home], fewestPieces[home ^ 1 << bit]);
        }
      }
    }
  }

  /**
   * The pawns on their starting squares, as 16 bits: White's second rank a to h, then Black's
   * seventh. A pawn there has never moved, and none can come back: the set only loses members as a
   * game goes on.
   */
  private static int homePawns(long white, long black, long pawns) {
    return (int) ((pawns & white & 0xFF00L) >>> 8) | (int) ((pawns & black & 0x00FF_0000_0000_0000L) >>> 40);
  }

  /** Lichess's opening data set (lichess-org/chess-openings), read on first use, once per JVM. */
  public static OpeningTable lichess() {
    return Lichess.TABLE;
  }

  /** The lichess table, built when first asked for (about 3,800 lines played from the start). */
  private static final class Lichess {
    static final OpeningTable TABLE = readLichess();
  }

  private static OpeningTable readLichess() {
    List<String[]> lines = new ArrayList<>();
    for (String file : LICHESS_FILES) {
      try (InputStream in = OpeningTable.class.getResourceAsStream(file)) {
        if (in == null) {
          throw new IllegalStateException("opening data set file " + file + " is missing from the class path");
        }
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        lines.addAll(readTsv(r, file));
      } catch (IOException e) {
        throw new UncheckedIOException("reading opening data set file " + file, e);
      }
    }
    return of(lines);
  }

  /**
   * The lines of a data set file in lichess's layout: a header {@code eco\tname\tpgn}, then one
   * line per named position, each as {@code {eco, name, pgn, where}} ({@code where} is {@code
   * file:line}, for messages).
   *
   * @throws IllegalArgumentException if the header or a line has another shape
   */
  static List<String[]> readTsv(BufferedReader r, String file) throws IOException {
    String header = r.readLine();
    if (header == null || !header.startsWith("eco\tname\tpgn")) {
      throw new IllegalArgumentException(file + ":1: expected the header 'eco<TAB>name<TAB>pgn', found '" + header
          + "'");
    }
    List<String[]> out = new ArrayList<>();
    int number = 1;
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      number++;
      if (line.isBlank()) {
        continue;
      }
      String[] cells = line.split("\t", -1);
      if (cells.length < 3 || cells[0].isBlank() || cells[1].isBlank()) {
        throw new IllegalArgumentException(file + ":" + number + ": expected eco, name and pgn separated by tabs");
      }
      out.add(new String[] {cells[0].strip(), cells[1].strip(), cells[2].strip(), file + ":" + number});
    }
    return out;
  }

  /**
   * A table of lines {@code {eco, name, pgn, where}}, each line's moves played from the standard
   * start. Where two lines reach the same position the first one names it (lichess's data set has
   * none such; its own tests forbid them).
   *
   * @throws IllegalArgumentException naming the line, if a move does not read or is illegal
   */
  static OpeningTable of(List<String[]> lines) {
    Position start = StartPositions.standard();
    List<Opening> openings = new ArrayList<>(lines.size());
    long[] words = new long[WORDS * lines.size()];
    int deepest = 0;
    java.util.Set<Position> seen = new java.util.HashSet<>();
    Board board = new Board();
    for (String[] line : lines) {
      board.copyFrom(start.copyBoard());
      int plies = 0;
      for (String token : line[2].split("\\s+")) {
        if (token.isEmpty() || token.endsWith(".")) {
          continue; // a move number: "1." or "1..."
        }
        try {
          Board copy = new Board();
          copy.copyFrom(board);
          board.play(San.read(Position.ofUnchecked(copy), token).code());
        } catch (MoveSyntaxException | IllegalMoveException e) {
          throw new IllegalArgumentException(line[3] + ": move " + token + " of '" + line[1] + "': "
              + e.getMessage(), e);
        }
        if (board.ep >= 0 && !board.epCaptureLegal()) {
          board.ep = -1; // as the replay session keeps it: EPD names an en-passant square only when it can be taken
        }
        plies++;
      }
      Board copy = new Board();
      copy.copyFrom(board);
      if (!seen.add(Position.ofUnchecked(copy))) {
        continue;
      }
      int at = WORDS * openings.size();
      words[at] = board.white;
      words[at + 1] = board.black;
      words[at + 2] = board.pawns;
      words[at + 3] = board.knights;
      words[at + 4] = board.bishops;
      words[at + 5] = board.rooks;
      words[at + 6] = board.queens;
      words[at + 7] = board.kings;
      words[at + 8] = board.castle;
      words[at + 9] = turnAndEp(board);
      openings.add(new Opening(line[0], line[1]));
      deepest = Math.max(deepest, plies);
    }
    return new OpeningTable(java.util.Arrays.copyOf(words, WORDS * openings.size()),
        openings.toArray(new Opening[0]), deepest);
  }

  private static long turnAndEp(Board b) {
    return b.turn | (long) (b.ep + 1) << 1;
  }

  /**
   * The name of the position on {@code board}, or null when it has none. The board must hold a
   * position as a replay keeps it: an en-passant square only where the capture is legal.
   */
  public Opening find(Board board) {
    long white = board.white;
    long black = board.black;
    long pawns = board.pawns;
    long knights = board.knights;
    long bishops = board.bishops;
    long rooks = board.rooks;
    long queens = board.queens;
    long kings = board.kings;
    long castle = board.castle;
    long turnEp = turnAndEp(board);
    long h = hash(white, black, pawns, knights, bishops, rooks, queens, kings, castle, turnEp);
    int bit = (int) (h >>> (64 - FILTER_BITS));
    if ((filter[bit >>> 6] & 1L << bit) == 0) {
      return null; // no named position has this hash
    }
    long[] hs = hashes;
    long[] w = words;
    for (int slot = (int) h & mask; hs[slot] != 0; slot = (slot + 1) & mask) {
      if (hs[slot] != h) {
        continue;
      }
      int i = indexes[slot];
      int at = i * WORDS;
      if (w[at] == white && w[at + 1] == black && w[at + 2] == pawns && w[at + 3] == knights
          && w[at + 4] == bishops && w[at + 5] == rooks && w[at + 6] == queens && w[at + 7] == kings
          && w[at + 8] == castle && w[at + 9] == turnEp) {
        return openings[i];
      }
    }
    return null;
  }

  /**
   * Whether a game may still reach a named position from the position on {@code board}, this one
   * included: false when every named position has a pawn on a starting square that this position
   * has left, or more pieces than it has. Both only shrink as a game goes on (a pawn never returns
   * to its starting square; a captured piece never returns), so once false, false for every
   * position after it: the search of a game may stop there, its deepest name found. Changes only
   * with a pawn move or a capture.
   */
  public boolean mayStillName(Board board) {
    return fewestPieces[homePawns(board.white, board.black, board.pawns)] <= Long.bitCount(board.white | board.black);
  }

  /** The number of named positions. */
  public int size() {
    return openings.length;
  }

  /** The plies of the longest line of the data set. */
  public int deepestLine() {
    return deepestLine;
  }

  /**
   * The plies a game is searched for named positions: lichess's {@value #LICHESS_SEARCH_PLIES},
   * or the longest line of the data set if that is longer. A named position reached later can only
   * be one reached by a longer way than its own line, with moves to spare.
   */
  public int horizon() {
    return Math.max(LICHESS_SEARCH_PLIES, deepestLine);
  }

  /** The named positions' openings, in the data set's order (first line first). */
  public List<Opening> openings() {
    return List.of(openings);
  }

  /**
   * A hash of a position's ten words, never 0: each word times its own odd constant, summed (the
   * ten products independent of each other, so the processor computes them at once), then mixed.
   */
  private static long hash(long white, long black, long pawns, long knights, long bishops, long rooks,
      long queens, long kings, long castle, long turnEp) {
    long h = white * 0x9E3779B97F4A7C15L + black * 0xC2B2AE3D27D4EB4FL + pawns * 0x165667B19E3779F9L
        + knights * 0xD6E8FEB86659FD93L + bishops * 0xFF51AFD7ED558CCDL + rooks * 0xC4CEB9FE1A85EC53L
        + queens * 0x94D049BB133111EBL + kings * 0xBF58476D1CE4E5B9L + castle * 0x2545F4914F6CDD1DL
        + turnEp * 0x9FB21C651E98DF25L;
    h ^= h >>> 31;
    h *= 0x7FB5D329728EA185L;
    h ^= h >>> 27;
    return h == 0 ? 1 : h;
  }

  @Override
  public String toString() {
    return "OpeningTable[" + openings.length + " positions, deepest line " + deepestLine + " plies]";
  }
}
