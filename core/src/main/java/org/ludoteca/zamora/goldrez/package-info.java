/**
 * Goldrez (spec section 4): football with chess pieces on a 7×7 field with 3-square arcs; the
 * ball moves with the geometry of each piece that activates it, each piece at most once per
 * turn ({@link org.ludoteca.zamora.goldrez.Goldrez}).
 */
package org.ludoteca.zamora.goldrez;
