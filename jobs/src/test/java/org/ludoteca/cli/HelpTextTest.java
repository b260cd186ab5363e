package org.ludoteca.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's {@code --help}, as a user sees it, against its golden file
 * {@code jobs/src/test/resources/help/<command>.txt} ({@code ludoteca.txt} for the top level,
 * {@code <command>-<subcommand>.txt} for a nested one), laid out in 80 columns whatever the
 * terminal. After changing a help text on purpose, regenerate the files and review their diff:
 *
 * <pre>
 * ./mvnw -B -q -pl jobs -am test -Dtest=HelpTextTest -Dsurefire.failIfNoSpecifiedTests=false -Dludoteca.updateGoldens=true
 * </pre>
 */
class HelpTextTest {
  private static final Path GOLDENS = Path.of(System.getProperty("ludoteca.root", "..")).resolve(
      "jobs/src/test/resources/help");
  private static final boolean UPDATE = Boolean.getBoolean("ludoteca.updateGoldens");

  /** Each command's help by file name, from {@code ludoteca [command...] --help}, without colours. */
  private static Map<String, String> helps() {
    Map<String, String> helps = new LinkedHashMap<>();
    collect(Ludoteca.commandLine(false), List.of(), helps);
    return helps;
  }

  private static void collect(CommandLine cli, List<String> path, Map<String, String> helps) {
    List<String> args = new ArrayList<>(path);
    args.add("--help");
    CliRun r = CliRun.of(args.toArray(String[]::new));
    assertEquals(0, r.exit(), String.join(" ", args) + ": " + r.err());
    helps.put(path.isEmpty() ? "ludoteca" : String.join("-", path),
        r.out().replaceAll("\u001B\\[[;\\d]*m", "").replace(System.lineSeparator(), "\n"));
    cli.getSubcommands().forEach((name, sub) -> {
      List<String> next = new ArrayList<>(path);
      next.add(name);
      collect(sub, next, helps);
    });
  }

  @Test
  void help_everyCommand_matchesItsGoldenFile() throws IOException {
    Map<String, String> helps = helps();
    assertTrue(helps.keySet().containsAll(List.of("ludoteca", "pipeline", "generate", "help")), helps.keySet().toString());
    if (UPDATE) {
      Files.createDirectories(GOLDENS);
      for (Map.Entry<String, String> e : helps.entrySet()) {
        Files.writeString(GOLDENS.resolve(e.getKey() + ".txt"), e.getValue(), StandardCharsets.UTF_8);
      }
    }
    List<String> differ = new ArrayList<>();
    for (Map.Entry<String, String> e : helps.entrySet()) {
      Path golden = GOLDENS.resolve(e.getKey() + ".txt");
      if (!Files.exists(golden) || !Files.readString(golden, StandardCharsets.UTF_8).equals(e.getValue())) {
        differ.add(e.getKey());
      }
    }
    if (!differ.isEmpty()) {
      fail("--help differs from its golden file under " + GOLDENS + " for " + differ
          + " (on purpose? rerun with -Dludoteca.updateGoldens=true and review the diff); first one now:\n"
          + helps.get(differ.get(0)));
    }
    try (var files = Files.list(GOLDENS)) {
      List<String> stale = files.map(p -> p.getFileName().toString().replaceFirst("\\.txt$", ""))
          .filter(n -> !helps.containsKey(n)).toList();
      assertTrue(stale.isEmpty(), "golden files of no command: " + stale);
    }
  }

  @Test
  void help_everyCommand_noLineWiderThanEightyColumns() {
    helps().forEach((command, text) -> text.lines().forEach(line ->
        assertTrue(line.length() <= 80, command + ": " + line.length() + " columns: " + line)));
  }

  @Test
  void help_paragraphs_notBrokenWhereTheSourceBrokeThem() {
    // The lines the source once broke inside sentences, which picocli then wrapped again.
    String generate = helps().get("generate");
    assertFalse(generate.contains("the pipeline\ningests"), generate);
    assertFalse(generate.contains("ties:\nthe tutorial's"), generate);
    assertTrue(generate.contains("the bulk dumps the\npipeline ingests."), generate);
  }

  @Test
  void commandLine_everyCommand_eightyColumnsWithoutTerminalDetection() {
    List<CommandLine> all = new ArrayList<>(List.of(Ludoteca.commandLine(false)));
    for (int i = 0; i < all.size(); i++) {
      CommandLine c = all.get(i);
      assertEquals(80, c.getUsageHelpWidth(), c.getCommandName());
      assertFalse(c.isUsageHelpAutoWidth(), c.getCommandName());
      all.addAll(c.getSubcommands().values());
    }
  }
}
