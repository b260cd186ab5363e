package org.ludoteca.spark.ingest;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.spark.parquet.RowBatch;
import org.ludoteca.spark.table.Table;

/**
 * Rows of {@code captures}, column by column ({@link RowBatch}): the captures of one game or of
 * several consecutive games of one partition (game, rules, run), with the values {@link
 * TableRows#capture} puts in each row, read straight from the replay's capture events, without a
 * row array per capture. The captured pieces' kinds and values are looked up once per distinct
 * victim token and game name ({@link Captures}), not per capture: a chess game's dozen victims
 * ({@code p}, {@code N}, ...) are the same few tokens game after game. One instance per task,
 * filled ({@link #add}) and emptied ({@link #clear}) again and again; a sink must not keep it past
 * its write.
 */
final class CaptureBatch implements RowBatch {
  // What each column of the table's schema is, by schema index.
  private static final int GAME_ID = 0;
  private static final int PLY = 1;
  private static final int SIDE = 2;
  private static final int METHOD = 3;
  private static final int CAPTURED = 4;
  private static final int CAPTURED_KIND = 5;
  private static final int CAPTURED_VALUE = 6;
  private static final int SCOPE = 7;
  private static final int SQUARE = 8;
  private static final int ATTACKERS = 9;
  private static final int ATTACKER_VALUES = 10;
  private static final int ATTACKER_PIECES = 11;
  private static final int GAME = 12;
  private static final int RULES = 13;
  private static final int INGEST_RUN = 14;
  private static final int[] WHAT = whatByColumn(Table.CAPTURES.schema(), "game_id", "ply", "side", "method",
      "captured", "captured_kind", "captured_value", "scope", "square", "attackers", "attacker_values",
      "attacker_pieces", "game", "rules", "ingest_run");
  /** The most distinct victim tokens of one game name remembered (Rithmomachia's pyramids may have more). */
  private static final int MEMO = 32;

  /** By row: the game, its capture event, the capture's victim's kind and value, the attackers' values. */
  private TableRows.Game[] games = new TableRows.Game[32];
  private CaptureEvent[] events = new CaptureEvent[32];
  private String[] kinds = new String[32];
  private Integer[] values = new Integer[32];
  private List<?>[] attackerValues = new List<?>[32];
  private int size;
  /** The game name the memo's victims are of, and the memo: victim token, its kind and value. */
  private String memoGame;
  private final String[] memoVictims = new String[MEMO];
  private final String[] memoKinds = new String[MEMO];
  private final Integer[] memoValues = new Integer[MEMO];
  private int memoSize;
  /** By a victim string's identity hash: the memo entry it was last found at (checked, not trusted). */
  private static final int SLOTS = 64;
  private final int[] slotMemo = new int[SLOTS];

  /** Empties the batch and fills it with the captures of {@code g} ({@link #add}). */
  CaptureBatch of(TableRows.Game g, List<CaptureEvent> events, AttackerValues av) {
    clear();
    add(g, events, av);
    return this;
  }

  /** Empties the batch (it keeps its memo of victims). */
  void clear() {
    Arrays.fill(games, 0, size, null); // no game kept alive past its write
    Arrays.fill(events, 0, size, null);
    Arrays.fill(attackerValues, 0, size, null);
    size = 0;
  }

  /**
   * Whether the captures of {@code g} go to the partition of the batch's rows: the same game,
   * rules and run (always, when the batch is empty).
   */
  boolean samePartition(TableRows.Game g) {
    if (size == 0) {
      return true;
    }
    TableRows.Game first = games[0];
    return first == g || Objects.equals(first.game(), g.game()) && Objects.equals(first.rules(), g.rules())
        && Objects.equals(first.ingestRun(), g.ingestRun());
  }

  /**
   * Adds the captures of {@code g} as rows: {@code events} in order, their attacker values in
   * {@code av}; returns the row of the first. The caller keeps one partition per batch ({@link
   * #samePartition}).
   */
  int add(TableRows.Game g, List<CaptureEvent> events, AttackerValues av) {
    int start = size;
    int n = events.size();
    if (start + n > kinds.length) {
      int capacity = Math.max(start + n, 2 * kinds.length);
      games = Arrays.copyOf(games, capacity);
      this.events = Arrays.copyOf(this.events, capacity);
      kinds = Arrays.copyOf(kinds, capacity);
      values = Arrays.copyOf(values, capacity);
      attackerValues = Arrays.copyOf(attackerValues, capacity);
    }
    String name = g.game();
    if (!Objects.equals(name, memoGame)) {
      memoGame = name;
      Arrays.fill(memoVictims, null);
      memoSize = 0;
    }
    for (int i = 0; i < n; i++) {
      CaptureEvent e = events.get(i);
      int r = start + i;
      games[r] = g;
      this.events[r] = e;
      attackerValues[r] = av.get(i);
      victim(r, e.victim());
    }
    size = start + n;
    return start;
  }

