/**
 * The files a run reads and the directory it writes: the listing of the inputs ({@link
 * org.ludoteca.spark.files.Inputs}, whose {@code File.unchangedSince} is the ingest's one
 * freshness rule), their checksums ({@link org.ludoteca.spark.files.Checksum}: a {@link
 * org.ludoteca.spark.files.FileFingerprint}, or the error that stopped it), their slices cut at
 * record boundaries ({@link org.ludoteca.spark.files.Splits}, {@link
 * org.ludoteca.spark.files.SplitRow}, {@link org.ludoteca.spark.files.ZstdSlices} for Zstandard
 * frame ranges; a {@link org.ludoteca.spark.files.SlicedFormat} cuts and opens its own files, as
 * {@link org.ludoteca.spark.files.LichessParquet} does lichess's Parquet data sets by row groups),
 * the output directory and its atomic file operations ({@link
 * org.ludoteca.spark.files.OutDir}), the manifest of the files ingested and of the committed runs
 * ({@link org.ludoteca.spark.files.Manifest}), and the named steps where a test can stop a run
 * ({@link org.ludoteca.spark.files.FaultPoints}). Knows the tables only by their definitions
 * ({@code table}); nothing here runs a Spark job but the measure of Zstandard ranges.
 */
package org.ludoteca.spark.files;
