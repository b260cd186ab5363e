package org.ludoteca.chess960.agents;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteca.chess960.game.ChessGame;
import org.ludoteca.chess960.game.ChessSession;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.game.Agents;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Side;

/**
 * Two agents at chess or Chess960, for the shared self-play loop. Chess starts from the standard
 * position; Chess960 from start position {@code n}, a uniform Scharnagl number drawn from the
 * game's seed (written as {@code Variant "Chess960"}, {@code SetUp "1"} and {@code FEN}). A game
 * runs to the end the rules find (checkmate, stalemate, insufficient material, fivefold
 * repetition, 75 moves), or until threefold repetition or the fifty-move rule holds (claimed at
 * once: {@code 1/2-1/2} with that Termination). Moves are written in SAN.
 */
public final class ChessTable implements Agents.Table {
  private final ChessGame game;
  private final ChessAgent white;
  private final ChessAgent black;

  public ChessTable(ChessGame game, ChessAgent white, ChessAgent black) {
    this.game = java.util.Objects.requireNonNull(game, "game");
    this.white = white;
    this.black = black;
  }

  /** The start position of the game with this seed. */
  public Position start(long seed) {
    if (game == ChessGame.CHESS) {
      return StartPositions.standard();
    }
    return StartPositions.scharnagl(new SplittableRandom(seed ^ 0x960960960L).nextInt(960));
  }

  @Override
  public String game() {
    return game.name();
  }

  @Override
  public String rules() {
    return game.defaultRules();
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
    return new Match(start(seed));
  }

  private final class Match implements Agents.Match {
    private final Position start;
    private final ChessSession session;
    private GameReplayer.Ending ending;

    Match(Position start) {
      this.start = start;
      this.session = ChessSession.of(start);
    }

    @Override
    public Map<String, String> setupTags() {
      if (game != ChessGame.CHESS960) {
        return Map.of();
      }
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Variant", "Chess960");
      tags.put("SetUp", "1");
      tags.put("FEN", ChessFen.write(start));
      return tags;
    }

    @Override
    public Side firstMover() {
      return Side.WHITE;
    }

    @Override
    public boolean whiteToMove() {
      return session.sideToMove() == Side.WHITE;
    }

    @Override
    public Optional<GameReplayer.Ending> ending() {
      return Optional.ofNullable(ending);
    }

    @Override
    public Optional<String> playNext(SplittableRandom random) {
      Position p = session.position();
      Move m = (whiteToMove() ? white : black).choose(p, session.legalMoves(), random);
      String san = San.write(p, m);
      Optional<GameReplayer.Ending> end = session.play(m).ending();
      if (end.isEmpty()) {
        end = session.claimable();
      }
      ending = end.orElse(null);
      return Optional.of(san);
    }
  }
}
