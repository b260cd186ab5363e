/**
 * The Spark jobs, the one front door the command line calls: {@link org.ludoteca.spark.IngestJob}
 * reads record files into the ingest's Parquet tables, {@link org.ludoteca.spark.StatsJob} computes
 * the statistics tables, {@link org.ludoteca.spark.ReportJob} writes them as CSV, and {@link
 * org.ludoteca.spark.PipelineJob} runs the three; {@link org.ludoteca.spark.Sessions} starts the
 * session they run in. Each job plans on the driver and hands the work to the rooms below it:
 * {@code ingest} (the executor code of the ingest), {@code stats} (the statistics' driver side),
 * {@code files} (input files and the output directory), {@code table} (the table definitions),
 * {@code parquet} (the tasks' Parquet writer) and {@code progress}. No class below this package
 * imports it. Table schemas: {@code data/format/09-tables.md}.
 */
package org.ludoteca.spark;
