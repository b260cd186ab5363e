package org.ludoteca.chess960.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ludoteca.TestData;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.San;
import org.ludoteca.game.Games;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Opening;
import org.ludoteca.game.OpeningBook;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordReader;

class ChessOpeningBookTest {
  private static final OpeningBook BOOK = ChessGame.CHESS.openingBook().orElseThrow();

  /** The opening the book gives a game of SAN moves from {@code fen} (null: the standard start), playing every ply. */
  private static Optional<Opening> opening(String fen, String moves) throws Exception {
    GameReplayer.Session s = ChessGame.CHESS.replayer("standard").start(fen);
    Optional<OpeningBook.Tracker> t = BOOK.track(s);
    if (t.isEmpty()) {
      return Optional.empty();
    }
    for (String token : moves.split(" ")) {
      s.play(token);
      t.get().played();
    }
    return t.get().opening();
  }

  @Test
  void openingBook_chessOnly() throws Exception {
    assertTrue(Games.named("chess").openingBook().isPresent());
    assertTrue(Games.named("chess960").openingBook().isEmpty());
  }

  @Test
  void track_deepestNamedPosition() throws Exception {
    // Ruy Lopez after 3. Bb5; 3... Qh4?! and 4. h3 reach no named position: the deepest stays
    assertEquals(Optional.of(new Opening("C60", "Ruy Lopez")), opening(null, "e4 e5 Nf3 Nc6 Bb5 Qh4 h3"));
  }

  @Test
  void track_transposition() throws Exception {
    assertEquals(Optional.of(new Opening("D02", "Queen's Pawn Game: Zukertort Variation")),
        opening(null, "Nf3 d5 d4 Qd6"));
  }

  @Test
  void track_standardStartWrittenAsFen() throws Exception {
    assertEquals(Optional.of(new Opening("B20", "Sicilian Defense")),
        opening("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e4 c5"));
  }

  @Test
  void track_setUpPosition_none() throws Exception {
    // the position after 1. e4, set up: lichess names no From Position game either
    GameReplayer.Session s = ChessGame.CHESS.replayer("standard")
        .start("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assertTrue(BOOK.track(s).isEmpty());
  }

  @Test
  void track_chess960Session_none() throws Exception {
    GameReplayer.Session s = ChessGame.CHESS960.replayer("chess960").start(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assertTrue(BOOK.track(s).isEmpty());
  }

  @Test
  void played_stopsAtTheHorizon() throws Exception {
    GameReplayer.Session s = ChessGame.CHESS.replayer("standard").start(null);
    OpeningBook.Tracker t = BOOK.track(s).orElseThrow();
    // ten rounds of knight moves back and forth (40 plies) end on the start position, then 1. e4 c5
    String shuffle = "Nf3 Nf6 Ng1 Ng8";
    Opening atPly38 = null;
    for (int ply = 1; ply <= 40; ply++) {
      s.play(shuffle.split(" ")[(ply - 1) % 4]);
      boolean more = t.played();
      assertEquals(ply < 40, more, "at ply " + ply);
      if (ply == 38) {
        atPly38 = t.opening().orElseThrow();
      }
    }
    s.play("e4");
    assertFalse(t.played());
    s.play("c5");
    assertFalse(t.played());
    // the Sicilian, reached at ply 42, is past lichess's 40 plies; the last name is that of 1. Nf3 Nf6
    assertEquals(Optional.of(atPly38), t.opening());
    assertEquals(Optional.of(OpeningTableOracle.table().get(position("Nf3 Nf6"))), t.opening());
  }

  @Test
  void played_stopsWhenNoNamedPositionCanFollow() throws Exception {
    GameReplayer.Session s = ChessGame.CHESS.replayer("standard").start(null);
    OpeningBook.Tracker t = BOOK.track(s).orElseThrow();
    String[] moves = "a4 h5 b4 g5 c4 f5 d4 e5 e4 d5 f4 c5 g4 b5 h4 a5".split(" ");
    int stopped = 0;
    Opening last = null;
    Map<Position, Opening> table = OpeningTableOracle.table();
    for (int i = 0; i < moves.length; i++) {
      s.play(moves[i]);
      Position p = ((ChessSession) s).position();
      last = table.getOrDefault(p, last);
      if (!t.played() && stopped == 0) {
        stopped = i + 1;
      }
    }
    // every pawn has left its square by ply 16: the search stopped then or before, the name kept
    assertTrue(stopped >= 1 && stopped <= 16, "stopped at " + stopped);
    assertEquals(Optional.ofNullable(last), t.opening());
  }

  /** The position after SAN moves from the standard start. */
  private static Position position(String moves) throws Exception {
    ChessSession s = ChessSession.of(StartPositions.standard());
    for (String token : moves.split(" ")) {
      s.play(token);
    }
    return s.position();
  }

  /**
   * The book against a second reading of the data set, on the 986 real lichess games with moves:
   * every line played with {@link San#read} into checked {@link Position}s, a map by {@link
   * Position#equals} (the engine's own position equality, which counts an en-passant square only
   * when the capture is legal); each game's positions after plies 1 to 40 looked up in it, the
   * last found kept.
   */
  @Test
  void track_agreesWithAMapOfPositions() throws Exception {
    Map<Position, Opening> table = OpeningTableOracle.table();
    int games = 0;
    try (RecordReader in = RecordReader.open(TestData.resource(
        "lichess-2021-10/lichess_db_standard_rated_2021-10.head999.pgn.zst"))) {
      while (in.hasNext()) {
        GameRecord g = (GameRecord) in.next();
        if (g.moves().isEmpty()) {
          continue;
        }
        ChessSession s = (ChessSession) ChessGame.CHESS.replayer("standard").start(null);
        OpeningBook.Tracker t = BOOK.track(s).orElseThrow();
        Opening expected = null;
        List<String> moves = g.moves();
        for (int i = 0; i < moves.size(); i++) {
          s.play(moves.get(i));
          t.played();
          if (i < 40 && table.containsKey(s.position())) {
            expected = table.get(s.position());
          }
        }
        assertEquals(Optional.ofNullable(expected), t.opening(), g.tag("Site").orElse("?"));
        games++;
      }
    }
    assertEquals(986, games);
  }

  /** The data set read a second way: the lines' final positions by {@link Position#equals}, first line first. */
  static final class OpeningTableOracle {
    private static Map<Position, Opening> table;

    static synchronized Map<Position, Opening> table() throws Exception {
      if (table == null) {
        Map<Position, Opening> t = new HashMap<>();
        for (String file : new String[] {"a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"}) {
          List<String> lines = java.nio.file.Files.readAllLines(TestData.ROOT.resolve(
              "core/src/main/resources/org/ludoteca/chess960/openings").resolve(file));
          for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split("\t");
            Position p = StartPositions.standard();
            for (String token : cells[2].split(" ")) {
              if (!token.endsWith(".")) {
                p = org.ludoteca.chess960.Chess960.play(p, San.read(p, token));
              }
            }
            t.putIfAbsent(p, new Opening(cells[0], cells[1]));
          }
        }
        table = t;
      }
      return table;
    }
  }
}
