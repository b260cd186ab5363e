/**
 * Chess960 (Fischer Random Chess) and standard chess, which is Chess960 start position 518:
 * squares, pieces, the unchecked {@link org.ludoteca.chess960.Setup}, the checked {@link
 * org.ludoteca.chess960.Position}, the rules engine {@link org.ludoteca.chess960.Chess960} on
 * its mutable bitboard {@link org.ludoteca.chess960.Board} (public as the unchecked way in for
 * the replay session), the endings' one vocabulary {@link
 * org.ludoteca.chess960.Outcome.Termination} and the 960 start positions in {@link
 * org.ludoteca.chess960.StartPositions}. Squares are indexed a1 = 0, b1 = 1, ..., h8 = 63;
 * castling rights are the squares of the rooks that may still castle (Shredder style). The
 * decisions where the rules are ambiguous are listed in {@code docs/chess960.md}. A game in
 * progress with its history (FIDE's repetition and move-count draws), {@code ChessSession}, the
 * games of records and their providers are in {@code chess960.game}, the perft-file runner in
 * {@code chess960.perft}: above the model and {@code chess960.notation}, so no package cycle.
 */
package org.ludoteca.chess960;
