package org.ludoteca.chess960.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.chess960.Chess960;
import org.ludoteca.chess960.IllegalMoveException;
import org.ludoteca.chess960.Move;
import org.ludoteca.chess960.perft.PerftFiles;
import org.ludoteca.chess960.Position;
import org.ludoteca.chess960.PositionException;
import org.ludoteca.chess960.Setup;
import org.ludoteca.TestData;

/**
 * Seeded mutations of the reference FENs and random move tokens: every input either reads or is
 * refused with a typed error (a positioned syntax error, a position or move error), never an
 * uncaught exception.
 */
class CodecFuzzTest {
  private static final Path DATA = TestData.resource("");
  private static final String FEN_CHARS = "pnbrqkPNBRQK12345678/ wb-KQkqHAhaEe36x0 ";
  private static final String SAN_CHARS = "NBRQKabcdefgh12345678x:O0o-=+#!?.pe ";

  private static List<String> corpus() throws IOException {
    Set<String> fens = new LinkedHashSet<>();
    for (String f : List.of("chess/perft/chess.perft", "chess960/midgames.perft")) {
      for (PerftFiles.Case c : PerftFiles.read(DATA.resolve(f))) {
        fens.add(c.fen());
      }
    }
    return new ArrayList<>(fens);
  }

  private static String mutate(String s, Random r) {
    StringBuilder sb = new StringBuilder(s);
    int edits = 1 + r.nextInt(3);
    for (int i = 0; i < edits && sb.length() > 0; i++) {
      int at = r.nextInt(sb.length());
      switch (r.nextInt(4)) {
        case 0: sb.deleteCharAt(at); break;
        case 1: sb.insert(at, FEN_CHARS.charAt(r.nextInt(FEN_CHARS.length()))); break;
        case 2: sb.setCharAt(at, FEN_CHARS.charAt(r.nextInt(FEN_CHARS.length()))); break;
        default: sb.setLength(at); break;
      }
    }
    return sb.toString();
  }

  @Test
  void parse_mutatedReferenceFens_readOrPositionedError() throws IOException {
    List<String> fens = corpus();
    Random r = new Random(960);
    int read = 0;
    int refused = 0;
    for (int i = 0; i < 6_000; i++) {
      String fen = mutate(fens.get(r.nextInt(fens.size())), r);
      Setup setup;
      try {
        setup = ChessFen.parse(fen);
      } catch (FenSyntaxException e) {
        assertTrue(e.error().column() >= 1 && e.error().column() <= fen.length() + 1, fen + " -> " + e);
        refused++;
        continue;
      }
      try {
        Position p = Position.of(setup);
        Chess960.legalMoves(p);
        Chess960.outcome(p);
        assertEquals(p, ChessFen.read(ChessFen.write(p)), fen);
        assertEquals(p, ChessFen.read(ChessFen.write(p, ChessFen.Castling.SHREDDER)), fen);
        read++;
      } catch (PositionException | FenSyntaxException e) {
        refused++;
      }
    }
    assertTrue(read > 100 && refused > 100, read + " read, " + refused + " refused");
  }

  @Test
  void read_randomMoveTokens_moveOrTypedError() throws Exception {
    List<String> fens = corpus();
    Random r = new Random(518);
    int legal = 0;
    for (int i = 0; i < 6_000; i++) {
      Position p = ChessFen.read(fens.get(r.nextInt(fens.size())));
      StringBuilder token = new StringBuilder();
      int len = 1 + r.nextInt(7);
      for (int k = 0; k < len; k++) {
        token.append(SAN_CHARS.charAt(r.nextInt(SAN_CHARS.length())));
      }
      for (boolean san : new boolean[] {true, false}) {
        try {
          Move m = san ? San.read(p, token.toString()) : Uci.read(p, token.toString());
          assertTrue(Chess960.isLegal(p, m), token + " in " + p);
          legal++;
        } catch (MoveSyntaxException e) {
          assertTrue(e.column() >= 1 && e.column() <= token.length() + 1, token + " -> " + e.getMessage());
        } catch (IllegalMoveException e) {
          assertEquals(p, e.position());
        }
      }
    }
    assertTrue(legal > 0, "no random token was a legal move");
  }
}
