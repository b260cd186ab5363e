package org.ludoteca.spark;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A game's identity (data/FORMAT.md section 9, {@code duplicates}), computed once per game by
 * the ingest into the table {@link Table#IDENTITIES}, so that the {@code duplicates} statistic
 * groups one short column instead of reading every game's tags and moves back. The value is the
 * one {@link StatsJob#identity()} computes in Spark SQL from {@code games} for runs ingested
 * before the table (and the tests hold them equal).
 */
final class GameIdentity {
  /** {@link StatsJob#GAME_URL}, matched as Spark's {@code rlike} matches: found anywhere, not the whole value. */
  private static final Pattern GAME_URL = Pattern.compile(StatsJob.GAME_URL);

  private static final int I_IDENTITY = Table.IDENTITIES.schema().fieldIndex("identity");
  private static final int I_SOURCE = Table.IDENTITIES.schema().fieldIndex("source");
  private static final int I_OFFSET = Table.IDENTITIES.schema().fieldIndex("offset");
  private static final int I_GAME = Table.IDENTITIES.schema().fieldIndex("game");
  private static final int I_RULES = Table.IDENTITIES.schema().fieldIndex("rules");
  private static final int I_INGEST_RUN = Table.IDENTITIES.schema().fieldIndex("ingest_run");

  private GameIdentity() {}

  /** The row of {@link Table#IDENTITIES} of a game's row. */
  static Object[] row(TableRows.Game g) {
    Object[] v = new Object[Table.IDENTITIES.schema().fields().length];
    v[I_IDENTITY] = of(g.tags(), g.startFen(), g.moves(), g.declaredResult());
    v[I_SOURCE] = g.source();
    v[I_OFFSET] = g.offset();
    v[I_GAME] = g.game();
    v[I_RULES] = g.rules();
    v[I_INGEST_RUN] = g.ingestRun();
    return v;
  }

  /**
   * The {@code Site} tag when it is the game's lichess address, else the SHA-256 (lower-case hex)
   * of the start position, NUL, the moves joined by spaces, NUL, the declared result (a null as
   * the empty string).
   */
  static String of(Map<String, String> tags, String startFen, List<String> moves, String declaredResult) {
    String site = tags == null ? null : tags.get("Site");
    if (site != null && GAME_URL.matcher(site).find()) {
      return site;
    }
    MessageDigest sha = GameIds.sha256();
    if (startFen != null) {
      sha.update(startFen.getBytes(StandardCharsets.UTF_8));
    }
    sha.update((byte) 0);
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
    sha.update(joined.toString().getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
    if (declaredResult != null) {
      sha.update(declaredResult.getBytes(StandardCharsets.UTF_8));
    }
    return HexFormat.of().formatHex(sha.digest());
  }
}
