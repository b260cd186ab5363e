/**
 * Reports people read: for each game and rule set, and one overview, a self-contained HTML page
 * and a Jupyter notebook with the same narrative, tables and charts, built from the statistics
 * tables the pipeline writes ({@code DIR/reports/*.csv}). Charts are JFreeChart drawings
 * rendered to inline SVG by JFreeSVG; every value from a record is escaped. Plain Java: the
 * statistics are small, no Spark is needed to draw them.
 */
package org.ludoteca.report;
