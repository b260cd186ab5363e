/**
 * What the command packages share and nothing else: the exit codes, what a command asks of the
 * command line it runs under ({@link org.ludoteca.cli.common.RootCommand}), the extensions of
 * saved records. Imports no other package of the command line.
 */
package org.ludoteca.cli.common;
