package org.ludoteca.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludoteca.chess960.StartPositions;
import org.ludoteca.chess960.notation.ChessFen;
import org.ludoteca.cli.Ludoteca;
import org.ludoteca.game.CaptureEvent;
import org.ludoteca.game.Game;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.game.Games;
import org.ludoteca.record.GameRecord;
import org.ludoteca.record.RecordReader;
import org.ludoteca.replay.PlayedGame;

/**
 * The board page ({@code ludoteca board}) in headless Chromium, as {@link GamePageBrowserTest}
 * opens the game pages: a probe script added to a copy of the page plays games by clicks on the
 * squares (each click dispatched on the element the browser finds at the square's centre), saves
 * the record, and reports what the page showed; and the page's {@code window.ludoteca.legalMoves()}
 * is compared with {@code ludoteca moves} over random games of every game and rule set. Skipped
 * when no Chromium is installed, except under CI.
 */
class BoardPageBrowserTest {
  private static final Path ROOT = Path.of(System.getProperty("ludoteca.root", ".."));
  private static final Path SHOTS = ROOT.resolve("jobs/target/report-screenshots");
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Errors logged by the page, and everything it loaded, go into the probe's findings. */
  private static final String WATCH = "<script>window.__errors=[];"
      + "window.addEventListener('error',function(e){__errors.push(String(e.message||e.type));},true);"
      + "var __ce=console.error;console.error=function(){__errors.push(Array.prototype.join.call(arguments,' '));};"
      + "</script>";
  /** Leaves the findings of {@code run()} (an async function of the probe) in {@code <pre id="probe">}. */
  private static final String REPORT = "<script>window.addEventListener('load',function(){(async function(){"
      + "var out={errors:__errors};try{await run(out);}catch(e){__errors.push('probe: '+e.message+' '+e.stack);}"
      + "out.resources=performance.getEntriesByType('resource').map(function(r){return r.name;});"
      + "var pre=document.createElement('pre');pre.id='probe';pre.textContent=JSON.stringify(out);"
      + "document.body.appendChild(pre);})();});</script>";
  /** Plays {@code PLAN.plies} by clicks: from, to, and the move in the chooser when several share both. */
  private static final String CLICKS = "<script>var PLAN=__PLAN__;"
      + "function tick(){return new Promise(function(r){setTimeout(r,0);});}"
      + "function click(out,name){var s=document.querySelector('#board rect.spot[data-square=\"'+name+'\"]');"
      + " if(!s){out.misses.push('no place '+name+' on the board');return;}"
      + " s.scrollIntoView({block:'center',inline:'center'});var b=s.getBoundingClientRect();"
      + " var x=b.left+b.width/2,y=b.top+b.height/2;var el=document.elementFromPoint(x,y);"
      + " if(el!==s)out.misses.push('the click on '+name+' lands on '+(el?el.tagName+' '+el.getAttribute('class'):'nothing'));"
      + " (el||s).dispatchEvent(new MouseEvent('click',{bubbles:true,cancelable:true,clientX:x,clientY:y,view:window}));}"
      + "async function run(out){out.misses=[];out.chosen=0;"
      + " ludoteca.open(PLAN.game,PLAN.rules,PLAN.fen);await tick();"
      + " Object.keys(PLAN.tags).forEach(function(t){var i=document.getElementById('tag-'+t);i.value=PLAN.tags[t];"
      + "  i.dispatchEvent(new Event('change',{bubbles:true}));});"
      + " for(var k=0;k<PLAN.plies.length;k++){var p=PLAN.plies[k];var before=ludoteca.state().plies.length;"
      + "  click(out,p.from);await tick();click(out,p.to);await tick();var c=document.getElementById('chooser');"
      + "  if(!c.hidden){var b=c.querySelector('button[data-move=\"'+p.move+'\"]');"
      + "   if(b){b.click();out.chosen++;}else out.misses.push('ply '+(k+1)+': no choice '+p.move);await tick();}"
      + "  if(ludoteca.state().plies.length!==before+1){out.misses.push('ply '+(k+1)+' '+p.move+' not played: '"
      + "   +document.getElementById('message').textContent);break;}}"
      + " await new Promise(function(r){setTimeout(r,100);});"
      + " document.getElementById('save').click();await tick();var a=document.getElementById('save-link');"
      + " out.saved=decodeURIComponent(a.href.substring(a.href.indexOf(',')+1));out.fileName=a.download;"
      + " out.state=ludoteca.state();out.status=document.getElementById('status').textContent;"
      + " out.moveList=[].map.call(document.querySelectorAll('#moves li'),function(l){return l.textContent;});}"
      + "</script>";

