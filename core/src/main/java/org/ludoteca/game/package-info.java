/**
 * What every game Ludoteca knows offers to shared code: the {@link org.ludoteca.game.Game}
 * interface (name, rule sets, termination names, a {@link org.ludoteca.game.GameReplayer}) and
 * the registry {@link org.ludoteca.game.Games}, the one place a game is registered. Shared code
 * (the record envelope, {@link org.ludoteca.replay.Replay}) never names a particular game.
 */
package org.ludoteca.game;
