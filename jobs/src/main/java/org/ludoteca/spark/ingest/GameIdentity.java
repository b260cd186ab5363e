package org.ludoteca.spark.ingest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.ludoteca.spark.table.Movetext;
import org.ludoteca.spark.table.Table;

/**
 * A game's identity (data/FORMAT.md section 9, {@code duplicates}), computed once per game by
 * the ingest into the table {@link Table#IDENTITIES}, so that the {@code duplicates} statistic
 * groups one short column instead of reading every game's tags and moves back. The value is the
 * one the statistics compute in Spark SQL ({@code StatsJob.identity()}) from {@code games} for
 * runs ingested before the table (and the tests hold them equal).
 */
public final class GameIdentity {
  /** Sites whose {@code Site} tag is a game's own address: the tag is its identity. */
  public static final String GAME_URL = "^https?://(www\\.)?lichess\\.org/[A-Za-z0-9]+$";

  /** {@link #GAME_URL}, found as Spark's {@code rlike} finds it; {@link #isGameUrl} is the same test without a regex. */
  static final Pattern GAME_URL_PATTERN = Pattern.compile(GAME_URL);

  /**
   * The separator, given as an array: a digest's one-byte update has a branch (its block full)
   * that the compiler drops when a run has not taken it, and a later take undoes the compiled
   * ingest loop the update is inlined into (as {@link GameIds#of} avoids too).
   */
  private static final byte[] NUL = {0};

  private GameIdentity() {}

  /** The row of {@link Table#IDENTITIES} of a game's row. */
  static Object[] row(TableRows.Game g) {
    return row(g, null, GameIds.threadSha256());
  }

  /**
   * The row of {@link Table#IDENTITIES} of a game's row whose moves joined by spaces are {@code
   * movetext} ({@link Movetext#of}), or null to join them here, hashing with {@code sha}, a SHA-256
   * digest reset (it is left reset).
   */
  static Object[] row(TableRows.Game g, String movetext, MessageDigest sha) {
    return Table.IDENTITIES.row()
        .set("identity", of(g.tags(), g.startFen(), g.moves(), movetext, g.declaredResult(), sha))
        .set("source", g.source())
        .set("offset", g.offset())
        .set("game", g.game())
        .set("rules", g.rules())
        .set("ingest_run", g.ingestRun())
        .values();
  }

  /**
   * The {@code Site} tag when it is the game's lichess address, else the SHA-256 (lower-case hex)
   * of the start position, NUL, the moves joined by spaces, NUL, the declared result (a null as
   * the empty string).
   */
  public static String of(Map<String, String> tags, String startFen, List<String> moves, String declaredResult) {
    return of(tags, startFen, moves, null, declaredResult);
  }

  /** As {@link #of(Map, String, List, String)}, the moves joined by spaces given when not null. */
  static String of(Map<String, String> tags, String startFen, List<String> moves, String movetext,
      String declaredResult) {
    return of(tags, startFen, moves, movetext, declaredResult, GameIds.threadSha256());
  }

  private static String of(Map<String, String> tags, String startFen, List<String> moves, String movetext,
      String declaredResult, MessageDigest sha) {
    String site = tags == null ? null : tags.get("Site");
    if (site != null && isGameUrl(site)) {
      return site;
    }
    if (startFen != null) {
      sha.update(startFen.getBytes(StandardCharsets.UTF_8));
    }
    sha.update(NUL, 0, 1);
    sha.update((movetext != null ? movetext : joined(moves)).getBytes(StandardCharsets.UTF_8));
    sha.update(NUL, 0, 1);
    if (declaredResult != null) {
      sha.update(declaredResult.getBytes(StandardCharsets.UTF_8));
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  /**
   * Whether {@link #GAME_URL} finds a match in {@code s}, without a regex (one per game cost more
   * than the rest of the identity): the scheme, {@code www.} or not, {@code lichess.org/}, then
   * one or more ASCII letters and digits up to the end, or up to a line terminator that ends the
   * value, where {@code $} matches too.
   */
  static boolean isGameUrl(String s) {
    int i;
    if (s.startsWith("https://")) {
      i = 8;
    } else if (s.startsWith("http://")) {
      i = 7;
    } else {
      return false;
    }
    if (s.startsWith("www.lichess.org/", i)) {
      i += 16;
    } else if (s.startsWith("lichess.org/", i)) {
      i += 12;
    } else {
      return false;
    }
    int end = s.length();
    if (end > i && isLineTerminator(s.charAt(end - 1))) {
      end -= s.charAt(end - 1) == '\n' && end - 1 > i && s.charAt(end - 2) == '\r' ? 2 : 1;
    }
    if (end == i) {
      return false;
    }
    for (int k = i; k < end; k++) {
      char c = s.charAt(k);
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
        return false;
      }
    }
    return true;
  }

  /** The characters {@code $} matches before at the end of the input (java.util.regex, no flags). */
  private static boolean isLineTerminator(char c) {
    return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
  }

  /** The moves joined by spaces as Spark's {@code concat_ws} joins them: null elements skipped, empty ones kept. */
  private static String joined(List<String> moves) {
    StringBuilder joined = new StringBuilder(moves.size() * 5);
    boolean first = true;
    for (String m : moves) {
      if (m != null) { // as concat_ws: null elements are skipped, empty ones kept
        if (!first) {
          joined.append(' ');
        }
        joined.append(m);
        first = false;
      }
    }
    return joined.toString();
  }
}
