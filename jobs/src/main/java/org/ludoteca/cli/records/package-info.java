/**
 * The commands that read files of records without Spark: {@code replay} (verdicts, JSON, game
 * pages) and {@code show} (one game's page), and the writer of their game pages.
 */
package org.ludoteca.cli.records;
