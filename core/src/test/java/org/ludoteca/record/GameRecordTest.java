package org.ludoteca.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class GameRecordTest {
  static Stream<Path> pgnFiles() throws IOException {
    return ChessPgnFiles.all();
  }

  /** Whether the moves joined by single spaces split back into them, by looking at every move. */
  private static boolean splitsBack(List<String> moves) {
    return String.join(" ", moves).split(" ", -1).length == Math.max(1, moves.size())
        && moves.stream().noneMatch(String::isEmpty);
  }

  @ParameterizedTest
  @MethodSource("pgnFiles")
  void movetextSplitsBack_everyChessFile_sameAsLookingAtTheMoves(Path file) throws IOException {
    try (RecordReader in = RecordReader.open(file)) { // some files hold only rejected records
      while (in.hasNext()) {
        if (in.next() instanceof GameRecord g) {
          assertEquals(splitsBack(g.moves()), g.movetextSplitsBack(), () -> file + " " + g.moves());
        }
      }
    }
  }

  private static GameRecord record(List<String> moves) {
    return new GameRecord("s", 0, 1, RecordFormat.JSON_LINES, Map.of(), moves, null, "text", MoveAnnotations.NONE);
  }

  @Test
  void movetextSplitsBack_aMoveEmptyOrHoldingASpace_false() {
    assertTrue(record(List.of()).movetextSplitsBack());
    assertTrue(record(List.of("e4", "e5")).movetextSplitsBack());
    assertFalse(record(List.of("")).movetextSplitsBack());
    assertFalse(record(List.of("e4", "", "e5")).movetextSplitsBack());
    assertFalse(record(List.of("e4", "O O")).movetextSplitsBack());
    assertFalse(record(List.of("e4 ")).movetextSplitsBack());
  }
}
