/**
 * The Spark jobs, the one front door the command line calls: {@link org.ludoteca.spark.IngestJob}
 * reads record files into the ingest's Parquet tables (planning with {@link
 * org.ludoteca.spark.IngestPlan}, a pure function of the listing, the manifest and the files'
 * checksums), {@link org.ludoteca.spark.StatsJob} computes the statistics tables, {@link
 * org.ludoteca.spark.ReportJob} writes them as CSV through a {@link org.ludoteca.spark.CsvSink}
 * (with {@link org.ludoteca.spark.ShortestGames}) and hands the same tables ({@link
 * org.ludoteca.spark.ReportTable}) to the pages the command line passes in ({@link
 * org.ludoteca.spark.ReportJob.Pages}), and {@link org.ludoteca.spark.PipelineJob} runs the three; {@link org.ludoteca.spark.Sessions} starts the session they run in, {@link
 * org.ludoteca.spark.InputCheck} checks the inputs before, and {@link
 * org.ludoteca.spark.GameFiles} reads records outside Spark with the ids the ingest gives them.
 * Each job decides on the driver and hands the work to the rooms behind it: {@code ingest} (the
 * executor code of the ingest), {@code stats} (the statistics' driver side), {@code files} (input
 * files and the output directory), {@code table} (the table definitions), {@code parquet} (the
 * tasks' Parquet writer) and {@code progress}. None of them imports this package. Table schemas:
 * {@code data/format/09-tables.md}; the rooms: {@code docs/architecture.md}.
 */
package org.ludoteca.spark;
