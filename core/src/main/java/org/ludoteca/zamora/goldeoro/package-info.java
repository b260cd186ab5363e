/**
 * El Gol de Oro (spec section 6): the board and pieces of Un Cáliz para el Rey with a ball
 * instead of the Cáliz, no check and no captures, fouls with expulsion, and the golden goal in
 * the enemy King's chambers ({@link org.ludoteca.zamora.goldeoro.GolDeOro}).
 */
package org.ludoteca.zamora.goldeoro;
