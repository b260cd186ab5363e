package org.ludoteca.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.ludoteca.game.Game;
import org.ludoteca.game.Games;
import org.ludoteca.game.Side;
import org.ludoteca.game.StartPositionKeys;
import org.ludoteca.game.Verdict;
import org.ludoteca.game.Winner;

/**
 * The statistics tables computed from tallies. Each method returns the rows of one table, values in
 * the table's column order (String, Long, Integer, Double or null), in no particular order: the
 * caller sorts them on the table's keys. Every figure is the one a row per game would give: counts
 * are sums of tallies, means exact sums over counts, percentiles weighted by the tallies' counts.
 * Columns and meanings: data/FORMAT.md section 9.
 */
public final class CorpusStatistics {
  /** Ply buckets of the game phases in {@code capture_methods}: opening to 20, middlegame to 60, then endgame. */
  public static final int OPENING_LAST_PLY = 20;
  public static final int MIDDLEGAME_LAST_PLY = 60;

  private CorpusStatistics() {}

  /** A game and rule set: what every statistic is computed per. */
  record GameRules(String game, String rules) {}

  /** A game, rule set and pair of agents, the first mover's first ({@code *} and {@code *}: every game). */
  record AgentPair(String game, String rules, String first, String second) {
    GameRules gameRules() {
      return new GameRules(game, rules);
    }
  }

  /** The game phase of a ply: 0 opening, 1 middlegame, 2 endgame. */
  public static int phase(int ply) {
    return ply <= OPENING_LAST_PLY ? 0 : ply <= MIDDLEGAME_LAST_PLY ? 1 : 2;
  }

  /** {@code victory_types}: count and share of each termination x winner among VALID games, per game and rule set. */
  public static List<Object[]> victoryTypes(Collection<GameTally> tallies) {
    record Key(String game, String rules, String termination, Winner winner) {}
    Map<Key, long[]> groups = new LinkedHashMap<>();
    Map<GameRules, long[]> totals = new HashMap<>();
    for (GameTally t : tallies) {
      if (t.valid()) {
        add(groups, new Key(t.game(), t.rules(), t.termination(), t.winner()), t.games());
        add(totals, new GameRules(t.game(), t.rules()), t.games());
      }
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> rows.add(new Object[] {k.game(), k.rules(), k.termination(), label(k.winner()), n[0],
        share(n[0], totals.get(new GameRules(k.game(), k.rules()))[0])}));
    return rows;
  }

  /**
   * {@code capture_methods}: captures in VALID games by method x capturing side x captured kind:
   * count, share of the game and rule set's captures, mean per VALID game, counts by phase.
   */
  public static List<Object[]> captureMethods(Collection<CaptureTally> captures, Collection<GameTally> games) {
    record Key(String game, String rules, String method, Side side, String capturedKind) {}
    Map<GameRules, long[]> validGames = new HashMap<>();
    for (GameTally t : games) {
      if (t.valid()) {
        add(validGames, new GameRules(t.game(), t.rules()), t.games());
      }
    }
    Map<Key, long[]> groups = new LinkedHashMap<>();
    Map<GameRules, long[]> totals = new HashMap<>();
    for (CaptureTally c : captures) {
      long[] n = groups.computeIfAbsent(new Key(c.game(), c.rules(), c.method(), c.side(), c.capturedKind()),
          k -> new long[4]);
      n[0] += c.captures();
      n[1] += c.opening();
      n[2] += c.middlegame();
      n[3] += c.endgame();
      add(totals, new GameRules(c.game(), c.rules()), c.captures());
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> {
      GameRules gameRules = new GameRules(k.game(), k.rules());
      long[] valid = validGames.get(gameRules);
      rows.add(new Object[] {k.game(), k.rules(), k.method(), k.side() == null ? null : k.side().label(),
          k.capturedKind(), n[0], share(n[0], totals.get(gameRules)[0]), valid == null ? null : share(n[0], valid[0]),
          n[1], n[2], n[3]});
    });
    return rows;
  }

