package org.ludoteca;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The layers of {@code core}'s main code, bottom up (docs/architecture.md):
 * <ol>
 *   <li>shared: {@code codec}, {@code diagram}, {@code record} (knows no game, imports nothing of
 *       ours), {@code game} (the {@code Game} interface, shared value types, the registry);</li>
 *   <li>the games: {@code chess960..}, {@code rithmomachia..}, {@code zamora..}, each importing
 *       only the shared layer and its own packages;</li>
 *   <li>{@code replay}, {@code stats}, {@code selfplay}, which know games only through
 *       {@code Game};</li>
 * </ol>
 * and no cycle between any two packages ({@link #packages_formNoCycle}). {@code jobs} has the
 * layers above these (JobsArchitectureTest). A new top-level package must be placed here
 * ({@link #topLevelPackages_eachInALayer}).
 */
class CoreArchitectureTest {
  private static final String[] SHARED =
      {"org.ludoteca.codec..", "org.ludoteca.diagram..", "org.ludoteca.record..", "org.ludoteca.game.."};
  private static final String[] GAMES = {"org.ludoteca.chess960..", "org.ludoteca.rithmomachia..", "org.ludoteca.zamora.."};
  private static final String[] ANALYSIS = {"org.ludoteca.replay..", "org.ludoteca.stats..", "org.ludoteca.selfplay.."};

  private static final JavaClasses MAIN = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
      .importPackages("org.ludoteca");

  private static String[] all(String[]... groups) {
    return java.util.Arrays.stream(groups).flatMap(java.util.Arrays::stream).toArray(String[]::new);
  }

  /**
   * Fails until the {@code rithmoself} and {@code gamehooks} branches are merged, for the reasons
   * of the two rules below.
   */
  @Test
  void layers_importOnlyDownward() {
    layeredArchitecture().consideringOnlyDependenciesInAnyPackage("org.ludoteca..")
        .layer("Shared").definedBy(SHARED)
        .layer("Games").definedBy(GAMES)
        .layer("Analysis").definedBy(ANALYSIS)
        .whereLayer("Analysis").mayNotBeAccessedByAnyLayer()
        .whereLayer("Games").mayNotBeAccessedByAnyLayer()
        .check(MAIN);
  }

  @Test
  void topLevelPackages_eachInALayer() {
    classes().should().resideInAnyPackage(all(SHARED, GAMES, ANALYSIS)).check(MAIN);
  }

  /**
   * Every package is a slice: no cycle between top-level packages, nor between a game's packages
   * (its model, notation, rule-set files and agents, and its {@code Game} adapter in {@code
   * <game>.game} above them; docs/architecture.md).
   *
   * <p>No exception: chess's replay session {@code chess960.game.ChessSession} sits above the
   * model and the notation, and plays on the model's unchecked {@code Board}.
   */
  @Test
  void packages_formNoCycle() {
    slices().matching("org.ludoteca.(**)").should().beFreeOfCycles().check(MAIN);
  }

  /** Classes of ours outside {@code packages}. */
  private static DescribedPredicate<JavaClass> oursOutside(String... packages) {
    return JavaClass.Predicates.resideInAPackage("org.ludoteca..")
        .and(JavaClass.Predicates.resideOutsideOfPackages(packages));
  }

  @Test
  void recordCodecAndDiagram_importNothingOfOursButThemselves() {
    for (String p : new String[] {"org.ludoteca.record..", "org.ludoteca.codec..", "org.ludoteca.diagram.."}) {
      noClasses().that().resideInAPackage(p).should().dependOnClassesThat(oursOutside(p)).check(MAIN);
    }
  }

  @Test
  void game_importsOnlyRecordOfOurs() {
    noClasses().that().resideInAPackage("org.ludoteca.game..")
        .should().dependOnClassesThat(oursOutside("org.ludoteca.game..", "org.ludoteca.record.."))
        .check(MAIN);
  }

  /** Fails until the {@code rithmoself} branch is merged: the games' agents import {@code selfplay}. */
  @Test
  void games_importNoReplayStatsOrSelfplay() {
    noClasses().that().resideInAnyPackage(GAMES)
        .should().dependOnClassesThat().resideInAnyPackage(ANALYSIS)
        .check(MAIN);
  }

  /** Fails until the {@code gamehooks} branch is merged: {@code stats.CorpusStatistics} imports chess. */
  @Test
  void replayStatsAndSelfplay_importNoGame() {
    noClasses().that().resideInAnyPackage(ANALYSIS)
        .should().dependOnClassesThat().resideInAnyPackage(GAMES)
        .check(MAIN);
  }

  @Test
  void games_importNoOtherGame() {
    for (String game : GAMES) {
      noClasses().that().resideInAPackage(game)
          .should().dependOnClassesThat().resideInAnyPackage(java.util.Arrays.stream(GAMES)
              .filter(g -> !g.equals(game)).toArray(String[]::new))
          .check(MAIN);
    }
  }

  /** The notation (FEN codecs) depends on the positions, so a position never calls it. */
  @Test
  void positions_importNoNotation() {
    noClasses().that().haveSimpleName("Position").and().resideInAnyPackage(GAMES)
        .should().dependOnClassesThat().resideInAPackage("..notation..")
        .check(MAIN);
  }
}
