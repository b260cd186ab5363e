/**
 * The ingest's executor code: {@link org.ludoteca.spark.ingest.ReadSplit} reads the slices of one
 * Spark task, replays each record once and hands its rows ({@link
 * org.ludoteca.spark.ingest.TableRows}: the game, its captures held back in a {@link
 * org.ludoteca.spark.ingest.CaptureBatch}, its positions, its identity, its rejudged rows) to a
 * {@link org.ludoteca.spark.ingest.SliceWriter}, which writes them straight into the tables'
 * Parquet files; the statistics' summary rows are counted on the way ({@link
 * org.ludoteca.spark.ingest.StatsPartials}, {@link org.ludoteca.spark.ingest.ShortestPartials}, {@link
 * org.ludoteca.spark.ingest.ResearchPartials}).
 * The listeners that ride along the one replay (attacker values, legal move counts, the end of a
 * rejudged game), the game ids and identities, and the writers' settings prepared on the driver
 * ({@link org.ludoteca.spark.ingest.TableOutputs}) are here too. Everything a task holds is
 * serializable and in the main jar.
 */
package org.ludoteca.spark.ingest;
