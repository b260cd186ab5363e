package org.ludoteca.spark;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/**
 * One row of the {@code games} table: a record the reader read, replayed (any verdict). Columns
 * are the snake_case forms of the properties, in the order of {@link Tables#GAMES}.
 */
public class GameRow implements Serializable {
  private static final long serialVersionUID = 1L;
  /** Encodes rows with camelCase columns; {@link Tables#toTable} renames them. */
  public static final Encoder<GameRow> ENCODER = Encoders.bean(GameRow.class);

  private String gameId;
  private String source;
  private long offset;
  private String game;
  private String rules;
  private Map<String, String> tags;
  private String startFen;
  private List<String> moves;
  private String declaredResult;
  private String declaredTermination;
  private String verdict;
  private int errorPly;
  private String error;
  private int plies;
  private String winner;
  private String termination;
  private String finalFen;
  private String firstMover;
  private String ingestRun;

  public String getGameId() { return gameId; }
  public void setGameId(String v) { gameId = v; }
  public String getSource() { return source; }
  public void setSource(String v) { source = v; }
  public long getOffset() { return offset; }
  public void setOffset(long v) { offset = v; }
  public String getGame() { return game; }
  public void setGame(String v) { game = v; }
  public String getRules() { return rules; }
  public void setRules(String v) { rules = v; }
  public Map<String, String> getTags() { return tags; }
  public void setTags(Map<String, String> v) { tags = v; }
  public String getStartFen() { return startFen; }
  public void setStartFen(String v) { startFen = v; }
  public List<String> getMoves() { return moves; }
  public void setMoves(List<String> v) { moves = v; }
  public String getDeclaredResult() { return declaredResult; }
  public void setDeclaredResult(String v) { declaredResult = v; }
  public String getDeclaredTermination() { return declaredTermination; }
  public void setDeclaredTermination(String v) { declaredTermination = v; }
  public String getVerdict() { return verdict; }
  public void setVerdict(String v) { verdict = v; }
  public int getErrorPly() { return errorPly; }
  public void setErrorPly(int v) { errorPly = v; }
  public String getError() { return error; }
  public void setError(String v) { error = v; }
  public int getPlies() { return plies; }
  public void setPlies(int v) { plies = v; }
  public String getWinner() { return winner; }
  public void setWinner(String v) { winner = v; }
  public String getTermination() { return termination; }
  public void setTermination(String v) { termination = v; }
  public String getFinalFen() { return finalFen; }
  public void setFinalFen(String v) { finalFen = v; }
  public String getFirstMover() { return firstMover; }
  public void setFirstMover(String v) { firstMover = v; }
  public String getIngestRun() { return ingestRun; }
  public void setIngestRun(String v) { ingestRun = v; }
}
