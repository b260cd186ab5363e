package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** The hand-drawn charts: the rule-sensitivity matrix and the strata's small multiples. */
class SvgChartsTest {
  @TempDir
  Path tmp;

  private StatsTable table(String name, String csv) throws IOException {
    Files.writeString(tmp.resolve(name + ".csv"), csv);
    return StatsTable.read(tmp, name);
  }

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<String> texts(Document d) {
    NodeList n = d.getElementsByTagNameNS("*", "text");
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n.getLength(); i++) {
      out.add(n.item(i).getTextContent());
    }
    return out;
  }

  private static final String SENSITIVITY = "game,rules,rules_applied,games,same_result,same_result_share,other_winner,"
      + "other_winner_share,ended_earlier,ended_earlier_share,became_illegal,became_illegal_share,stratum,stratum_value\n";

  /* ---- ruleSensitivity ---- */

  @Test
  void ruleSensitivity_twoRuleSets_aCellPerPairWithItsShares() throws Exception {
    StatsTable rs = table("rule_sensitivity", SENSITIVITY
        + "rithmomachia,cvr,tutorial,16,4,0.25,2,0.125,0,0.0,10,0.625,all,\n"
        + "rithmomachia,tutorial,cvr,3,3,1.0,0,0.0,0,0.0,0,0.0,all,\n");
    Document d = parse(ruleSensitivity(rs, "cvr"));
    List<String> texts = texts(d);
    assertTrue(texts.contains("25% same") && texts.contains("13% other winner") && texts.contains("63% illegal · n=16"),
        texts.toString());
    assertTrue(texts.contains("100% same") && texts.contains("0% illegal · n=3"), texts.toString());
    assertEquals(2, texts.stream().filter("recorded"::equals).count(), "the diagonal: the games' own rules");
    assertTrue(ruleSensitivity(rs, "cvr").contains("stroke=\"#D55E00\" stroke-width=\"3\""),
        "the page's row outlined");
  }

  @Test
  void ruleSensitivity_noRows_noChart() throws Exception {
    assertNull(ruleSensitivity(table("rule_sensitivity", SENSITIVITY), "cvr"));
  }

  private static final String FIRST = "game,rules,first_agent,second_agent,games,first_mover_wins,draws,"
      + "second_mover_wins,score,wilson_low,wilson_high,p_value,score_low,score_high,stratum,stratum_value\n";

  /* ---- strata ---- */

  @Test
  void strata_ratingRanges_onePanelRowsInNumericOrder() throws Exception {
    StatsTable t = table("first_player_advantage", FIRST
        + "chess,standard,*,*,9,4,0,5,0.44,0.18,0.73,1.0,0.18,0.73,rating,1000-1199\n"
        + "chess,standard,*,*,10,4,0,6,0.4,0.16,0.68,0.75,0.16,0.68,rating,800-999\n"
        + "chess,standard,bot,bot,2,1,1,0,0.75,0.2,1.0,1.0,0.32,0.84,rating,800-999\n"
        + "chess,standard,*,*,91,38,8,45,0.46,0.35,0.56,0.51,0.36,0.55,time_control,blitz\n");
    String svg = strata(t);
    Document d = parse(svg);
    List<String> texts = texts(d);
    assertTrue(texts.indexOf("800-999 (10)") < texts.indexOf("1000-1199 (9)") && texts.indexOf("800-999 (10)") >= 0,
        texts.toString());
    assertEquals(1, d.getElementsByTagNameNS("*", "g").getLength(), "one panel: time control has one value");
    assertEquals(2, d.getElementsByTagNameNS("*", "circle").getLength(), "the bot pairing is not drawn");
  }

  @Test
  void strata_everyStratumOneValue_noChart() throws Exception {
    assertNull(strata(table("first_player_advantage", FIRST
        + "chess,standard,*,*,91,38,8,45,0.46,0.35,0.56,0.51,0.36,0.55,time_control,blitz\n")));
  }

  private static String ruleSensitivity(StatsTable t, String recorded) {
    ChartSpec spec = ChartSpecs.ruleSensitivity("rs", t, recorded);
    return spec == null ? null : Charts.svg(spec);
  }

  private static String strata(StatsTable t) {
    ChartSpec spec = ChartSpecs.strata("strata", t);
    return spec == null ? null : Charts.svg(spec);
  }
}
