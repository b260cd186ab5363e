package org.ludoteca.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Section} as a Jupyter notebook (nbformat 4.4): the narrative and tables as
 * Markdown cells, each chart as the stored output of a code cell ({@code image/svg+xml}), then
 * code cells that load the pipeline's Parquet tables with pandas so a researcher can go on from
 * there. Text from the data is HTML-escaped in Markdown, so it renders as text. Deterministic:
 * no execution counts, no timestamps.
 */
final class NotebookReport {
  private NotebookReport() {}

  /**
   * The notebook as JSON text.
   *
   * @param tablesPath the pipeline's output directory as the notebook should name it (relative
   *     to the notebook, e.g. {@code ../out})
   * @param siblings every section written beside it: the overview links their notebooks
   */
  static String render(Section s, String tablesPath, List<Section> siblings) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
      DefaultPrettyPrinter pp = new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter(" ", "\n"));
      g.setPrettyPrinter(pp);
      g.writeStartObject();
      g.writeArrayFieldStart("cells");
      StringBuilder intro = new StringBuilder("# ").append(md(s.title())).append("\n");
      for (String p : s.paragraphs()) {
        intro.append("\n").append(md(p)).append("\n");
      }
      markdown(g, intro.toString());
      if (s.game() == null) {
        StringBuilder links = new StringBuilder("## Reports\n\nOne notebook per game and rule set, each with an HTML "
            + "page of the same name beside it:\n");
        for (Section sib : siblings) {
          if (sib.game() != null) {
            links.append("\n- [").append(md(sib.title())).append("](").append(sib.name()).append(".ipynb)");
          }
        }
        markdown(g, links.toString());
      }
      for (Section.Chart c : s.charts()) {
        markdown(g, "**" + md(c.caption()) + "**");
        g.writeStartObject();
        g.writeStringField("cell_type", "code");
        g.writeNullField("execution_count");
        g.writeObjectFieldStart("metadata");
        g.writeBooleanField("tags_chart", true);
        g.writeEndObject();
        g.writeArrayFieldStart("outputs");
        g.writeStartObject();
        g.writeStringField("output_type", "display_data");
        g.writeObjectFieldStart("data");
        lines(g, "image/svg+xml", c.svg());
        lines(g, "text/plain", "<chart: " + c.caption() + ">");
        g.writeEndObject();
        g.writeObjectFieldStart("metadata");
        g.writeEndObject();
        g.writeEndObject();
        g.writeEndArray();
        lines(g, "source", "# The chart above was drawn when the report was made; the cells below load the data.");
        g.writeEndObject();
      }
      for (StatsTable t : s.tables()) {
        markdown(g, "## " + md(t.name()) + "\n\n" + markdownTable(t));
      }
      markdown(g, "## Continue from the data\n\nThe cells below read the pipeline's tables with pandas "
          + "(`pip install pandas pyarrow`). `TABLES` is the pipeline's output directory.");
      code(g, loadCode(s, tablesPath));
      g.writeEndArray();
      g.writeObjectFieldStart("metadata");
      g.writeObjectFieldStart("kernelspec");
      g.writeStringField("display_name", "Python 3");
      g.writeStringField("language", "python");
      g.writeStringField("name", "python3");
      g.writeEndObject();
      g.writeObjectFieldStart("language_info");
      g.writeStringField("name", "python");
      g.writeEndObject();
      g.writeEndObject();
      g.writeNumberField("nbformat", 4);
      g.writeNumberField("nbformat_minor", 4);
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString() + "\n";
  }

  private static String loadCode(Section s, String tablesPath) {
    StringBuilder c = new StringBuilder();
    c.append("import pandas as pd\n\n");
    c.append("TABLES = ").append(pyString(tablesPath)).append("\n");
    if (s.game() != null) {
      c.append("ONE = [(\"game\", \"==\", ").append(pyString(s.game())).append("), (\"rules\", \"==\", ")
          .append(pyString(s.rules())).append(")]\n");
      c.append("games = pd.read_parquet(f\"{TABLES}/games\", filters=ONE)\n");
      c.append("captures = pd.read_parquet(f\"{TABLES}/captures\", filters=ONE)\n");
    } else {
      c.append("games = pd.read_parquet(f\"{TABLES}/games\")\n");
      c.append("captures = pd.read_parquet(f\"{TABLES}/captures\")\n");
    }
    for (String stat : Reports.STATISTICS) {
      c.append(stat).append(" = pd.read_parquet(f\"{TABLES}/stats/").append(stat).append("\")\n");
    }
    c.append("games[games.verdict == \"VALID\"].groupby([\"termination\", \"winner\"]).size()");
    return c.toString();
  }

  private static String pyString(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  private static void markdown(JsonGenerator g, String text) throws IOException {
    g.writeStartObject();
    g.writeStringField("cell_type", "markdown");
    g.writeObjectFieldStart("metadata");
    g.writeEndObject();
    lines(g, "source", text);
    g.writeEndObject();
  }

  private static void code(JsonGenerator g, String text) throws IOException {
    g.writeStartObject();
    g.writeStringField("cell_type", "code");
    g.writeNullField("execution_count");
    g.writeObjectFieldStart("metadata");
    g.writeEndObject();
    g.writeArrayFieldStart("outputs");
    g.writeEndArray();
    lines(g, "source", text);
    g.writeEndObject();
  }

  /** A multi-line string as nbformat writes it: a list of lines, each but the last ending in \n. */
  private static void lines(JsonGenerator g, String field, String text) throws IOException {
    g.writeArrayFieldStart(field);
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        parts.add(text.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      parts.add(text.substring(start));
    }
    for (String p : parts) {
      g.writeString(p);
    }
    g.writeEndArray();
  }

  private static String markdownTable(StatsTable t) {
    if (t.isEmpty()) {
      return "No rows.";
    }
    StringBuilder b = new StringBuilder("|");
    for (String c : t.columns()) {
      b.append(' ').append(md(c)).append(" |");
    }
    b.append("\n|");
    t.columns().forEach(c -> b.append("---|"));
    for (Map<String, String> r : t.rows()) {
      b.append("\n|");
      for (String c : t.columns()) {
        String v = r.get(c);
        b.append(' ').append(v == null ? "" : md(v)).append(" |");
      }
    }
    return b.toString();
  }

  /** Text for Markdown: HTML-escaped (so markup in a tag shows as text) and with Markdown's active characters escaped. */
  static String md(String s) {
    String e = HtmlReport.esc(s);
    StringBuilder out = new StringBuilder(e.length() + 8);
    for (int i = 0; i < e.length(); i++) {
      char c = e.charAt(i);
      if ("\\`*_{}[]()#+!|".indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c == '\n' ? ' ' : c);
    }
    return out.toString();
  }
}
