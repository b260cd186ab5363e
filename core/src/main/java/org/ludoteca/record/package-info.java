/**
 * Game records as written down, for every game Ludoteca knows: a game-agnostic reader that
 * splits a file into records ({@link org.ludoteca.record.RecordReader}), the values it produces
 * ({@link org.ludoteca.record.GameRecord}, {@link org.ludoteca.record.RejectedRecord}), a
 * visitor for streaming ({@link org.ludoteca.record.RecordVisitor}) and a writer ({@link
 * org.ludoteca.record.RecordWriter}). Syntax only: the reader neither parses moves nor checks
 * positions; a move token that makes no sense is the replayer's business.
 */
package org.ludoteca.record;
