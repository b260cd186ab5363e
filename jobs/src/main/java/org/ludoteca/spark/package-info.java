/**
 * The Spark pipeline: {@link org.ludoteca.spark.IngestJob} reads record files into the {@code
 * games}, {@code captures} and {@code rejected} Parquet tables, {@link org.ludoteca.spark.StatsJob}
 * computes the statistics tables, {@link org.ludoteca.spark.ReportJob} writes them as CSV, and
 * {@link org.ludoteca.spark.PipelineJob} runs all three. Jobs are thin: read, call a static
 * Dataset transform, write; executor code lives in named static classes. Table schemas are in
 * {@code data/FORMAT.md}, section 9.
 */
package org.ludoteca.spark;
