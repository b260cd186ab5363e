/**
 * Batalla de Compases (spec section 1): two unit compasses on the 4×4 vertex lattice of a 3×3
 * board, the rules ({@link org.ludoteca.zamora.compases.Compases}) and the exhaustive solution
 * ({@link org.ludoteca.zamora.compases.CompasesSolver}).
 */
package org.ludoteca.zamora.compases;
