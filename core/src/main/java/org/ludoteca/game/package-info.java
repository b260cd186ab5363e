/**
 * What every game Ludoteca knows offers to shared code: the {@link org.ludoteca.game.Game}
 * interface (name, rule sets, termination names, a {@link org.ludoteca.game.GameReplayer}) and
 * the registry {@link org.ludoteca.game.Games}, which finds the games through {@link
 * java.util.ServiceLoader} ({@link org.ludoteca.game.GameProvider}). Shared code
 * (the record envelope, {@link org.ludoteca.replay.Replay}) never names a particular game.
 */
package org.ludoteca.game;
