/**
 * Un Cáliz para el Rey (spec section 5): chess on a 15×9 board with royal chambers and a Cáliz
 * passed along chains of own pieces ({@link org.ludoteca.zamora.caliz.Caliz}). The board, the
 * position and the chain mechanics ({@link org.ludoteca.zamora.caliz.ChamberChess}) are shared
 * with El Gol de Oro.
 */
package org.ludoteca.zamora.caliz;