  /**
   * {@code first_player_advantage}: first-mover results among VALID games that ended (winner
   * white, black or draw), over all agents ({@code *}) and per pair of agents when both are named.
   * Score counts a draw as half; the Wilson interval and the binomial p-value are over decisive games,
   * {@code score_low}/{@code score_high} the score's own interval ({@link Proportions#scoreInterval}).
   */
  public static List<Object[]> firstPlayerAdvantage(Collection<GameTally> tallies) {
    // By key: games, first-mover wins, draws, second-mover wins.
    Map<AgentPair, long[]> groups = new LinkedHashMap<>();
    for (GameTally t : tallies) {
      if (!t.valid() || t.firstMover() == null || t.winner() == null) {
        continue;
      }
      boolean firstIsWhite = t.firstMover() == Side.WHITE;
      String first = firstIsWhite ? t.whiteAgent() : t.blackAgent();
      String second = firstIsWhite ? t.blackAgent() : t.whiteAgent();
      long n = t.games();
      long w1 = t.winner().isWonBy(t.firstMover()) ? n : 0;
      long d = t.winner() == Winner.DRAW ? n : 0;
      long w2 = t.winner() != Winner.DRAW && !t.winner().isWonBy(t.firstMover()) ? n : 0;
      addAll(groups, new AgentPair(t.game(), t.rules(), "*", "*"), n, w1, d, w2);
      if (first != null && second != null) {
        addAll(groups, new AgentPair(t.game(), t.rules(), first, second), n, w1, d, w2);
      }
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, c) -> {
      long games = c[0];
      long decisive = c[1] + c[3];
      double[] wilson = Proportions.wilson(c[1], decisive);
      double[] score = Proportions.scoreInterval(c[1], c[2], c[3]);
      rows.add(new Object[] {k.game(), k.rules(), k.first(), k.second(), games, c[1], c[2], c[3],
          games == 0 ? null : (c[1] + 0.5 * c[2]) / games, wilson == null ? null : wilson[0],
          wilson == null ? null : wilson[1], decisive == 0 ? null : Proportions.binomialP(c[1], decisive),
          score == null ? null : score[0], score == null ? null : score[1]});
    });
    return rows;
  }

  /**
   * {@code game_length}: plies of VALID games by termination: count, mean, min, quartiles, 90th
   * percentile, max. Percentiles interpolate linearly between the two nearest ranks of the
   * position {@code p (n - 1)} (as Spark's {@code percentile}).
   */
  public static List<Object[]> gameLength(Collection<GameTally> tallies) {
    record Key(String game, String rules, String termination) {}
    Map<Key, TreeMap<Integer, long[]>> groups = new LinkedHashMap<>();
    for (GameTally t : tallies) {
      if (t.valid()) {
        groups.computeIfAbsent(new Key(t.game(), t.rules(), t.termination()), k -> new TreeMap<>())
            .computeIfAbsent(t.plies(), p -> new long[1])[0] += t.games();
      }
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, byPlies) -> {
      long n = 0;
      double sum = 0;
      for (Map.Entry<Integer, long[]> e : byPlies.entrySet()) {
        n += e.getValue()[0];
        // Integers below 2^53: exact in a double, whatever the order of the sum.
        sum += (double) e.getKey() * (double) e.getValue()[0];
      }
      int[] values = new int[byPlies.size()];
      long[] cumulative = new long[byPlies.size()];
      int i = 0;
      long c = 0;
      for (Map.Entry<Integer, long[]> e : byPlies.entrySet()) {
        values[i] = e.getKey();
        c += e.getValue()[0];
        cumulative[i++] = c;
      }
      rows.add(new Object[] {k.game(), k.rules(), k.termination(), n, sum / (double) n, values[0],
          percentile(values, cumulative, 0.25), percentile(values, cumulative, 0.5),
          percentile(values, cumulative, 0.75), percentile(values, cumulative, 0.9), values[values.length - 1]});
    });
    return rows;
  }

  /**
   * The {@code p} percentile of values given in ascending order with their cumulative counts: the
   * value at position {@code p (n - 1)} of the sorted multiset, interpolated linearly between its
   * two neighbouring ranks.
   */
  static double percentile(int[] values, long[] cumulative, double p) {
    double position = (cumulative[cumulative.length - 1] - 1) * p;
    long lower = (long) Math.floor(position);
    long higher = (long) Math.ceil(position);
    int lowerIndex = rankIndex(cumulative, lower);
    double lowerValue = values[lowerIndex];
    if (higher == lower) {
      return lowerValue;
    }
    int higherIndex = rankIndex(cumulative, higher);
    if (higherIndex == lowerIndex) {
      return lowerValue;
    }
    return (higher - position) * lowerValue + (position - lower) * values[higherIndex];
  }

  /** The index of the value holding rank {@code rank} (0-based) of the multiset. */
  private static int rankIndex(long[] cumulative, long rank) {
    int i = Arrays.binarySearch(cumulative, rank + 1);
    return i >= 0 ? i : -i - 1;
  }

  /**
   * {@code game_length_histogram}: plies of VALID games in buckets, 10 plies wide below 100, 50
   * wide below 500, 250 wide above.
   */
  public static List<Object[]> gameLengthHistogram(Collection<GameTally> tallies) {
    record Key(String game, String rules, int from, int to) {}
    Map<Key, long[]> groups = new LinkedHashMap<>();
    for (GameTally t : tallies) {
      if (t.valid()) {
        int width = t.plies() < 100 ? 10 : t.plies() < 500 ? 50 : 250;
        int from = Math.floorDiv(t.plies(), width) * width;
        add(groups, new Key(t.game(), t.rules(), from, from + width - 1), t.games());
      }
    }
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> rows.add(new Object[] {k.game(), k.rules(), k.from(), k.to(), n[0]}));
    return rows;
  }

  /**
   * {@code start_positions}: White's results per start position of VALID chess games that ended
   * (keyed by the game's {@link StartPositionKeys}: chess by both back ranks, labelled with White's
   * Scharnagl number and Black's, {@code black_start_position}, the last column), and over all
   * start positions ({@code *}): games, wins, draws, losses, White's score with its Wilson
   * interval; each position tested with at least one decisive game ({@link #startPositions(Collection,
   * long)}). Games from a set-up position that is no start position are left out of every start
   * position and of {@code *}, and counted in a row of their own (back rank and numbers null).
   */
  public static List<Object[]> startPositions(Collection<GameTally> tallies) {
    return startPositions(tallies, 1);
  }

  /**
   * As {@link #startPositions(Collection)}, each start position with at least {@code minGames}
   * decisive games tested against the pooled White share of the decisive games of its game and
   * rules: {@code p_value} (exact two-sided binomial test, {@link BinomialTests#twoSided}), {@code
   * p_holm} and {@code q_bh} (adjusted over the positions tested of the game and rules), {@code
   * significant} ({@code q_bh < 0.05}); null for the {@code *} row and positions not tested.
   *
   * @throws IllegalArgumentException if {@code minGames < 1}
   */
  public static List<Object[]> startPositions(Collection<GameTally> tallies, long minGames) {
    if (minGames < 1) {
      throw new IllegalArgumentException("minGames must be at least 1, was " + minGames);
    }
    // By start position (null: not known; "*": every one): games, White's wins, draws, White's losses.
    Map<StartKey, long[]> groups = new LinkedHashMap<>();
    Map<String, StartPositionKeys> keysByGame = new HashMap<>();
    for (GameTally t : tallies) {
      StartPositionKeys keys = keysByGame.computeIfAbsent(t.game(), CorpusStatistics::startPositionKeys);
      if (!t.valid() || keys == NO_KEYS || t.winner() == null) {
        continue;
      }
      long n = t.games();
      long w = t.winner() == Winner.WHITE ? n : 0;
      long d = t.winner() == Winner.DRAW ? n : 0;
      long b = t.winner() == Winner.BLACK ? n : 0;
      String key = keys.key(t.startFen());
      addAll(groups, new StartKey(t.game(), t.rules(), key), n, w, d, b);
      if (key != null) { // a set-up position that is no start: its own row (key null), not in the pooled one
        addAll(groups, new StartKey(t.game(), t.rules(), ALL_STARTS), n, w, d, b);
      }
    }
    List<StartRow> starts = new ArrayList<>();
    groups.forEach((k, c) -> starts.add(new StartRow(k, c)));
    testStartPositions(starts, groups, minGames);
    List<Object[]> rows = new ArrayList<>();
    for (StartRow r : starts) {
      StartKey k = r.key;
      OptionalInt number = !r.isPosition() ? OptionalInt.empty() : keysByGame.get(k.game()).number(k.position());
      OptionalInt black = !r.isPosition() ? OptionalInt.empty() : keysByGame.get(k.game()).blackNumber(k.position());
      long games = r.games();
      double points = r.wins() + 0.5 * r.draws();
      double[] wilson = Proportions.wilsonOfScore(points, games);
      rows.add(new Object[] {k.game(), k.rules(), k.position(), number.isPresent() ? number.getAsInt() : null, games,
          r.wins(), r.draws(), r.losses(), games == 0 ? null : points / games, wilson == null ? null : wilson[0],
          wilson == null ? null : wilson[1], r.p, r.holm, r.q, r.q == null ? null : r.q < 0.05,
          black.isPresent() ? black.getAsInt() : null});
    }
    return rows;
  }

  /** The {@code position} of the {@code start_positions} row over every start position. */
  private static final String ALL_STARTS = "*";

  /** A start position of a game and rule set ({@link #ALL_STARTS}: all of them; null: not known). */
  private record StartKey(String game, String rules, String position) {}

  /** A row of {@code start_positions} being computed: White's results, then its test. */
  private static final class StartRow {
    final StartKey key;
    /** Games, White's wins, draws, White's losses. */
    final long[] counts;
    Double p;
    Double holm;
    Double q;

    StartRow(StartKey key, long[] counts) {
      this.key = key;
      this.counts = counts;
    }

    /** Whether the row is of one known start position (not of all, nor of an unknown one). */
    boolean isPosition() {
      return key.position() != null && !key.position().equals(ALL_STARTS);
    }

    long games() {
      return counts[0];
    }

    long wins() {
      return counts[1];
    }

    long draws() {
      return counts[2];
    }

    long losses() {
      return counts[3];
    }
  }

  /** Fills the test of the start positions' rows (see {@link #startPositions(Collection, long)}). */
  private static void testStartPositions(List<StartRow> rows, Map<StartKey, long[]> groups, long minGames) {
    Map<GameRules, List<StartRow>> tested = new LinkedHashMap<>();
    for (StartRow row : rows) {
      if (row.isPosition() && row.wins() + row.losses() >= minGames) {
        tested.computeIfAbsent(new GameRules(row.key.game(), row.key.rules()), k -> new ArrayList<>()).add(row);
      }
    }
    tested.forEach((k, positions) -> {
      long[] pooled = groups.get(new StartKey(k.game(), k.rules(), ALL_STARTS));
      double share = (double) pooled[1] / (pooled[1] + pooled[3]);
      double[] p = new double[positions.size()];
      for (int i = 0; i < p.length; i++) {
        StartRow row = positions.get(i);
        p[i] = BinomialTests.twoSided(row.wins(), row.wins() + row.losses(), share);
      }
      double[] holm = BinomialTests.holm(p);
      double[] bh = BinomialTests.benjaminiHochberg(p);
      for (int i = 0; i < p.length; i++) {
        StartRow row = positions.get(i);
        row.p = p[i];
        row.holm = holm[i];
        row.q = bh[i];
      }
    });
  }

  /** Stands for "this game's start positions are not compared" in a map that holds no null. */
  private static final StartPositionKeys NO_KEYS = new StartPositionKeys() {
    @Override
    public String key(String startFen) {
      return null;
    }

    @Override
    public OptionalInt number(String key) {
      return OptionalInt.empty();
    }

    @Override
    public boolean drawnPerGame() {
      return false;
    }
  };

  /** How the game named {@code game} keys its start positions, or {@link #NO_KEYS} (no such game, or none compared). */
  private static StartPositionKeys startPositionKeys(String game) {
    return Games.find(game).flatMap(Game::startPositionKeys).orElse(NO_KEYS);
  }

  /**
   * {@code validation}: games by verdict, result mismatches by declared vs found result, {@code
   * UNREADABLE} games by their error up to its first colon (category {@code unreadable}: {@code
   * unsupported variant Antichess}, {@code bad FEN tag}, ...), and
   * rejected records by reason ({@code rejectedByReason}, from {@link #rejectedReason}; no game or rules).
   */
  public static List<Object[]> validation(Collection<GameTally> tallies, Map<String, Long> rejectedByReason) {
    return validation(tallies, rejectedByReason, Map.of());
  }

  /**
   * As {@link #validation(Collection, Map)}, then a {@code skipped lines} row per file that had
   * lines between records that are no record ({@code ;} comments, {@code %} escape lines, other
   * text before a tag section: {@code record.SkippedLines}), item the file, count its lines
   * skipped; game and rules null. Not records: the verdict and rejected rows still add up to the
   * records read.
   */
  public static List<Object[]> validation(Collection<GameTally> tallies, Map<String, Long> rejectedByReason,
      Map<String, Long> skippedLinesByFile) {
    List<Object[]> rows = validationOfRecords(tallies, rejectedByReason);
    skippedLinesByFile.forEach((file, n) -> rows.add(new Object[] {null, null, "skipped lines", file, n}));
    return rows;
  }

  private static List<Object[]> validationOfRecords(Collection<GameTally> tallies, Map<String, Long> rejectedByReason) {
    record Key(String game, String rules, String category, String item) {}
    Map<Key, long[]> groups = new LinkedHashMap<>();
    for (GameTally t : tallies) {
      add(groups, new Key(t.game(), t.rules(), "verdict", t.verdict().label()), t.games());
      if (t.verdict() == Verdict.RESULT_MISMATCH) {
        add(groups, new Key(t.game(), t.rules(), "mismatch", "declared "
            + (t.declaredResult() == null ? "none" : t.declaredResult()) + ", rules find " + found(t.winner())),
            t.games());
      }
      if (t.verdict() == Verdict.UNREADABLE && t.unreadable() != null) {
        add(groups, new Key(t.game(), t.rules(), "unreadable", t.unreadable()), t.games());
      }
    }
    rejectedByReason.forEach((reason, n) -> add(groups, new Key(null, null, "rejected", reason), n));
    List<Object[]> rows = new ArrayList<>();
    groups.forEach((k, n) -> rows.add(new Object[] {k.game(), k.rules(), k.category(), k.item(), n[0]}));
    return rows;
  }

  /** The {@code source} of the {@code duplicates} row that counts every file of a game and rule set. */
  public static final String ALL_SOURCES = "*";

  /**
   * {@code duplicates}: per game, rule set and source file, the games ({@code games}) and those
   * whose identity occurs more than once in the game and rule set's corpus ({@code repeated});
   * then per game and rule set a row with source {@value #ALL_SOURCES}: the same counts over every
   * file, the distinct identities ({@code identities}) and the games beyond the first of each
   * identity ({@code surplus}, what {@code --distinct} leaves out). Columns game, rules, source,
   * games, repeated, identities, surplus (the last two null on the rows of one file).
   */
  public static List<Object[]> duplicates(Collection<DuplicateTally> tallies) {
    record Key(String game, String rules, String source) {}
    Map<Key, long[]> bySource = new LinkedHashMap<>();
    Map<GameRules, long[]> all = new LinkedHashMap<>();
    // Games of a game and rule set by the copies of their identity: n games of identities that have
    // c copies each are n / c identities (a whole number once every file is summed).
    Map<GameRules, Map<Long, Long>> byCopies = new LinkedHashMap<>();
    for (DuplicateTally t : tallies) {
      long repeated = t.copies() > 1 ? t.games() : 0;
      GameRules gameRules = new GameRules(t.game(), t.rules());
      addAll(bySource, new Key(t.game(), t.rules(), t.source()), t.games(), repeated);
      addAll(all, gameRules, t.games(), repeated);
      byCopies.computeIfAbsent(gameRules, k -> new java.util.TreeMap<>()).merge(t.copies(), t.games(), Long::sum);
    }
    List<Object[]> rows = new ArrayList<>();
    bySource.forEach((k, n) -> rows.add(new Object[] {k.game(), k.rules(), k.source(), n[0], n[1], null, null}));
    all.forEach((k, n) -> {
      long identities = 0;
      for (Map.Entry<Long, Long> e : byCopies.get(k).entrySet()) {
        identities += e.getValue() / e.getKey();
      }
      rows.add(new Object[] {k.game(), k.rules(), ALL_SOURCES, n[0], n[1], identities, n[0] - identities});
    });
    return rows;
  }

  /**
   * What a rejected record is counted by in {@code validation}: its reason up to the first colon,
   * without leading and trailing spaces (null for none).
   */
  public static String rejectedReason(String reason) {
    if (reason == null) {
      return null;
    }
    int colon = reason.indexOf(':');
    String head = colon < 0 ? reason : reason.substring(0, colon);
    int from = 0;
    int to = head.length();
    while (from < to && head.charAt(from) == ' ') {
      from++;
    }
    while (to > from && head.charAt(to - 1) == ' ') {
      to--;
    }
    return head.substring(from, to);
  }

  /** The result token of a winner, {@code *} for none. */
  private static String found(Winner winner) {
    return winner == null ? "*" : winner.resultToken();
  }

  /** The label a table writes of a winner, null for none. */
  static String label(Winner winner) {
    return winner == null ? null : winner.label();
  }

  private static Double share(long part, long whole) {
    return whole == 0 ? null : (double) part / (double) whole;
  }

  private static <K> void add(Map<K, long[]> groups, K key, long n) {
    groups.computeIfAbsent(key, k -> new long[1])[0] += n;
  }

  private static <K> void addAll(Map<K, long[]> groups, K key, long... n) {
    long[] sums = groups.computeIfAbsent(key, k -> new long[n.length]);
    for (int i = 0; i < n.length; i++) {
      sums[i] += n[i];
    }
  }
}
