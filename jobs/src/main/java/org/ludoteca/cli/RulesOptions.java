package org.ludoteca.cli;

import java.nio.file.Path;
import java.util.Map;
import org.ludoteca.rithmomachia.rulesets.RuleSet;
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

  /** The rule set asked for. */
  RuleSet resolve() throws RuleSetException {
    if (file != null) {
      Map<String, RuleSet> mine = RuleSets.load(file);
      if (mine.containsKey(name)) {
        return mine.get(name);
      }
      if (!name.equals(RuleSets.DEFAULT) || mine.size() != 1) {
        if (!RuleSets.presets().containsKey(name)) {
          throw new RuleSetException("unknown rule set '" + name + "'; " + file + " defines "
              + String.join(", ", mine.keySet()));
        }
      } else {
        return mine.values().iterator().next();
      }
    }
    return RuleSets.named(name);
  }
}
