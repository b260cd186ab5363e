package org.ludoteca.zamora.caliz;

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

/**
 * The rules of Un Cáliz para el Rey (spec section 5, L639–909).
 *
 * <p>Chess on the 15×9 board of {@link ChamberChess}, without double steps, en passant or
 * castling; pawns promote to a Queen on the last full row. A piece moving onto the Cáliz must
 * pass it on with its own geometry in the same turn, along a chain of own pieces, to an empty
 * square (never the own King's chambers). No turn may leave the own King in check. A side wins
 * by checkmate or by putting the Cáliz on an empty square of the enemy King's chambers; a
 * stalemate is a draw.
 *
 * <p>Turns are chains {@code a>b>…} ({@link ChamberChess}). The position text is {@code
 * <board> <w|b>}, rows from row 1 (the black chambers), e.g. the start {@code
 * 1k1/2b3r2/9/1r2p2b1/3n1n3/4q4/2p3p2/4@4/2P3P2/4Q4/3N1N3/1B2P2R1/9/2R3B2/1K1 w}.
 */
public final class Caliz implements ZamoraGame<CalizPosition> {
  private final ZamoraRules rules;
  private final ChamberChess chess;

  public Caliz(ZamoraRules rules) {
    this.rules = rules;
    this.chess = new ChamberChess(false, rules);
  }

  @Override
  public String key() {
    return "caliz";
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

  /** The piece a capturing turn takes: one per capture (a relay never captures). */
  @Override
  public List<Removal> removals(CalizPosition before, String turn) {
    return chess.removals(before, turn);
  }

  /** Row 1 is the black King's chambers, where the first player delivers the Cáliz: lower rows are its way. */
  @Override
  public int advance(CalizPosition p, Side side) {
    return side == Side.FIRST ? -p.caliz().row() : p.caliz().row();
  }

  @Override
  public Optional<Outcome> outcome(CalizPosition p) {
    Side chamber = ChamberChess.chamberOf(p.caliz());
    if (chamber != null) {
      return Optional.of(Outcome.win(chamber.opposite(), "Cáliz on " + p.caliz()));
    }
    if (chess.legal(p, true).isEmpty()) {
      return Optional.of(ChamberChess.inCheck(p, p.toMove())
          ? Outcome.win(p.toMove().opposite(), "checkmate")
          : Outcome.draw("stalemate"));
    }
    return Optional.empty();
  }

  @Override
  public List<String> verifyMarks(CalizPosition before, CalizPosition after, Set<String> marks) {
    List<String> w = new ArrayList<>();
    Side mover = before.toMove();
    boolean check = ChamberChess.inCheck(after, mover.opposite());
    boolean mate = check && chess.legal(after, true).isEmpty();
    boolean markedCheck = marks.contains("check") || marks.contains("mate");
    if (markedCheck && !check) {
      w.add("marked '+' but the " + mover.opposite().gameSide().label() + " King is not in check");
    }
    if (!markedCheck && check) {
      w.add("check not marked '+'");
    }
    if (marks.contains("mate") && !mate) {
      w.add("marked '++' but it is not mate");
    }
    if ((marks.contains("target") || marks.contains("target-inevitable"))
        && !chess.threatens(after, mover)) {
      w.add("marked '-' but there is no one-move threat to put the Cáliz in the enemy chambers");
    }
    return w;
  }

  @Override
  public String toText(CalizPosition p) {
    return ChamberChess.toText(p);
  }

  @Override
  public CalizPosition parse(String text) {
    return ChamberChess.parse(text);
  }
}
