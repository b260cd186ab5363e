package org.ludoteca.cli.engine;

import java.nio.file.Path;
import java.util.Map;
import org.ludoteca.rithmomachia.RuleSet;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import picocli.CommandLine.Option;

/** The {@code --rules} and {@code --rules-file} options shared by the commands that play. */
final class RulesOptions {
  @Option(names = "--rules", paramLabel = "R", defaultValue = RuleSets.DEFAULT,
      description = "Rule set: cvr (default), tutorial, boissiere, ludii, axiom, or a name from --rules-file.")
  String name;

  @Option(names = "--rules-file", paramLabel = "FILE",
      description = "A rule-set file of your own ([name] sections of key = value; see docs/rulesets.md).")
  Path file;

  /**
   * The rule set asked for: a section of --rules-file if it defines the name, else a preset. With
   * a file that defines exactly one rule set and no --rules, that one.
   */
  RuleSet resolve() throws RuleSetException {
    if (file == null) {
      return RuleSets.named(name);
    }
    Map<String, RuleSet> mine = RuleSets.load(file);
    if (mine.containsKey(name)) {
      return mine.get(name);
    }
    if (name.equals(RuleSets.DEFAULT) && mine.size() == 1) {
      return mine.values().iterator().next();
    }
    if (RuleSets.presets().containsKey(name)) {
      return RuleSets.presets().get(name);
    }
    throw new RuleSetException("unknown rule set '" + name + "'; " + file + " defines "
        + String.join(", ", mine.keySet()) + "; presets: " + String.join(", ", RuleSets.presets().keySet()));
  }
}
