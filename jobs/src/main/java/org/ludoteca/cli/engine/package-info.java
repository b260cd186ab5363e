/**
 * The commands of the rules engines, over one position or one game and no file of records: {@code
 * fen}, {@code moves}, {@code play}, {@code perft}, {@code generate} (self-play records to a
 * file), {@code diagram} and {@code board}, with their shared position argument and rule set
 * options. No Spark.
 */
package org.ludoteca.cli.engine;
