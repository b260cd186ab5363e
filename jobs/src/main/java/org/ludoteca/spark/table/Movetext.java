package org.ludoteca.spark.table;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.split;
import static org.apache.spark.sql.functions.when;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

/**
 * The moves of a {@code games} row as one string, {@code movetext}: the move tokens joined by
 * single spaces (data/FORMAT.md section 9). The ingest writes {@code movetext} instead of the
 * {@code moves} array whenever the tokens come back from it unchanged (none empty, none holding a
 * space), which is one Parquet value per game instead of one per ply; otherwise it writes {@code
 * moves} and leaves {@code movetext} null. {@link #view} gives readers both columns for every
 * row, of runs written before {@code movetext} too.
 */
public final class Movetext {
  private Movetext() {}

  /**
   * {@link #of(List)} of a record's moves, from what the record knows: its moves joined ({@link
   * org.ludoteca.record.GameRecord#movetext}, as the byte-level reader joined them while reading),
   * or null when they would not split back ({@link
   * org.ludoteca.record.GameRecord#movetextSplitsBack}, found while reading them too).
   */
  public static String of(org.ludoteca.record.GameRecord g) {
    return g.movetextSplitsBack() ? g.movetext() : null;
  }

  /** The tokens joined by spaces, or null when a token is empty or holds a space (the join would not split back). */
  public static String of(List<String> moves) {
    if (!splitsBack(moves)) {
      return null;
    }
    StringBuilder b = new StringBuilder(moves.size() * 5);
    for (int i = 0, n = moves.size(); i < n; i++) {
      if (i > 0) {
        b.append(' ');
      }
      b.append(moves.get(i));
    }
    return b.toString();
  }

  /** Whether the tokens joined by single spaces split back into them: none null or empty, none holding a space. */
  private static boolean splitsBack(List<String> moves) {
    for (int i = 0, n = moves.size(); i < n; i++) {
      String m = moves.get(i);
      if (m == null || m.isEmpty() || m.indexOf(' ') >= 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code games} as readers want it, whichever way each row was written: {@code moves} the
   * array of tokens (split from {@code movetext} where that was written; an empty string is no
   * move), {@code movetext} the tokens joined by spaces (joined from {@code moves} in runs
   * written before the column, and for the rows whose tokens a join would change). The columns
   * keep their places.
   */
  public static Dataset<Row> view(Dataset<Row> games) {
    Column text = col("movetext");
    Column moves = when(text.isNull(), col("moves"))
        .when(text.equalTo(""), array().cast(DataTypes.createArrayType(DataTypes.StringType)))
        .otherwise(split(text, " "));
    return games.withColumn("moves", moves).withColumn("movetext", coalesce(text, concat_ws(" ", col("moves"))));
  }
}
