/**
 * The commands of the Spark jobs: {@code ingest}, {@code stats}, {@code report} and {@code
 * pipeline}, each a thin call of the jobs' front door ({@code org.ludoteca.spark}), with the
 * options they share (where Spark runs, progress, replay and statistics options) and the summaries
 * they print.
 */
package org.ludoteca.cli.pipeline;
