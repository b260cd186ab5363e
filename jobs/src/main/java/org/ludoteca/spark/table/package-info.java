/**
 * The one definition of every table the pipeline writes ({@link org.ludoteca.spark.table.Table}:
 * name, schema, partition columns, sort keys, writer options), which the ingest, the statistics,
 * the readers, the CSV reports and the tests all take, and the {@code movetext} column of {@code
 * games} as it is written and read ({@link org.ludoteca.spark.table.Movetext}). Imports nothing of
 * the jobs. Columns: {@code data/format/09-tables.md}.
 */
package org.ludoteca.spark.table;
