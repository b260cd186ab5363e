package org.ludoteca.board;

import java.util.Collection;
import org.teavm.extension.spi.resources.ResourcesPolicy;

/**
 * The class-path resources the browser's script carries, for the compiler (TeaVM reads this class
 * through {@code META-INF/services}; nothing runs it on the JVM): the rule-set files that the
 * games' registries read with {@code getResourceAsStream}.
 */
public final class BoardResources implements ResourcesPolicy {
  @Override
  public String[] supplyResources(Collection<? extends String> availableClassNames) {
    return new String[] {
        "org/ludoteca/rithmomachia/rulesets/presets.rules",
        "org/ludoteca/zamora/presets.rules"
    };
  }
}