  private static Chromium chromium;

  @TempDir
  Path tmp;

  @BeforeAll
  static void findChromium() {
    chromium = Chromium.find();
  }

  /** The page of {@code game} as {@code ludoteca board} writes it. */
  private static String page(String game, String rules, String fen) {
    Map<String, String> ext = new LinkedHashMap<>();
    ext.put("chess", "pgn");
    ext.put("chess960", "pgn");
    return BoardPage.render(game, rules, fen, ext);
  }

  /** Opens a copy of {@code html} with {@code scripts} at the start of its head; the probe's findings. */
  private JsonNode probe(String html, String name, String scripts) throws Exception {
    Path page = tmp.resolve(name + ".html");
    Files.writeString(page, html.replaceFirst("<head>", Matcher.quoteReplacement("<head>" + WATCH + scripts + REPORT)),
        StandardCharsets.UTF_8);
    String dom = chromium.run(List.of("--virtual-time-budget=60000", "--dump-dom", page.toUri().toString()),
        tmp.resolve("profile-" + name));
    JsonNode out = Chromium.probe(dom, page);
    assertEquals("[]", out.get("errors").toString(), name + ": errors");
    assertEquals("[]", out.get("resources").toString(), name + ": loaded nothing");
    return out;
  }

  private static GameRecord first(Path file) throws Exception {
    try (RecordReader in = RecordReader.open(file)) {
      return (GameRecord) in.next();
    }
  }

