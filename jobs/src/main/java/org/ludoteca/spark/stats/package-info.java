/**
 * The statistics' side on the driver: the summary tables read without a Spark job ({@link
 * org.ludoteca.spark.stats.SmallTables}), the same summaries counted from {@code games} and {@code
 * captures} when those are needed ({@link org.ludoteca.spark.stats.TableSummaries}), the
 * statistics tables written as Parquet ({@link org.ludoteca.spark.stats.StatsFiles}) and as CSV
 * ({@link org.ludoteca.spark.CsvSink}, rows ordered by {@link
 * org.ludoteca.spark.stats.RowOrder}), and the shortest game of each victory type ({@link
 * org.ludoteca.spark.ShortestGames}). The statistics themselves are computed in core's
 * {@code org.ludoteca.stats}.
 */
package org.ludoteca.spark.stats;
