package org.ludoteca.rithmomachia.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.MoveException;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.rithmomachia.Capture;
import org.ludoteca.rithmomachia.IllegalMoveException;
import org.ludoteca.rithmomachia.Move;
import org.ludoteca.rithmomachia.MoveResult;
import org.ludoteca.rithmomachia.Position;
import org.ludoteca.rithmomachia.PositionException;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Square;
import org.ludoteca.rithmomachia.Termination;
import org.ludoteca.rithmomachia.notation.FenSyntaxException;
import org.ludoteca.rithmomachia.notation.MoveNotation;
import org.ludoteca.rithmomachia.notation.MoveSyntaxException;
import org.ludoteca.rithmomachia.notation.RithmoFen;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/**
 * Rithmomachia as a {@link Game}: records name it {@code rithmomachia}; rule sets are the presets
 * of {@link RuleSets} ({@code cvr} by default); positions are the CVR modified FEN read strictly
 * ({@link RithmoFen}); moves are record notation ({@link MoveNotation}); the ends are the labels
 * of {@link Termination}, {@code no-legal-move} being a draw. Each {@link Capture} becomes one
 * {@link CaptureEvent} with the victim's FEN token and scope {@code piece}, {@code whole} (a
 * pyramid taken whole) or {@code component}.
 */
public final class RithmomachiaGame implements Game {
  /** The one instance, registered in {@link org.ludoteca.game.Games}. */
  public static final RithmomachiaGame INSTANCE = new RithmomachiaGame();

  private static final Set<String> TERMINATIONS = terminations();

  private RithmomachiaGame() {}

  /** A record with a FEN tag whose board has 16 rows (15 slashes) is a Rithmomachia position. */
  @Override
  public boolean recognizes(org.ludoteca.record.GameRecord record) {
    return record.tag("FEN").map(fen -> {
      String board = fen.strip().split("\\s+", 2)[0];
      return board.chars().filter(c -> c == '/').count() == 15;
    }).orElse(false);
  }

  @Override
  public String name() {
    return "rithmomachia";
  }

  /** Circle, triangle, square or pyramid, from the token's first letter. */
  @Override
  public java.util.Optional<String> pieceKind(String token) {
    return org.ludoteca.rithmomachia.notation.PieceNumbers.kind(token);
  }

  /** The number the token carries; a pyramid's, the sum of its components'. */
  @Override
  public java.util.OptionalInt pieceValue(String token) {
    return org.ludoteca.rithmomachia.notation.PieceNumbers.value(token);
  }

  /** Every piece carries a number: the game is one of numbers. */
  @Override
  public boolean piecesCarryValues() {
    return true;
  }

  @Override
  public int pieceValueAt(String fen, String square) {
    return org.ludoteca.rithmomachia.notation.PieceNumbers.valueAt(fen, square);
  }

  /** The CVR FEN of a compact code ({@code CompactPosition}, docs/compact.md). */
  @Override
  public java.util.Optional<String> decodePosition(byte[] code) throws org.ludoteca.game.GameException {
    try {
      return java.util.Optional.of(org.ludoteca.rithmomachia.notation.RithmoFen.write(
          org.ludoteca.rithmomachia.notation.CompactPosition.decode(code)));
    } catch (org.ludoteca.rithmomachia.notation.CompactCodecException e) {
      throw new org.ludoteca.game.GameException("bad compact position: " + e.getMessage(), e);
    }
  }

  @Override
  public String defaultRules() {
    return RuleSets.DEFAULT;
  }

  @Override
  public Set<String> ruleSetNames() {
    return Collections.unmodifiableSet(new LinkedHashSet<>(RuleSets.presets().keySet()));
  }

  @Override
  public Set<String> terminationNames() {
    return TERMINATIONS;
  }

  /** The rule set's start position: what a replay without a {@code FEN} tag starts from. */
  @Override
  public Optional<String> startPosition(String rules) throws GameException {
    return Optional.of(replayer(rules).start(null).fen());
  }

  /** Draws a FEN packet with {@link org.ludoteca.rithmomachia.notation.BoardSvg}. */
  @Override
  public Optional<org.ludoteca.game.BoardDrawing> drawing() {
    return Optional.of(new org.ludoteca.game.BoardDrawing() {
      @Override
      public String svg(String fen, Set<String> captured) throws GameException {
        try {
          return org.ludoteca.rithmomachia.notation.BoardSvg.draw(fen, captured);
        } catch (FenSyntaxException e) {
          throw new GameException(e.error().describe(), e);
        }
      }

      @Override
      public List<org.ludoteca.game.BoardDrawing.Spot> spots(String fen) {
        return org.ludoteca.rithmomachia.notation.BoardSvg.spots();
      }
    });
  }

