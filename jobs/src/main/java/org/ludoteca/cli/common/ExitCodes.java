package org.ludoteca.cli.common;

/** The command line's exit codes, one meaning each (the {@code ludoteca} help says them). */
public final class ExitCodes {
  /** Success. */
  public static final int OK = 0;
  /** An unexpected failure, its message on stderr after {@code error:}. */
  public static final int FAILURE = 1;
  /** Bad input: a malformed argument, an unknown option, an unreadable file (a one-line {@code error:}). */
  public static final int BAD_INPUT = 2;

  private ExitCodes() {}
}
