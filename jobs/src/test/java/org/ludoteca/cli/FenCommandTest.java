package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.notation.RithmoFen;

class FenCommandTest {

  private static final String NL = System.lineSeparator();

  /** The start packet with the full (254-character) board. */
  private static final String FULL_START =
      "s49.s121.4s225.s361./s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36.t25.c16../"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c7.c9.2/8/8/8/8/8/8/8/8/2C8.C6.C4.C2.2/"
          + "T81.T72.C64.C36.C16.C4.T6.T9./S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T25.S45.S15./"
          + "S289.S169.4S81.S25. w - - - 1";

  /** The start packet exactly as printed in the paper: wrapped, lines ending in two spaces. */
  private static final String PAPER_PACKET_AS_PRINTED =
      "s49.s121.4s225.s361./  \n"
          + "s28.s66.t36.t30.t56.t64.s120.ps64.s49.t36  \n"
          + ".t25.c16../  \n"
          + "t16.t12.c9.c25.c49.c81.t90.t100./2c3.c5.c  \n"
          + "7.c9./////////2C8.C6.C4.C2./  \n"
          + "T81.T72.C64.C36.C16.C4.T6.T9./  \n"
          + "S153.PS36.S25.T16.T9.C4.C1..T49.T42.T20.T  \n"
          + "25.S45.S15./S289.S169.4S81.S25. w - - - 1\n";

  private static final String BAD_VALUE_ZERO = "C0.7/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w - - - 1";


  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /* ---- fen ---- */

  @Test
  void fen_startPacket_printsCanonicalAndExitsZero() {
    CliRun r = run("fen", RithmoFen.START);
    assertEquals(0, r.exit(), r.err());
    assertEquals(RithmoFen.START + NL, r.out());
    assertEquals("", r.err());
  }

  @Test
  void fen_fullForm_printsCanonical() {
    assertEquals(254, FULL_START.indexOf(' '));
    CliRun r = run("fen", FULL_START);
    assertEquals(0, r.exit(), r.err());
    assertEquals(RithmoFen.START + NL, r.out());
    assertEquals("", r.err());
  }

  @Test
  void fen_valueZero_exitsTwoWithOneLineError() {
    CliRun r = run("fen", BAD_VALUE_ZERO);
    assertEquals(2, r.exit());
    assertEquals("error: board column 2: value 0, values are 1..999" + NL, r.err());
    assertEquals("", r.out());
  }

  @Test
  void fen_severalArgumentsOneBad_printsGoodOnesAndExitsTwo() {
    CliRun r = run("fen", RithmoFen.START, BAD_VALUE_ZERO, FULL_START);
    assertEquals(2, r.exit());
    assertEquals(List.of(RithmoFen.START, RithmoFen.START), r.lines());
    assertEquals("error: board column 2: value 0, values are 1..999" + NL, r.err());
  }

