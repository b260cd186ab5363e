package org.ludoteca.zamora.agents;

import java.util.LinkedHashSet;
import java.util.Set;
import org.ludoteca.game.Agents;
import org.ludoteca.zamora.ZamoraGames;
import org.ludoteca.zamora.ZamoraRuleSets;
import org.ludoteca.zamora.ZamoraRules;

/** The agents of the six Zamora games for self-play: {@code random} and {@code greedy}. */
public final class ZamoraAgents implements Agents {
  @Override
  public Set<String> games() {
    return new LinkedHashSet<>(ZamoraGames.KEYS);
  }

  @Override
  public Table table(String game, String rules, String white, String black) {
    ZamoraRules zamoraRules = ZamoraRuleSets.presets().get(rules);
    if (zamoraRules == null) {
      throw new IllegalArgumentException("unknown rule set '" + rules + "' for " + game + "; known: "
          + String.join(", ", ZamoraRuleSets.presets().keySet()));
    }
    return new ZamoraTable<>(ZamoraGames.byKey(game, zamoraRules), rules, white, black);
  }
}
