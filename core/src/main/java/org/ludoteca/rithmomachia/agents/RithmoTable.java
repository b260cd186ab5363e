package org.ludoteca.rithmomachia.agents;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteca.game.Agents;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Winner;
import org.ludoteca.rithmomachia.GameEnd;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Termination;
import org.ludoteca.rithmomachia.notation.MoveNotation;

/**
 * Two Rithmomachia agents under one rule set, for the shared self-play loop: each game starts
 * from the rule set's start and runs to the end the rules find. A victory is won by its winner
 * with its label; {@code no-legal-move} is a draw.
 */
public final class RithmoTable implements Agents.Table {
  private final Rithmomachia engine;
  private final Agent white;
  private final Agent black;

  public RithmoTable(Rithmomachia engine, Agent white, Agent black) {
    this.engine = java.util.Objects.requireNonNull(engine, "engine");
    this.white = white;
    this.black = black;
  }

  @Override
  public String game() {
    return "rithmomachia";
  }

  @Override
  public String rules() {
    return engine.rules().name();
  }

  @Override
  public String white() {
    return white.name();
  }

  @Override
  public String black() {
    return black.name();
  }

  @Override
  public Agents.Match match(long seed) {
    return new Match(engine.start());
  }

  private final class Match implements Agents.Match {
    private final org.ludoteca.game.Side firstMover;
    private Position position;
    private GameReplayer.Ending ending;

    Match(Position start) {
      this.position = start;
      this.firstMover = start.toMove().gameSide();
    }

    @Override
    public org.ludoteca.game.Side firstMover() {
      return firstMover;
    }

    @Override
    public boolean whiteToMove() {
      return position.toMove() == Side.WHITE;
    }

    @Override
    public Optional<GameReplayer.Ending> ending() {
      return Optional.ofNullable(ending);
    }

    @Override
    public Optional<String> playNext(SplittableRandom random) {
      List<Move> legal = engine.legalMoves(position);
      Move m = (whiteToMove() ? white : black).choose(engine, position, legal, random);
      MoveResult r = engine.playLegal(position, m);
      position = r.position();
      if (r.end().isPresent()) {
        GameEnd end = r.end().get();
        ending = new GameReplayer.Ending(end.termination().label(), end.termination() == Termination.NO_LEGAL_MOVE
            ? Winner.DRAW : Winner.of(end.winner().orElseThrow().gameSide()));
      }
      return Optional.of(MoveNotation.write(m));
    }
  }
}
