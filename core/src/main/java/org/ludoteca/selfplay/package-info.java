/**
 * Self-play: reproducible games between agents, for corpora the pipeline ingests. The loop
 * ({@link org.ludoteca.selfplay.SelfPlay}: seeds, moves, tags) is written once here against a
 * game's {@link org.ludoteca.game.Agents}; each game's agents live in its own package and plug in
 * through {@code META-INF/services}. Beside it the played game as tags and moves, per-game seeds
 * and the running summary.
 */
package org.ludoteca.selfplay;
