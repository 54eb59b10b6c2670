/* app.js — the behaviour of Arbitre's page, no framework: the chat (POST /v1/ask, sending
   back the "context" of the previous answer so follow-ups keep their subject), links to the
   printable cards, and a board for the mancala games and Qawale (set up by clicking, play or
   check a move through /v1/games/{id}/play|validate, replay the events step by step).
   Every server string is inserted with textContent, never as HTML. */
'use strict';

const T = {
  fr: {
    tagline: 'Les règles de vos jeux, vérifiées.', chatTitle: 'Poser une question', game: 'Jeu',
    detect: 'Laisser Arbitre trouver', question: 'Question', send: 'Demander',
    reset: 'Nouvelle conversation', boardTitle: 'Plateau', newGame: 'Nouvelle partie',
    mode: 'Clic sur le plateau', modeMove: 'choisir un coup', modeAdd: 'ajouter',
    modeRemove: 'retirer', pebN: 'neutre', pebL: 'clair (joueur 1)', pebD: 'foncé (joueur 2)',
    toMove: 'Au trait', play: 'Jouer ce coup', check: 'Puis-je jouer ça ?',
    clear: 'Effacer le coup', prev: '◀ Étape', next: 'Étape ▶', last: 'Fin',
    langSwitch: 'English', placeholder: 'ex. : peut-on égrener en diagonale ?',
    player: n => 'joueur ' + (n + 1), you: 'Vous : ', source: 'Source : ',
    page: p => ', page ' + p, verified: (p, c) => 'vérifié sur ' + c + ' positions' +
      (p === c ? '' : ' (' + p + ' réussies)'),
    related: 'Questions proches :', abstained: 'Hors du champ des règles connues.',
    cards: 'Fiches à imprimer (PDF) : ', noMove: 'Aucun coup choisi.',
    moveMancala: k => 'Coup : case ' + k, moveQawale: (c, p) => 'Coup : poser en ' + c +
      (p.length ? ', égrener ' + p.join(' → ') : ''),
    pathLeft: n => n ? ' (encore ' + n + ' case' + (n > 1 ? 's' : '') + ' à choisir)' : '',
    legal: 'Oui, ce coup est permis.', illegal: 'Non : ', step: (i, n) => 'étape ' + i + ' / ' + n,
    seeds: n => n + ' graines', hands: h => 'en main : ' + h[0] + ' clairs, ' + h[1] + ' foncés',
    over: 'Partie terminée : ', draw: 'égalité', winner: w => 'le ' + w + ' gagne',
    store: 'grenier', askAbout: 'Demander à Arbitre', err: 'Erreur : ',
    askMove: m => 'Puis-je jouer ' + (m.cell ? m.cell + ' puis ' + m.path.join(' ') : 'la case ' + m.pit) + ' ?',
    ev: {
      pick: e => `${pl(e.player)} prend ${e.count} graine(s) de sa case ${e.pit}`,
      sow: e => `une graine dans la case ${e.pit} de ${pl(e.player)}` + lap(e),
      store: e => `une graine dans le grenier de ${pl(e.player)}` + lap(e),
      skip_origin: e => `la case de départ ${e.pit} est sautée` + lap(e),
      skip_store: e => `le grenier de ${pl(e.player)} est sauté` + lap(e),
      capture: e => `${pl(e.by)} capture ${e.count} graine(s) de la case ${e.pit} de ${pl(e.player)}`,
      grand_slam: e => `grand chelem : ${pl(e.player)} ne prend rien`,
      no_capture: e => `pas de prise (case ${e.pit}, en face vide)`,
      extra_turn: e => `${pl(e.player)} rejoue`,
      collect: e => `${pl(e.by)} ramasse ${e.count} graine(s) du côté de ${pl(e.player)}`,
      place: e => `${pl(e.player)} pose un galet en ${e.cell}`,
      lift: e => `${pl(e.player)} soulève la pile de ${e.count} en ${e.cell}`,
      drop: e => `un galet ${PEB.fr[e.pebble]} déposé en ${e.cell}`,
      align: e => `${pl(e.player)} aligne quatre galets (depuis ${e.cell})`,
      resign: e => `${pl(e.player)} abandonne`,
      end: e => `fin de la partie (${e.reason})`,
    },
  },
  en: {
    tagline: 'The rules of your games, checked.', chatTitle: 'Ask a question', game: 'Game',
    detect: 'Let Arbitre find it', question: 'Question', send: 'Ask',
    reset: 'New conversation', boardTitle: 'Board', newGame: 'New game',
    mode: 'Clicking the board', modeMove: 'chooses a move', modeAdd: 'adds', modeRemove: 'removes',
    pebN: 'neutral', pebL: 'light (player 1)', pebD: 'dark (player 2)', toMove: 'To move',
    play: 'Play this move', check: 'May I play this?', clear: 'Clear the move',
    prev: '◀ Step', next: 'Step ▶', last: 'End', langSwitch: 'Français',
    placeholder: 'e.g. may I sow diagonally?',
    player: n => 'player ' + (n + 1), you: 'You: ', source: 'Source: ',
    page: p => ', page ' + p, verified: (p, c) => 'checked on ' + c + ' positions' +
      (p === c ? '' : ' (' + p + ' passed)'),
    related: 'Related questions:', abstained: 'Outside the rules Arbitre knows.',
    cards: 'Printable cards (PDF): ', noMove: 'No move chosen.',
    moveMancala: k => 'Move: pit ' + k, moveQawale: (c, p) => 'Move: place on ' + c +
      (p.length ? ', sow ' + p.join(' → ') : ''),
    pathLeft: n => n ? ' (' + n + ' more cell' + (n > 1 ? 's' : '') + ' to choose)' : '',
    legal: 'Yes, this move is allowed.', illegal: 'No: ', step: (i, n) => 'step ' + i + ' / ' + n,
    seeds: n => n + ' seeds', hands: h => 'in hand: ' + h[0] + ' light, ' + h[1] + ' dark',
    over: 'Game over: ', draw: 'draw', winner: w => w + ' wins', store: 'store',
    askAbout: 'Ask Arbitre', err: 'Error: ',
    askMove: m => 'May I play ' + (m.cell ? m.cell + ' then ' + m.path.join(' ') : 'pit ' + m.pit) + '?',
    ev: {
      pick: e => `${pl(e.player)} takes ${e.count} seed(s) from pit ${e.pit}`,
      sow: e => `one seed into pit ${e.pit} of ${pl(e.player)}` + lap(e),
      store: e => `one seed into the store of ${pl(e.player)}` + lap(e),
      skip_origin: e => `the starting pit ${e.pit} is skipped` + lap(e),
      skip_store: e => `the store of ${pl(e.player)} is skipped` + lap(e),
      capture: e => `${pl(e.by)} captures ${e.count} seed(s) from pit ${e.pit} of ${pl(e.player)}`,
      grand_slam: e => `grand slam: ${pl(e.player)} takes nothing`,
      no_capture: e => `no capture (pit ${e.pit}, opposite empty)`,
      extra_turn: e => `${pl(e.player)} plays again`,
      collect: e => `${pl(e.by)} collects ${e.count} seed(s) from the side of ${pl(e.player)}`,
      place: e => `${pl(e.player)} places a pebble on ${e.cell}`,
      lift: e => `${pl(e.player)} lifts the stack of ${e.count} on ${e.cell}`,
      drop: e => `a ${PEB.en[e.pebble]} pebble dropped on ${e.cell}`,
      align: e => `${pl(e.player)} lines up four pebbles (from ${e.cell})`,
      resign: e => `${pl(e.player)} resigns`,
      end: e => `the game ends (${e.reason})`,
    },
  },
};
const PEB = { fr: { N: 'neutre', L: 'clair', D: 'foncé' }, en: { N: 'neutral', L: 'light', D: 'dark' } };
const CELLS = [];
for (let r = 1; r <= 4; r++) for (const f of 'abcd') CELLS.push(f + r);

