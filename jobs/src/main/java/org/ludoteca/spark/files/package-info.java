/**
 * The files a run reads and the directory it writes: the listing of the inputs ({@link
 * org.ludoteca.spark.files.Inputs}, checked up front by {@link org.ludoteca.spark.InputCheck}),
 * their fingerprints ({@link org.ludoteca.spark.files.FileFingerprint}), their slices cut at record
 * boundaries ({@link org.ludoteca.spark.files.Splits}, {@link org.ludoteca.spark.files.SplitRow},
 * {@link org.ludoteca.spark.files.ZstdSlices} for Zstandard frame ranges), the output directory
 * and its atomic file operations ({@link org.ludoteca.spark.files.OutDir}), and the manifest of
 * the files ingested ({@link org.ludoteca.spark.files.Manifest}). Knows the tables only by their
 * definitions ({@code table}); nothing here runs a Spark job but the measure of Zstandard ranges.
 */
package org.ludoteca.spark.files;
