package org.ludoteca.rithmomachia.agents;

import java.util.Set;
import org.ludoteca.game.Agents;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;

/** Rithmomachia's agents for self-play, by name ({@link Agent#named}), under a preset rule set. */
public final class RithmoAgents implements Agents {
  @Override
  public Set<String> games() {
    return Set.of("rithmomachia");
  }

  @Override
  public Table table(String game, String rules, String white, String black) {
    if (!games().contains(game)) {
      throw new IllegalArgumentException("no Rithmomachia agents for " + game);
    }
    try {
      return new RithmoTable(Rithmomachia.of(RuleSets.named(rules)), Agent.named(white), Agent.named(black));
    } catch (RuleSetException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
