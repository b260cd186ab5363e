package org.ludoteca.rithmomachia;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * The switches of {@code shared/spec/rithmomachia.md}: one value per question the sources answer
 * differently. A rule set is data, read from a file by {@link
 * org.ludoteca.rithmomachia.rulesets.RuleSets}; the engine reads the switches and never the name.
 *
 * @param name the preset name ({@code cvr}, {@code tutorial}, ...)
 * @param description one line for listings
 * @param layout where the armies start
 * @param firstMover who moves first from the start position
 * @param movement how pieces march and leap
 * @param attackGeometry which moves count as reaching a victim
 * @param equality whether capture by equality (meeting) is on
 * @param ambush whether capture by ambush (deceit) is on
 * @param ambushOps which operations ambush combines
 * @param eruption whether capture by eruption (assault) is on
 * @param eruptionLines the lines along which eruption works
 * @param eruptionDistance how the multiplier n is counted
 * @param eruptionPath whether pieces between block an eruption
 * @param siegeEnabled whether capture by siege is on
 * @param siege what counts as besieged
 * @param victories the enabled victory conditions (never {@code no-legal-move})
 * @param bodies pieces to take for de corpore
 * @param goodsWhite value White must take for de bonis
 * @param goodsBlack value Black must take for de bonis
 * @param liteDigits most decimal digits in all of the taken values, for de lite
 * @param honorBodies most pieces taken, for de honore
 * @param pyramidFirst whether a proper victory needs the enemy pyramid off the board
 * @param properArrangement how the pieces of a proper victory must stand
 */
public record RuleSet(
    String name,
    String description,
    Layout layout,
    Side firstMover,
    Movement movement,
    AttackGeometry attackGeometry,
    boolean equality,
    boolean ambush,
    AmbushOps ambushOps,
    boolean eruption,
    EruptionLines eruptionLines,
    EruptionDistance eruptionDistance,
    EruptionPath eruptionPath,
    boolean siegeEnabled,
    Siege siege,
    Set<Termination> victories,
    int bodies,
    int goodsWhite,
    int goodsBlack,
    int liteDigits,
    int honorBodies,
    boolean pyramidFirst,
    ProperArrangement properArrangement) implements java.io.Serializable {

  /** Where the armies start. */
  public enum Layout { BACK, FORWARD2 }

  /** How pieces move; see spec section 4. */
  public enum Movement { FULKE, ORTHOGONAL, LUDII }

  /** Which moves reach a victim: marches only, or marches and leaps. */
  public enum AttackGeometry { MARCHES, MOVES }

  /** Ambush by sum and difference, or also by product and exact quotient. */
  public enum AmbushOps { ADDSUB, ALL }

  /** Eruption along ranks and files only, or also along diagonals. */
  public enum EruptionLines { ORTHOGONAL, ALL8 }

  /** The multiplier: squares between (n at least 2), or squares from attacker to victim counting both. */
  public enum EruptionDistance { BETWEEN, INCLUSIVE }

  /** Whether the squares between must be empty. */
  public enum EruptionPath { CLEAR, IGNORED }

  /** A victim with every march blocked and an enemy on one path, or one surrounded on four sides. */
  public enum Siege { BLOCKED, SURROUNDED }

  /** Equally spaced on a line, or any of the mover's pieces in the enemy half. */
  public enum ProperArrangement { LINE, ANYWHERE }

  public RuleSet {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(layout, "layout");
    Objects.requireNonNull(firstMover, "firstMover");
    Objects.requireNonNull(movement, "movement");
    Objects.requireNonNull(attackGeometry, "attackGeometry");
    Objects.requireNonNull(ambushOps, "ambushOps");
    Objects.requireNonNull(eruptionLines, "eruptionLines");
    Objects.requireNonNull(eruptionDistance, "eruptionDistance");
    Objects.requireNonNull(eruptionPath, "eruptionPath");
    Objects.requireNonNull(siege, "siege");
    Objects.requireNonNull(properArrangement, "properArrangement");
    victories = victories.isEmpty()
        ? java.util.Collections.unmodifiableSet(EnumSet.noneOf(Termination.class))
        : java.util.Collections.unmodifiableSet(EnumSet.copyOf(victories));
    if (victories.contains(Termination.NO_LEGAL_MOVE)) {
      throw new IllegalArgumentException("no-legal-move is not a victory");
    }
    if (eruptionPath == EruptionPath.IGNORED && eruptionDistance == EruptionDistance.BETWEEN) {
      throw new IllegalArgumentException(
          "eruptionPath = ignored needs eruptionDistance = inclusive: with 'between' the squares between are the count");
    }
    if (bodies < 1 || goodsWhite < 1 || goodsBlack < 1 || liteDigits < 1 || honorBodies < 1) {
      throw new IllegalArgumentException("victory thresholds must be 1 or more");
    }
  }

  /** The value {@code side} must take for de bonis. */
  public int goods(Side side) {
    return side == Side.WHITE ? goodsWhite : goodsBlack;
  }

  /** Whether any capture method is on. */
  public boolean capturesEnabled() {
    return equality || ambush || eruption || siegeEnabled;
  }

  /** This rule set with every capture method off, for moves-only perft. */
  public RuleSet withoutCaptures() {
    return new RuleSet(name, description, layout, firstMover, movement, attackGeometry, false, false, ambushOps,
        false, eruptionLines, eruptionDistance, eruptionPath, false, siege, victories, bodies, goodsWhite,
        goodsBlack, liteDigits, honorBodies, pyramidFirst, properArrangement);
  }

  /** This rule set with another first mover. */
  public RuleSet withFirstMover(Side side) {
    return new RuleSet(name, description, layout, side, movement, attackGeometry, equality, ambush, ambushOps,
        eruption, eruptionLines, eruptionDistance, eruptionPath, siegeEnabled, siege, victories, bodies, goodsWhite,
        goodsBlack, liteDigits, honorBodies, pyramidFirst, properArrangement);
  }
}
