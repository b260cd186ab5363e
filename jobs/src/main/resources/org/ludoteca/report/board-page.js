// The board page (data/format/15-board-page.md): draws the game with the game's own drawing code,
// takes clicks, and keeps the move list, the tags and the record in step. Every rule is the
// engine's: the functions of board-engine.js (the game packages compiled by TeaVM) answer JSON.
(function () {
  'use strict';
  // milliseconds from navigation: the rules' script evaluated, the game set up, the board drawn
  var timings = { engine: performance.now() };
  var engine = self; // board-engine.js exports its functions as globals
  var config = JSON.parse(document.getElementById('board-config').textContent);
  var $ = function (id) { return document.getElementById(id); };
  var SVG = 'http://www.w3.org/2000/svg';
  var state = null;       // the engine's state of the open game
  var selected = null;    // the square of the piece picked up, or null
  var lastCaptures = [];  // squares marked as just captured
  var openedFen = '';     // the position the game was set up from, '' for the rule set's start

  function call(answer) {
    var r = JSON.parse(answer);
    if (r && r.error !== undefined) {
      throw new Error(r.error);
    }
    return r;
  }

  function extension(game) {
    return (config.extensions && config.extensions[game]) || 'rpgn';
  }

  function say(text, bad) {
    var m = $('message');
    m.textContent = text || '';
    m.className = bad ? 'bad' : '';
  }

  // ---- drawing ----

  function draw() {
    var plies = state.plies;
    var last = plies.length ? plies[plies.length - 1] : null;
    lastCaptures = last ? last.captures.map(function (c) { return c.square; }) : [];
    var d = call(engine.draw(state.fen, lastCaptures.join(' ')));
    var holder = $('board');
    holder.innerHTML = d.svg;
    var svg = holder.querySelector('svg');
    var hits = document.createElementNS(SVG, 'g');
    hits.setAttribute('class', 'hits');
    var froms = {};
    var targets = {};
    state.legal.forEach(function (m) {
      froms[m[1]] = true;
      if (selected !== null && m[1] === selected) {
        targets[m[2]] = (targets[m[2]] || 0) + 1;
      }
    });
    d.spots.forEach(function (s) {
      var name = s[0], x = s[1], y = s[2], size = s[3];
      var r = document.createElementNS(SVG, 'rect');
      r.setAttribute('x', x - size / 2);
      r.setAttribute('y', y - size / 2);
      r.setAttribute('width', size);
      r.setAttribute('height', size);
      var cls = 'spot';
      if (name === selected) cls += ' selected';
      else if (targets[name]) cls += ' target';
      else if (selected === null && froms[name]) cls += ' movable';
      r.setAttribute('class', cls);
      r.setAttribute('data-square', name);
      var title = document.createElementNS(SVG, 'title');
      title.textContent = name;
      r.appendChild(title);
      hits.appendChild(r);
      if (targets[name]) {
        var dot = document.createElementNS(SVG, 'circle');
        dot.setAttribute('cx', x);
        dot.setAttribute('cy', y);
        dot.setAttribute('r', size * 0.16);
        dot.setAttribute('class', 'target-dot');
        hits.appendChild(dot);
      }
    });
    svg.appendChild(hits);
  }

  function describeCapture(c) {
    // the words of 'ludoteca play': capture <method> <piece> <square> by <squares>
    return 'capture ' + c.method + ' ' + c.victim + ' ' + c.square
      + (c.scope === 'component' ? ' (pyramid component)' : c.scope === 'whole' ? ' (whole pyramid)' : '')
      + (c.by.length ? ' by ' + c.by.join(' ') : '');
  }

  function describeEnd(e) {
    return 'end ' + e.termination + ' ' + e.winner;
  }

  function render() {
    draw();
    var list = $('moves');
    list.innerHTML = '';
    state.plies.forEach(function (p) {
      var li = document.createElement('li');
      li.setAttribute('data-ply', p.n);
      var move = document.createElement('span');
      move.className = 'move';
      move.textContent = p.side + ' ' + p.move;
      li.appendChild(move);
      p.captures.forEach(function (c) {
        var cap = document.createElement('div');
        cap.className = 'cap';
        cap.textContent = describeCapture(c);
        li.appendChild(cap);
      });
      if (p.end) {
        var end = document.createElement('div');
        end.className = 'end';
        end.textContent = describeEnd(p.end) + (p.end.mayPlayOn ? ' (a record may play on)' : '');
        li.appendChild(end);
      }
      list.appendChild(li);
    });
    list.scrollTop = list.scrollHeight;
    var status = state.end ? 'Game over: ' + state.end.termination + ', '
      + (state.end.winner === 'draw' ? 'a draw' : state.end.winner + ' wins') + ' (' + state.end.result + ').'
      : state.side + ' to move' + (selected !== null ? ' (' + selected + ' picked up: click where it goes)' : '') + '.';
    $('status').textContent = status;
    $('fen').textContent = state.fen;
    $('game-name').textContent = state.game;
    var rules = $('rules');
    if (rules.getAttribute('data-game') !== state.game) {
      rules.innerHTML = '';
      state.ruleSets.forEach(function (r) {
        var o = document.createElement('option');
        o.value = r;
        o.textContent = r;
        rules.appendChild(o);
      });
      rules.setAttribute('data-game', state.game);
    }
    rules.value = state.rules;
    Object.keys(state.tags).forEach(function (t) {
      var input = $('tag-' + t);
      if (!input) {
        // the tags the engine's board edits, one field each, made once
        var label = document.createElement('label');
        label.textContent = t + ' ';
        input = document.createElement('input');
        input.id = 'tag-' + t;
        input.name = t;
        input.placeholder = t === 'Date' ? 'YYYY.MM.DD' : t === 'Round' ? '1' : '';
        input.addEventListener('change', function () {
          try { api.setTag(t, this.value); } catch (e) { say(e.message, true); }
        });
        label.appendChild(input);
        $('tags').appendChild(label);
      }
      if (document.activeElement !== input) input.value = state.tags[t];
    });
    $('record').textContent = call(engine.record()).record;
    $('undo').disabled = state.plies.length === 0;
    var chooser = $('chooser');
    if (!chooser.hidden && selected === null) chooser.hidden = true;
  }

  // Drawing waits for the next frame: a script that plays a thousand moves draws once.
  var pending = false;
  function schedule() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(flush);
      setTimeout(flush, 40); // a page in the background gets no frames
    }
  }
  function flush() {
    if (pending) {
      pending = false;
      render();
    }
  }

  // ---- clicks ----

  function choose(moves) {
    var chooser = $('chooser');
    chooser.innerHTML = '';
    var label = document.createElement('span');
    label.textContent = 'Which move? ';
    chooser.appendChild(label);
    moves.forEach(function (m) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = m;
      b.setAttribute('data-move', m);
      b.addEventListener('click', function () { chooser.hidden = true; playMove(m); });
      chooser.appendChild(b);
    });
    chooser.hidden = false;
  }

  function clicked(square) {
    flush();
    if (state.end) return;
    var fromHere = state.legal.filter(function (m) { return m[1] === square; });
    if (selected !== null) {
      var moves = state.legal.filter(function (m) { return m[1] === selected && m[2] === square; })
        .map(function (m) { return m[0]; });
      if (moves.length === 1) {
        playMove(moves[0]);
        return;
      }
      if (moves.length > 1) {
        choose(moves);
        return;
      }
    }
    selected = fromHere.length && square !== selected ? square : null;
    $('chooser').hidden = true;
    pending = true;
    flush();
  }

  function playMove(move) {
    try {
      api.play(move);
      say('');
    } catch (e) {
      say(e.message, true);
    }
  }

  // ---- window.ludoteca ----

  var api = {
    /** The legal moves of the side to move, in the game's record notation (as 'ludoteca moves --game G'). */
    legalMoves: function () {
      return state.legal.map(function (m) { return m[0]; });
    },
    /** Plays a move as 'ludoteca play' takes it; its captures, the new FEN and the end, or throws. */
    play: function (move) {
      var r = call(engine.play(String(move)));
      state = r.state;
      selected = null;
      schedule();
      return { move: r.ply.move, captures: r.ply.captures, fen: r.ply.fen, end: r.ply.end };
    },
    /** Takes back the last ply; false when there is none. */
    undo: function () {
      var r = call(engine.undo());
      state = r;
      selected = null;
      schedule();
      return r.undone;
    },
    fen: function () { return state.fen; },
    /** The record's text, as saved. */
    record: function () { return call(engine.record()).record; },
    /** The whole state: game, rules, start, plies with captures and ends, legal moves, tags. */
    state: function () { return JSON.parse(JSON.stringify(state)); },
    /** Starts a game of any game the page knows; empty rules or fen mean the defaults. */
    open: function (game, rules, fen) {
      state = call(engine.open(String(game), rules ? String(rules) : '', fen ? String(fen) : ''));
      openedFen = fen ? String(fen) : '';
      selected = null;
      schedule();
      return api.state();
    },
    /** Reads a record (its text and file name) and plays its moves, to go on from it. */
    load: function (text, fileName) {
      state = call(engine.load(String(text), fileName ? String(fileName) : 'record.rpgn'));
      openedFen = state.setUp;
      selected = null;
      schedule();
      if (state.stoppedAt) say('Loaded up to a refused move: ' + state.stoppedAt, true);
      return api.state();
    },
    setTag: function (name, value) {
      state = call(engine.setTag(String(name), String(value)));
      schedule();
    },
    /** The file name Save gives the record. */
    fileName: function () {
      var t = state.tags;
      var parts = [state.game, t.Date, t.White, t.Black].filter(function (p) { return p && p.indexOf('?') < 0; });
      return parts.join('-').replace(/[^A-Za-z0-9._-]+/g, '_') + '.' + extension(state.game);
    }
  };
  api.timings = timings;
  window.ludoteca = api;

  // ---- the page's controls ----


  function fromHash() {
    var params = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0) params[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
    });
    return params;
  }

  function start() {
    var h = fromHash();
    var game = h.game || config.game, rules = h.rules || config.rules, fen = h.fen || config.fen;
    try {
      api.open(game, rules, fen);
      if (h.game && h.fen) say('Playing on from the position shown on the game page.');
    } catch (e) {
      var why = 'Cannot open ' + game + (fen ? ' at ' + fen : '') + ': ' + e.message;
      try {
        api.open(config.game, config.rules, config.fen);
        say(why, true);
      } catch (e2) {
        // nothing to show: the page says why, in place of the status
        $('status').textContent = why;
        return false;
      }
    }
  }

  $('board').addEventListener('click', function (ev) {
    var t = ev.target;
    while (t && t !== this && !(t.getAttribute && t.getAttribute('data-square') && t.classList.contains('spot'))) {
      t = t.parentNode;
    }
    if (t && t !== this) clicked(t.getAttribute('data-square'));
  });
  $('undo').addEventListener('click', function () { try { api.undo(); say(''); } catch (e) { say(e.message, true); } });
  $('new').addEventListener('click', function () {
    if (state.plies.length && !confirm('Start a new game? The moves not saved are lost.')) return;
    api.open(state.game, state.rules, openedFen);
    say('');
  });
  $('rules').addEventListener('change', function () {
    // the same moves under another rule set, as far as its rules allow them
    var moves = state.plies.map(function (p) { return p.move; });
    var tags = state.tags;
    var rules = this.value;
    try {
      api.open(state.game, rules, openedFen);
    } catch (e) {
      say(e.message, true);
      return;
    }
    say('');
    Object.keys(tags).forEach(function (t) { if (tags[t]) engine.setTag(t, tags[t]); });
    for (var i = 0; i < moves.length; i++) {
      try {
        call(engine.play(moves[i]));
      } catch (e) {
        say('Under ' + rules + ' ply ' + (i + 1) + ' ' + moves[i] + ' is refused: ' + e.message, true);
        break;
      }
    }
    state = call(engine.state());
    schedule();
  });
  $('play-typed').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var input = $('typed-move');
    try { api.play(input.value); input.value = ''; say(''); } catch (e) { say(e.message, true); }
  });
  $('load-fen').addEventListener('submit', function (ev) {
    ev.preventDefault();
    try { api.open(state.game, state.rules, $('fen-input').value); say('Set up from the FEN.'); } catch (e) { say(e.message, true); }
  });
  $('load-record').addEventListener('change', function () {
    var file = this.files && this.files[0];
    if (!file) return;
    var reader = new FileReader();
    reader.onload = function () {
      try { api.load(String(reader.result), file.name); if (!state.stoppedAt) say('Loaded ' + file.name + '.'); } catch (e) { say(e.message, true); }
    };
    reader.readAsText(file);
    this.value = '';
  });
  $('save').addEventListener('click', function () {
    var text = api.record();
    var a = $('save-link');
    a.href = 'data:text/plain;charset=utf-8,' + encodeURIComponent(text);
    a.download = api.fileName();
    a.click();
    say('Saved as ' + a.download + '.');
  });
  $('copy-fen').addEventListener('click', function () {
    $('fen-input').value = state.fen;
  });
  window.addEventListener('hashchange', start);

  if (start() === false) {
    return;
  }
  timings.open = performance.now();
  flush();
  timings.drawn = performance.now();
  document.documentElement.setAttribute('data-ready', 'true');
})();
