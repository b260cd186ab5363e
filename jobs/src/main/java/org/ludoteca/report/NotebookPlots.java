package org.ludoteca.report;

import java.util.List;

/**
 * The Python of a notebook's setup cell: where the tables are ({@code data/} beside the pages,
 * or the pipeline's Parquet output where pyarrow is installed and it is there), a loader that
 * keeps the page's game and rule set and the rows over every game, and one matplotlib function
 * per chart of {@link Charts}, drawing the same data with the same colour-blind-safe palette.
 * Each chart cell of a notebook calls one of these functions.
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
    c.append("import os\n\nimport matplotlib.pyplot as plt\nimport pandas as pd\n\n");
    c.append("DATA = ").append(py(dataDir)).append("  # the tables this page charts, written beside the pages\n");
    c.append("TABLES = ").append(py(tablesPath)).append("  # the pipeline's output (Parquet), where it is\n");
    c.append("GAME, RULES = ").append(game == null ? "None" : py(game)).append(", ")
        .append(rules == null ? "None" : py(rules)).append("\n");
    c.append("PALETTE = [");
    for (int i = 0; i < Charts.PALETTE_HEX.length; i++) {
      c.append(i == 0 ? "" : ", ").append(py(Charts.PALETTE_HEX[i]));
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

  static String py(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /**
   * The Python test "this page's game has one fixed start position", from the games that draw a
   * start position per game ({@link GameFacts#drawingStartPerGame()}): their chart is drawn
   * even for a single position. Written out in the notebook as plain Python, so the notebooks
   * need no registry.
   */
  private static String oneFixedStart() {
    List<String> drawn = GameFacts.drawingStartPerGame();
    if (drawn.isEmpty()) {
      return "True";
    }
    if (drawn.size() == 1) {
      return "GAME != " + py(drawn.get(0));
    }
    return "GAME not in (" + String.join(", ", drawn.stream().map(NotebookPlots::py).toList()) + ")";
  }

  /** The functions of the setup cell; {@code @ONE_FIXED_START@} stands for {@link #oneFixedStart()}. */
  private static final String BODY_TEMPLATE = """
      plt.rcParams.update({"figure.figsize": (9, 4.5), "font.size": 11, "axes.titlesize": 13,
                           "axes.prop_cycle": plt.cycler(color=PALETTE)})

      try:
          import pyarrow  # noqa: F401  (Parquet needs it; the CSV files do not)
          PARQUET = os.path.isdir(f"{TABLES}/stats")
      except ImportError:
          PARQUET = False
      SOURCE = f"{TABLES}/stats (Parquet)" if PARQUET else f"{DATA} (CSV)"


      def load(name):
          \"""One statistic: its rows over every game (stratum all) of this page's game and rule set.\"""
          if PARQUET and os.path.isdir(f"{TABLES}/stats/{name}"):
              t = pd.read_parquet(f"{TABLES}/stats/{name}")
          elif os.path.exists(f"{DATA}/{name}.csv"):
              t = pd.read_csv(f"{DATA}/{name}.csv", keep_default_na=False, na_values=[""])
          else:
              return pd.DataFrame()
          if "stratum" in t.columns:
              t = t[t["stratum"] == "all"]
          if GAME is not None and len(t):
              t = t[(t["game"] == GAME) & (t["rules"] == RULES)]
          return t.reset_index(drop=True)


      def read_table(name):
          \"""A statistic's whole table, every stratum, or an empty one.\"""
          if PARQUET and os.path.isdir(f"{TABLES}/stats/{name}"):
              return pd.read_parquet(f"{TABLES}/stats/{name}")
          if os.path.exists(f"{DATA}/{name}.csv"):
              return pd.read_csv(f"{DATA}/{name}.csv", keep_default_na=False, na_values=[""])
          return pd.DataFrame()


      def load_split(name):
          \"""This page's rows of a statistic split by a stratum (not all), strata with two values or more.\"""
          t = read_table(name)
          if t.empty or "stratum" not in t.columns:
              return t
          t = t[t["stratum"] != "all"]
          if GAME is not None:
              t = t[(t["game"] == GAME) & (t["rules"] == RULES)]
          values = t.groupby("stratum")["stratum_value"].nunique()
          return t[t["stratum"].isin(values[values > 1].index)].reset_index(drop=True)


      def load_game(name):
          \"""A statistic's rows over every game (stratum all) of this page's game, every rule set.\"""
          t = read_table(name)
          if t.empty:
              return t
          if "stratum" in t.columns:
              t = t[t["stratum"] == "all"]
          if GAME is not None:
              t = t[t["game"] == GAME]
          return t.reset_index(drop=True)


      def show(ax, title):
          ax.set_title(title)
          ax.figure.tight_layout()
          plt.show()


      def victory_shares(t):
          if t.empty or t["games"].sum() == 0:
              return
          t = t.assign(termination=t["termination"].fillna("none"), winner=t["winner"].fillna("unknown"))
          if len(t.groupby(["termination", "winner"])) < 2:
              return  # one bar of 100%: the page's sentence says it
          p = t.pivot_table(index="termination", columns="winner", values="games", aggfunc="sum").fillna(0)
          ax = (100 * p / t["games"].sum()).plot.bar(rot=45, color=PALETTE[:len(p.columns)], width=0.8)
          ax.set(xlabel="termination", ylabel="% of valid games")
          ax.set_xticklabels(ax.get_xticklabels(), ha="right")
          show(ax, "Victory types")


      def methods(t):
          \"""The capture methods with at least 1% of the captures: fewer than two draw one colour.\"""
          if t.empty or t["captures"].sum() == 0:
              return 0
          n = t.assign(method=t["method"].fillna("?")).groupby("method")["captures"].sum()
          return int((n >= 0.01 * n.sum()).sum())


      def capture_sides(t):
          if methods(t) < 2:
              return
          t = t.assign(side=t["side"].fillna("?"))
          p = t.pivot_table(index="side", columns="method", values="captures", aggfunc="sum").fillna(0)
          ax = p.plot.bar(stacked=True, rot=0, color=PALETTE[:len(p.columns)])
          ax.set(xlabel="capturing side", ylabel="captures")
          show(ax, "Capture methods by side")


      def capture_pieces(t):
          t = t[t["captured_kind"].notna()] if "captured_kind" in t.columns else t.iloc[0:0]
          if t.empty:
              return
          t = t.assign(series=t["method"].fillna("?") + " by " + t["side"].fillna("?"))
          p = t.pivot_table(index="captured_kind", columns="series", values="captures", aggfunc="sum").fillna(0)
          ax = p.plot.bar(rot=0, color=PALETTE[:len(p.columns)])
          ax.set(xlabel="piece (captured, or expelled for a foul)", ylabel="events")
          show(ax, "Captures and fouls by piece")


      def capture_phases(t):
          if methods(t) < 2:
              return
          phases = ["opening", "middlegame", "endgame"]
          p = t.assign(method=t["method"].fillna("?")).groupby("method")[phases].sum().T
          ax = p.plot(marker="o", lw=2, color=PALETTE[:len(p.columns)])
          ax.set_xticks(range(3), phases)
          ax.set(xlabel="phase (plies 1-20, 21-60, 61+)", ylabel="captures")
          show(ax, "Capture methods by game phase")


      def first_player(t, labels):
          \"""Each group's first-mover score as an interval: score_low/score_high where the table has
          them, else the share of decisive games with its Wilson interval.\"""
          if t.empty:
              return
          if "score_low" in t.columns:
              t = t[t["score_low"].notna() & t["score_high"].notna()]
              est, low, high = t["score"], t["score_low"], t["score_high"]
              xlabel = "first mover's score (wins + draws/2), 95% interval"
          else:
              decisive = t["first_mover_wins"] + t["second_mover_wins"]
              t = t[(decisive > 0) & t["wilson_low"].notna()]
              est = t["first_mover_wins"] / (t["first_mover_wins"] + t["second_mover_wins"])
              low, high = t["wilson_low"], t["wilson_high"]
              xlabel = "first mover's share of decisive games, 95% Wilson interval"
          if t.empty:
              return
          names = [" ".join(str(v) for v in row) for row in t[labels].fillna("*").itertuples(index=False)]
          names = ["all games" if set(n.split(" ")) == {"*"} else n for n in names]
          y = list(range(len(t)))
          fig, ax = plt.subplots(figsize=(9, 1.4 + 0.45 * len(t)))
          ax.hlines(y, low, high, color=PALETTE[0], lw=4)
          ax.plot(est, y, "o", color="black")
          ax.axvline(0.5, color="grey", ls="--", lw=1.2)
          ax.set_yticks(y, names)
          ax.invert_yaxis()
          ax.set_xlim(0, 1)
          ax.set_xlabel(xlabel)
          show(ax, "First-player advantage")


      def length_histogram(t):
          if t.empty:
              return
          h = t.fillna({"plies_to": 0}).groupby(["plies_from", "plies_to"], as_index=False)["games"].sum()
          h = h.sort_values("plies_from")
          if len(h) < 2:
              return  # one bar: the page's sentence gives the mean length
          # buckets of unequal width (10, 50, 250 plies): each over its own plies, its area its games
          width = h["plies_to"] - h["plies_from"] + 1
          fig, ax = plt.subplots()
          ax.bar(h["plies_from"], h["games"] / width, width=width, align="edge", color=PALETTE[0],
                 edgecolor="white")
          ax.set(xlabel="plies (buckets of 10 below 100, 50 below 500, 250 above)",
                 ylabel="games per ply (a bar's area is its games)")
          show(ax, "Game length")


      def stratum_order(v):
          \"""Ranges by their first number (600-799 before 1000-1199), then the rest by name.\"""
          head = str(v).split("-")[0]
          return (0, float(head), str(v)) if head.replace(".", "", 1).isdigit() else (1, 0.0, str(v))


      def strata(t):
          \"""Small multiples: the first mover's score with its interval per value of each stratum.\"""
          if t.empty or "score_low" not in t.columns:
              return
          t = t[(t["first_agent"] == "*") & t["score_low"].notna() & t["score_high"].notna()]
          panels = [(s, p) for s, p in t.groupby("stratum") if len(p) > 1]
          if not panels:
              return
          heights = [len(p) for _, p in panels]
          fig, axes = plt.subplots(len(panels), 1, sharex=True, squeeze=False,
                                   figsize=(7, 1.2 + 0.32 * sum(heights) + 0.6 * len(panels)),
                                   gridspec_kw={"height_ratios": heights})
          for ax, (stratum, p) in zip(axes[:, 0], panels):
              p = p.iloc[sorted(range(len(p)), key=lambda i: stratum_order(p["stratum_value"].iloc[i]))]
              y = list(range(len(p)))
              ax.hlines(y, p["score_low"], p["score_high"], color=PALETTE[0], lw=4)
              ax.plot(p["score"], y, "o", color="black")
              ax.axvline(0.5, color="grey", ls="--", lw=1.2)
              ax.set_yticks(y, [f"{v} ({int(n)})" for v, n in zip(p["stratum_value"], p["games"])])
              ax.invert_yaxis()
              ax.set_title(stratum.replace("_", " "), loc="left", fontsize=11)
          ax.set_xlim(0, 1)
          ax.set_xlabel("first mover's score (wins + draws/2), 95% interval")
          show(axes[0, 0], "First mover's score by stratum")


      def rule_sensitivity_matrix(t):
          \"""Recorded (rows) by applied (columns) rule sets: the share of games keeping their result.\"""
          if t.empty:
              return
          same = t.pivot_table(index="rules", columns="rules_applied", values="same_result_share", aggfunc="sum")
          illegal = t.pivot_table(index="rules", columns="rules_applied", values="became_illegal_share", aggfunc="sum")
          other = t.pivot_table(index="rules", columns="rules_applied", values="other_winner_share", aggfunc="sum")
          fig, ax = plt.subplots(figsize=(2.4 + 1.7 * len(same.columns), 1.4 + 0.9 * len(same.index)))
          ax.imshow(same.to_numpy(dtype=float), cmap="Blues", vmin=0, vmax=1, aspect="auto")
          for i, rec in enumerate(same.index):
              for j, app in enumerate(same.columns):
                  v = same.loc[rec, app]
                  if pd.isna(v):
                      ax.text(j, i, "recorded" if rec == app else "-", ha="center", va="center")
                  else:
                      ax.text(j, i, f"{100 * v:.0f}% same\\n{100 * other.loc[rec, app]:.0f}% other winner\\n"
                              f"{100 * illegal.loc[rec, app]:.0f}% illegal",
                              ha="center", va="center", color="white" if v > 0.55 else "black", fontsize=9)
          ax.set_xticks(range(len(same.columns)), same.columns)
          ax.set_yticks(range(len(same.index)), [f"{r} (this page)" if r == RULES else r for r in same.index])
          ax.set(xlabel="rule set applied", ylabel="recorded")
          show(ax, "Rule sensitivity: the same games under other rules")


      def start_positions_forest(t):
          \"""White's score per start position, sorted, with its interval; the pooled score as a line;
          positions significant after correction (column significant, when present) as squares.\"""
          if t.empty:
              return
          pos = t[t["start_position"].notna() & t["score"].notna() & (t["back_rank"] != "*")]
          if pos.empty or (len(pos) < 2 and @ONE_FIXED_START@):
              return
          pos = pos.sort_values(["score", "start_position"]).reset_index(drop=True)
          if "significant" in pos.columns:
              sig = pos["significant"].astype(str).str.lower().eq("true")
          else:
              sig = pd.Series(False, index=pos.index)
          x = pos.index.to_numpy()
          fig, ax = plt.subplots()
          # beyond 60 positions: the 10 lowest, the 10 highest and the significant with intervals, the rest a band
          banded = len(pos) > 60
          shown = (sig | (pos.index < 10) | (pos.index >= len(pos) - 10)) | (not banded)
          if banded:
              rest = pos[~shown]
              ax.fill_between(rest.index, rest["wilson_low"], rest["wilson_high"], color="#d9d9d9", alpha=0.6,
                              label="the other positions: score and 95% intervals as a band")
              ax.plot(rest.index, rest["score"], color=PALETTE[0], lw=1)
          ax.vlines(x[shown], pos["wilson_low"][shown], pos["wilson_high"][shown], color=PALETTE[0], lw=4)
          ms = 6
          ax.plot(x[~sig & shown], pos["score"][~sig & shown], "o", color="black", ms=ms, label="start position")
          if sig.any():
              ax.plot(x[sig], pos["score"][sig], "s", color=PALETTE[3], ms=ms + 2,
                      label="significant after correction (q_bh < 0.05)")
          pooled = t[t["back_rank"] == "*"]["score"].dropna()
          if len(pooled):
              ax.axhline(pooled.iloc[0], color="black", ls="--", lw=1.2, label=f"pooled {pooled.iloc[0]:.3f}")
          if len(pos) <= 40:
              ax.set_xticks(x, [str(int(v)) for v in pos["start_position"]], rotation=90 if len(pos) > 12 else 0)
              ax.set_xlabel("start position (Scharnagl number), sorted by White's score")
          elif banded:
              ax.set_xticks([])
              ax.set_xlabel(f"{len(pos)} start positions sorted by White's score: the 10 lowest, the 10 highest "
                            "and the significant ones with their intervals")
          else:
              ax.set_xticks([])
              ax.set_xlabel(f"{len(pos)} start positions, sorted by White's score")
          ax.set_xlim(-1, len(pos))
          ax.set_ylim(0, 1)
          ax.set_ylabel("White's score, 95% Wilson interval")
          ax.legend(loc="lower right")
          show(ax, "White's score by start position")
      """;

  private static final String BODY = BODY_TEMPLATE.replace("@ONE_FIXED_START@", oneFixedStart());
}
