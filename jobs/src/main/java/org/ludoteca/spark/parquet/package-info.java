/**
 * The ingest tasks' Parquet writer: {@link org.ludoteca.spark.parquet.ValueRowFileWriter} writes
 * rows of Java values (and {@link org.ludoteca.spark.parquet.RowBatch}es, column by column) into
 * one Parquet file, the pages encoded here (levels, dictionary indexes, Zstandard) and the file
 * framed by parquet-mr's file writer. Everything else in the package is its helpers and stays
 * package-private. It knows no table: a file's columns and settings come from its caller.
 */
package org.ludoteca.spark.parquet;
