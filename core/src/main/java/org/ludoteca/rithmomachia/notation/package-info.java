/**
 * Text notations of Rithmomachia: the CVR modified FEN ({@link
 * org.ludoteca.rithmomachia.notation.RithmoFen}), its syntax errors, and a board diagram. Syntax
 * only: whether a well-formed packet is a playable position is {@link
 * org.ludoteca.rithmomachia.Position#of}'s business.
 */
package org.ludoteca.rithmomachia.notation;
