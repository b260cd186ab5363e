package org.ludoteca.chess960.agents;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteca.chess960.ChessGame;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.selfplay.PlayedGame;

/**
 * Plays one game of chess or Chess960 between two agents. Chess starts from the standard
 * position; Chess960 from start position {@code n}, a uniform Scharnagl number drawn from the
 * game's seed (written as {@code Variant "Chess960"}, {@code SetUp "1"} and {@code FEN}). The game
 * runs to the end the rules find (checkmate, stalemate, insufficient material, fivefold
 * repetition, 75 moves), or until threefold repetition or the fifty-move rule holds (claimed at
 * once: {@code 1/2-1/2} with that Termination), or the ply cap ({@code *}, {@code ply-limit}).
 * Moves are written in SAN. The game depends only on the game, the agents, the seed and the cap.
 */
public final class ChessSelfPlay {
  private final ChessGame game;
  private final ChessAgent white;
  private final ChessAgent black;
  private final int maxPlies;

  public ChessSelfPlay(ChessGame game, ChessAgent white, ChessAgent black, int maxPlies) {
    if (maxPlies < 1) {
      throw new IllegalArgumentException("max plies must be 1 or more, was " + maxPlies);
    }
    this.game = java.util.Objects.requireNonNull(game, "game");
    this.white = white;
    this.black = black;
    this.maxPlies = maxPlies;
  }

  /** The start position of the game with this seed. */
  public Position start(long seed) {
    if (game == ChessGame.CHESS) {
      return StartPositions.standard();
    }
    return StartPositions.scharnagl(new SplittableRandom(seed ^ 0x960960960L).nextInt(960));
  }

  /** Plays game number {@code round} (for the Round tag) with {@code seed}. */
  public PlayedGame play(long seed, long round) {
    SplittableRandom whiteRandom = new SplittableRandom(seed);
    SplittableRandom blackRandom = new SplittableRandom(seed ^ 0x5DEECE66DL);
    Position start = start(seed);
    org.ludoteca.chess960.ChessSession session = org.ludoteca.chess960.ChessSession.of(start);
    List<String> moves = new ArrayList<>();
    GameReplayer.Ending end = null;
    while (moves.size() < maxPlies) {
      Position p = session.position();
      boolean whiteToMove = session.sideToMove().equals("white");
      Move m = (whiteToMove ? white : black).choose(p, session.legalMoves(), whiteToMove ? whiteRandom : blackRandom);
      moves.add(San.write(p, m));
      Optional<GameReplayer.Ending> ending = session.play(m).ending();
      if (ending.isEmpty()) {
        ending = session.claimable();
      }
      if (ending.isPresent()) {
        end = ending.get();
        break;
      }
    }
    String result = end == null ? "*" : end.resultToken();
    String termination = end == null ? "ply-limit" : end.termination();
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Ludoteca self-play");
    tags.put("Site", "ludoteca generate");
    tags.put("Round", Long.toString(round));
    tags.put("White", white.name());
    tags.put("Black", black.name());
    tags.put("WhiteAgent", white.name());
    tags.put("BlackAgent", black.name());
    tags.put("Result", result);
    tags.put("Game", game.name());
    tags.put("Rules", game.defaultRules());
    if (game == ChessGame.CHESS960) {
      tags.put("Variant", "Chess960");
      tags.put("SetUp", "1");
      tags.put("FEN", ChessFen.write(start));
    }
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Termination", termination);
    tags.put("PlyCount", Integer.toString(moves.size()));
    return new PlayedGame(tags, moves, result, termination, end == null ? null : end.winner(), "white");
  }
}
