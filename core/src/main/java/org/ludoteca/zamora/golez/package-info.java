/**
 * Golez (spec section 3): football on a 7×7 chequered field with two 10-square arcs, keepers,
 * defenders, midfielders and attackers, and an optional ball chain that jumps to the nearest
 * empty square of the activator's colour ({@link org.ludoteca.zamora.golez.Golez}).
 */
package org.ludoteca.zamora.golez;
