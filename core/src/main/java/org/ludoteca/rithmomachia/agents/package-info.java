/**
 * Players for Rithmomachia self-play: {@code random}, {@code greedy} (the tutorial's
 * "aggressive" player) and {@code search} (alpha-beta), each deterministic given its random
 * source, seated at a {@link org.ludoteca.rithmomachia.agents.RithmoTable} for the shared loop
 * ({@code org.ludoteca.selfplay.SelfPlay}); {@link org.ludoteca.rithmomachia.agents.RithmoAgents}
 * registers them.
 */
package org.ludoteca.rithmomachia.agents;
