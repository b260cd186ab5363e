package org.ludoteca.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.ludoteca.zamora.Transcription;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.game.ZamoraGames;
import org.ludoteca.zamora.ZamoraRules;

/**
 * Fuzz targets of the Zamora readers: transcriptions (read, then replayed under the game their
 * header names) and the six games' position texts. Their typed error is {@link
 * IllegalArgumentException} naming the line or the field, as documented; its subclasses {@link
 * NumberFormatException} and {@link java.util.regex.PatternSyntaxException} are not it (they
 * name no place in the text) and count as findings, as does any other exception, a hang or
 * running out of memory. See scripts/fuzz.sh.
 */
class ZamoraFuzzTest {
  private static final List<ZamoraGame<?>> GAMES =
      ZamoraGames.KEYS.stream().<ZamoraGame<?>>map(k -> ZamoraGames.byKey(k, ZamoraRules.spec())).toList();

  /** A transcription, replayed when its game is known. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void transcription(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    Transcription t;
    try {
      t = Transcription.parse("fuzz", FuzzInputs.text(data).lines().toList());
    } catch (IllegalArgumentException e) {
      typed(e);
      return;
    }
    if (ZamoraGames.KEYS.contains(t.game())) {
      ZamoraGames.replay(t);
    }
  }

  /** A position text of the game the first byte picks, written back when it reads. */
  @FuzzTest(maxDuration = FuzzInputs.DURATION)
  @Timeout(FuzzInputs.SECONDS_PER_INPUT)
  void positionText(byte[] data) {
    if (FuzzInputs.tooLarge(data)) {
      return;
    }
    try {
      roundTrip(GAMES.get(FuzzInputs.choice(data, GAMES.size())), FuzzInputs.tail(data));
    } catch (IllegalArgumentException e) {
      typed(e);
    }
  }

  private static <S> void roundTrip(ZamoraGame<S> game, String text) {
    S state = game.parse(text);
    game.outcome(state);
    game.toText(state);
  }

  /** Rethrows an {@link IllegalArgumentException} that is not the readers' own. */
  private static void typed(IllegalArgumentException e) {
    if (e instanceof NumberFormatException || e instanceof java.util.regex.PatternSyntaxException) {
      throw new AssertionError("untyped error: " + e, e);
    }
  }
}