let lang = 'fr';
const t = () => T[lang];
const pl = n => t().player(n);
const lap = e => (e.lap > 1 ? (lang === 'fr' ? ` (tour ${e.lap})` : ` (lap ${e.lap})`) : '');
const $ = id => document.getElementById(id);

/* el('li', {class: 'x'}, 'text', child…): an element with text children (never HTML). */
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}

/* POST/GET JSON; resolves to {ok, status, body}. */
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  };
  const r = await fetch(path, init);
  let json = null;
  try { json = await r.json(); } catch (e) { json = null; }
  return { ok: r.ok, status: r.status, body: json };
}

const errText = b => (b && b.error ? b.error.message : t().err + 'HTTP');
const citeText = c => c ? t().source + c.title + (c.page ? t().page(c.page) : c.section ? ', ' + c.section : '') : '';

/* ---- chat --------------------------------------------------------------------------- */

let games = [];
const gameName = id => (games.find(g => g.id === id) || { name: id }).name;
let context = null;

function applyLang() {
  document.documentElement.lang = lang;
  for (const n of document.querySelectorAll('[data-t]')) n.textContent = t()[n.dataset.t];
  $('lang').textContent = t().langSwitch;
  $('lang').lang = lang === 'fr' ? 'en' : 'fr';
  $('question').placeholder = t().placeholder;
  showCards();
  renderBoard();
}

