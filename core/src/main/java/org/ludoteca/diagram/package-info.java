/**
 * What every game's board drawing shares, naming no game: an SVG writer ({@link
 * org.ludoteca.diagram.Svg}), the colour-blind-safe palette ({@link org.ludoteca.diagram.Palette})
 * and a grid of squares with coordinates and capture marks ({@link org.ludoteca.diagram.Grid}).
 * Each game draws its own pieces in its own package, through {@code Game.drawing()}.
 */
package org.ludoteca.diagram;
