/**
 * Reports people read: for each game and rule set, and one overview, a self-contained HTML page
 * and a Jupyter notebook with the same narrative, tables and charts, built from the statistics
 * tables the pipeline writes ({@code DIR/reports/*.csv}). Each chart is described once ({@link
 * org.ludoteca.report.ChartSpec}, built by {@code ChartSpecs} from its table): the page draws the
 * description as inline SVG (JFreeChart through JFreeSVG, or SVG written directly), the notebook
 * holds it as JSON and draws it with matplotlib. Every value from a record is escaped. Plain Java:
 * the statistics are small, no Spark is needed to draw them.
 */
package org.ludoteca.report;
