/**
 * Rithmomachia, the medieval game of numbers: squares, pieces, the unchecked {@link
 * org.ludoteca.rithmomachia.Setup} and the checked {@link org.ludoteca.rithmomachia.Position}.
 * Coordinates follow {@code shared/spec/rithmomachia.md} section 1: files a..h, ranks 1..16
 * counted from White's back row.
 */
package org.ludoteca.rithmomachia;
