/**
 * Rithmomachia as an {@link org.ludoteca.game.Game} ({@link
 * org.ludoteca.rithmomachia.game.RithmomachiaGame}) and its provider for {@code
 * java.util.ServiceLoader}. It sits above the model ({@code rithmomachia}), the notation and the
 * rule-set files, which import nothing of it, so the packages form no cycle.
 */
package org.ludoteca.rithmomachia.game;
