package org.ludoteca.hexapawn;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Side;
import org.ludoteca.game.StartPositionKeys;

/**
 * Hexapawn (Martin Gardner, Scientific American, March 1962), a game written only in the test
 * tree to prove that a game needs no change to main code: registered as a service in {@code
 * META-INF/services/org.ludoteca.game.GameProvider} (through {@link HexapawnProvider}), it goes through replay, the ingest, the statistics
 * and the report pages like the real games.
 *
 * <p>Rules (rule set {@code gardner}): a 3×3 board, files a to c, ranks 1 to 3; White's three
 * pawns on rank 1, Black's on rank 3; White moves first. A pawn moves one square straight forward
 * to an empty square ({@code a1-a2}), or captures an enemy pawn one square diagonally forward
 * ({@code a2xb3}). A player wins by bringing a pawn to the far rank ({@code far-row}), by
 * capturing every enemy pawn ({@code no-pawns}), or when the opponent has no legal move on their
 * turn ({@code no-move}). There are no draws.
 *
 * <p>Positions are written as a FEN of the ranks 3 to 1 ({@code P} White, {@code p} Black, a digit
 * for a run of empty squares) and the side to move: the start is {@code ppp/3/PPP w}.
 */
public final class HexapawnGame implements Game {
  static final String NAME = "hexapawn";
  static final String RULES = "gardner";

  /** For {@link HexapawnProvider}, which registers the one instance. */
  HexapawnGame() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String defaultRules() {
    return RULES;
  }

  @Override
  public Set<String> ruleSetNames() {
    return Set.of(RULES);
  }

  @Override
  public Set<String> terminationNames() {
    return Set.of(HexapawnPosition.FAR_ROW, HexapawnPosition.NO_PAWNS, HexapawnPosition.NO_MOVE);
  }

  @Override
  public GameReplayer replayer(String rules) throws GameException {
    if (!RULES.equals(java.util.Objects.requireNonNull(rules, "rules"))) {
      throw new GameException("unknown rule set '" + rules + "' for " + NAME + "; known: " + RULES);
    }
    return new GameReplayer() {
      @Override
      public String rules() {
        return RULES;
      }

      @Override
      public Session start(String fen) throws GameException {
        return new HexapawnSession(fen == null ? HexapawnPosition.START : HexapawnPosition.read(fen));
      }
    };
  }

  /** Every piece is a pawn. */
  @Override
  public Optional<String> pieceKind(String token) {
    return "P".equals(token) || "p".equals(token) ? Optional.of("pawn") : Optional.empty();
  }

  /** A start position is keyed by its board; none has a number. */
  @Override
  public Optional<StartPositionKeys> startPositionKeys() {
    return Optional.of(new StartPositionKeys() {
      @Override
      public String key(String startFen) {
        return startFen == null ? null : startFen.split(" ", 2)[0];
      }

      @Override
      public OptionalInt number(String key) {
        return OptionalInt.empty();
      }

      @Override
      public boolean drawnPerGame() {
        return false;
      }
    });
  }

  /** A replay in progress: the position, and the ply count for the capture events. */
  private static final class HexapawnSession implements GameReplayer.Session {
    private HexapawnPosition position;
    private int ply;

    HexapawnSession(HexapawnPosition start) {
      position = start;
    }

    @Override
    public String fen() {
      return position.fen();
    }

    @Override
    public Side sideToMove() {
      return position.whiteToMove() ? Side.WHITE : Side.BLACK;
    }

    @Override
    public GameReplayer.Step play(String token) throws org.ludoteca.game.MoveException {
      HexapawnPosition.Played p = position.play(token, ply + 1);
      position = p.after();
      ply++;
      return new GameReplayer.Step(p.capture().map(List::of).orElse(List.of()), position.ending());
    }

    @Override
    public OptionalInt legalMoveCount() {
      return OptionalInt.of(position.legalMoves().size());
    }
  }
}
