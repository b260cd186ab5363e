/**
 * The six Zamora games seen from outside: {@link org.ludoteca.zamora.game.ZamoraGames} (the
 * engines by transcription key, the one-call replay of a file), {@link
 * org.ludoteca.zamora.game.ZamoraRecordGame} (each game as an {@link org.ludoteca.game.Game}) and
 * their providers for {@code java.util.ServiceLoader}. It sits above the shared model ({@code
 * zamora}) and the six game packages, which import nothing of it, so the packages form no cycle.
 */
package org.ludoteca.zamora.game;
