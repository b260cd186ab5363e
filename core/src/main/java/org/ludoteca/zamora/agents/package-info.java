/**
 * Players for self-play of the six Zamora games: {@code random} (uniform over the legal turns)
 * and {@code greedy} (a turn that wins at once, else the one that pushes the ball or Cáliz
 * furthest, random among ties), seated at a {@link org.ludoteca.zamora.agents.ZamoraTable} for
 * the shared loop ({@code org.ludoteca.selfplay.SelfPlay}); {@link
 * org.ludoteca.zamora.agents.ZamoraAgents} registers them.
 */
package org.ludoteca.zamora.agents;
