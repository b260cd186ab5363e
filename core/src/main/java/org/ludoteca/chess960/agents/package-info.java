/**
 * Chess and Chess960 self-play: the {@code random} and {@code greedy} agents, seated at a {@link
 * org.ludoteca.chess960.agents.ChessTable} for the shared loop ({@code
 * org.ludoteca.selfplay.SelfPlay}); {@link org.ludoteca.chess960.agents.ChessAgents} registers them.
 */
package org.ludoteca.chess960.agents;
