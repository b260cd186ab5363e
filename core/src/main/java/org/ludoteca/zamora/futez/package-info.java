/**
 * Futez (spec section 2): draughts-like football on the 23 light squares of a 9×5 board, with
 * a compulsory ball move triggered by the piece just moved ({@link
 * org.ludoteca.zamora.futez.Futez}).
 */
package org.ludoteca.zamora.futez;
