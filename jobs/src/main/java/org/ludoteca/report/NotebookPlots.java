package org.ludoteca.report;

/**
 * The Python of a notebook's setup cell: where the tables are ({@code data/} beside the pages,
 * or the pipeline's Parquet output where pyarrow is installed and it is there), a loader that
 * keeps the page's game and rule set and the rows over every game, one DataFrame per statistic for
 * the reader's own analysis, and one matplotlib function, {@code draw(spec)}, that draws any
 * chart's description ({@link ChartSpec}, as JSON in each chart cell: {@link #drawCall}) with the
 * description's own colours. No chart has code of its own here: a new chart is a new description.
 */
final class NotebookPlots {
  private NotebookPlots() {}

  /**
   * The setup cell's code.
   *
   * @param dataDir the folder of CSV files, relative to the notebook
   * @param tablesPath the pipeline's output directory, relative to the notebook
   * @param game the page's game, or null for the overview (then every row is kept)
   * @param rules the page's rule set, or null
   */
  static String setup(String dataDir, String tablesPath, String game, String rules) {
    StringBuilder c = new StringBuilder();
    c.append("import os\nfrom json import loads\n\nimport matplotlib.pyplot as plt\nimport pandas as pd\n\n");
    c.append("DATA = ").append(py(dataDir)).append("  # the tables this page charts, written beside the pages\n");
    c.append("TABLES = ").append(py(tablesPath)).append("  # the pipeline's output (Parquet), where it is\n");
    c.append("GAME, RULES = ").append(game == null ? "None" : py(game)).append(", ")
        .append(rules == null ? "None" : py(rules)).append("\n");
    c.append("PALETTE = [");
    for (int i = 0; i < ChartSpecs.PALETTE.size(); i++) {
      c.append(i == 0 ? "" : ", ").append(py(ChartSpecs.PALETTE.get(i)));
    }
    c.append("]  # Okabe and Ito's colour-blind-safe palette\n");
    c.append(BODY);
    c.append("\n");
    for (String stat : StatsTable.REPORTED) {
      c.append(stat).append(" = load(").append(py(stat)).append(")\n");
    }
    c.append("print(\"tables read from\", SOURCE)");
    return c.toString();
  }

  /**
   * A chart cell's code: the chart's description as JSON, inline (a raw triple-quoted string: JSON
   * never holds three quotes in a row, and its escapes stay as written), drawn by {@code draw}.
   */
  static String drawCall(ChartSpec spec) {
    return "draw(loads(r\"\"\"\n" + spec.json() + "\n\"\"\"))";
  }

