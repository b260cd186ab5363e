package org.ludoteca.spark.parquet;

/**
 * A {@link ValueRowFileWriter} leaf's growable arrays (levels, PLAIN values, dictionary indexes),
 * any of them null, handed from a closed file's writer to the next one of its table.
 */
record LeafArrays(byte[] definition, byte[] repetition, byte[] values, int[] indexes) {}
