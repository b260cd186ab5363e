/**
 * Game records as written down, for every game Ludoteca knows: the input formats, each one
 * strategy ({@link org.ludoteca.record.InputFormat}: names, content, record boundaries, whether it
 * splits, its parser; the built-in ones are {@link org.ludoteca.record.RecordFormat}, all of them
 * {@link org.ludoteca.record.InputFormats}), a game-agnostic reader that splits a file into
 * records ({@link org.ludoteca.record.RecordReader}), the values it produces ({@link
 * org.ludoteca.record.GameRecord}, {@link org.ludoteca.record.RejectedRecord}), the one visitor
 * protocol every format's parser feeds ({@link org.ludoteca.record.RecordVisitor}) and a writer
 * ({@link org.ludoteca.record.RecordWriter}). Syntax only: the reader neither parses moves nor checks
 * positions; a move token that makes no sense is the replayer's business.
 */
package org.ludoteca.record;
