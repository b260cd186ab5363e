/**
 * The statistics' side on the driver: the summary tables read without a Spark job ({@link
 * org.ludoteca.spark.stats.SmallTables}), the same summaries counted from {@code games} and {@code
 * captures} when those are needed ({@link org.ludoteca.spark.stats.TableSummaries}), the committed
 * runs' rows of a table read back ({@link org.ludoteca.spark.stats.TableReads}), the statistics
 * tables written as Parquet ({@link org.ludoteca.spark.stats.StatsFiles}), and small tables sorted
 * as Spark sorts them ({@link org.ludoteca.spark.stats.RowOrder}). The statistics themselves are
 * computed in core's {@code org.ludoteca.stats}.
 */
package org.ludoteca.spark.stats;
