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
import org.ludoteca.game.Verdict;

/**
 * Writes a {@link Section} as a Jupyter notebook (nbformat 4.4) that runs top to bottom: the
 * narrative and tables as Markdown cells; a setup cell ({@link NotebookPlots}) that loads the
 * statistics with pandas (Parquet from the pipeline's output where pyarrow is installed and it is
 * there, else the CSV files the report writes beside the pages in {@code data/}); one code cell
 * per chart holding its description ({@link ChartSpec} as JSON) and drawing it again with
 * matplotlib, its stored output the page's SVG drawn from the same description; and a last
 * cell that reads the games and captures where the Parquet output is. Text from the data is
 * HTML-escaped in Markdown, so it renders as text. Deterministic: no execution counts, no
 * timestamps.
 */
final class NotebookReport {
  /** The folder beside the pages holding the CSV files the notebooks load. */
  static final String DATA_DIR = "data";

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
      markdown(g, "## Setup\n\nThe cell below loads the statistics with pandas: from the pipeline's Parquet tables "
          + "(`TABLES`) where pyarrow is installed and they are there, else from the CSV files in `" + DATA_DIR
          + "/` beside this notebook, so it runs in a fresh clone. Each chart cell after it holds its chart's "
          + "description (JSON: the data the HTML page's chart is drawn from) and draws it again with matplotlib "
          + "(`draw`); the stored output is the chart of the HTML page.");
      code(g, NotebookPlots.setup(DATA_DIR, tablesPath, s.game(), s.rules()));
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
        lines(g, "source", NotebookPlots.drawCall(c.spec()));
        g.writeEndObject();
        if (c.aside() != null && !c.aside().isEmpty()) {
          markdown(g, "### " + md(c.aside().name()) + "\n\n" + markdownTable(c.aside()));
        }
      }
      if (!s.boards().isEmpty()) {
        StringBuilder boards = new StringBuilder("## Positions\n\nThe page `" + s.name() + ".html` draws these "
            + "positions; each game links to its own page, with the board at every ply:\n");
        for (GameBoards.Board d : s.boards()) {
          boards.append("\n- ").append(md(d.caption()));
          if (d.link() != null) {
            boards.append(" ([the game](").append(d.link()).append("))");
          }
        }
        markdown(g, boards.toString());
      }
      for (StatsTable t : s.tables()) {
        markdown(g, "## " + md(t.name()) + "\n\n" + markdownTable(t));
      }
      markdown(g, "## Continue from the data\n\nThe statistics are loaded above, one DataFrame per table. The "
          + "cell below reads the games and captures, which only the pipeline's Parquet output holds "
          + "(`TABLES`, with pyarrow installed).");
      code(g, loadCode(s));
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

  private static String loadCode(Section s) {
    StringBuilder c = new StringBuilder();
    c.append("if PARQUET and os.path.isdir(f\"{TABLES}/games\"):\n");
    if (s.game() != null) {
      c.append("    ONE = [(\"game\", \"==\", GAME), (\"rules\", \"==\", RULES)]\n");
      c.append("    games = pd.read_parquet(f\"{TABLES}/games\", filters=ONE)\n");
      c.append("    captures = pd.read_parquet(f\"{TABLES}/captures\", filters=ONE)\n");
    } else {
      c.append("    games = pd.read_parquet(f\"{TABLES}/games\")\n");
      c.append("    captures = pd.read_parquet(f\"{TABLES}/captures\")\n");
    }
    c.append("    print(games[games.verdict == \"" + Verdict.VALID.label()
        + "\"].groupby([\"termination\", \"winner\"]).size())\n");
    c.append("else:\n");
    c.append("    print(f\"no Parquet tables at {TABLES} (or no pyarrow): the statistics above come from {DATA}/\")");
    return c.toString();
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