  /** Capture {@code i}'s victim's kind and value: from the memo, else looked up (and remembered while there is room). */
  private void victim(int i, String victim) {
    // By identity in one probe first: a game's rules name their victims with a few constant
    // strings (chess: 12), so the slot of the string's identity hash nearly always holds it.
    int slot = System.identityHashCode(victim) & (SLOTS - 1);
    int at = slotMemo[slot];
    if (at < memoSize && memoVictims[at] == victim) {
      kinds[i] = memoKinds[at];
      values[i] = memoValues[at];
      return;
    }
    String[] v = memoVictims;
    int n = memoSize;
    // By identity first: a game's rules name their victims with a few constant strings (chess: 12).
    for (int k = 0; k < n; k++) {
      if (v[k] == victim) {
        kinds[i] = memoKinds[k];
        values[i] = memoValues[k];
        slotMemo[slot] = k;
        return;
      }
    }
    for (int k = 0; k < n; k++) {
      if (v[k].equals(victim)) {
        kinds[i] = memoKinds[k];
        values[i] = memoValues[k];
        return;
      }
    }
    String kind = Captures.kind(memoGame, victim);
    Integer value = Captures.value(memoGame, victim);
    kinds[i] = kind;
    values[i] = value;
    if (memoSize < MEMO) {
      v[memoSize] = victim;
      memoKinds[memoSize] = kind;
      memoValues[memoSize] = value;
      slotMemo[slot] = memoSize;
      memoSize++;
    }
  }

  /** Row {@code i}'s {@code captured_kind}. */
  String capturedKind(int i) {
    return kinds[i];
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object[] row(int row) {
    return TableRows.capture(games[row], events[row], (List<Integer>) attackerValues[row]);
  }

  @Override
  public Object value(int column, int row) {
    return switch (WHAT[column]) {
      case GAME_ID -> games[row].gameId();
      case PLY -> events[row].ply();
      case SIDE -> events[row].side().label();
      case METHOD -> events[row].method();
      case CAPTURED -> events[row].victim();
      case CAPTURED_KIND -> kinds[row];
      case CAPTURED_VALUE -> values[row];
      case SCOPE -> events[row].scope();
      case SQUARE -> events[row].square();
      case ATTACKERS -> events[row].attackers();
      case ATTACKER_VALUES -> attackerValues[row];
      case ATTACKER_PIECES -> events[row].attackerPieces();
      case GAME -> games[row].game();
      case RULES -> games[row].rules();
      default -> games[row].ingestRun();
    };
  }

  @Override
  public void values(int column, int from, int to, Object[] out) {
    CaptureEvent[] e = events;
    int n = to - from;
    switch (WHAT[column]) { // one test of the column per run of rows, then a plain loop
      case SIDE -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].side().label();
        }
      }
      case METHOD -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].method();
        }
      }
      case CAPTURED -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].victim();
        }
      }
      case SCOPE -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].scope();
        }
      }
      case SQUARE -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].square();
        }
      }
      case ATTACKERS -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].attackers();
        }
      }
      case ATTACKER_PIECES -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].attackerPieces();
        }
      }
      case CAPTURED_KIND -> System.arraycopy(kinds, from, out, 0, n);
      case ATTACKER_VALUES -> System.arraycopy(attackerValues, from, out, 0, n);
      case GAME_ID -> {
        TableRows.Game[] g = games;
        for (int k = 0; k < n; k++) {
          out[k] = g[from + k].gameId();
        }
      }
      default -> {
        for (int k = 0; k < n; k++) {
          out[k] = value(column, from + k);
        }
      }
    }
  }

  @Override
  public void ints(int column, int from, int to, int[] out, boolean[] isNull) {
    int n = to - from;
    if (WHAT[column] == PLY) {
      CaptureEvent[] e = events;
      for (int k = 0; k < n; k++) {
        out[k] = e[from + k].ply();
        isNull[k] = false;
      }
      return;
    }
    for (int k = 0; k < n; k++) {
      Integer v = (Integer) value(column, from + k);
      out[k] = v == null ? 0 : v;
      isNull[k] = v == null;
    }
  }

  /** For each column of {@code schema}, the index of its name in {@code names}; every name must be a column. */
  private static int[] whatByColumn(StructType schema, String... names) {
    if (schema.fields().length != names.length) {
      throw new IllegalStateException("captures has " + schema.fields().length + " columns, expected "
          + names.length);
    }
    int[] what = new int[names.length];
    for (int i = 0; i < names.length; i++) {
      what[schema.fieldIndex(names[i])] = i;
    }
    return what;
  }
}