  @Override
  public GameReplayer replayer(String rules) throws GameException {
    java.util.Objects.requireNonNull(rules, "rules");
    try {
      return new Replayer(rules, Rithmomachia.of(RuleSets.named(rules)));
    } catch (RuleSetException e) {
      throw new GameException(e.getMessage(), e);
    }
  }

  private static Set<String> terminations() {
    Set<String> s = new LinkedHashSet<>();
    for (Termination t : Termination.values()) {
      s.add(t.label());
    }
    return Collections.unmodifiableSet(s);
  }

  /** Converts the engine's capture to the shared event. */
  static CaptureEvent event(int ply, Side side, Capture c) {
    String scope = switch (c.scope()) {
      case PIECE -> "piece";
      case WHOLE_PYRAMID -> "whole";
      case PYRAMID_COMPONENT -> "component";
    };
    return new CaptureEvent(ply, side.gameSide(), c.method().label(), c.victim().symbol(), c.square().name(), scope,
        c.attackers().stream().map(Square::name).toList());
  }

  private record Replayer(String rules, Rithmomachia engine) implements GameReplayer {
    @Override
    public Session start(String fen) throws GameException {
      if (fen == null) {
        return new RithmoSession(engine, engine.start());
      }
      try {
        return new RithmoSession(engine, RithmoFen.parsePosition(fen, RithmoFen.Mode.STRICT));
      } catch (FenSyntaxException e) {
        throw new GameException("bad FEN tag: " + e.getMessage(), e);
      } catch (PositionException e) {
        throw new GameException("FEN tag is not a playable position: " + e.getMessage(), e);
      }
    }
  }

  private static final class RithmoSession implements GameReplayer.Session {
    private final Rithmomachia engine;
    private Position position;
    private int ply;

    RithmoSession(Rithmomachia engine, Position start) {
      this.engine = engine;
      this.position = start;
    }

    @Override
    public String fen() {
      return RithmoFen.write(position);
    }

    @Override
    public org.ludoteca.game.Side sideToMove() {
      return position.toMove().gameSide();
    }

    /** The current position's {@link org.ludoteca.rithmomachia.notation.CompactPosition} code. */
    @Override
    public Optional<byte[]> compactPosition() {
      return Optional.of(org.ludoteca.rithmomachia.notation.CompactPosition.encode(position));
    }

    @Override
    public java.util.OptionalInt pieceValueAt(String square) {
      org.ludoteca.rithmomachia.Piece piece = Square.parse(square).map(position::pieceAt).orElse(null);
      return piece == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(piece.value());
    }

    @Override
    public java.util.OptionalInt legalMoveCount() {
      return java.util.OptionalInt.of(engine.legalMoves(position).size());
    }

    /** {@code <from>-<to>} ({@link MoveNotation#write}), as {@code ludoteca moves} prints them. */
    @Override
    public Optional<List<GameReplayer.LegalMove>> listLegalMoves() {
      List<Move> moves = engine.legalMoves(position);
      List<GameReplayer.LegalMove> out = new ArrayList<>(moves.size());
      for (Move m : moves) {
        out.add(new GameReplayer.LegalMove(MoveNotation.write(m), m.from().name(), m.to().name()));
      }
      return Optional.of(out);
    }

    @Override
    public GameReplayer.Step play(String token) throws MoveException {
      Move move;
      try {
        move = MoveNotation.resolve(engine, position, token);
      } catch (MoveSyntaxException e) {
        throw new MoveException(e.getMessage(), true);
      } catch (IllegalMoveException e) {
        throw new MoveException(e.getMessage(), false);
      }
      Side mover = position.toMove();
      MoveResult r = engine.playLegal(position, move);
      ply++;
      List<CaptureEvent> events = new ArrayList<>(r.captures().size());
      for (Capture c : r.captures()) {
        events.add(event(ply, mover, c));
      }
      position = r.position();
      Optional<GameReplayer.Ending> ending = r.end().map(e ->
          new GameReplayer.Ending(e.termination().label(), e.outcome()));
      return new GameReplayer.Step(events, ending);
    }
  }
}