function showCards() {
  const p = $('cards');
  p.replaceChildren(t().cards);
  const chosen = $('game').value;
  games.filter(g => !chosen || g.id === chosen).forEach((g, i) => {
    if (i) p.append(' · ');
    const href = `/v1/games/${encodeURIComponent(g.id)}/cards.pdf${lang === 'en' ? '?lang=en' : ''}`;
    p.append(el('a', { href, target: '_blank', rel: 'noopener', class: 'cards-link' }, g.name));
  });
}

function answerItem(q, b) {
  const li = el('li', { class: b.abstained ? 'answer abstain' : 'answer' });
  li.append(el('p', { class: 'q' }, t().you + q));
  li.append(el('p', { class: 'a' }, b.answer));
  if (b.abstained) li.append(el('p', { class: 'meta' }, t().abstained));
  if (b.cite) li.append(el('p', { class: 'meta cite' }, citeText(b.cite)));
  if (b.verified && b.verified.checks)
    li.append(el('p', { class: 'meta verified' }, t().verified(b.verified.passed, b.verified.checks)));
  for (const a of b.answers || []) li.append(el('p', { class: 'meta cite' }, gameName(a.game) + ' — ' + citeText(a.cite)));
  if (typeof b.diagram === 'string' && b.diagram.startsWith('/'))
    li.append(el('img', { class: 'diagram', src: b.diagram, alt: b.answer }));
  const choices = b.clarify ? b.clarify.games.map(id => ({ question: q, game: id, label: gameName(id) })) : [];
  for (const r of b.related || []) choices.push({ question: r.question, label: r.question });
  if (choices.length) {
    const div = el('div', { class: 'related' }, b.clarify ? b.clarify.question + ' ' : t().related + ' ');
    for (const c of choices) {
      const btn = el('button', { type: 'button' }, c.label);
      btn.addEventListener('click', () => { if (c.game) $('game').value = c.game; ask(c.question); });
      div.append(btn);
    }
    li.append(div);
  }
  if (!b.abstained && window.arbitreFeedback) window.arbitreFeedback(li, q, b, lang); // feedback.js
  return li;
}

async function ask(question, extra) {
  const req = Object.assign({ question }, extra || {});
  if ($('game').value) req.game = $('game').value;
  if (context) req.context = context;
  $('send').disabled = true;
  try {
    const r = await api('/v1/ask', req);
    if (r.ok) {
      context = r.body.context;
      $('log').append(answerItem(question, r.body));
    } else {
      $('log').append(el('li', { class: 'error' }, t().you + question + ' — ' + errText(r.body)));
    }
  } catch (e) {
    $('log').append(el('li', { class: 'error' }, t().err + e.message));
  } finally {
    $('send').disabled = false;
  }
}

/* ---- board ---------------------------------------------------------------------------- */

const board = { game: null, kind: null, pos: null, move: null, steps: null, step: 0 };

const mode = () => document.querySelector('input[name=mode]:checked').value;
const players = () => (board.kind === 'qawale' ? 2 : board.pos.pits.length);

async function newGame() {
  const g = games.find(x => x.id === $('bgame').value);
  const r = await api(`/v1/games/${g.id}/start`, {});
  if (!r.ok) return verdict(el('span', { class: 'no' }, errText(r.body)));
  Object.assign(board, { game: g.id, kind: g.kind, pos: r.body.position, move: null, steps: null });
  $('events').replaceChildren();
  $('stepper').hidden = true;
  verdict();
  fillToMove();
  renderBoard();
}

function fillToMove() {
  const s = $('tomove');
  s.replaceChildren(...Array.from({ length: players() }, (_, p) => el('option', { value: p }, pl(p))));
  s.value = board.pos.to_move;
}

function verdict(...kids) { $('verdict').replaceChildren(...kids); }

/* The position shown: the one being edited, or a step of the last move's replay. */
const shown = () => (board.steps ? board.steps[board.step] : board.pos);

