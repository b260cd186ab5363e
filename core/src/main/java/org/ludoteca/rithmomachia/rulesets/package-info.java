/**
 * Rule-set files: {@link org.ludoteca.rithmomachia.rulesets.RuleSets} reads the presets resource
 * and users' files into {@link org.ludoteca.rithmomachia.RuleSet} records (the switches, which
 * live in the model package beside the engine that reads them). The engine branches on switch
 * values, never on a preset's name.
 */
package org.ludoteca.rithmomachia.rulesets;
