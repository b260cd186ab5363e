package org.ludoteca.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.ludoteca.game.BoardDrawing;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Every game draws its start position as well-formed SVG with one {@code piece} element per piece
 * on the board; capture marks land on real squares only; bad positions are refused. The drawings
 * are also written to {@code core/target/diagrams/} for a look.
 */
class BoardDrawingTest {
  /** Pieces on the board at the start of each game (a Rithmomachia pyramid is one piece). */
  private static final Map<String, Integer> START_PIECES = Map.of("rithmomachia", 48, "chess", 32, "chess960", 32,
      "compases", 2, "futez", 8, "golez", 12, "goldrez", 10, "caliz", 22, "goldeoro", 22);
  /** Balls or chalices at the start. */
  private static final Map<String, Integer> START_BALLS = Map.of("rithmomachia", 0, "chess", 0, "chess960", 0,
      "compases", 0, "futez", 1, "golez", 1, "goldrez", 1, "caliz", 1, "goldeoro", 1);
  private static final String CHESS960_518 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  static int countClass(Document doc, String cls) {
    NodeList all = doc.getElementsByTagNameNS("*", "*");
    int n = 0;
    for (int i = 0; i < all.getLength(); i++) {
      String c = ((Element) all.item(i)).getAttribute("class");
      if (java.util.Arrays.asList(c.split(" ")).contains(cls)) {
        n++;
      }
    }
    return n;
  }

  static String start(Game game) throws GameException {
    return game.name().equals("chess960") ? CHESS960_518 : game.replayer(game.defaultRules()).start(null).fen();
  }

  /* ---- svg ---- */

  @Test
  void svg_startOfEveryGame_wellFormedWithOnePieceElementPerPiece() throws Exception {
    Path out = Path.of("target/diagrams");
    Files.createDirectories(out);
    assertEquals(START_PIECES.keySet(), Set.copyOf(Games.all().stream().map(Game::name).toList()));
    for (Game game : Games.all()) {
      BoardDrawing drawing = game.drawing().orElseThrow(() -> new AssertionError(game.name() + " draws nothing"));
      String svg = drawing.svg(start(game));
      Files.writeString(out.resolve(game.name() + "-start.svg"), svg);
      Document doc = parse(svg);
      Element root = doc.getDocumentElement();
      assertEquals("svg", root.getLocalName(), game.name());
      assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI(), game.name());
      assertEquals("title", ((Element) root.getElementsByTagNameNS("*", "*").item(0)).getLocalName(),
          game.name() + ": a title first, for screen readers");
      assertTrue(root.getElementsByTagNameNS("*", "desc").item(0).getTextContent().length() > 20, game.name());
      assertEquals(START_PIECES.get(game.name()), countClass(doc, "piece"), game.name() + " pieces");
      assertEquals(START_BALLS.get(game.name()), countClass(doc, "ball"), game.name() + " balls");
      assertEquals(0, countClass(doc, "capture"), game.name());
      assertTrue(!svg.contains("http:") || svg.indexOf("http:") == svg.indexOf("http://www.w3.org/2000/svg"),
          game.name() + ": no link out but the namespace");
    }
  }

  @Test
  void svg_rithmomachiaStart_drawsEveryShapeAndBothPyramidsComponents() throws Exception {
    Document doc = parse(Games.named("rithmomachia").drawing().orElseThrow().svg(start(Games.named("rithmomachia"))));
    assertEquals(16, countClass(doc, "circle"));
    assertEquals(16, countClass(doc, "triangle"));
    assertEquals(14, countClass(doc, "square"));
    assertEquals(2, countClass(doc, "pyramid"));
    // white PS36.S25.T16.T9.C4.C1 (6 steps), black ps64.s49.t36.t25.c16 (5 steps)
    assertEquals(11, countClass(doc, "component"));
    assertEquals(24, countClass(doc, "white"));
    assertEquals(24, countClass(doc, "black"));
    String text = doc.getDocumentElement().getTextContent();
    assertTrue(text.contains("white pyramid on "), text);
    assertTrue(text.contains("91 = S36 + S25 + T16 + T9 + C4 + C1"), text);
  }

  @Test
  void svg_capturedSquares_markedOnlyWhenTheyNameASquare() throws Exception {
    Map<String, Set<String>> marks = Map.of("rithmomachia", Set.of("d12", "z99"), "chess", Set.of("e4", "e9"),
        "caliz", Set.of("8.5", "99.1", "x"), "goldeoro", Set.of("2.2"), "futez", Set.of("5.3"));
    for (Map.Entry<String, Set<String>> e : marks.entrySet()) {
      Game game = Games.named(e.getKey());
      Document doc = parse(game.drawing().orElseThrow().svg(start(game), e.getValue()));
      assertEquals(1, countClass(doc, "capture"), e.getKey());
    }
  }

  @Test
  void svg_badPosition_refusedWithWhereAndWhat() {
    for (Game game : Games.all()) {
      GameException e = assertThrows(GameException.class,
          () -> game.drawing().orElseThrow().svg("x/y/z w - - - 1"), game.name());
      assertTrue(e.getMessage() != null && !e.getMessage().isBlank() && !e.getMessage().contains("\n"),
          game.name() + ": " + e.getMessage());
    }
  }

  @Test
  void svg_textWithMarkup_escaped() throws Exception {
    Svg svg = new Svg(10, 10, "a <b> & \"c\"", "d");
    svg.text("<script>x</script>", "x", 1, "y", 2);
    Document doc = parse(svg.finish());
    assertEquals("a <b> & \"c\"", doc.getDocumentElement().getElementsByTagNameNS("*", "title").item(0)
        .getTextContent());
    assertEquals(0, doc.getElementsByTagNameNS("*", "script").getLength());
  }
}