function renderBoard() {
  if (!board.pos) return;
  const pos = shown();
  $('board').replaceChildren(board.kind === 'qawale' ? qawaleView(pos) : mancalaView(pos));
  $('modes').querySelector('#pebble').hidden = board.kind !== 'qawale';
  $('status').textContent = board.kind === 'qawale' ? t().hands(pos.hands) : '';
  $('move').textContent = moveText();
  if (board.steps) {
    $('stepno').textContent = t().step(board.step, board.steps.length - 1);
    $('events').querySelectorAll('li').forEach((li, i) => li.classList.toggle('now', i === board.step - 1));
    $('prev').disabled = board.step === 0;
    $('next').disabled = $('last').disabled = board.step === board.steps.length - 1;
  }
}

function moveText() {
  const m = board.move;
  if (!m) return t().noMove;
  if (board.kind !== 'qawale') return t().moveMancala(m.pit);
  const need = (board.pos.board[m.cell] || []).length + 1 - m.path.length;
  return t().moveQawale(m.cell, m.path) + t().pathLeft(need);
}

/* Player p's row in sowing order is shown left to right for player 0, right to left above
   it for the others, so sowing runs counterclockwise; stores sit at the row's end. */
function mancalaView(pos) {
  const n = pos.pits.length, holes = pos.pits[0].length;
  const grid = el('div', { class: 'mancala', role: 'group', 'aria-label': board.game });
  grid.style.gridTemplateColumns = `auto repeat(${holes}, auto) auto`;
  for (let p = n - 1; p >= 0; p--) {
    grid.append(el('span', { class: 'rowlabel' }, pl(p)));
    for (let c = 0; c < holes; c++) {
      const i = p === 0 ? c : holes - 1 - c;
      const b = el('button', { type: 'button', class: 'pit', 'data-player': p, 'data-pit': i + 1,
        'aria-label': `${pl(p)}, ${i + 1} : ${t().seeds(pos.pits[p][i])}` }, pos.pits[p][i]);
      if (board.move && !board.steps && p === board.pos.to_move && board.move.pit === i + 1)
        b.classList.add('sel');
      b.addEventListener('click', () => clickPit(p, i));
      grid.append(b);
    }
    grid.append(el('span', { class: 'store', 'data-store': p,
      'aria-label': `${t().store} ${pl(p)} : ${pos.stores[p]}` }, pos.stores[p]));
  }
  return grid;
}

function qawaleView(pos) {
  const grid = el('div', { class: 'qawale', role: 'group', 'aria-label': 'Qawale' });
  for (let r = 4; r >= 1; r--) {
    for (const f of 'abcd') {
      const name = f + r, stack = pos.board[name] || [];
      const b = el('button', { type: 'button', class: 'cell', 'data-cell': name,
        'aria-label': name + ' : ' + (stack.map(x => PEB[lang][x]).join(', ') || '—') },
        el('small', {}, name), ...stack.map(x => el('span', { class: 'peb peb-' + x })));
      const m = board.move;
      if (m && !board.steps && m.cell === name) b.classList.add('sel');
      if (m && !board.steps && m.path.includes(name)) b.classList.add('path');
      b.addEventListener('click', () => clickCell(name));
      grid.append(b);
    }
  }
  return grid;
}

/* Leaves a replay and any verdict before the position or the move changes. */
function editing() {
  board.steps = null;
  $('stepper').hidden = true;
  $('events').replaceChildren();
  verdict();
}

function clickPit(p, i) {
  editing();
  const m = mode();
  if (m === 'move') {
    if (p !== board.pos.to_move) board.pos.to_move = p;
    $('tomove').value = p;
    board.move = { pit: i + 1 };
  } else {
    board.pos.pits[p][i] = Math.max(0, board.pos.pits[p][i] + (m === 'add' ? 1 : -1));
  }
  renderBoard();
}

function clickCell(name) {
  editing();
  const pos = board.pos, m = mode();
  const stack = pos.board[name] || (pos.board[name] = []);
  if (m === 'add' && stack.length < 24) stack.push($('pebble').value);
  else if (m === 'remove') stack.pop();
  else if (m === 'move') {
    const mv = board.move;
    if (!mv || mv.path.length >= (pos.board[mv.cell] || []).length + 1) board.move = { cell: name, path: [] };
    else mv.path.push(name);
  }
  if (!stack.length) delete pos.board[name];
  const count = c => Object.values(pos.board).flat().filter(x => x === c).length;
  pos.hands = [Math.max(0, 8 - count('L')), Math.max(0, 8 - count('D'))];
  renderBoard();
}

