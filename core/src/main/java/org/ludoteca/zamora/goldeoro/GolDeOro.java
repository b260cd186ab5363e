package org.ludoteca.zamora.goldeoro;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ludoteca.zamora.Applied;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Removal;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraRules;
import org.ludoteca.zamora.caliz.CalizPosition;
import org.ludoteca.zamora.caliz.ChamberChess;

/**
 * The rules of El Gol de Oro (spec section 6, L910–1160).
 *
 * <p>Board, pieces and start of Un Cáliz para el Rey, with a ball on 8.5. There is no check or
 * mate. The ball is passed like the Cáliz. Moving onto an enemy piece is a foul: the victim is
 * carried like the ball, first with the fouler's geometry, then by the fouler's own pieces, to
 * an empty square other than the ball's (and no chamber square unless it is that chamber's
 * King); the fouler is then expelled. A pawn may foul diagonally and, under {@link
 * ZamoraRules#pawnFoulsStraight}, straight ahead. The ball on an empty square of the enemy
 * King's chambers is the golden goal and ends the game. A side with no legal turn draws.
 *
 * <p>Turns and the position text are as in {@link org.ludoteca.zamora.caliz.Caliz} ({@code @}
 * is the ball).
 */
public final class GolDeOro implements ZamoraGame<CalizPosition> {
  private final ZamoraRules rules;
  private final ChamberChess chess;

  public GolDeOro(ZamoraRules rules) {
    this.rules = rules;
    this.chess = new ChamberChess(true, rules);
  }

  @Override
  public String key() {
    return "goldeoro";
  }

  @Override
  public ZamoraRules rules() {
    return rules;
  }

  @Override
  public String label(Side side) {
    return side == Side.FIRST ? "WHITE" : "BLACK";
  }

  @Override
  public CalizPosition start() {
    return ChamberChess.start();
  }

  @Override
  public Side toMove(CalizPosition p) {
    return p.toMove();
  }

  @Override
  public List<Turn<CalizPosition>> legalTurns(CalizPosition p) {
    List<Turn<CalizPosition>> out = new ArrayList<>();
    if (ChamberChess.chamberOf(p.caliz()) != null) {
      return out;
    }
    chess.legal(p, false).forEach((t, n) -> out.add(new Turn<>(t, n)));
    return out;
  }

  @Override
  public List<Turn<CalizPosition>> completions(CalizPosition p, String pattern) {
    String[] parts = pattern.split(">");
    if (parts.length < 2 || parts[1].equals("?")) {
      return ZamoraGame.super.completions(p, pattern);
    }
    List<Turn<CalizPosition>> out = new ArrayList<>();
    chess.legal(p, false, org.ludoteca.zamora.Square.parse(parts[1])).forEach((t, n) -> {
      if (org.ludoteca.zamora.ZamoraReplay.fits(t, pattern)) {
        out.add(new Turn<>(t, n));
      }
    });
    return out;
  }

  @Override
  public Applied<CalizPosition> apply(CalizPosition p, String turn) {
    if (ChamberChess.chamberOf(p.caliz()) != null) {
      return Applied.rejected("the game is over");
    }
    ChamberChess.Played r;
    try {
      r = chess.play(p, ChamberChess.chain(turn));
    } catch (IllegalArgumentException e) {
      return Applied.rejected(e.getMessage());
    }
    return r.next() == null ? Applied.rejected(r.reason()) : Applied.ok(r.next());
  }

  /** Whether the turn {@code turn} in {@code p} is a foul (it must be legal). */
  public boolean isFoul(CalizPosition p, String turn) {
    return chess.play(p, ChamberChess.chain(turn)).foul();
  }

  /** The fouler a fouling turn expels: one per foul (the victim stays on the board, carried). */
  @Override
  public List<Removal> removals(CalizPosition before, String turn) {
    return chess.removals(before, turn);
  }

  /** Row 1 is the black King's chambers, where the first player delivers the ball: lower rows are its way. */
  @Override
  public int advance(CalizPosition p, Side side) {
    return side == Side.FIRST ? -p.caliz().row() : p.caliz().row();
  }

  @Override
  public Optional<Outcome> outcome(CalizPosition p) {
    Side chamber = ChamberChess.chamberOf(p.caliz());
    if (chamber != null) {
      return Optional.of(Outcome.win(chamber.opposite(), "golden goal on " + p.caliz()));
    }
    if (chess.legal(p, true).isEmpty()) {
      return Optional.of(Outcome.draw("stalemate"));
    }
    return Optional.empty();
  }

  @Override
  public List<String> verifyMarks(CalizPosition before, CalizPosition after, Set<String> marks) {
    if ((marks.contains("target") || marks.contains("target-inevitable"))
        && !chess.threatens(after, before.toMove())) {
      return List.of("marked '-' but there is no one-move threat to put the ball in the enemy "
          + "chambers");
    }
    return List.of();
  }

  @Override
  public String toText(CalizPosition p) {
    return ChamberChess.toText(p);
  }

  /** A position text; a side's King may be gone (expelled for a foul), as the rules leave it. */
  @Override
  public CalizPosition parse(String text) {
    return ChamberChess.parse(text, true);
  }
}
