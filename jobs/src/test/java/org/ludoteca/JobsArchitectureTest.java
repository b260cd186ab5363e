package org.ludoteca;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layers of {@code jobs}' main code on top of core's (CoreArchitectureTest,
 * docs/architecture.md), bottom up: the table definitions ({@code spark.table}) and the tasks'
 * Parquet writer ({@code spark.parquet}), which import nothing of the jobs; the input files and
 * output directory ({@code spark.files}); progress ({@code spark.progress}); the ingest's executor
 * code ({@code spark.ingest}); the statistics' driver side ({@code spark.stats}); the jobs, the
 * front door ({@code spark}); the pages ({@code report}); the command line ({@code cli}), imported
 * by nothing. Below the command line no package names a game. No cycle between the packages, nor
 * between the classes of {@code spark..} and of {@code report}. Only this module's classes are checked; core checks its
 * own.
 */
class JobsArchitectureTest {
  private static final String[] SHARED =
      {"org.ludoteca.codec..", "org.ludoteca.diagram..", "org.ludoteca.record..", "org.ludoteca.game.."};
  private static final String[] GAMES = {"org.ludoteca.chess960..", "org.ludoteca.rithmomachia..", "org.ludoteca.zamora.."};
  private static final String[] ANALYSIS = {"org.ludoteca.replay..", "org.ludoteca.stats..", "org.ludoteca.selfplay.."};
  private static final String[] JOBS = {"org.ludoteca.spark..", "org.ludoteca.report.."};
  // Games and Analysis appear only as what the jobs may or may not reach
  private static final String CLI = "org.ludoteca.cli..";
  private static final String FRONT_DOOR = "org.ludoteca.spark";
  private static final String TABLE = "org.ludoteca.spark.table..";
  private static final String PARQUET = "org.ludoteca.spark.parquet..";
  private static final String FILES = "org.ludoteca.spark.files..";
  private static final String PROGRESS = "org.ludoteca.spark.progress..";
  private static final String INGEST = "org.ludoteca.spark.ingest..";
  private static final String STATS_SIDE = "org.ludoteca.spark.stats..";

  /** Where this module's main classes are (target/classes, or the jar), as a URI prefix. */
  private static final String HERE = JobsArchitectureTest.class.getProtectionDomain().getCodeSource().getLocation()
      .toString().replace("/test-classes/", "/classes/");

  private static final JavaClasses MAIN = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .withImportOption((Location location) -> location.asURI().toString().startsWith(HERE))
      .importPackages("org.ludoteca");

  @Test
  void mainClasses_areImported() {
    // the rules below would pass vacuously if the import found nothing, and check core twice if it found core
    assertTrue(MAIN.contain(org.ludoteca.cli.Ludoteca.class), HERE);
    assertTrue(MAIN.contain(org.ludoteca.spark.IngestJob.class), HERE);
    assertFalse(MAIN.contain(org.ludoteca.game.Game.class), HERE);
  }

  @Test
  void layers_importOnlyDownward() {
    layeredArchitecture().consideringOnlyDependenciesInAnyPackage("org.ludoteca..")
        .withOptionalLayers(true)
        .layer("Shared").definedBy(SHARED)
        .layer("Games").definedBy(GAMES)
        .layer("Analysis").definedBy(ANALYSIS)
        .layer("Table").definedBy(TABLE)
        .layer("Parquet").definedBy(PARQUET)
        .layer("Files").definedBy(FILES)
        .layer("Progress").definedBy(PROGRESS)
        .layer("Ingest").definedBy(INGEST)
        .layer("StatsSide").definedBy(STATS_SIDE)
        .layer("Jobs").definedBy(FRONT_DOOR)
        .layer("Report").definedBy("org.ludoteca.report..")
        .layer("Cli").definedBy(CLI)
        // core's layers hold no class imported here, so what the jobs may reach is said from their side
        .whereLayer("Table").mayOnlyAccessLayers("Shared")
        .whereLayer("Parquet").mayOnlyAccessLayers("Shared") // record.PlyValues: a list of unboxed ints
        .whereLayer("Files").mayOnlyAccessLayers("Shared", "Table")
        .whereLayer("Progress").mayOnlyAccessLayers("Shared", "Files")
        .whereLayer("Ingest").mayOnlyAccessLayers("Shared", "Analysis", "Table", "Parquet", "Files", "Progress")
        .whereLayer("StatsSide").mayOnlyAccessLayers("Shared", "Analysis", "Table", "Files", "Progress", "Ingest")
        .whereLayer("Jobs")
        .mayOnlyAccessLayers("Shared", "Analysis", "Table", "Files", "Progress", "Ingest", "StatsSide")
        .whereLayer("Report").mayOnlyAccessLayers("Shared", "Analysis", "Jobs", "Files")
        .whereLayer("Cli").mayNotBeAccessedByAnyLayer()
        .whereLayer("Cli").mayOnlyAccessLayers("Shared", "Games", "Analysis", "Jobs", "Progress", "Report")
        // the writer behind its narrow interface; the ingest's internals and the statistics' side
        // reached only from the rooms above them, the command line going through the front door
        .whereLayer("Parquet").mayOnlyBeAccessedByLayers("Ingest")
        .whereLayer("Ingest").mayOnlyBeAccessedByLayers("StatsSide", "Jobs")
        .whereLayer("StatsSide").mayOnlyBeAccessedByLayers("Jobs")
        .check(MAIN);
  }