/* Applies one event to a copy of pos (the replay of a play answer). */
function applyEvent(pos, e) {
  const q = JSON.parse(JSON.stringify(pos));
  switch (e.type) {
    case 'pick': q.pits[e.player][e.pit - 1] = 0; break;
    case 'sow': q.pits[e.player][e.pit - 1]++; break;
    case 'store': q.stores[e.player]++; break;
    case 'capture': q.pits[e.player][e.pit - 1] -= e.count; q.stores[e.by] += e.count; break;
    case 'collect': q.pits[e.player] = q.pits[e.player].map(() => 0); q.stores[e.by] += e.count; break;
    case 'place':
      (q.board[e.cell] = q.board[e.cell] || []).push(e.player ? 'D' : 'L');
      q.hands[e.player]--;
      break;
    case 'lift': delete q.board[e.cell]; break;
    case 'drop': (q.board[e.cell] = q.board[e.cell] || []).push(e.pebble); break;
  }
  return q;
}

async function playOrCheck(cmd) {
  if (!board.move) return verdict(el('span', { class: 'no' }, t().noMove));
  const before = board.pos, move = board.move;
  const r = await api(`/v1/games/${board.game}/${cmd}`, { position: before, move });
  if (!r.ok && !(r.body && r.body.error)) return verdict(el('span', { class: 'no' }, errText(r.body)));
  const b = r.ok ? r.body : r.body.error;
  const legal = r.ok && b.legal !== false;
  const why = legal ? null : b.message;
  const rule = legal ? null : b.rule;
  const out = [el('span', { class: legal ? 'ok' : 'no' }, legal ? t().legal : t().illegal + why)];
  if (rule) out.push(el('span', { class: 'meta' }, ' ' + citeText(rule)));
  if (cmd === 'play' && legal) {
    if (b.outcome) out.push(el('span', {}, ' ' + t().over +
      (b.outcome.winner === null ? t().draw : t().winner(pl(b.outcome.winner)))));
    showSteps(before, b);
  }
  const askBtn = el('button', { type: 'button' }, t().askAbout);
  askBtn.addEventListener('click', () => {
    $('game').value = board.game;
    ask(t().askMove(move), { position: before });
  });
  out.push(' ', askBtn);
  verdict(...out);
}

function showSteps(before, b) {
  const steps = [before];
  for (const e of b.events) steps.push(applyEvent(steps[steps.length - 1], e));
  steps[steps.length - 1] = b.position;
  $('events').replaceChildren(...b.events.map(e => el('li', {}, (t().ev[e.type] || (x => x.type))(e))));
  Object.assign(board, { steps, step: 0, pos: JSON.parse(JSON.stringify(b.position)), move: null });
  $('stepper').hidden = false;
  $('tomove').value = b.position.to_move;
  renderBoard();
}

function goStep(i) {
  board.step = Math.max(0, Math.min(i, board.steps.length - 1));
  renderBoard();
}

async function init() {
  $('lang').addEventListener('click', () => { lang = lang === 'fr' ? 'en' : 'fr'; applyLang(); });
  $('ask').addEventListener('submit', ev => {
    ev.preventDefault();
    const q = $('question').value.trim();
    if (q) { $('question').value = ''; ask(q); }
  });
  $('reset').addEventListener('click', () => { context = null; $('log').replaceChildren(); });
  $('game').addEventListener('change', () => { context = null; showCards(); });
  $('new').addEventListener('click', newGame);
  $('bgame').addEventListener('change', newGame);
  $('tomove').addEventListener('change', () => { editing(); board.pos.to_move = Number($('tomove').value); board.move = null; renderBoard(); });
  $('play').addEventListener('click', () => playOrCheck('play'));
  $('check').addEventListener('click', () => playOrCheck('validate'));
  $('clear').addEventListener('click', () => { editing(); board.move = null; renderBoard(); });
  $('prev').addEventListener('click', () => goStep(board.step - 1));
  $('next').addEventListener('click', () => goStep(board.step + 1));
  $('last').addEventListener('click', () => goStep(board.steps.length - 1));
  const r = await api('/v1/games');
  games = r.ok ? r.body.games : [];
  for (const g of games) {
    $('game').append(el('option', { value: g.id }, g.name));
    $('bgame').append(el('option', { value: g.id }, g.name));
  }
  applyLang();
  if (games.length) await newGame();
  document.body.dataset.ready = '1';
}

init();
