package org.ludoteca.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.types.StructType;
import org.ludoteca.game.CaptureEvent;

/**
 * One game's rows of {@code captures}, column by column ({@link RowBatch}): the values {@link
 * TableRows#capture} puts in each row, read straight from the replay's capture events, without a
 * row array per capture. The captured pieces' kinds and values are looked up once per distinct
 * victim token and game name ({@link Captures}), not per capture: a chess game's dozen victims
 * ({@code p}, {@code N}, ...) are the same few tokens game after game. One instance per task,
 * refilled game after game ({@link #of}); a sink must not keep it past its write.
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

  private TableRows.Game game;
  /** The game's capture events, {@code [0, size)}. */
  private CaptureEvent[] events = new CaptureEvent[16];
  private int size;
  private AttackerValues attackerValues;
  private String[] kinds = new String[16];
  private Integer[] values = new Integer[16];
  /** The game name the memo's victims are of, and the memo: victim token, its kind and value. */
  private String memoGame;
  private final String[] memoVictims = new String[MEMO];
  private final String[] memoKinds = new String[MEMO];
  private final Integer[] memoValues = new Integer[MEMO];
  private int memoSize;

  /** Refills the batch with the captures of {@code g}: {@code events} in order, their attacker values in {@code av}. */
  CaptureBatch of(TableRows.Game g, List<CaptureEvent> events, AttackerValues av) {
    this.game = g;
    this.attackerValues = av;
    int n = events.size();
    if (n > kinds.length) {
      kinds = new String[Math.max(n, 2 * kinds.length)];
      values = new Integer[kinds.length];
      this.events = new CaptureEvent[kinds.length];
    }
    this.events = events.toArray(this.events);
    this.size = n;
    String name = g.game();
    if (!java.util.Objects.equals(name, memoGame)) {
      memoGame = name;
      Arrays.fill(memoVictims, null);
      memoSize = 0;
    }
    for (int i = 0; i < n; i++) {
      victim(i, this.events[i].victim());
    }
    return this;
  }

  /** Capture {@code i}'s victim's kind and value: from the memo, else looked up (and remembered while there is room). */
  private void victim(int i, String victim) {
    String[] v = memoVictims;
    int n = memoSize;
    // By identity first: a game's rules name their victims with a few constant strings (chess: 12).
    for (int k = 0; k < n; k++) {
      if (v[k] == victim) {
        kinds[i] = memoKinds[k];
        values[i] = memoValues[k];
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
      memoSize++;
    }
  }

  /** Capture {@code i}'s {@code captured_kind}. */
  String capturedKind(int i) {
    return kinds[i];
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Object[] row(int row) {
    return TableRows.capture(game, events[row], attackerValues.get(row));
  }

  @Override
  public Object value(int column, int row) {
    return switch (WHAT[column]) {
      case GAME_ID -> game.gameId();
      case PLY -> events[row].ply();
      case SIDE -> events[row].side();
      case METHOD -> events[row].method();
      case CAPTURED -> events[row].victim();
      case CAPTURED_KIND -> kinds[row];
      case CAPTURED_VALUE -> values[row];
      case SCOPE -> events[row].scope();
      case SQUARE -> events[row].square();
      case ATTACKERS -> events[row].attackers();
      case ATTACKER_VALUES -> attackerValues.get(row);
      case ATTACKER_PIECES -> events[row].attackerPieces();
      case GAME -> game.game();
      case RULES -> game.rules();
      default -> game.ingestRun();
    };
  }

  @Override
  public void values(int column, int from, int to, Object[] out) {
    CaptureEvent[] e = events;
    int n = to - from;
    switch (WHAT[column]) { // one test of the column per run of rows, then a plain loop
      case SIDE -> {
        for (int k = 0; k < n; k++) {
          out[k] = e[from + k].side();
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
      case ATTACKER_VALUES -> {
        for (int k = 0; k < n; k++) {
          out[k] = attackerValues.get(from + k);
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
