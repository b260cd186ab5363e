package org.ludoteca.spark.ingest;

import java.util.Map;
import org.ludoteca.game.Side;

/**
 * Who played a game, as the statistics split by (data/FORMAT.md section 9, "Bots"): the
 * generator's {@code WhiteAgent}/{@code BlackAgent} tags; else, in a game where a side's title tag
 * ({@code WhiteTitle}, {@code BlackTitle}) is {@code BOT}, as lichess marks its bot accounts,
 * {@code bot} for that side and {@code human} for a side without it; else none (null).
 */
final class Agents {
  static final String BOT = "bot";
  static final String HUMAN = "human";

  private Agents() {}

  /** Whether a title tag value marks a bot account. */
  static boolean isBot(String title) {
    return title != null && title.strip().equalsIgnoreCase("BOT");
  }

  /** The {@code bot} column of {@code games}: {@code white}, {@code black}, {@code both}, or null. */
  static String bot(Map<String, String> tags) {
    boolean w = isBot(tags.get("WhiteTitle"));
    boolean b = isBot(tags.get("BlackTitle"));
    return w && b ? "both" : w ? Side.WHITE.label() : b ? Side.BLACK.label() : null;
  }

  /** White's agent. */
  static String white(Map<String, String> tags) {
    return agent(tags.get("WhiteAgent"), tags.get("WhiteTitle"), tags.get("BlackTitle"));
  }

  /** Black's agent. */
  static String black(Map<String, String> tags) {
    return agent(tags.get("BlackAgent"), tags.get("BlackTitle"), tags.get("WhiteTitle"));
  }

  private static String agent(String agentTag, String title, String otherTitle) {
    if (agentTag != null) {
      return agentTag;
    }
    if (isBot(title)) {
      return BOT;
    }
    return isBot(otherTitle) ? HUMAN : null;
  }
}
