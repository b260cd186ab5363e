package org.ludoteca.zamora.agents;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ludoteca.game.Agents;
import org.ludoteca.game.GameReplayer;
import org.ludoteca.zamora.Outcome;
import org.ludoteca.zamora.Side;
import org.ludoteca.zamora.Turn;
import org.ludoteca.zamora.ZamoraGame;
import org.ludoteca.zamora.ZamoraMatch;
import org.ludoteca.zamora.game.ZamoraRecordGame;

/**
 * Two agents ({@code random} or {@code greedy}) at one Zamora game, for the shared self-play loop:
 * each game starts from the standard start and runs to the end the rules find (a goal, the Cáliz
 * delivered, mate, stalemate, threefold repetition). Moves are written as the envelope's turn
 * tokens ({@code data/FORMAT.md} section 8). The first mover is White.
 */
public final class ZamoraTable<S> implements Agents.Table {
  private final ZamoraGame<S> game;
  private final String rulesName;
  private final String white;
  private final String black;

  public ZamoraTable(ZamoraGame<S> game, String rulesName, String white, String black) {
    for (String agent : List.of(white, black)) {
      if (!agent.equals("random") && !agent.equals("greedy")) {
        throw new IllegalArgumentException("unknown agent '" + agent + "' for " + game.key() + "; agents: random, greedy");
      }
    }
    this.game = game;
    this.rulesName = rulesName;
    this.white = white;
    this.black = black;
  }

  @Override
  public String game() {
    return game.key();
  }

  @Override
  public String rules() {
    return rulesName;
  }

  @Override
  public String white() {
    return white;
  }

  @Override
  public String black() {
    return black;
  }

  @Override
  public Agents.Match match(long seed) {
    return new Match(ZamoraMatch.start(game));
  }

  private final class Match implements Agents.Match {
    private ZamoraMatch<S> match;

    Match(ZamoraMatch<S> start) {
      this.match = start;
    }

    @Override
    public org.ludoteca.game.Side firstMover() {
      return Side.FIRST.gameSide();
    }

    @Override
    public boolean whiteToMove() {
      return game.toMove(match.state()) == Side.FIRST;
    }

    @Override
    public Optional<GameReplayer.Ending> ending() {
      Outcome o = match.outcome().orElse(null);
      if (o == null) {
        return Optional.empty();
      }
      return Optional.of(new GameReplayer.Ending(ZamoraRecordGame.terminationOf(o), o.gameWinner()));
    }

    @Override
    public Optional<String> playNext(SplittableRandom random) {
      List<Turn<S>> turns = match.legalTurns();
      if (turns.isEmpty()) {
        return Optional.empty(); // outcome() reports the stalemate of a game whose rules define it
      }
      Side mover = game.toMove(match.state());
      Turn<S> t = choose(mover == Side.FIRST ? white : black, turns, mover, random);
      match = match.after(t.next());
      return Optional.of(t.text().strip().replaceAll("\\s+", "_"));
    }
  }

  private Turn<S> choose(String agent, List<Turn<S>> turns, Side mover, SplittableRandom random) {
    if (agent.equals("random")) {
      return turns.get(random.nextInt(turns.size()));
    }
    long best = Long.MIN_VALUE;
    int ties = 0;
    Turn<S> chosen = null;
    for (Turn<S> t : turns) {
      long score = game.outcome(t.next()).map(o -> !o.isDraw() && o.winner() == mover ? Long.MAX_VALUE / 2 : 0L)
          .orElse(0L);
      score += game.advance(t.next(), mover);
      if (score > best) {
        best = score;
        ties = 1;
        chosen = t;
      } else if (score == best && random.nextInt(++ties) == 0) {
        chosen = t;
      }
    }
    return chosen;
  }
}
