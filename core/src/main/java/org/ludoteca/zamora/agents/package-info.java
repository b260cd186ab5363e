/**
 * Players for self-play of the six Zamora games: {@code random} (uniform over the legal turns)
 * and {@code greedy} (a turn that wins at once, else the one that pushes the ball or Cáliz
 * furthest, random among ties), and {@link org.ludoteca.zamora.agents.ZamoraSelfPlay}.
 */
package org.ludoteca.zamora.agents;
