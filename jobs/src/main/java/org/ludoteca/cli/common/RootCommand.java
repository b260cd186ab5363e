package org.ludoteca.cli.common;

/**
 * What a command asks of the command line it runs under (picocli's root command), without naming
 * it: the front door imports the commands, never the other way round.
 */
public interface RootCommand {
  /** Whether the command line's stderr is a terminal: a progress line is then redrawn in place. */
  boolean errIsTerminal();
}
