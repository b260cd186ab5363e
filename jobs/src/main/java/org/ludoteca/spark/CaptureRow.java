package org.ludoteca.spark;

import java.io.Serializable;
import java.util.List;
import org.apache.spark.sql.Encoder;
import org.apache.spark.sql.Encoders;

/** One row of the {@code captures} table: one capture event of a replayed game. See {@link Tables#CAPTURES}. */
public class CaptureRow implements Serializable {
  private static final long serialVersionUID = 1L;
  public static final Encoder<CaptureRow> ENCODER = Encoders.bean(CaptureRow.class);

  private String gameId;
  private int ply;
  private String side;
  private String method;
  private String captured;
  private String capturedKind;
  private Integer capturedValue;
  private String scope;
  private String square;
  private List<String> attackers;
  private List<Integer> attackerValues;
  private List<String> attackerPieces;
  private String game;
  private String rules;
  private String ingestRun;

  public String getGameId() { return gameId; }
  public void setGameId(String v) { gameId = v; }
  public int getPly() { return ply; }
  public void setPly(int v) { ply = v; }
  public String getSide() { return side; }
  public void setSide(String v) { side = v; }
  public String getMethod() { return method; }
  public void setMethod(String v) { method = v; }
  public String getCaptured() { return captured; }
  public void setCaptured(String v) { captured = v; }
  public String getCapturedKind() { return capturedKind; }
  public void setCapturedKind(String v) { capturedKind = v; }
  public Integer getCapturedValue() { return capturedValue; }
  public void setCapturedValue(Integer v) { capturedValue = v; }
  public String getScope() { return scope; }
  public void setScope(String v) { scope = v; }
  public String getSquare() { return square; }
  public void setSquare(String v) { square = v; }
  public List<String> getAttackers() { return attackers; }
  public void setAttackers(List<String> v) { attackers = v; }
  public List<Integer> getAttackerValues() { return attackerValues; }
  public void setAttackerValues(List<Integer> v) { attackerValues = v; }
  public List<String> getAttackerPieces() { return attackerPieces; }
  public void setAttackerPieces(List<String> v) { attackerPieces = v; }
  public String getGame() { return game; }
  public void setGame(String v) { game = v; }
  public String getRules() { return rules; }
  public void setRules(String v) { rules = v; }
  public String getIngestRun() { return ingestRun; }
  public void setIngestRun(String v) { ingestRun = v; }
}
