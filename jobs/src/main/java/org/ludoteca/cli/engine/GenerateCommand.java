package org.ludoteca.cli.engine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ludoteca.cli.common.ExitCodes;
import org.ludoteca.game.Agents;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameException;
import org.ludoteca.game.Games;
import org.ludoteca.zamora.game.ZamoraGames;
import org.ludoteca.record.RecordWriter;
import org.ludoteca.rithmomachia.Rithmomachia;
import org.ludoteca.rithmomachia.game.RithmomachiaGame;
import org.ludoteca.rithmomachia.agents.Agent;
import org.ludoteca.rithmomachia.agents.RithmoTable;
import org.ludoteca.rithmomachia.rulesets.RuleSetException;
import org.ludoteca.rithmomachia.rulesets.RuleSets;
import org.ludoteca.selfplay.GameSeeds;
import org.ludoteca.selfplay.GenerationSummary;
import org.ludoteca.selfplay.PlayedGame;
import org.ludoteca.selfplay.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ludoteca generate}: reproducible self-play corpora. */
@Command(
    name = "generate",
    header = "Self-play: reproducible game dumps between agents, on every core.",
    mixinStandardHelpOptions = true,
    description = {
        "Play N games between two agents and write them in shards: the bulk dumps the pipeline "
            + "ingests. Game i is seeded from --seed and i alone, so the same command gives "
            + "byte-identical files whatever the number of threads. Games run on every core.",
        "",
        "Agents: random (uniform), greedy (most value captured this ply, random among ties: "
            + "the tutorial's 'aggressive' player), search or search:<depth> (alpha-beta, default depth 2).",
        "",
        "Each game is tagged with Event, Round, White/Black (the agents), Result, Game, Rules, "
            + "Seed (the game's own seed), Termination (the victory, no-legal-move, or ply-limit when "
            + "--max-plies stops it, with result '*') and PlyCount. Shards are named "
            + "games-00000.rpgn (or .jsonl), --shard-size games each. A summary follows: first-mover "
            + "score with its 95%% Wilson interval, termination shares, mean length, games/s, plies/s.",
        "",
        "--game chess plays from the standard start, --game chess960 from a start position drawn "
            + "uniformly from each game's seed (tags Variant \"Chess960\", SetUp \"1\", FEN); agents random and "
            + "greedy (most material captured); moves in SAN; threefold repetition and fifty moves are "
            + "claimed at once.",
        "",
        "--game compases|futez|golez|goldrez|caliz|goldeoro plays E. Zamora's games (rule set spec "
            + "unless --rules names another); agents random and greedy (a turn that wins at once, else the "
            + "one that pushes the ball or Caliz furthest); turns written as in data/FORMAT.md section 8."
    },
    footerHeading = "%nExample:%n",
    footer = {
        "  ludoteca generate --game rithmomachia --rules cvr \\",
        "      --white greedy --black greedy --games 10000 --seed 1 --max-plies 2000 \\",
        "      --out corpus/cvr-greedy"
    })
public final class GenerateCommand implements Callable<Integer> {
  private static final int BLOCK = 16;

  @Spec
  CommandSpec spec;

  @Option(names = "--game", defaultValue = "rithmomachia", paramLabel = "GAME",
      description = "The game: rithmomachia (default), chess (standard start), chess960 (a random start"
          + " position per game, from its seed), or a Zamora game: compases, futez, golez, goldrez, caliz, goldeoro.")
  String game;

  @Mixin
  RulesOptions rules;

  @Option(names = "--white", required = true, paramLabel = "AGENT", description = "White's agent.")
  String white;

  @Option(names = "--black", required = true, paramLabel = "AGENT", description = "Black's agent.")
  String black;

