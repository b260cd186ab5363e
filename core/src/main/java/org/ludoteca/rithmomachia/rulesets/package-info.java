/**
 * Rule sets as data: the {@link org.ludoteca.rithmomachia.rulesets.RuleSet} record of switches
 * and {@link org.ludoteca.rithmomachia.rulesets.RuleSets}, which reads the presets resource and
 * users' files. The engine branches on switch values, never on a preset's name.
 */
package org.ludoteca.rithmomachia.rulesets;
