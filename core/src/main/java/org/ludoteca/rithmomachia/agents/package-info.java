/**
 * Players for Rithmomachia self-play: {@code random}, {@code greedy} (the tutorial's
 * "aggressive" player) and {@code search} (alpha-beta), each deterministic given its random
 * source, and {@link org.ludoteca.rithmomachia.agents.SelfPlay}, which plays one game.
 */
package org.ludoteca.rithmomachia.agents;