  @Option(names = "--games", required = true, paramLabel = "N", description = "How many games.")
  long games;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "The run's seed (default 1).")
  long seed;

  @Option(names = "--max-plies", defaultValue = "2000", paramLabel = "M",
      description = "Stop a game after M plies as ply-limit (default 2000).")
  int maxPlies;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "Directory for the shards (created).")
  Path outDir;

  @Option(names = "--format", defaultValue = "rpgn", paramLabel = "FORMAT",
      description = "rpgn (the envelope, default) or jsonl.")
  String format;

  @Option(names = "--shard-size", defaultValue = "10000", paramLabel = "K", description = "Games per shard (default 10000).")
  int shardSize;

  @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: one per core).")
  Integer threads;

  @Option(names = "--quiet", description = "No progress bar and no summary.")
  boolean quiet;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String problem = validate();
    if (problem != null) {
      err.println("error: " + problem);
      return ExitCodes.BAD_INPUT;
    }
    SelfPlay selfPlay;
    try {
      Game g = Games.named(game);
      Agents.Table table;
      if (rules.file != null && g == RithmomachiaGame.INSTANCE) { // --rules-file is Rithmomachia's rule-set format
        table = new RithmoTable(Rithmomachia.of(rules.resolve()), Agent.named(white), Agent.named(black));
      } else { // --rules defaults to cvr, Rithmomachia's; for a game without it, the game's default
        String ruleSet = rules.name.equals(RuleSets.DEFAULT) && !g.ruleSetNames().contains(rules.name)
            ? g.defaultRules() : rules.name;
        table = g.agents().orElseThrow().table(game, ruleSet, white, black);
      }
      selfPlay = new SelfPlay(table, maxPlies);
    } catch (GameException | RuleSetException | IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    Files.createDirectories(outDir);
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    GenerationSummary summary = new GenerationSummary();
    Progress progress = new Progress(err, games, !quiet && System.console() != null);
    long started = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, "ludoteca-generate");
      t.setDaemon(true);
      return t;
    });
    int shards = 0;
    try {
      Deque<Future<List<PlayedGame>>> inFlight = new ArrayDeque<>();
      long nextBlock = 0;
      long written = 0;
      Writer shard = null;
      RecordWriter writer = null;
      Path shardTmp = null;
      Path shardFinal = null;
      while (written < games) {
        // Keep a few blocks per worker queued; write finished blocks strictly in order.
        while (inFlight.size() < workers * 4 && nextBlock * BLOCK < games) {
          long first = nextBlock * BLOCK;
          long last = Math.min(games, first + BLOCK);
          inFlight.add(pool.submit(() -> playBlock(selfPlay, first, last)));
          nextBlock++;
        }
        for (PlayedGame g : inFlight.removeFirst().get()) {
          if (written % shardSize == 0) {
            if (writer != null) {
              writer.close();
              Files.move(shardTmp, shardFinal, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            shardFinal = outDir.resolve(String.format(Locale.ROOT, "games-%05d.%s", shards++, format));
            shardTmp = outDir.resolve(shardFinal.getFileName() + ".tmp");
            shard = Files.newBufferedWriter(shardTmp, StandardCharsets.UTF_8);
            writer = format.equals("jsonl") ? RecordWriter.jsonLines(shard) : RecordWriter.envelope(shard);
          }
          writer.write(g.tags(), g.moves(), g.result());
          summary.add(g);
          written++;
          progress.update(written, summary.plies());
        }
      }
      if (writer != null) {
        writer.close();
        Files.move(shardTmp, shardFinal, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      }
    } catch (ExecutionException e) {
      err.println("error: a game failed: " + e.getCause());
      return 1;
    } finally {
      pool.shutdownNow();
    }
    progress.finish();
    double seconds = (System.nanoTime() - started) / 1e9;
    if (!quiet) {
      out.printf(Locale.ROOT, "wrote %d games in %d shard(s) to %s (%s, %d thread(s), %.1f s: %.0f games/s, %.0f plies/s)%n",
          games, shards, outDir, format, workers, seconds, games / seconds, summary.plies() / seconds);
      out.print(summary.describe());
    }
    return 0;
  }

  private String validate() {
    if (!List.of("rithmomachia", "chess", "chess960").contains(game) && !ZamoraGames.KEYS.contains(game)) {
      return "--game " + game + " is not supported by generate; games: rithmomachia, chess, chess960, "
          + String.join(", ", ZamoraGames.KEYS);
    }
    if (games < 1) {
      return "--games must be 1 or more, was " + games;
    }
    if (maxPlies < 1) {
      return "--max-plies must be 1 or more, was " + maxPlies;
    }
    if (shardSize < 1) {
      return "--shard-size must be 1 or more, was " + shardSize;
    }
    if (!format.equals("rpgn") && !format.equals("jsonl")) {
      return "--format must be rpgn or jsonl, was " + format;
    }
    if (threads != null && threads < 1) {
      return "--threads must be 1 or more, was " + threads;
    }
    return null;
  }

  private List<PlayedGame> playBlock(SelfPlay selfPlay, long first, long last) {
    List<PlayedGame> block = new java.util.ArrayList<>((int) (last - first));
    for (long i = first; i < last; i++) {
      block.add(selfPlay.play(GameSeeds.of(seed, i), i + 1));
    }
    return block;
  }

  /** A one-line progress bar on stderr when it is a terminal, redrawn at most every 200 ms. */
  static final class Progress {
    private final PrintWriter err;
    private final long total;
    private final boolean enabled;
    private final long started = System.nanoTime();
    private long lastDraw;

    Progress(PrintWriter err, long total, boolean enabled) {
      this.err = err;
      this.total = total;
      this.enabled = enabled;
    }

    void update(long done, long plies) {
      long now = System.nanoTime();
      if (!enabled || (now - lastDraw < 200_000_000L && done < total)) {
        return;
      }
      lastDraw = now;
      double seconds = Math.max(1e-9, (now - started) / 1e9);
      int width = 30;
      int filled = (int) (width * done / total);
      double rate = done / seconds;
      err.printf(Locale.ROOT, "\r[%s%s] %d/%d games %.0f games/s %.0f plies/s ETA %.0f s ",
          "#".repeat(filled), " ".repeat(width - filled), done, total, rate, plies / seconds,
          rate > 0 ? (total - done) / rate : 0.0);
      err.flush();
    }

    void finish() {
      if (enabled) {
        err.println();
      }
    }
  }
}
