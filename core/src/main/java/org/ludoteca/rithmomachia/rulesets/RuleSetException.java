package org.ludoteca.rithmomachia.rulesets;

/** A rule-set file or name that cannot be used: the message says where ({@code file:line}) and why. */
public final class RuleSetException extends Exception {
  private static final long serialVersionUID = 1L;

  public RuleSetException(String message) {
    super(message);
  }
}
