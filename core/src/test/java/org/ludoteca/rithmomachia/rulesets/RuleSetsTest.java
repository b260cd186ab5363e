package org.ludoteca.rithmomachia.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.Side;
import org.ludoteca.rithmomachia.Termination;
import org.ludoteca.rithmomachia.RuleSet.AmbushOps;
import org.ludoteca.rithmomachia.RuleSet.AttackGeometry;
import org.ludoteca.rithmomachia.RuleSet.EruptionDistance;
import org.ludoteca.rithmomachia.RuleSet.EruptionLines;
import org.ludoteca.rithmomachia.RuleSet.EruptionPath;
import org.ludoteca.rithmomachia.RuleSet.Layout;
import org.ludoteca.rithmomachia.RuleSet.Movement;
import org.ludoteca.rithmomachia.RuleSet.ProperArrangement;
import org.ludoteca.rithmomachia.RuleSet.Siege;

/** Spec section 7: the presets, and the errors of the rule-set file reader. */
class RuleSetsTest {

  private static final Set<Termination> ALL_EIGHT = EnumSet.complementOf(EnumSet.of(Termination.NO_LEGAL_MOVE));

  private static Map<String, RuleSet> parse(String text) throws RuleSetException {
    return RuleSets.parse(new StringReader(text), "test.rules", RuleSets.presets());
  }

  private static RuleSetException parseError(String text) {
    return assertThrows(RuleSetException.class, () -> parse(text));
  }

  /* ---- presets ---- */

  @Test
  void presets_fiveInFileOrder() {
    assertEquals(List.of("cvr", "tutorial", "boissiere", "ludii", "axiom"), List.copyOf(RuleSets.presets().keySet()));
    assertEquals("cvr", RuleSets.defaultRules().name());
  }

  @Test
  void presets_cvr_specValues() throws Exception {
    RuleSet r = RuleSets.named("cvr");
    assertEquals(Layout.BACK, r.layout());
    assertEquals(Side.WHITE, r.firstMover());
    assertEquals(Movement.FULKE, r.movement());
    assertEquals(AttackGeometry.MARCHES, r.attackGeometry());
    assertEquals(EruptionLines.ALL8, r.eruptionLines());
    assertEquals(EruptionDistance.BETWEEN, r.eruptionDistance());
    assertEquals(EruptionPath.CLEAR, r.eruptionPath());
    assertEquals(Siege.BLOCKED, r.siege());
    assertEquals(AmbushOps.ADDSUB, r.ambushOps());
    assertTrue(r.equality() && r.eruption() && r.ambush() && r.siegeEnabled());
    assertEquals(ALL_EIGHT, r.victories());
    assertEquals(15, r.bodies());
    assertEquals(1315, r.goodsWhite());
    assertEquals(984, r.goodsBlack());
    assertEquals(24, r.liteDigits());
    assertEquals(10, r.honorBodies());
    assertFalse(r.pyramidFirst());
    assertEquals(ProperArrangement.LINE, r.properArrangement());
  }

  @Test
  void presets_tutorial_specValues() throws Exception {
    RuleSet r = RuleSets.named("tutorial");
    assertEquals(Layout.BACK, r.layout());
    assertEquals(Side.WHITE, r.firstMover());
    assertEquals(Movement.FULKE, r.movement());
    assertEquals(AttackGeometry.MOVES, r.attackGeometry());
    assertEquals(EruptionLines.ORTHOGONAL, r.eruptionLines());
    assertEquals(EruptionDistance.INCLUSIVE, r.eruptionDistance());
    assertEquals(EruptionPath.IGNORED, r.eruptionPath());
    assertEquals(Siege.SURROUNDED, r.siege());
    assertEquals(AmbushOps.ALL, r.ambushOps());
    assertEquals(EnumSet.of(Termination.DE_CORPORE, Termination.DE_BONIS), r.victories());
    assertEquals(15, r.bodies());
    assertEquals(1315, r.goodsWhite());
    assertEquals(984, r.goodsBlack());
  }

