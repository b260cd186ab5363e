/**
 * The front door of the command line: {@link org.ludoteca.cli.Ludoteca} (the {@code ludoteca}
 * command, its help's layout, the exit codes of failures) and whether stderr is a terminal. The
 * commands are in the packages below it by role, and none of them imports this package:
 * {@code cli.engine} (the rules engines over one position or game: {@code fen}, {@code moves},
 * {@code play}, {@code perft}, {@code generate}, {@code diagram}, {@code board}), {@code
 * cli.records} (record files read without Spark: {@code replay}, {@code show}), {@code
 * cli.pipeline} (the Spark jobs: {@code ingest}, {@code stats}, {@code report}, {@code pipeline}),
 * and {@code cli.common} what they share.
 */
package org.ludoteca.cli;
