package org.ludoteca.spark.ingest;

import org.ludoteca.spark.table.Table;

/**
 * The columns of {@code games} the ingest sets per game ({@link TableRows#game}, {@link
 * TypedColumns}), each found once: a row per game looks no name up.
 */
final class GamesColumns {
  static final Table.Column GAME_ID = Table.GAMES.column("game_id");
  static final Table.Column SOURCE = Table.GAMES.column("source");
  static final Table.Column OFFSET = Table.GAMES.column("offset");
  static final Table.Column TAGS = Table.GAMES.column("tags");
  static final Table.Column START_FEN = Table.GAMES.column("start_fen");
  static final Table.Column MOVES = Table.GAMES.column("moves");
  static final Table.Column MOVETEXT = Table.GAMES.column("movetext");
  static final Table.Column DECLARED_RESULT = Table.GAMES.column("declared_result");
  static final Table.Column DECLARED_TERMINATION = Table.GAMES.column("declared_termination");
  static final Table.Column VERDICT = Table.GAMES.column("verdict");
  static final Table.Column ERROR_PLY = Table.GAMES.column("error_ply");
  static final Table.Column ERROR = Table.GAMES.column("error");
  static final Table.Column PLIES = Table.GAMES.column("plies");
  static final Table.Column WINNER = Table.GAMES.column("winner");
  static final Table.Column TERMINATION = Table.GAMES.column("termination");
  static final Table.Column FINAL_FEN = Table.GAMES.column("final_fen");
  static final Table.Column FIRST_MOVER = Table.GAMES.column("first_mover");
  static final Table.Column CLOCKS = Table.GAMES.column("clocks");
  static final Table.Column EVALS = Table.GAMES.column("evals");
  static final Table.Column BOT = Table.GAMES.column("bot");
  static final Table.Column DECLARED_ENDING = Table.GAMES.column("declared_ending");
  static final Table.Column START_KIND = Table.GAMES.column("start_kind");
  static final Table.Column WHITE_ELO = Table.GAMES.column("white_elo");
  static final Table.Column BLACK_ELO = Table.GAMES.column("black_elo");
  static final Table.Column DATE = Table.GAMES.column("date");
  static final Table.Column TIME_CONTROL_BASE = Table.GAMES.column("time_control_base");
  static final Table.Column TIME_CONTROL_INCREMENT = Table.GAMES.column("time_control_increment");
  static final Table.Column ECO = Table.GAMES.column("eco");
  static final Table.Column OPENING = Table.GAMES.column("opening");
  static final Table.Column UCI = Table.GAMES.column("uci");
  static final Table.Column MOVE_SECONDS = Table.GAMES.column("move_seconds");
  static final Table.Column ACCURACY_WHITE = Table.GAMES.column("accuracy_white");
  static final Table.Column ACCURACY_BLACK = Table.GAMES.column("accuracy_black");
  static final Table.Column ACPL_WHITE = Table.GAMES.column("acpl_white");
  static final Table.Column ACPL_BLACK = Table.GAMES.column("acpl_black");
  static final Table.Column GAME = Table.GAMES.column("game");
  static final Table.Column RULES = Table.GAMES.column("rules");
  static final Table.Column INGEST_RUN = Table.GAMES.column("ingest_run");

  private GamesColumns() {}
}
