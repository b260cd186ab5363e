/**
 * What a run shows while it works: the counters the ingest's tasks add to ({@link
 * org.ludoteca.spark.progress.ProgressCounters}), the listener that turns Spark's events and the
 * counters into one progress line ({@link org.ludoteca.spark.progress.ProgressListener}, drawn by
 * {@link org.ludoteca.spark.progress.ProgressDisplay}), and the phases' wall times ({@link
 * org.ludoteca.spark.progress.Timings}).
 */
package org.ludoteca.spark.progress;
