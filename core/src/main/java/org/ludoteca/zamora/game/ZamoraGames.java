package org.ludoteca.zamora.game;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ludoteca.zamora.ReplayReport;
import org.ludoteca.zamora.Transcription;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraReplay;
import org.ludoteca.zamora.ZamoraRules;
import org.ludoteca.zamora.compases.Compases;
import org.ludoteca.zamora.futez.Futez;
import org.ludoteca.zamora.golez.Golez;
import org.ludoteca.zamora.goldrez.Goldrez;
import org.ludoteca.zamora.caliz.Caliz;
import org.ludoteca.zamora.goldeoro.GolDeOro;

/**
 * The registry of the six Zamora games by their transcription key, and the one-call replay of a
 * transcription file.
 */
public final class ZamoraGames {
  /** The game keys, simplest first. */
  public static final List<String> KEYS =
      List.of("compases", "futez", "golez", "goldrez", "caliz", "goldeoro");

  private ZamoraGames() {}

  /** The engine of game {@code key} under {@code rules}; the error lists the known keys. */
  public static ZamoraGame<?> byKey(String key, ZamoraRules rules) {
    switch (key) {
      case "compases":
        return new Compases(rules);
      case "futez":
        return new Futez(rules);
      case "golez":
        return new Golez(rules);
      case "goldrez":
        return new Goldrez(rules);
      case "caliz":
        return new Caliz(rules);
      case "goldeoro":
        return new GolDeOro(rules);
      default:
        throw new IllegalArgumentException("unknown Zamora game '" + key + "'; known: " + KEYS);
    }
  }

  /** Reads and replays one transcription file under {@code rules}. */
  public static ReplayReport replay(Path file, ZamoraRules rules) throws IOException {
    Transcription t = Transcription.read(file);
    return ZamoraReplay.replay(byKey(t.game(), rules), t);
  }

  /** Replays a transcription already read, with the game its header names, under {@code spec}. */
  public static ReplayReport replay(Transcription t) {
    return ZamoraReplay.replay(byKey(t.game(), ZamoraRules.spec()), t);
  }
}
