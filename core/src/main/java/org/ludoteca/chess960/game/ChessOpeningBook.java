package org.ludoteca.chess960.game;

import java.util.Optional;
import org.ludoteca.chess960.Board;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.openings.OpeningTable;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Opening;
import org.ludoteca.game.OpeningBook;

/**
 * Standard chess's openings by lichess's data set ({@link OpeningTable#lichess()}): a game that
 * starts from the standard start is named by the deepest named position it reaches within the
 * table's horizon (the latest ply that reaches one), whatever its move order, as lichess names its
 * games. Each ply costs a hash of the session's board and one bit of a filter (a table probe when
 * the bit is set); after a pawn move or a capture, one more look-up says whether any named
 * position can still come ({@link OpeningTable#mayStillName}), and the search stops when none can
 * (on lichess's games, after 21 plies on average) or at the horizon. A set-up position other than
 * the standard start has no opening (lichess's search assumes the standard start too).
 */
final class ChessOpeningBook implements OpeningBook {
  static final ChessOpeningBook LICHESS = new ChessOpeningBook();

  /** The standard start's words, to recognise a session that starts there. */
  private static final Board START = StartPositions.standard().copyBoard();

  private ChessOpeningBook() {}

  @Override
  public Optional<Tracker> track(GameReplayer.Session session) {
    if (!(session instanceof ChessSession)) {
      return Optional.empty();
    }
    ChessSession chess = (ChessSession) session;
    Board b = chess.board();
    if (b.white != START.white || b.black != START.black || b.pawns != START.pawns || b.knights != START.knights
        || b.bishops != START.bishops || b.rooks != START.rooks || b.queens != START.queens
        || b.kings != START.kings || b.castle != START.castle || b.turn != START.turn || b.ep != START.ep) {
      return Optional.empty();
    }
    return Optional.of(new PlyTracker(chess, OpeningTable.lichess()));
  }

  /** One game's search: the plies seen and the deepest name found. */
  private static final class PlyTracker implements Tracker {
    private final ChessSession session;
    private final OpeningTable table;
    private final int horizon;
    private int ply;
    private Opening found;

    PlyTracker(ChessSession session, OpeningTable table) {
      this.session = session;
      this.table = table;
      this.horizon = table.horizon();
    }

    @Override
    public boolean played() {
      if (ply >= horizon) {
        return false;
      }
      ply++;
      Board b = session.board();
      Opening o = table.find(b);
      if (o != null) {
        found = o;
      }
      if (b.halfmove == 0 && !table.mayStillName(b)) {
        ply = horizon; // a pawn left its square or a piece was taken, and no named position can follow
      }
      return ply < horizon;
    }

    @Override
    public Optional<Opening> opening() {
      return Optional.ofNullable(found);
    }
  }
}