  @Test
  void presets_boissiere_specValues() throws Exception {
    RuleSet r = RuleSets.named("boissiere");
    assertEquals(Layout.BACK, r.layout());
    assertEquals(Side.WHITE, r.firstMover());
    assertEquals(Movement.ORTHOGONAL, r.movement());
    assertEquals(AttackGeometry.MARCHES, r.attackGeometry());
    assertEquals(EruptionLines.ORTHOGONAL, r.eruptionLines());
    assertEquals(EruptionDistance.BETWEEN, r.eruptionDistance());
    assertEquals(EruptionPath.CLEAR, r.eruptionPath());
    assertEquals(Siege.BLOCKED, r.siege());
    assertEquals(AmbushOps.ADDSUB, r.ambushOps());
    assertEquals(EnumSet.of(Termination.VICTORIA_MAGNA, Termination.VICTORIA_MAJOR,
        Termination.VICTORIA_EXCELLENTISSIMA), r.victories());
    assertEquals(ProperArrangement.ANYWHERE, r.properArrangement());
  }

  @Test
  void presets_ludii_specValues() throws Exception {
    RuleSet r = RuleSets.named("ludii");
    assertEquals(Layout.BACK, r.layout());
    assertEquals(Side.WHITE, r.firstMover());
    assertEquals(Movement.LUDII, r.movement());
    assertEquals(AttackGeometry.MARCHES, r.attackGeometry());
    assertEquals(EruptionLines.ALL8, r.eruptionLines());
    assertEquals(EruptionDistance.BETWEEN, r.eruptionDistance());
    assertEquals(EruptionPath.CLEAR, r.eruptionPath());
    assertEquals(Siege.SURROUNDED, r.siege());
    assertEquals(AmbushOps.ALL, r.ambushOps());
    assertEquals(EnumSet.of(Termination.VICTORIA_MAGNA), r.victories());
    assertTrue(r.pyramidFirst());
  }

  @Test
  void presets_axiom_tutorialWithSwappedGoods() throws Exception {
    RuleSet t = RuleSets.named("tutorial");
    RuleSet a = RuleSets.named("axiom");
    assertEquals(t.movement(), a.movement());
    assertEquals(t.attackGeometry(), a.attackGeometry());
    assertEquals(t.eruptionLines(), a.eruptionLines());
    assertEquals(t.eruptionDistance(), a.eruptionDistance());
    assertEquals(t.eruptionPath(), a.eruptionPath());
    assertEquals(t.siege(), a.siege());
    assertEquals(t.ambushOps(), a.ambushOps());
    assertEquals(EnumSet.of(Termination.DE_CORPORE, Termination.DE_BONIS), a.victories());
    assertEquals(15, a.bodies());
    assertEquals(984, a.goodsWhite());
    assertEquals(1315, a.goodsBlack());
  }

  /* ---- parse ---- */

  @Test
  void parse_extendsAndOneSwitch_changesOnlyThatSwitch() throws Exception {
    RuleSet x = parse("[x]\nextends = cvr\nsiege = surrounded\n").get("x");
    RuleSet cvr = RuleSets.named("cvr");
    assertEquals(Siege.SURROUNDED, x.siege());
    assertEquals(cvr.movement(), x.movement());
    assertEquals(cvr.victories(), x.victories());
    assertEquals("x", x.name());
  }

  @Test
  void parse_withoutExtends_startsFromDefaults() throws Exception {
    RuleSet x = parse("# comment\n[x]\nmovement = ludii\n").get("x");
    assertEquals(Movement.LUDII, x.movement());
    assertEquals(Siege.BLOCKED, x.siege());
    assertEquals(ALL_EIGHT, x.victories());
  }

  @Test
  void parse_victoriesList() throws Exception {
    RuleSet x = parse("[x]\nvictories = de-corpore, victoria-magna\n").get("x");
    assertEquals(EnumSet.of(Termination.DE_CORPORE, Termination.VICTORIA_MAGNA), x.victories());
    assertEquals(Set.of(), parse("[x]\nvictories = none\n").get("x").victories());
  }

  /* ---- errors ---- */

  @Test
  void parse_unknownKey_namesKeyAndFileLine() {
    RuleSetException e = parseError("[x]\nextends = cvr\nsiegeMode = blocked\n");
    assertTrue(e.getMessage().contains("siegeMode"), e.getMessage());
    assertTrue(e.getMessage().contains("test.rules:3"), e.getMessage());
  }

