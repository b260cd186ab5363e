/**
 * Self-play: reproducible games between agents, for corpora the pipeline ingests. Game-neutral
 * pieces live here (the played game as tags and moves, per-game seeds, the running summary);
 * each game's agents live in its own package.
 */
package org.ludoteca.selfplay;