  /** {@code ludoteca args...} in this JVM: its standard output; fails on a non-zero exit. */
  private static String cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Ludoteca.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    assertEquals(0, exit, err + " from ludoteca " + String.join(" ", args));
    return out.toString();
  }

  /** One ply as a person plays it: the board's token and the two places clicked. */
  private record Click(String move, String from, String to) {}

  /**
   * The clicks that play a recorded game's moves: at each ply, the legal move whose position after
   * it is the recorded move's (found on the JVM, through the same sessions the page runs).
   */
  private static List<Click> clicks(Game game, String rules, String start, List<String> moves) throws Exception {
    GameReplayer replayer = game.replayer(rules);
    GameReplayer.Session session = replayer.start(start);
    List<Click> clicks = new ArrayList<>();
    for (String move : moves) {
      String fen = session.fen();
      List<GameReplayer.LegalMove> legal = session.listLegalMoves().orElseThrow();
      session.play(move.replace(' ', '_'));
      String after = session.fen();
      Click found = null;
      for (GameReplayer.LegalMove m : legal) {
        GameReplayer.Session trial = replayer.start(fen);
        trial.play(m.move());
        if (trial.fen().equals(after)) {
          found = new Click(m.move(), m.from(), m.to());
          break;
        }
      }
      assertTrue(found != null, "no legal move in " + fen + " plays " + move);
      clicks.add(found);
    }
    return clicks;
  }

  /**
   * Plays the record's game on the board page by clicks, saves it, and checks that the saved record
   * replays VALID with the original's final position and captures, ply by ply as the page showed them.
   */
  private JsonNode playByClicks(GameRecord record, List<String> moves, String name) throws Exception {
    PlayedGame original = PlayedGame.of(record, null);
    String game = original.result().game();
    String rules = original.result().rules();
    String start = record.tag("FEN").orElse(null);
    List<Click> clicks = clicks(Games.named(game), rules, start, moves);
    Map<String, Object> plan = new LinkedHashMap<>();
    plan.put("game", game);
    plan.put("rules", rules);
    plan.put("fen", start == null ? "" : start);
    plan.put("tags", Map.of("Event", "Club night", "Site", "Ludoteca", "Date", "2026.11.28",
        "White", "Ana", "Black", "Bruno"));
    plan.put("plies", clicks);
    JsonNode out = probe(page(game, rules, start), name, CLICKS.replace("__PLAN__", JSON.writeValueAsString(plan)
        .replace("</", "<\\/")));
    assertEquals("[]", out.get("misses").toString(), name + ": every ply played by its clicks");
    JsonNode plies = out.get("state").get("plies");
    assertEquals(original.plies().size(), plies.size(), name + ": plies");
    for (int i = 0; i < plies.size(); i++) {
      PlayedGame.Ply want = original.plies().get(i);
      assertEquals(want.position(), plies.get(i).get("fen").asText(), name + " ply " + (i + 1));
      assertEquals(words(want.captures()), words(plies.get(i).get("captures")), name + " ply " + (i + 1) + " captures");
    }
    // the saved record, as 'ludoteca replay' reads it
    String saved = out.get("saved").asText();
    Path file = tmp.resolve(out.get("fileName").asText());
    Files.writeString(file, saved, StandardCharsets.UTF_8);
    JsonNode replay = JSON.readTree(cli("replay", "--json", file.toString()).lines().findFirst().orElseThrow());
    assertEquals("VALID", replay.get("verdict").asText(), name + ": " + replay + "\n" + saved);
    assertEquals(original.result().finalFen(), replay.get("final_fen").asText(), name + ": final position");
    assertEquals(original.result().capturesByMethod().toString(), JSON.convertValue(replay.get("captures"),
        java.util.TreeMap.class).toString(), name + ": captures by method");
    PlayedGame again = PlayedGame.of(first(file), null);
    List<String> wanted = new ArrayList<>();
    original.plies().forEach(p -> wanted.add(words(p.captures())));
    List<String> got = new ArrayList<>();
    again.plies().forEach(p -> got.add(words(p.captures())));
    assertEquals(wanted, got, name + ": the saved record's captures, ply by ply");
    assertTrue(saved.contains("[Event \"Club night\"]") && saved.contains("[White \"Ana\"]"), saved);
    return out;
  }

  private static String words(List<CaptureEvent> captures) {
    StringBuilder b = new StringBuilder();
    captures.forEach(c -> b.append(c.method()).append(' ').append(c.victim()).append(' ').append(c.square())
        .append(' ').append(c.scope()).append(' ').append(c.attackers()).append(';'));
    return b.toString();
  }

  private static String words(JsonNode captures) {
    StringBuilder b = new StringBuilder();
    for (JsonNode c : captures) {
      List<String> by = new ArrayList<>();
      c.get("by").forEach(x -> by.add(x.asText()));
      b.append(c.get("method").asText()).append(' ').append(c.get("victim").asText()).append(' ')
          .append(c.get("square").asText()).append(' ').append(c.get("scope").asText()).append(' ').append(by)
          .append(';');
    }
    return b.toString();
  }

  /* ---- play by clicks ---- */

  @Test
  void play_joynersBoissiereGameByClicks_savedRecordReplaysValid() throws Exception {
    GameRecord joyner = first(ROOT.resolve("data/rithmomachia/sample.rpgn"));
    assertTrue(joyner.tag("Event").orElseThrow().contains("Joyner"));
    JsonNode out = playByClicks(joyner, joyner.moves(), "board-joyner");
    assertTrue(out.get("status").asText().startsWith("Game over: victoria-magna, white wins"), out.get("status").asText());
    assertTrue(out.get("fileName").asText().endsWith(".rpgn"), out.get("fileName").asText());
    String last = out.get("moveList").get(out.get("moveList").size() - 1).asText();
    assertTrue(last.contains("end victoria-magna white"), last);
  }

  @Test
  void play_zamoraTranscriptionByClicks_savedRecordReplaysValid() throws Exception {
    GameRecord transcription = first(ROOT.resolve("data/zamora/goldeoro-partida-1.txt"));
    PlayedGame original = PlayedGame.of(transcription, null);
    List<String> moves = new ArrayList<>();
    original.plies().forEach(p -> moves.add(p.move()));
    JsonNode out = playByClicks(transcription, moves, "board-goldeoro");
    assertTrue(out.get("status").asText().startsWith("Game over: goal"), out.get("status").asText());
    boolean captureShown = false;
    for (JsonNode line : out.get("moveList")) {
      captureShown |= line.asText().contains("capture ");
    }
    assertTrue(captureShown, "a capture in the move list: " + out.get("moveList"));
  }

  @Test
  void play_chess960GameByClicks_savedPgnReplaysValid() throws Exception {
    GameRecord game = first(ROOT.resolve("data/chess960/scalachess-fixture-complete960.pgn"));
    JsonNode out = playByClicks(game, game.moves(), "board-chess960");
    assertTrue(out.get("status").asText().startsWith("Game over: checkmate, black wins"), out.get("status").asText());
    assertTrue(out.get("fileName").asText().endsWith(".pgn"), out.get("fileName").asText());
    assertTrue(out.get("saved").asText().contains("[FEN \"" + game.tag("FEN").orElseThrow()), out.get("saved").asText());
  }

  /* ---- legalMoves ---- */

  /**
   * Random games of one game under one rule set, played on the JVM through its session until
   * {@code positions} positions are seen: each game's start and moves.
   */
  private static List<Map<String, Object>> randomGames(Game game, String rules, int positions, long seed)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    GameReplayer replayer = game.replayer(rules);
    List<Map<String, Object>> games = new ArrayList<>();
    int seen = 0;
    while (seen < positions) {
      String start = game.name().equals("chess960")
          ? ChessFen.write(StartPositions.scharnagl(random.nextInt(960))) : null;
      GameReplayer.Session s = replayer.start(start);
      List<String> moves = new ArrayList<>();
      List<String> fens = new ArrayList<>();
      Optional<GameReplayer.Ending> end = Optional.empty();
      while (seen < positions && moves.size() < 80 && (end.isEmpty() || end.get().recordMayPlayOn())) {
        List<GameReplayer.LegalMove> legal = s.listLegalMoves().orElseThrow();
        fens.add(s.fen());
        seen++;
        if (legal.isEmpty()) {
          break;
        }
        String move = legal.get(random.nextInt(legal.size())).move();
        end = s.play(move).ending();
        moves.add(move);
      }
      Map<String, Object> g = new LinkedHashMap<>();
      g.put("start", start == null ? "" : start);
      g.put("moves", moves);
      g.put("fens", fens);
      games.add(g);
    }
    return games;
  }

  /**
   * At each position of the games of {@code PLAN}, set up from its FEN as 'ludoteca moves' reads
   * it, legalMoves() through window.ludoteca; and the first game of each rule set played through
   * play(), checking the position reached before each move is the JVM's. (From the FEN, since a
   * Zamora position text does not say which of two like pieces is which: Golez's attackers AB1 and
   * AB2 are named as a game from the start named them.)
   */
  private static final String LEGAL = "<script>var PLAN=__PLAN__;"
      + "async function run(out){out.positions=[];out.misses=[];out.played=0;var t0=performance.now();var rules=null;"
      + " PLAN.forEach(function(g){if(g.rules!==rules){rules=g.rules;ludoteca.open(g.game,g.rules,g.start);"
      + "  for(var i=0;i<g.moves.length;i++){if(ludoteca.fen()!==g.fens[i])out.misses.push(g.game+' ply '+i+': '+ludoteca.fen());"
      + "   ludoteca.play(g.moves[i]);out.played++;}}"
      + "  for(var k=0;k<g.fens.length;k++){ludoteca.open(g.game,g.rules,g.fens[k]);"
      + "   out.positions.push(ludoteca.fen()+'|'+ludoteca.legalMoves().join(' '));}});"
      + " out.ms=performance.now()-t0;}</script>";

  /**
   * The browser runs one game's plan while the JVM makes the next game's plan and its expected
   * lists (the two sides overlap on two cores); each game's findings are checked in order after.
   */
  @Test
  void legalMoves_randomGamesOfEveryGameAndRuleSet_asLudotecaMovesPrintsThem() throws Exception {
    int perRuleSet = Integer.getInteger("ludoteca.board.positions", 1000);
    long seed = 41;
    StringBuilder summary = new StringBuilder();
    String only = System.getProperty("ludoteca.board.games", "");
    record Planned(Game game, List<String> expected, long jvmMillis, java.util.concurrent.Future<JsonNode> page,
        long[] browserMillis) {}
    List<Planned> planned = new ArrayList<>();
    java.util.concurrent.ExecutorService browser = java.util.concurrent.Executors.newSingleThreadExecutor();
    try {
      for (Game game : Games.all()) {
        if (!only.isEmpty() && !List.of(only.split(",")).contains(game.name())) {
          continue;
        }
        long t0 = System.nanoTime();
        List<Map<String, Object>> plan = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String rules : game.ruleSetNames()) {
          List<Map<String, Object>> games = randomGames(game, rules, perRuleSet, seed++);
          List<String> fens = new ArrayList<>();
          for (Map<String, Object> g : games) {
            g.put("game", game.name());
            g.put("rules", rules);
            @SuppressWarnings("unchecked")
            List<String> gf = (List<String>) g.get("fens");
            fens.addAll(gf);
            plan.add(g);
          }
          // 'ludoteca moves --game G --rules R FEN...': one list per position, a blank line between
          for (int from = 0; from < fens.size(); from += 250) {
            List<String> args = new ArrayList<>(List.of("moves", "--game", game.name(), "--rules", rules));
            List<String> batch = fens.subList(from, Math.min(fens.size(), from + 250));
            args.addAll(batch);
            String[] lists = (cli(args.toArray(String[]::new)) + "\n").split("\n\n", -1);
            for (int i = 0; i < batch.size(); i++) {
              expected.add(batch.get(i) + "|" + String.join(" ", lists[i].strip().isEmpty() ? List.of()
                  : List.of(lists[i].strip().split("\n"))));
            }
          }
        }
        long jvm = (System.nanoTime() - t0) / 1_000_000;
        String first = (String) plan.get(0).get("start"); // Chess960's page opens at a start position
        String html = page(game.name(), null, first.isEmpty() ? null : first);
        String scripts = LEGAL.replace("__PLAN__", JSON.writeValueAsString(plan).replace("</", "<\\/"));
        long[] browserMillis = new long[1];
        planned.add(new Planned(game, expected, jvm, browser.submit(() -> {
          long t1 = System.nanoTime();
          JsonNode out = probe(html, "legal-" + game.name(), scripts);
          browserMillis[0] = (System.nanoTime() - t1) / 1_000_000;
          return out;
        }), browserMillis));
      }
      for (Planned p : planned) {
        Game game = p.game();
        List<String> expected = p.expected();
        JsonNode out;
        try {
          out = p.page().get();
        } catch (java.util.concurrent.ExecutionException e) {
          if (e.getCause() instanceof Exception x) {
            throw x;
          }
          throw (Error) e.getCause();
        }
        assertEquals("[]", out.get("misses").toString(), game.name() + ": the page plays the JVM's games");
        assertTrue(out.get("played").asInt() >= game.ruleSetNames().size(), game.name() + ": a game played per rule set");
        JsonNode positions = out.get("positions");
        assertEquals(expected.size(), positions.size(), game.name() + ": positions");
        for (int i = 0; i < expected.size(); i++) {
          assertEquals(expected.get(i), positions.get(i).asText(), game.name() + " position " + i);
        }
        summary.append(game.name()).append(": ").append(expected.size()).append(" positions in ")
            .append(Math.round(out.get("ms").asDouble())).append(" ms in the page (JVM and ludoteca moves ")
            .append(p.jvmMillis()).append(" ms, the browser run ").append(p.browserMillis()[0])
            .append(" ms, the two overlapping); ");
      }
    } finally {
      browser.shutdownNow();
    }
    System.out.println("board legalMoves: " + summary);
  }

  /* ---- open ---- */

  /**
   * The page opens offline, from the disk, with nothing loaded; the time from navigation to the
   * board drawn is printed (measured, not asserted: this machine is shared).
   */
  @Test
  void open_fromDisk_drawsTheBoardLoadingNothing() throws Exception {
    String html = page("rithmomachia", "boissiere", null);
    int bytes = html.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(bytes < 3 * 1024 * 1024, "one file under 3 MB: " + bytes);
    Path page = tmp.resolve("board.html");
    String timing = "<script>window.addEventListener('load',function(){var p=document.createElement('pre');"
        + "p.id='probe';p.textContent=JSON.stringify({ready:document.documentElement.getAttribute('data-ready'),"
        + "ms:performance.now(),timings:ludoteca.timings,spots:document.querySelectorAll('#board rect.spot').length,"
        + "pieces:document.querySelectorAll('#board .piece').length,legal:ludoteca.legalMoves().length,"
        + "resources:performance.getEntriesByType('resource').length,errors:__errors});"
        + "document.body.appendChild(p);});</script>";
    Files.writeString(page, html.replaceFirst("<head>", Matcher.quoteReplacement("<head>" + WATCH + timing)));
    List<Double> times = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      JsonNode out = Chromium.probe(chromium.run(List.of("--dump-dom", page.toUri().toString()),
          tmp.resolve("profile-open-" + i)), page);
      assertEquals("true", out.get("ready").asText());
      assertEquals(128, out.get("spots").asInt(), "every square clickable");
      assertEquals(48, out.get("pieces").asInt());
      assertTrue(out.get("legal").asInt() > 0);
      assertEquals(0, out.get("resources").asInt(), "loaded nothing");
      assertEquals("[]", out.get("errors").toString());
      times.add(out.get("ms").asDouble());
      System.out.println("board page open " + i + ": " + out.get("timings"));
    }
    System.out.println("board page: " + bytes + " bytes; opened (navigation to the board drawn) in " + times + " ms");
  }

  /**
   * The page in a frame that may not run scripts (sandboxed without allow-scripts), looked at from
   * the page around it: the noscript message is shown, above where the board would be, and no
   * board is drawn.
   */
  @Test
  void open_javaScriptOff_saysSoInPlaceOfTheBoard() throws Exception {
    Files.writeString(tmp.resolve("board-noscript.html"), page("chess", null, null), StandardCharsets.UTF_8);
    Path outer = tmp.resolve("outer.html");
    Files.writeString(outer, "<!DOCTYPE html><html><head></head><body>"
        + "<iframe id=\"f\" sandbox=\"allow-same-origin\" src=\"board-noscript.html\" width=\"1000\" height=\"600\">"
        + "</iframe><script>window.addEventListener('load',function(){var d=document.getElementById('f').contentDocument;"
        + "var m=d.querySelector('p.noscript');var b=d.getElementById('board');var p=document.createElement('pre');"
        + "p.id='probe';p.textContent=JSON.stringify({message:m?m.textContent:null,shown:m?m.getBoundingClientRect().height:0,"
        + "above:m&&b?m.getBoundingClientRect().bottom<=b.getBoundingClientRect().top:false,svg:d.querySelectorAll('svg').length,"
        + "ready:d.documentElement.getAttribute('data-ready')});document.body.appendChild(p);});</script></body></html>",
        StandardCharsets.UTF_8);
    JsonNode out = Chromium.probe(chromium.run(List.of("--allow-file-access-from-files", "--virtual-time-budget=5000",
        "--dump-dom", outer.toUri().toString()), tmp.resolve("profile-noscript")), outer);
    assertTrue(out.get("message").asText().startsWith("This board needs JavaScript."), out.toString());
    assertTrue(out.get("shown").asDouble() > 10, "the message is shown: " + out);
    assertTrue(out.get("above").asBoolean(), "in place of the board: " + out);
    assertEquals(0, out.get("svg").asInt(), "no board drawn");
    assertTrue(out.get("ready").isNull(), "no script ran: " + out);
  }

  /* ---- the game pages' "play on from here" ---- */

  @Test
  void playOn_fromAGamePage_opensTheBoardAtThePositionShown() throws Exception {
    GameRecord record = first(ROOT.resolve("data/chess/lichess-sample.pgn"));
    PlayedGame game = PlayedGame.of(record, null);
    Path viewer = tmp.resolve("viewer.html");
    Files.writeString(viewer, GamePage.render("0123456789abcdef0123456789abcdef", record, game, "board.html"),
        StandardCharsets.UTF_8);
    Files.writeString(tmp.resolve("board.html"), page("rithmomachia", null, null), StandardCharsets.UTF_8);
    // the link as the viewer sets it at ply 9, followed
    String probeViewer = "<script>window.addEventListener('load',function(){var a=document.getElementById('play-on');"
        + "var p=document.createElement('pre');p.id='probe';p.textContent=JSON.stringify({href:a.getAttribute('href')});"
        + "document.body.appendChild(p);});</script>";
    Path probed = tmp.resolve("viewer-probed.html");
    Files.writeString(probed, Files.readString(viewer).replaceFirst("<head>", Matcher.quoteReplacement("<head>"
        + probeViewer)));
    JsonNode link = Chromium.probe(chromium.run(List.of("--virtual-time-budget=5000", "--dump-dom",
        probed.toUri() + "#ply-9"), tmp.resolve("profile-viewer")), probed);
    String href = link.get("href").asText();
    assertTrue(href.startsWith("board.html#game=chess&rules=standard&fen="), href);
    Path board = tmp.resolve("board-probed.html");
    Files.writeString(board, page("rithmomachia", null, null).replaceFirst("<head>", Matcher.quoteReplacement(
        "<head>" + WATCH + "<script>async function run(out){out.state=ludoteca.state();"
            + "out.pieces=document.querySelectorAll('#board .piece').length;}</script>" + REPORT)));
    JsonNode out = Chromium.probe(chromium.run(List.of("--virtual-time-budget=5000", "--dump-dom",
        board.toUri() + href.substring(href.indexOf('#'))), tmp.resolve("profile-board")), board);
    assertEquals("[]", out.get("errors").toString());
    assertEquals("chess", out.get("state").get("game").asText());
    assertEquals(game.plies().get(8).position(), out.get("state").get("fen").asText(), "the position of ply 9");
    assertTrue(out.get("pieces").asInt() > 20);
  }

  /* ---- the docs' picture ---- */

  /**
   * A Rithmomachia game being recorded: Joyner's first game played to ply 28 with the tags filled
   * in and the circle that wins next picked up, its moves marked; {@code
   * docs/screenshots/board-rithmomachia.png}, written with {@code -Dludoteca.updateScreenshots=true},
   * otherwise checked to be of the size made.
   */
  @Test
  void screenshot_rithmomachiaGameBeingRecorded_isTheDocsPicture() throws Exception {
    GameRecord joyner = first(ROOT.resolve("data/rithmomachia/sample.rpgn"));
    List<String> moves = joyner.moves().subList(0, 28);
    String script = "<script>document.addEventListener('DOMContentLoaded',function(){"
        + "var tags={Event:'Club night, round 2',Site:'Ludoteca club',Date:'2026.11.28',Round:'2',White:'Ana',Black:'Bruno'};"
        + "Object.keys(tags).forEach(function(t){ludoteca.setTag(t,tags[t]);});"
        + JSON.writeValueAsString(moves) + ".forEach(function(m){ludoteca.play(m);});"
        + "var s=document.querySelector('#board rect.spot[data-square=\"d8\"]');"
        + "s.dispatchEvent(new MouseEvent('click',{bubbles:true}));"
        + "document.querySelector('details').open=true;});</script>";
    String html = page("rithmomachia", "boissiere", null);
    int at = html.lastIndexOf("</body>");
    Path page = tmp.resolve("board-shot.html");
    Files.writeString(page, html.substring(0, at) + script + html.substring(at), StandardCharsets.UTF_8);
    Files.createDirectories(SHOTS);
    Path shot = SHOTS.resolve("board-rithmomachia.png");
    chromium.run(List.of("--window-size=1280,1000", "--hide-scrollbars", "--screenshot=" + shot.toAbsolutePath(),
        page.toUri().toString()), tmp.resolve("profile-shot"));
    java.awt.image.BufferedImage made = javax.imageio.ImageIO.read(shot.toFile());
    assertEquals("1280x1000", made.getWidth() + "x" + made.getHeight());
    Path committed = ROOT.resolve("docs/screenshots/board-rithmomachia.png");
    if ("true".equals(System.getProperty("ludoteca.updateScreenshots"))) {
      Files.copy(shot, committed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    assertTrue(Files.exists(committed), committed + " (write it with -Dludoteca.updateScreenshots=true)");
    java.awt.image.BufferedImage picture = javax.imageio.ImageIO.read(committed.toFile());
    assertEquals(made.getWidth() + "x" + made.getHeight(), picture.getWidth() + "x" + picture.getHeight());
  }
}