  static String py(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /** The functions of the setup cell. */
  private static final String BODY = """
      plt.rcParams.update({"figure.figsize": (9, 4.5), "font.size": 11, "axes.titlesize": 13,
                           "axes.prop_cycle": plt.cycler(color=PALETTE)})

      try:
          import pyarrow  # noqa: F401  (Parquet needs it; the CSV files do not)
          PARQUET = os.path.isdir(f"{TABLES}/stats")
      except ImportError:
          PARQUET = False
      SOURCE = f"{TABLES}/stats (Parquet)" if PARQUET else f"{DATA} (CSV)"


      def read_table(name):
          \"""A statistic's whole table, every stratum, or an empty one.\"""
          if PARQUET and os.path.isdir(f"{TABLES}/stats/{name}"):
              return pd.read_parquet(f"{TABLES}/stats/{name}")
          if os.path.exists(f"{DATA}/{name}.csv"):
              return pd.read_csv(f"{DATA}/{name}.csv", keep_default_na=False, na_values=[""])
          return pd.DataFrame()


      def load(name):
          \"""One statistic: its rows over every game (stratum all) of this page's game and rule set.\"""
          t = read_table(name)
          if "stratum" in t.columns:
              t = t[t["stratum"] == "all"]
          if GAME is not None and len(t):
              t = t[(t["game"] == GAME) & (t["rules"] == RULES)]
          return t.reset_index(drop=True)


      def draw(spec):
          \"""Draws a chart's description: the JSON of a chart cell, from which the page's chart is drawn too.\"""
          if spec["kind"] == "panels":
              panels = spec["panels"]
              heights = [len(p["categories"]) for p in panels]
              fig, axes = plt.subplots(len(panels), 1, sharex=True, squeeze=False,
                                       figsize=(7, 1.2 + 0.32 * sum(heights) + 0.6 * len(panels)),
                                       gridspec_kw={"height_ratios": heights})
              for ax, panel in zip(axes[:, 0], panels):
                  plot(ax, panel)
                  ax.set_xlabel("")
                  ax.set_title(panel["title"], loc="left", fontsize=11)
              axes[-1, 0].set_xlabel(spec["y_label"])
              fig.suptitle(spec["title"])
          else:
              fig, ax = plt.subplots(figsize=figure_size(spec))
              plot(ax, spec)
              ax.set_title(spec["title"])
          fig.tight_layout()
          plt.show()


      def figure_size(spec):
          if spec["kind"] == "matrix":
              return 2.4 + 1.7 * len(spec["categories"]), 1.4 + 0.9 * len(spec["series"])
          return 9, max(2.5, spec["layout"]["height"] / 89)


      def plot(ax, spec):
          \"""One chart's marks, ticks and labels on ax.\"""
          kind, layout, series = spec["kind"], spec["layout"], spec["series"]
          names = spec["categories"]
          at = list(range(len(names)))
          horizontal = layout["horizontal"]
          if kind == "matrix":
              grid = [[float("nan") if v is None else v for v in s["values"]] for s in series]
              ax.imshow(grid, cmap="Blues", vmin=layout["min"], vmax=layout["max"], aspect="auto")
              for i, s in enumerate(series):
                  for j, text in enumerate(s["labels"]):
                      v = s["values"][j]
                      ax.text(j, i, text, ha="center", va="center", fontsize=9,
                              color="white" if v is not None and v > 0.55 else "black")
              ax.set_xticks(at, names)
              ax.set_yticks(range(len(series)),
                            [s["name"] + (" (this page)" if s["name"] == layout["highlight"] else "") for s in series])
              ax.set(xlabel=spec["x_label"], ylabel=spec["y_label"])
              return
          if kind in ("bars", "stacked_bars"):
              width = 0.8 if kind == "stacked_bars" else 0.8 / len(series)
              bottom = [0.0] * len(names)
              for i, s in enumerate(series):
                  v = [0.0 if x is None else x for x in s["values"]]
                  if kind == "stacked_bars":
                      ax.bar(at, v, width, bottom=bottom, color=s["colour"], label=s["name"])
                      bottom = [b + x for b, x in zip(bottom, v)]
                  else:
                      ax.bar([x - 0.4 + width * (i + 0.5) for x in at], v, width, color=s["colour"], label=s["name"])
          elif kind == "lines":
              for s in series:
                  ax.plot(at, [float("nan") if x is None else x for x in s["values"]], marker="o", lw=2,
                          color=s["colour"], label=s["name"])
          elif kind == "histogram":
              s = series[0]
              ax.bar(s["lows"], s["values"], width=[h - lo for lo, h in zip(s["lows"], s["highs"])], align="edge",
                     color=s["colour"], edgecolor="white")
          elif kind == "intervals":
              for s in series:
                  items = [i for i, v in enumerate(s["values"]) if v is not None]
                  est = [s["values"][i] for i in items]
                  low = [s["lows"][i] for i in items]
                  high = [s["highs"][i] for i in items]
                  if s["mark"] == "band":
                      if items:
                          (ax.fill_betweenx if horizontal else ax.fill_between)(items, low, high, color="#d9d9d9",
                                                                                 alpha=0.6, label=s["name"])
                          ax.plot(*((est, items) if horizontal else (items, est)), color=s["colour"], lw=1)
                      continue
                  (ax.hlines if horizontal else ax.vlines)(items, low, high, color=PALETTE[0],
                                                           lw=1.5 if len(names) > 60 else 4)
                  square = s["mark"] == "square"
                  ax.plot(*((est, items) if horizontal else (items, est)), "s" if square else "o", color=s["colour"],
                          ms=8 if square else 6, label=s["name"])
              for line in spec["lines"]:
                  (ax.axvline if horizontal else ax.axhline)(line["at"], color=line["colour"], ls="--", lw=1.2,
                                                             label=line["label"])
          if kind != "histogram":
              if horizontal:
                  ax.set_yticks(at, names)
                  ax.invert_yaxis()
              elif layout["ticks"] == "none":
                  ax.set_xticks([])
                  ax.set_xlim(-1, len(names))
              else:
                  turn = {"slanted": 45, "vertical": 90}.get(layout["ticks"], 0)
                  ax.set_xticks(at, names, rotation=turn, ha="right" if turn == 45 else "center")
          if layout["min"] is not None and layout["max"] is not None:
              (ax.set_xlim if horizontal else ax.set_ylim)(layout["min"], layout["max"])
          category, value = spec["x_label"] or "", spec["y_label"] or ""
          ax.set(xlabel=value, ylabel=category) if horizontal else ax.set(xlabel=category, ylabel=value)
          if layout["legend"] or any(line["label"] for line in spec["lines"]):
              ax.legend(loc="lower right" if kind == "intervals" else "best")
      """;
}
