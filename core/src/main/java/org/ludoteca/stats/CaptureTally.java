package org.ludoteca.stats;

/**
 * A number of captures in VALID games that share method, capturing side and captured kind, in all
 * and by game phase: a row of the pipeline's {@code capture_summary} table.
 */
public record CaptureTally(String game, String rules, String method, String side, String capturedKind,
    long captures, long opening, long middlegame, long endgame) {}
