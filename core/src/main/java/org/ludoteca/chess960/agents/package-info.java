/** Chess and Chess960 self-play: the {@code random} and {@code greedy} agents and {@link org.ludoteca.chess960.agents.ChessSelfPlay}. */
package org.ludoteca.chess960.agents;
