/**
 * The corpus statistics (victory types, capture methods, first-player advantage, game length,
 * start positions, validation) computed from counts: {@link org.ludoteca.stats.GameTally} and
 * {@link org.ludoteca.stats.CaptureTally} rows, each standing for a number of games or captures
 * with the same values. The pipeline's ingest tasks count them while they replay, so the
 * statistics of a million games are computed here from a few thousand rows, in plain Java. Table
 * layouts: data/FORMAT.md section 9.
 */
package org.ludoteca.stats;