  @Test
  void fen_severalGoodArguments_exitsZero() {
    String other = "s49./8/8/8/8/8/8/8/8/8/8/8/8/8/8/S289. b c7. - S289.1x1 4";
    CliRun r = run("fen", RithmoFen.START, other);
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of(RithmoFen.START, "s49.///////////////S289. b c7. - S289.1x1 4"), r.lines());
  }

  @Test
  void fen_board_printsSixteenRankDiagramThenCanonical() {
    CliRun r = run("fen", "--board", RithmoFen.START);
    assertEquals(0, r.exit(), r.err());
    List<String> lines = r.lines();
    assertEquals(RithmoFen.START, lines.get(lines.size() - 1));
    List<String> ranks = lines.stream().filter(l -> l.matches(" *\\d+ \\|.*")).toList();
    assertEquals(16, ranks.size(), r.out());
    for (int i = 0; i < 16; i++) {
      int rank = 16 - i;
      assertTrue(ranks.get(i).startsWith(String.format("%3d |", rank)), ranks.get(i));
    }
    assertTrue(ranks.get(0).contains("s361"), ranks.get(0));
    assertTrue(ranks.get(15).contains("S289"), ranks.get(15));
    assertTrue(ranks.get(14).contains("P91*"), ranks.get(14)); // the white pyramid on b2, rank 2
    assertTrue(ranks.get(1).contains("p190*"), ranks.get(1)); // the black pyramid on h15
    assertTrue(lines.indexOf(ranks.get(15)) < lines.size() - 1);
  }

  @Test
  void fen_lenient_readsThePaperText() {
    CliRun r = run("fen", "--lenient", PAPER_PACKET_AS_PRINTED);
    assertEquals(0, r.exit(), r.err());
    assertEquals(RithmoFen.START + NL, r.out());
  }

  @Test
  void fen_strict_rejectsThePaperText() {
    CliRun r = run("fen", PAPER_PACKET_AS_PRINTED);
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("error: "), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void fen_lenient_captureListWithoutFinalDot() {
    String text = "///////////////S289. w c7.t12 - - 2";
    assertEquals(2, run("fen", text).exit());
    CliRun r = run("fen", "--lenient", text);
    assertEquals(0, r.exit(), r.err());
    assertEquals("///////////////S289. w c7.t12. - - 2" + NL, r.out());
  }

  @Test
  void fen_twoPyramids_isPositionError() {
    String text = "///////////////PC1..PC2.. w - - - 1";
    CliRun r = run("fen", text);
    assertEquals(2, r.exit());
    assertEquals("error: position: white has more than one pyramid" + NL, r.err());
    assertEquals("", r.out());
  }

  @Test
  void fen_noCheck_printsUnplayablePacket() {
    String text = "///////////////PC1..PC2.. w - - - 1";
    CliRun r = run("fen", "--no-check", text);
    assertEquals(0, r.exit(), r.err());
    assertEquals(text + NL, r.out());
  }

  private static final String START_CODE = "QAfgAAAAAHwQAPyr";

  @Test
  void fen_compact_printsBase64AndSize() {
    CliRun r = run("fen", "--compact", RithmoFen.START);
    assertEquals(0, r.exit(), r.err());
    assertEquals(START_CODE + " 12 bytes" + NL, r.out());
    assertEquals("", r.err());
  }

  @Test
  void fen_decode_printsTheFenBack() {
    CliRun r = run("fen", "--decode", START_CODE);
    assertEquals(0, r.exit(), r.err());
    assertEquals(RithmoFen.START + NL, r.out());
  }

  @Test
  void fen_compactThenDecode_roundTripsAnUnusualPacket() {
    String text = RithmoFen.START.replace(" w - - - 1", " b c3.c3. S999. t7.5x5 12");
    CliRun c = run("fen", "--compact", text);
    assertEquals(0, c.exit(), c.err());
    String code = c.out().substring(0, c.out().indexOf(' '));
    CliRun d = run("fen", "--decode", code);
    assertEquals(text + NL, d.out());
  }

  @Test
  void fen_decodeDamagedCode_exitsTwoWithOneLineError() {
    CliRun r = run("fen", "--decode", "QAfgAAAAAHwQAPyq", "not base64!");
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    List<String> lines = r.err().lines().toList();
    assertEquals(2, lines.size(), r.err());
    assertEquals("error: compact: checksum mismatch", lines.get(0));
    assertTrue(lines.get(1).startsWith("error: compact: not base64: "), lines.get(1));
  }

  @Test
  void fen_compactAndDecodeTogether_exitsTwo() {
    CliRun r = run("fen", "--compact", "--decode", START_CODE);
    assertEquals(2, r.exit());
    assertEquals("error: --compact and --decode exclude each other" + NL, r.err());
  }

  @Test
  void fen_noArgument_exitsTwo() {
    CliRun r = run("fen");
    assertEquals(2, r.exit());
    assertEquals("", r.out());
  }

  /* ---- fen: chess ---- */

  private static final String CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final String CHESS_START_CODE = "6BgAAG8r";

  @Test
  void fen_compactChessStart_printsSixByteCode() {
    CliRun r = run("fen", "--compact", CHESS_START);
    assertEquals(0, r.exit(), r.err());
    assertEquals(CHESS_START_CODE + " 6 bytes" + NL, r.out());
  }

  @Test
  void fen_decodeChessCode_printsXFen() {
    CliRun r = run("fen", "--decode", CHESS_START_CODE);
    assertEquals(0, r.exit(), r.err());
    assertEquals(CHESS_START + NL, r.out());
  }

  @Test
  void fen_compactThenDecode_roundTripsChess960WithEnPassant() {
    String text = "bqnb1rkr/pp3ppp/3ppn2/8/2pP1P2/P7/NPP1P1PP/BQ1BNRKR b HFhf d3 0 9";
    CliRun c = run("fen", "--compact", text);
    assertEquals(0, c.exit(), c.err());
    assertTrue(c.out().matches("[A-Za-z0-9+/=]+ \\d+ bytes\\R"), c.out());
    int bytes = Integer.parseInt(c.out().split(" ")[1]);
    assertTrue(bytes <= 30, c.out());
    CliRun d = run("fen", "--decode", c.out().substring(0, c.out().indexOf(' ')));
    assertEquals(0, d.exit(), d.err());
    assertEquals("bqnb1rkr/pp3ppp/3ppn2/8/2pP1P2/P7/NPP1P1PP/BQ1BNRKR b KQkq d3 0 9" + NL, d.out());
  }

  @Test
  void fen_mixedGames_eachCodedByItsOwnCodec() {
    CliRun c = run("fen", "--compact", RithmoFen.START, CHESS_START);
    assertEquals(0, c.exit(), c.err());
    assertEquals(List.of(START_CODE + " 12 bytes", CHESS_START_CODE + " 6 bytes"), c.lines());
    CliRun d = run("fen", "--decode", CHESS_START_CODE, START_CODE);
    assertEquals(0, d.exit(), d.err());
    assertEquals(List.of(CHESS_START, RithmoFen.START), d.lines());
  }

  @Test
  void fen_chessShredderFen_printsCanonicalXFen() {
    CliRun r = run("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha -");
    assertEquals(0, r.exit(), r.err());
    assertEquals(CHESS_START + NL, r.out());
  }

  @Test
  void fen_illegalChessPosition_exitsTwoWithPositionError() {
    CliRun r = run("fen", "--compact", "8/8/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("error: position: "), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void fen_decodeDamagedChessCode_exitsTwoWithChecksumError() {
    CliRun r = run("fen", "--decode", "6BgAAG8s");
    assertEquals(2, r.exit());
    assertEquals("error: compact: checksum mismatch" + NL, r.err());
  }

  @Test
  void fen_decodeRithmomachiaCodeAsChess_exitsTwoNamingTheGame() {
    CliRun r = run("fen", "--game", "chess", "--decode", START_CODE);
    assertEquals(2, r.exit());
    assertEquals("error: compact: a Rithmomachia code, not a chess one" + NL, r.err());
  }

  @Test
  void fen_gameRithmomachiaOnChessFen_readsItAsRithmomachia() {
    CliRun r = run("fen", "--game", "rithmomachia", CHESS_START);
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("error: board"), r.err());
  }

  @Test
  void fen_unknownGame_exitsTwo() {
    CliRun r = run("fen", "--game", "go", CHESS_START);
    assertEquals(2, r.exit());
    assertEquals("error: --game must be auto, rithmomachia or chess, was 'go'" + NL, r.err());
  }

  /* ---- run ---- */

  @Test
  void run_unknownCommandWithHelp_exitsTwo() {
    CliRun r = run("no-such-command", "--help");
    assertEquals(2, r.exit());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("error: unknown command 'no-such-command'"), r.err());
  }

  @Test
  void run_fenHelp_exitsZero() {
    CliRun r = run("fen", "--help");
    assertEquals(0, r.exit());
    assertTrue(r.out().contains("--lenient"), r.out());
  }
}
