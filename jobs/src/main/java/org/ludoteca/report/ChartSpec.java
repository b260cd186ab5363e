package org.ludoteca.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One chart, described once: what it draws (kind, title, axis labels, categories, series with
 * their names, colours and values, reference lines) and nothing of how. {@link ChartSpecs} builds
 * one from the statistics; the page draws it as SVG ({@link Charts#svg}), the notebook gets it as
 * JSON ({@link #json}) and draws it with its one {@code draw(spec)} function ({@link NotebookPlots}).
 *
 * @param id the chart's name, unique on its page; the SVG's element ids start with it
 * @param kind what is drawn
 * @param title the chart's title
 * @param xLabel the category (or, for a histogram, the bins') axis label, or null
 * @param yLabel the value axis label, or null
 * @param categories the categories in drawing order (bars' groups, intervals' rows, matrix columns)
 * @param series the series, in drawing and legend order
 * @param lines reference lines across the value axis
 * @param layout how the axes read, decided with the data
 * @param panels the panels of {@link Kind#PANELS}, each an {@link Kind#INTERVALS} chart; else empty
 */
record ChartSpec(String id, Kind kind, String title, String xLabel, String yLabel, List<String> categories,
    List<Series> series, List<Line> lines, Layout layout, List<ChartSpec> panels) {

  /** What a chart draws. */
  enum Kind {
    /** One bar per series side by side in each category. */
    BARS,
    /** The series' bars stacked in each category. */
    STACKED_BARS,
    /** One line with points per series across the categories. */
    LINES,
    /** An interval (low to high) with a point at its estimate per category and series. */
    INTERVALS,
    /** Bars between bin edges (a series' lows and highs), their height the value. */
    HISTOGRAM,
    /** Categories as columns, series as rows, each cell shaded by its value (0 to 1) and labelled. */
    MATRIX,
    /** Intervals charts stacked on one value axis, one per panel. */
    PANELS;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** How a series' items are marked. */
  enum Mark {
    BAR, LINE, POINT, SQUARE, BAND, CELL;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** How the category axis names its categories. */
  enum Ticks {
    /** Each category's name, horizontal. */
    NAMED,
    /** Each name at 45 degrees. */
    SLANTED,
    /** Each name vertical. */
    VERTICAL,
    /** No names (too many categories): the axis label says what they are. */
    NONE;

    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * A series.
   *
   * @param name its legend name (for a matrix, the row's name)
   * @param colour its colour, {@code #RRGGBB}
   * @param mark how each item is drawn
   * @param values one per category, null where the series has none
   * @param lows the intervals' low ends (a histogram's left bin edges), or empty
   * @param highs the intervals' high ends (a histogram's right bin edges), or empty
   * @param labels text written on each item (lines split by {@code \n}), or empty
   * @param tips text each item shows on hover, or empty
   */
  record Series(String name, String colour, Mark mark, List<Double> values, List<Double> lows, List<Double> highs,
      List<String> labels, List<String> tips) {
    Series {
      values = copy(values);
      lows = copy(lows);
      highs = copy(highs);
      labels = copy(labels);
      tips = copy(tips);
    }

    /** A series of values only. */
    Series(String name, String colour, Mark mark, List<Double> values) {
      this(name, colour, mark, values, List.of(), List.of(), List.of(), List.of());
    }
  }

  /**
   * A reference line across the value axis.
   *
   * @param at where, in the value axis' units
   * @param label its label, or null
   * @param colour its colour, {@code #RRGGBB}
   */
  record Line(double at, String label, String colour) {}

  /**
   * How the axes read.
   *
   * @param horizontal whether the categories run down (the values across), as for intervals per group
   * @param ticks how the categories are named
   * @param min the value axis' lower end, or null for the data's range
   * @param max its upper end, or null
   * @param step its tick spacing, or null
   * @param height the chart's height in pixels on the page (its width is {@link Charts#WIDTH})
   * @param legend whether a legend names the series
   * @param highlight the series (a matrix row) outlined as this page's, or null
   */
  record Layout(boolean horizontal, Ticks ticks, Double min, Double max, Double step, int height, boolean legend,
      String highlight) {
    /** Vertical, categories named, the value range from the data. */
    static Layout plain(Ticks ticks, boolean legend) {
      return new Layout(false, ticks, null, null, null, Charts.HEIGHT, legend, null);
    }
  }

  ChartSpec {
    categories = List.copyOf(categories);
    series = List.copyOf(series);
    lines = List.copyOf(lines);
    panels = List.copyOf(panels);
  }

  /** The series of the given name, or null. */
  Series series(String name) {
    return series.stream().filter(s -> s.name().equals(name)).findFirst().orElse(null);
  }

  /** A list that may hold nulls, unmodifiable. */
  private static <T> List<T> copy(List<T> list) {
    return Collections.unmodifiableList(new ArrayList<>(list));
  }

  /**
   * The description as JSON: objects over lines, arrays on one line, fields in a fixed order, so
   * the notebooks are the same bytes for the same statistics; {@code < > &} written as JSON's
   * Unicode escapes, so that text from the records (a tag holding {@code <script>}) is never markup
   * wherever the notebook is shown.
   */
  String json() {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
      g.setCharacterEscapes(MARKUP_ESCAPED);
      g.setPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter(" ", "\n")));
      write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }

  private static final CharacterEscapes MARKUP_ESCAPED = new MarkupEscaped();

  /** JSON's own escapes, and {@code < > &} as Unicode escapes (a backslash, u and four hex digits). */
  private static final class MarkupEscaped extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private final int[] escapes = standardAsciiEscapesForJSON();

    MarkupEscaped() {
      escapes['<'] = ESCAPE_STANDARD;
      escapes['>'] = ESCAPE_STANDARD;
      escapes['&'] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return escapes;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      return null;
    }
  }

  private void write(JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", id);
    g.writeStringField("kind", kind.label());
    g.writeStringField("title", title);
    g.writeStringField("x_label", xLabel);
    g.writeStringField("y_label", yLabel);
    strings(g, "categories", categories);
    g.writeArrayFieldStart("series");
    for (Series s : series) {
      g.writeStartObject();
      g.writeStringField("name", s.name());
      g.writeStringField("colour", s.colour());
      g.writeStringField("mark", s.mark().label());
      numbers(g, "values", s.values());
      if (!s.lows().isEmpty()) {
        numbers(g, "lows", s.lows());
        numbers(g, "highs", s.highs());
      }
      if (!s.labels().isEmpty()) {
        strings(g, "labels", s.labels());
      }
      if (!s.tips().isEmpty()) {
        strings(g, "tips", s.tips());
      }
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("lines");
    for (Line l : lines) {
      g.writeStartObject();
      g.writeNumberField("at", l.at());
      g.writeStringField("label", l.label());
      g.writeStringField("colour", l.colour());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeObjectFieldStart("layout");
    g.writeBooleanField("horizontal", layout.horizontal());
    g.writeStringField("ticks", layout.ticks().label());
    number(g, "min", layout.min());
    number(g, "max", layout.max());
    number(g, "step", layout.step());
    g.writeNumberField("height", layout.height());
    g.writeBooleanField("legend", layout.legend());
    g.writeStringField("highlight", layout.highlight());
    g.writeEndObject();
    if (!panels.isEmpty()) {
      g.writeArrayFieldStart("panels");
      for (ChartSpec p : panels) {
        p.write(g);
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  private static void strings(JsonGenerator g, String field, List<String> values) throws IOException {
    g.writeArrayFieldStart(field);
    for (String v : values) {
      g.writeString(v);
    }
    g.writeEndArray();
  }

  private static void numbers(JsonGenerator g, String field, List<Double> values) throws IOException {
    g.writeArrayFieldStart(field);
    for (Double v : values) {
      if (v == null || v.isNaN() || v.isInfinite()) {
        g.writeNull();
      } else {
        g.writeNumber(v);
      }
    }
    g.writeEndArray();
  }

  private static void number(JsonGenerator g, String field, Double v) throws IOException {
    if (v == null) {
      g.writeNullField(field);
    } else {
      g.writeNumberField(field, v);
    }
  }
}
