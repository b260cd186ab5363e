/**
 * The six board games of E. Zamora (2009), "Seis juegos bipersonales de demostración perfecta":
 * the game-neutral shape shared by their engines ({@link org.ludoteca.zamora.ZamoraGame}), the
 * rule-set switches ({@link org.ludoteca.zamora.ZamoraRules}), the reader of the transcribed
 * partidas ({@link org.ludoteca.zamora.Transcription}) and their replay ({@link
 * org.ludoteca.zamora.ZamoraReplay}). Rules follow {@code shared/spec/zamora.md}; the decisions
 * where that spec leaves a choice are listed in {@code docs/zamora.md}. One sub-package per game;
 * the registry of the six and their {@code Game} adapter are in {@code zamora.game}, above them.
 */
package org.ludoteca.zamora;
