/**
 * Chess openings by name: lichess's opening data set (CC0, in the class path beside {@link
 * org.ludoteca.chess960.openings.OpeningTable}, with its provenance) read into a table of named
 * positions that a replay looks up after each ply. Above the model and the notation (it plays the
 * data set's SAN lines), below {@code chess960.game}, whose {@code ChessGame} offers it to shared
 * code as the game's {@link org.ludoteca.game.OpeningBook}.
 */
package org.ludoteca.chess960.openings;