  @Test
  void parse_badValue_namesKeyAndAllowedValues() {
    RuleSetException e = parseError("[x]\nsiege = round\n");
    assertTrue(e.getMessage().contains("'siege'"), e.getMessage());
    assertTrue(e.getMessage().contains("round"), e.getMessage());
    assertTrue(e.getMessage().contains("blocked, surrounded"), e.getMessage());
    assertTrue(e.getMessage().contains("test.rules:2"), e.getMessage());
  }

  @Test
  void parse_badVictory_listsVictories() {
    RuleSetException e = parseError("[x]\nvictories = de-corpore, checkmate\n");
    assertTrue(e.getMessage().contains("checkmate"), e.getMessage());
    assertTrue(e.getMessage().contains("victoria-excellentissima"), e.getMessage());
  }

  @Test
  void parse_ignoredPathWithBetween_isAnError() {
    RuleSetException e = parseError("[x]\nextends = cvr\neruptionPath = ignored\n");
    assertTrue(e.getMessage().contains("ignored"), e.getMessage());
    assertTrue(e.getMessage().contains("inclusive"), e.getMessage());
    assertTrue(e.getMessage().contains("test.rules:1"), e.getMessage());
  }

  @Test
  void parse_ignoredPathWithInclusive_isFine() throws Exception {
    RuleSet x = parse("[x]\neruptionDistance = inclusive\neruptionPath = ignored\n").get("x");
    assertEquals(EruptionPath.IGNORED, x.eruptionPath());
  }

  @Test
  void parse_extendsUnknown_namesItAndListsKnown() {
    RuleSetException e = parseError("[x]\nextends = nope\n");
    assertTrue(e.getMessage().contains("'nope'"), e.getMessage());
    assertTrue(e.getMessage().contains("cvr"), e.getMessage());
    assertTrue(e.getMessage().contains("test.rules:2"), e.getMessage());
  }

  @Test
  void parse_extendsEarlierSection_works() throws Exception {
    Map<String, RuleSet> m = parse("[a]\nextends = cvr\nsiege = surrounded\n[b]\nextends = a\nmovement = ludii\n");
    assertEquals(Siege.SURROUNDED, m.get("b").siege());
    assertEquals(Movement.LUDII, m.get("b").movement());
  }

  @Test
  void parse_duplicateKey_isAnError() {
    RuleSetException e = parseError("[x]\nsiege = blocked\nsiege = surrounded\n");
    assertTrue(e.getMessage().contains("'siege'"), e.getMessage());
    assertTrue(e.getMessage().contains("test.rules:3"), e.getMessage());
  }

  @Test
  void parse_duplicateSection_isAnError() {
    RuleSetException e = parseError("[x]\nsiege = blocked\n[x]\nsiege = surrounded\n");
    assertTrue(e.getMessage().contains("twice"), e.getMessage());
  }

  @Test
  void parse_keyBeforeSection_isAnError() {
    RuleSetException e = parseError("siege = blocked\n");
    assertTrue(e.getMessage().contains("test.rules:1"), e.getMessage());
  }

  @Test
  void parse_emptyFile_isAnError() {
    parseError("# nothing\n");
  }

  /* ---- named ---- */

  @Test
  void named_unknown_listsKnownNames() {
    RuleSetException e = assertThrows(RuleSetException.class, () -> RuleSets.named("nope"));
    assertTrue(e.getMessage().contains("'nope'"), e.getMessage());
    for (String name : List.of("cvr", "tutorial", "boissiere", "ludii", "axiom")) {
      assertTrue(e.getMessage().contains(name), e.getMessage());
    }
  }

  /* ---- derived rule sets ---- */

  @Test
  void withoutCaptures_allMethodsOff() {
    RuleSet r = RuleSets.defaultRules().withoutCaptures();
    assertFalse(r.equality() || r.eruption() || r.ambush() || r.siegeEnabled());
    assertFalse(r.capturesEnabled());
    assertTrue(RuleSets.defaultRules().capturesEnabled());
  }

  @Test
  void withFirstMover_black() {
    assertEquals(Side.BLACK, RuleSets.defaultRules().withFirstMover(Side.BLACK).firstMover());
  }
}