  /**
   * Outside its package the Parquet writer is three types: the writer, the layout of a table's
   * files it is opened with, and the batch of rows it takes column by column.
   */
  @Test
  void parquetWriter_reachedOnlyThroughItsInterface() {
    noClasses().that().resideOutsideOfPackage(PARQUET)
        .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage(PARQUET)
            .and(DescribedPredicate.not(JavaClass.Predicates.simpleName("ValueRowFileWriter")
                .or(JavaClass.Predicates.simpleName("FileLayout"))
                .or(JavaClass.Predicates.simpleName("RowBatch")))))
        .check(MAIN);
  }

  /**
   * No class of {@code spark..} nor of {@code report} reaches, through the classes it uses, back to
   * itself: no class calls back a class that calls it (a nested class counts as its outer class).
   */
  @Test
  void sparkAndReportClasses_formNoCycle() {
    slices().assignedFrom(new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass c) {
        if (!c.getPackageName().startsWith("org.ludoteca.spark") && !c.getPackageName().startsWith("org.ludoteca.report")) {
          return SliceIdentifier.ignore();
        }
        String name = c.getName();
        return SliceIdentifier.of(name.contains("$") ? name.substring(0, name.indexOf('$')) : name);
      }

      @Override
      public String getDescription() {
        return "the top-level classes of org.ludoteca.spark.. and org.ludoteca.report..";
      }
    }).should().beFreeOfCycles().check(MAIN);
  }

  /** The jobs and the pages know games only through {@code Game}: no import of a game's package. */
  @Test
  void sparkAndReport_importNoGame() {
    noClasses().that().resideInAnyPackage(JOBS).should().dependOnClassesThat().resideInAnyPackage(GAMES).check(MAIN);
  }

  @Test
  void spark_importsNoReport() {
    noClasses().that().resideInAPackage("org.ludoteca.spark..")
        .should().dependOnClassesThat().resideInAPackage("org.ludoteca.report..")
        .check(MAIN);
  }

  @Test
  void cli_isImportedByNoOtherPackage() {
    noClasses().that().resideOutsideOfPackage(CLI).should().dependOnClassesThat().resideInAPackage(CLI).check(MAIN);
  }

  /**
   * The command line's rooms: the front door ({@code cli}, the {@code ludoteca} command) imports the
   * command packages and none of them imports it; the commands of the engines ({@code cli.engine}),
   * of record files ({@code cli.records}) and of the Spark jobs ({@code cli.pipeline}) import none of
   * each other, only what they share ({@code cli.common}), which imports none of them.
   */
  @Test
  void cliCommands_importNeitherTheFrontDoorNorEachOther() {
    List<String> rooms = List.of("org.ludoteca.cli.engine..", "org.ludoteca.cli.records..", "org.ludoteca.cli.pipeline..");
    noClasses().that().resideInAnyPackage(CLI).and().resideOutsideOfPackage("org.ludoteca.cli")
        .should().dependOnClassesThat().resideInAPackage("org.ludoteca.cli").check(MAIN);
    noClasses().that().resideInAPackage("org.ludoteca.cli.common..")
        .should().dependOnClassesThat().resideInAnyPackage(rooms.toArray(new String[0])).check(MAIN);
    for (String room : rooms) {
      String[] others = rooms.stream().filter(r -> !r.equals(room)).toArray(String[]::new);
      noClasses().that().resideInAPackage(room).should().dependOnClassesThat().resideInAnyPackage(others)
          .check(MAIN);
    }
  }

  @Test
  void packages_formNoCycle() {
    slices().matching("org.ludoteca.(**)").should().beFreeOfCycles().check(MAIN);
  }
}
