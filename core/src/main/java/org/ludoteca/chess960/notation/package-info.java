/**
 * Text notations of chess and Chess960: FEN with X-FEN or Shredder-FEN castling ({@link
 * org.ludoteca.chess960.notation.ChessFen}), SAN ({@link org.ludoteca.chess960.notation.San}) and
 * UCI ({@link org.ludoteca.chess960.notation.Uci}) moves, and their syntax errors, each with the
 * 1-based column where the text went wrong. Syntax only: whether a well-formed FEN is a legal
 * position is {@link org.ludoteca.chess960.Position#of}'s business, whether a move is legal is
 * the engine's.
 */
package org.ludoteca.chess960.notation;
