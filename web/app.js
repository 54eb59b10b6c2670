/* app.js — the behaviour of Arbitre's page, no framework: the chat (POST /v1/ask, sending
   back the "context" of the previous answer so follow-ups keep their subject; the newest
   message last), links to the printable cards, and a board for the mancala games and Qawale
   (start with the game's settings, the legal moves from /moves highlighted, set up by
   clicking, play or check a move through /v1/games/{id}/play|validate, replay it step by step).
   Every server string is inserted with textContent, never as HTML. The page's own sentences
   are the catalogue T (French and English); the game's words (its pieces, holes, stores) and
   the names of its seats come from the knowledge base through GET /v1/games. */
'use strict';

/* ---- words -------------------------------------------------------------------------------- */

const VOWEL = /^[aeiouyhàâéèêîôû]/i;
const cap = s => s.charAt(0).toUpperCase() + s.slice(1);

/* French and English grammar over a glossary word w = {term, plural, gender}. */
const G = {
  fr: {
    n: (k, w) => k + ' ' + (k <= 1 ? w.term : w.plural),
    one: w => (w.gender === 'f' ? 'une ' : 'un ') + w.term,
    the: w => (VOWEL.test(w.term) ? "l'" : w.gender === 'f' ? 'la ' : 'le ') + w.term,
    of: w => (VOWEL.test(w.term) ? "de l'" : w.gender === 'f' ? 'de la ' : 'du ') + w.term,
    his: w => (w.gender === 'f' && !VOWEL.test(w.term) ? 'sa ' : 'son ') + w.term,
    agree: (adj, w) => adj + (w.gender === 'f' ? 'e' : ''),
    agreePl: (adj, w) => adj + (w.gender === 'f' ? 'es' : 's'),
  },
  en: {
    n: (k, w) => k + ' ' + (k === 1 ? w.term : w.plural),
    one: w => 'one ' + w.term,
    the: w => 'the ' + w.term,
    of: w => 'of the ' + w.term,
    his: w => 'their ' + w.term,
    agree: adj => adj,
    agreePl: adj => adj,
  },
};

const T = {
  fr: {
    tagline: 'Les règles de vos jeux, vérifiées.', chatTitle: 'Poser une question', game: 'Jeu',
    detect: 'Laisser Arbitre trouver', question: 'Question', send: 'Demander',
    reset: 'Nouvelle conversation', boardTitle: 'Plateau', newGame: 'Nouvelle partie',
    settings: 'Réglages de la partie', mode: 'Clic sur le plateau', modeMove: 'choisir un coup',
    modeAdd: 'ajouter', modeRemove: 'retirer', pebble: 'Couleur du galet posé',
    pebN: 'neutre', pebL: 'clair', pebD: 'foncé',
    toMove: 'Au trait', play: 'Jouer ce coup', check: 'Puis-je jouer ça ?',
    clear: 'Effacer le coup', prev: '◀ Étape', next: 'Étape ▶', last: 'Fin',
    langSwitch: 'English', placeholder: 'ex. : peut-on égrener en diagonale ?',
    player: n => 'Joueur ' + (n + 1), you: 'Vous : ', source: 'Source : ',
    page: p => ', page ' + p,
    verified: (p, c) => 'vérifié sur ' + c + (c <= 1 ? ' position' : ' positions') +
      (p === c ? '' : ' (' + p + (p <= 1 ? ' réussie)' : ' réussies)')),
    related: 'Questions proches :', abstained: 'Hors du champ des règles connues.',
    cards: 'Fiches à imprimer (PDF) : ', noMove: 'Aucun coup choisi.',
    moveMancala: (w, k) => 'Coup : ' + w.hole.term + ' ' + k,
    moveQawale: (c, p) => 'Coup : poser en ' + c + (p.length ? ', égrener ' + p.join(' → ') : ''),
    pathLeft: (w, n) => n ? ' (encore ' + G.fr.n(n, w.hole) + ' à choisir)' : '',
    legal: 'Oui, ce coup est permis.', illegal: 'Non : ', step: (i, n) => 'étape ' + i + ' / ' + n,
    legalCount: n => n ? (n === 1 ? '1 coup possible' : n + ' coups possibles') : 'aucun coup possible',
    notYourTurn: p => 'C\'est à ' + p + ' de jouer.',
    hands: (h, s) => 'en main : ' + s[0] + ' ' + h[0] + ', ' + s[1] + ' ' + h[1],
    over: 'Partie terminée : ', draw: 'égalité', winner: w => w + ' gagne',
    tie: ps => 'égalité entre ' + ps.slice(0, -1).join(', ') + ' et ' + ps[ps.length - 1],
    score: (p, n) => p + ' ' + n,
    cell: (w, p, k, n) => p + ', ' + w.hole.term + ' ' + k + ' : ' + G.fr.n(n, w.piece),
    storeOf: (w, p, n) => cap(G.fr.the(w.store)) + ' de ' + p + ' : ' + G.fr.n(n, w.piece),
    playable: ', jouable', board: g => 'Plateau : ' + g,
    askAbout: 'Demander à Arbitre', err: 'Erreur : ', aboutBoard: g => 'à propos du plateau (' + g + ')',
    askMove: (w, m) => 'Puis-je jouer ' +
      (m.cell ? m.cell + ' puis ' + m.path.join(' ') : G.fr.the(w.hole) + ' ' + m.pit) + ' ?',
    opt: {
      players: () => 'Joueurs', holes: w => cap(w.hole.plural) + ' par joueur',
      stones: w => cap(w.piece.plural) + ' par ' + w.hole.term, first: () => 'Qui commence',
      capture_from: () => 'Prise chez', empty_opposite: w => cap(w.hole.term) + ' d\'en face vide',
    },
    choice: {
      next: () => 'la personne suivante', opposite: () => 'celle d\'en face',
      everyone: () => 'tout le monde',
      keep: w => (w.piece.gender === 'f' ? 'la dernière ' : 'le dernier ') + w.piece.term + ' reste',
      take: w => (w.piece.gender === 'f' ? 'elle va dans ' : 'il va dans ') + G.fr.the(w.store),
    },
    ev: {
      pick: (e, w, P) => `${P(e.player)} : prend ${G.fr.n(e.count, w.piece)} dans ${G.fr.his(w.hole)} ${e.pit}`,
      sow: (e, w, P) => `${G.fr.one(w.piece)} dans ${G.fr.the(w.hole)} ${e.pit} de ${P(e.player)}`,
      store: (e, w, P) => `${G.fr.one(w.piece)} dans ${G.fr.the(w.store)} de ${P(e.player)}`,
      skip_origin: (e, w) => `${G.fr.the(w.hole)} ${e.pit}, le point de départ, est ${G.fr.agree('sauté', w.hole)}`,
      skip_store: (e, w, P) => `${G.fr.the(w.store)} de ${P(e.player)} est ${G.fr.agree('sauté', w.store)}`,
      capture: (e, w, P) =>
        `${P(e.by)} : prend ${G.fr.n(e.count, w.piece)} ${G.fr.of(w.hole)} ${e.pit} de ${P(e.player)}`,
      grand_slam: (e, w, P) => `${P(e.player)} : ce serait un grand chelem, rien n'est pris`,
      no_capture: (e, w, P) => `${P(e.player)} : pas de prise, rien en face ${G.fr.of(w.hole)} ${e.pit}`,
      extra_turn: (e, w, P) => `${P(e.player)} : rejoue`,
      collect: (e, w, P) => e.by === e.player
        ? `${P(e.by)} : ramasse ${G.fr.n(e.count, w.piece)} de son côté`
        : `${P(e.by)} : ramasse ${G.fr.n(e.count, w.piece)} du côté de ${P(e.player)}`,
      place: (e, w, P) => `${P(e.player)} : pose ${G.fr.one(w.piece)} en ${e.cell}`,
      lift: (e, w, P) => `${P(e.player)} : soulève la pile de ${e.count} en ${e.cell}`,
      drop: (e, w) => `${G.fr.one(w.piece)} ${G.fr.agree(PEB.fr[e.pebble], w.piece)} ${G.fr.agree('déposé', w.piece)} en ${e.cell}`,
      align: (e, w, P) => `${P(e.player)} : aligne quatre ${w.piece.plural} (depuis ${e.cell})`,
      resign: (e, w, P) => `${P(e.player)} : abandonne`,
      end: (e, w) => 'fin de la partie : ' + ({
        famine: `un côté n'a plus de ${w.piece.plural} et personne ne peut plus le nourrir`,
        no_capture_possible: 'plus aucune prise n\'est possible',
        side_empty: `un côté n'a plus de ${w.piece.plural}`,
        alignment: `quatre ${w.piece.plural} d'une couleur sont ${G.fr.agreePl('aligné', w.piece)}`,
        hands_empty: `${w.piece.gender === 'f' ? 'toutes' : 'tous'} les ${w.piece.plural} sont ${G.fr.agreePl('posé', w.piece)}, sans alignement`,
        resign: 'un joueur abandonne',
      }[e.reason] || e.reason),
    },
  },
  en: {
    tagline: 'The rules of your games, checked.', chatTitle: 'Ask a question', game: 'Game',
    detect: 'Let Arbitre find it', question: 'Question', send: 'Ask',
    reset: 'New conversation', boardTitle: 'Board', newGame: 'New game',
    settings: 'Game settings', mode: 'Clicking the board', modeMove: 'chooses a move',
    modeAdd: 'adds', modeRemove: 'removes', pebble: 'Colour of the pebble added',
    pebN: 'neutral', pebL: 'light', pebD: 'dark', toMove: 'To move',
    play: 'Play this move', check: 'May I play this?', clear: 'Clear the move',
    prev: '◀ Step', next: 'Step ▶', last: 'End', langSwitch: 'Français',
    placeholder: 'e.g. may I sow diagonally?',
    player: n => 'Player ' + (n + 1), you: 'You: ', source: 'Source: ',
    page: p => ', page ' + p,
    verified: (p, c) => 'checked on ' + c + (c === 1 ? ' position' : ' positions') +
      (p === c ? '' : ' (' + p + ' passed)'),
    related: 'Related questions:', abstained: 'Outside the rules Arbitre knows.',
    cards: 'Printable cards (PDF): ', noMove: 'No move chosen.',
    moveMancala: (w, k) => 'Move: ' + w.hole.term + ' ' + k,
    moveQawale: (c, p) => 'Move: place on ' + c + (p.length ? ', sow ' + p.join(' → ') : ''),
    pathLeft: (w, n) => n ? ' (' + G.en.n(n, w.hole) + ' more to choose)' : '',
    legal: 'Yes, this move is allowed.', illegal: 'No: ', step: (i, n) => 'step ' + i + ' / ' + n,
    legalCount: n => n ? (n === 1 ? '1 possible move' : n + ' possible moves') : 'no possible move',
    notYourTurn: p => 'It is ' + p + '\'s turn.',
    hands: (h, s) => 'in hand: ' + s[0] + ' ' + h[0] + ', ' + s[1] + ' ' + h[1],
    over: 'Game over: ', draw: 'draw', winner: w => w + ' wins',
    tie: ps => 'a tie between ' + ps.slice(0, -1).join(', ') + ' and ' + ps[ps.length - 1],
    score: (p, n) => p + ' ' + n,
    cell: (w, p, k, n) => p + ', ' + w.hole.term + ' ' + k + ': ' + G.en.n(n, w.piece),
    storeOf: (w, p, n) => p + '\'s ' + w.store.term + ': ' + G.en.n(n, w.piece),
    playable: ', playable', board: g => 'Board: ' + g,
    askAbout: 'Ask Arbitre', err: 'Error: ', aboutBoard: g => 'about the board (' + g + ')',
    askMove: (w, m) => 'May I play ' +
      (m.cell ? m.cell + ' then ' + m.path.join(' ') : w.hole.term + ' ' + m.pit) + '?',
    opt: {
      players: () => 'Players', holes: w => cap(w.hole.plural) + ' per player',
      stones: w => cap(w.piece.plural) + ' per ' + w.hole.term, first: () => 'First to play',
      capture_from: () => 'Capture from', empty_opposite: w => 'Opposite ' + w.hole.term + ' empty',
    },
    choice: {
      next: () => 'the next player', opposite: () => 'the player opposite',
      everyone: () => 'everyone', keep: w => 'the last ' + w.piece.term + ' stays',
      take: w => 'it goes to the ' + w.store.term,
    },
    ev: {
      pick: (e, w, P) => `${P(e.player)}: takes ${G.en.n(e.count, w.piece)} from ${w.hole.term} ${e.pit}`,
      sow: (e, w, P) => `one ${w.piece.term} into ${w.hole.term} ${e.pit} of ${P(e.player)}`,
      store: (e, w, P) => `one ${w.piece.term} into the ${w.store.term} of ${P(e.player)}`,
      skip_origin: (e, w) => `${w.hole.term} ${e.pit}, the starting one, is skipped`,
      skip_store: (e, w, P) => `the ${w.store.term} of ${P(e.player)} is skipped`,
      capture: (e, w, P) =>
        `${P(e.by)}: takes ${G.en.n(e.count, w.piece)} from ${w.hole.term} ${e.pit} of ${P(e.player)}`,
      grand_slam: (e, w, P) => `${P(e.player)}: that would be a grand slam, nothing is taken`,
      no_capture: (e, w, P) => `${P(e.player)}: no capture, nothing opposite ${w.hole.term} ${e.pit}`,
      extra_turn: (e, w, P) => `${P(e.player)}: plays again`,
      collect: (e, w, P) => e.by === e.player
        ? `${P(e.by)}: collects ${G.en.n(e.count, w.piece)} from their side`
        : `${P(e.by)}: collects ${G.en.n(e.count, w.piece)} from the side of ${P(e.player)}`,
      place: (e, w, P) => `${P(e.player)}: places a ${w.piece.term} on ${e.cell}`,
      lift: (e, w, P) => `${P(e.player)}: lifts the stack of ${e.count} on ${e.cell}`,
      drop: (e, w) => `a ${PEB.en[e.pebble]} ${w.piece.term} dropped on ${e.cell}`,
      align: (e, w, P) => `${P(e.player)}: lines up four ${w.piece.plural} (from ${e.cell})`,
      resign: (e, w, P) => `${P(e.player)}: resigns`,
      end: (e, w) => 'the game ends: ' + ({
        famine: `a side has no ${w.piece.plural} left and nobody can feed it any more`,
        no_capture_possible: 'no capture is possible any more',
        side_empty: `a side has no ${w.piece.plural} left`,
        alignment: `four ${w.piece.plural} of one colour are lined up`,
        hands_empty: `every ${w.piece.term} has been placed, with no line`,
        resign: 'a player resigns',
      }[e.reason] || e.reason),
    },
  },
};
const PEB = { fr: { N: 'neutre', L: 'clair', D: 'foncé' }, en: { N: 'neutral', L: 'light', D: 'dark' } };
const LAP = { fr: n => ` (tour ${n})`, en: n => ` (lap ${n})` };

let lang = 'fr';
const t = () => T[lang];
const $ = id => document.getElementById(id);

/* el('li', {class: 'x'}, 'text', child…): an element with text children (never HTML). */
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}

/* POST/GET JSON in the page's language; resolves to {ok, status, body}. */
async function api(path, body) {
  const headers = { 'Accept-Language': lang };
  const init = body === undefined ? { headers } : {
    method: 'POST', headers: Object.assign(headers, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  };
  const r = await fetch(path, init);
  let json = null;
  try { json = await r.json(); } catch (e) { json = null; }
  return { ok: r.ok, status: r.status, body: json };
}

const errText = b => (b && b.error ? b.error.message : t().err + 'HTTP');
/* "Source : <cite>Règles de Qawale</cite>, page 4": the title is the source's own, in French. */
const citeNodes = c => c ? [t().source, el('cite', { lang: 'fr' }, c.title),
  c.page ? t().page(c.page) : c.section ? ', ' : '', c.section ? el('cite', { lang: 'fr' }, c.section) : ''] : [];

/* ---- games, their words and seats ------------------------------------------------------- */

let games = [];
const gameOf = id => games.find(g => g.id === id) || { id, name: id, options: [] };
/* A game's name is its own (« Awalé aux escargots »), French in either language. */
const gameName = id => el('span', { class: 'name', lang: 'fr' }, gameOf(id).name);

/* The glossary's piece, hole and store words of game in the page's language. */
function words(id) {
  const w = gameOf(id).words || {};
  const pick = r => (w[r] && w[r][lang]) || w[r] && w[r].fr || { term: r, plural: r + 's', gender: 'm' };
  return { piece: pick('piece'), hole: pick('hole'), store: pick('store') };
}

/* How people name seat p of game id when n play (« Sud », « Clairs », « Joueur 3 »). */
function seat(id, p, n) {
  const s = (gameOf(id).seats || []).find(x => x.players === n);
  return s && s[lang] && s[lang][p] ? s[lang][p] : t().player(p);
}

/* ---- chat ------------------------------------------------------------------------------- */

let context = null;

function applyLang() {
  document.documentElement.lang = lang;
  for (const n of document.querySelectorAll('[data-t]')) n.textContent = t()[n.dataset.t];
  for (const n of document.querySelectorAll('[data-ta]')) n.setAttribute('aria-label', t()[n.dataset.ta]);
  $('lang').textContent = t().langSwitch;
  $('lang').lang = lang === 'fr' ? 'en' : 'fr';
  $('question').placeholder = t().placeholder;
  showCards();
  if (board.pos) {
    showOptions();
    fillToMove();
    showEvents();
    renderBoard();
    loadMoves();
  }
}

function showCards() {
  const p = $('cards');
  p.replaceChildren(t().cards);
  const chosen = $('game').value;
  games.filter(g => !chosen || g.id === chosen).forEach((g, i) => {
    if (i) p.append(' · ');
    const href = `/v1/games/${encodeURIComponent(g.id)}/cards.pdf${lang === 'en' ? '?lang=en' : ''}`;
    p.append(el('a', { href, target: '_blank', rel: 'noopener', class: 'cards-link', lang: 'fr' }, g.name));
  });
}

function answerItem(q, b, about) {
  const li = el('li', { class: b.abstained ? 'answer abstain' : 'answer' });
  if (b.lang) li.lang = b.lang;
  li.append(el('p', { class: 'q' }, t().you + q));
  if (about) li.append(el('p', { class: 'meta about' }, t().aboutBoard(gameOf(about).name)));
  li.append(el('p', { class: 'a' }, b.answer));
  if (b.abstained) li.append(el('p', { class: 'meta' }, t().abstained));
  if (b.cite) li.append(el('p', { class: 'meta cite' }, ...citeNodes(b.cite)));
  if (b.verified && b.verified.checks)
    li.append(el('p', { class: 'meta verified' }, t().verified(b.verified.passed, b.verified.checks)));
  for (const a of b.answers || [])
    li.append(el('p', { class: 'meta cite' }, gameName(a.game), ' — ', ...citeNodes(a.cite)));
  if (typeof b.diagram === 'string' && b.diagram.startsWith('/')) {
    /* the drawing's labels in the answer's language */
    const src = new URL(b.diagram, location.href);
    if (!src.searchParams.has('lang')) src.searchParams.set('lang', b.lang === 'en' ? 'en' : 'fr');
    li.append(el('img', { class: 'diagram', src: src.pathname + src.search, alt: b.answer }));
  }
  const choices = b.clarify ? b.clarify.games.map(id => ({ question: q, game: id, label: gameOf(id).name })) : [];
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

/* Asks question; about = a game id when the board asks about its own game, which is then
   named in the request and in the log without changing the chat's game or its subject. */
async function ask(question, extra, about) {
  const req = Object.assign({ question }, extra || {});
  const game = about || $('game').value;
  if (game) req.game = game;
  const sameSubject = !about || !context || context.game === about;
  if (context && sameSubject) req.context = context;
  $('send').disabled = true;
  let li;
  try {
    const r = await api('/v1/ask', req);
    if (r.ok) {
      if (sameSubject && (!about || !$('game').value || $('game').value === about)) context = r.body.context;
      li = answerItem(question, r.body, about);
    } else {
      li = el('li', { class: 'error' }, t().you + question + ' — ' + errText(r.body));
    }
  } catch (e) {
    li = el('li', { class: 'error' }, t().err + e.message);
  } finally {
    $('send').disabled = false;
  }
  $('log').append(li);
  showNewest(li);
  for (const img of li.querySelectorAll('img'))
    img.addEventListener('load', () => { if ($('log').lastElementChild === li) showNewest(li); });
}

/* The newest message is the last one: the log scrolls to its end, or to its beginning when it
   is taller than the log, and the page to the log. */
function showNewest(li) {
  const log = $('log');
  log.scrollTop = li.offsetTop;
  log.scrollIntoView({ block: 'nearest' });
}

/* ---- board ------------------------------------------------------------------------------ */

const board = { game: null, kind: null, pos: null, opts: {}, move: null, steps: null, step: 0,
  events: [], legal: null, seq: 0, gameSeq: 0, tip: null };

const mode = () => document.querySelector('input[name=mode]:checked').value;
const players = () => (board.kind === 'qawale' ? 2 : board.pos.pits.length);
const P = p => seat(board.game, p, players());

/* The options of the board's game the page asks for: one control per option, its choices
   from the knowledge base's settings where the rules list them (holes 4, 6, 7). */
function optionChoices(o) {
  if (o.type === 'enum') return o.choices;
  if (o.name === 'first') return Array.from({ length: board.opts.players || 2 }, (_, i) => i);
  const s = (gameOf(board.game).settings || []).find(x => x.name === o.name);
  if (s && s.choices.length) return s.choices.map(Number);
  return Array.from({ length: o.max - o.min + 1 }, (_, i) => o.min + i);
}

function showOptions() {
  const g = gameOf(board.game), w = words(board.game), box = $('opts');
  box.replaceChildren(el('legend', {}, t().settings));
  /* the start settings first (players, holes, stones, who starts), then the rules variants */
  const opts = (g.options || []).filter(o => o.start_only).concat((g.options || []).filter(o => !o.start_only));
  for (const o of opts) {
    const id = 'opt-' + o.name;
    const label = (t().opt[o.name] || (() => o.name))(w);
    const s = (g.settings || []).find(x => x.name === o.name);
    const sel = el('select', { id, 'data-option': o.name });
    if (s && s[lang]) sel.title = s[lang];
    for (const c of optionChoices(o)) {
      const text = o.name === 'first' ? seat(board.game, c, board.opts.players || 2)
        : o.type === 'enum' ? (t().choice[c] || (() => c))(w) : String(c);
      sel.append(el('option', { value: c }, text));
    }
    sel.value = String(board.opts[o.name] ?? o.default);
    sel.addEventListener('change', () => {
      board.opts[o.name] = o.type === 'enum' ? sel.value : Number(sel.value);
      if (o.name === 'players' && board.opts.first >= board.opts.players) board.opts.first = 0;
      newGame();
    });
    box.append(el('span', { class: 'opt' }, el('label', { for: id }, label), sel));
  }
  box.hidden = !(g.options || []).length;
}

/* The options sent with every move: those that are not start-only (the position carries the
   others). */
function moveOptions() {
  const o = {};
  for (const d of gameOf(board.game).options || [])
    if (!d.start_only && board.opts[d.name] !== undefined) o[d.name] = board.opts[d.name];
  return o;
}

/* A new position of the game chosen. The game, its kind and its position change together,
   once the start arrives: until then the board, its legal moves and the move being chosen stay
   the old game's (a render or a /moves reply in between never mixes two games), and a reply
   overtaken by a later choice, or a /moves reply of the old position, is dropped. */
async function newGame(keepOptions) {
  const g = gameOf($('bgame').value);
  const opts = board.game !== g.id && !keepOptions ? {} : board.opts;
  const seq = ++board.gameSeq;
  clearTimeout(movesTimer);
  board.seq++;
  $('board').setAttribute('aria-busy', 'true');
  const r = await api(`/v1/games/${g.id}/start`, { options: opts });
  if (seq !== board.gameSeq) return;
  if (!r.ok) return verdict(el('span', { class: 'no' }, errText(r.body)));
  board.seq++;
  Object.assign(board, { game: g.id, kind: g.kind, pos: r.body.position, opts: r.body.options,
    legal: null, move: null, steps: null, tip: null });
  $('warnings').replaceChildren(...r.body.warnings.map(x => el('span', {}, x + ' ')));
  $('events').replaceChildren();
  $('stepper').hidden = true;
  verdict();
  showOptions();
  fillToMove();
  renderBoard();
  await loadMoves();
}

function fillToMove() {
  const s = $('tomove');
  s.replaceChildren(...Array.from({ length: players() }, (_, p) => el('option', { value: p }, P(p))));
  s.value = board.pos.to_move;
}

function verdict(...kids) { $('verdict').replaceChildren(...kids); }

/* The legal moves of the edited position, from /moves (highlighted on the board). */
async function loadMoves() {
  clearTimeout(movesTimer);
  const seq = ++board.seq;
  board.legal = null;
  $('board').setAttribute('aria-busy', 'true');
  const r = await api(`/v1/games/${board.game}/moves`,
    { position: board.pos, options: moveOptions(), limit: 1000 });
  if (seq !== board.seq) return;
  board.legal = r.ok && !r.body.truncated ? r.body.moves : null;
  $('legal').textContent = r.ok ? t().legalCount(r.body.count) : errText(r.body);
  renderBoard();
  $('board').setAttribute('aria-busy', 'false');
}

/* loadMoves once the player stops editing the position for a moment (one request for a
   burst of taps, not one per tap); the board is busy meanwhile. */
let movesTimer = 0;
function loadMovesSoon() {
  clearTimeout(movesTimer);
  board.seq++;
  board.legal = null;
  $('board').setAttribute('aria-busy', 'true');
  movesTimer = setTimeout(loadMoves, 250);
}

/* Legal pits of the player to move, or the cells that continue the chosen Qawale move. */
function legalTargets() {
  if (!board.legal || (board.steps && board.step !== board.steps.length - 1)) return new Set();
  if (board.kind !== 'qawale') return new Set(board.legal.map(m => m.pit));
  const m = board.move, out = new Set();
  for (const x of board.legal) {
    if (!m) out.add(x.cell);
    else if (x.cell === m.cell && m.path.every((c, i) => x.path[i] === c) && x.path.length > m.path.length)
      out.add(x.path[m.path.length]);
  }
  return out;
}

/* The position shown: the one being edited, or a step of the last move's replay. */
const shown = () => (board.steps ? board.steps[board.step] : board.pos);

function renderBoard() {
  if (!board.pos) return;
  const pos = shown(), f = document.activeElement;
  /* the pit or cell that had the keyboard's focus keeps it across the redraw */
  const focused = f && $('board').contains(f) && f.dataset.pit
    ? pitSel(f.dataset.player, f.dataset.pit) : f && $('board').contains(f) && f.dataset.cell
      ? `.cell[data-cell="${f.dataset.cell}"]` : null;
  $('board').replaceChildren(board.kind === 'qawale' ? qawaleView(pos) : mancalaView(pos));
  /* a pit of another board, or one the new settings removed, is gone: nothing keeps focus */
  if (focused) $('board').querySelector(focused)?.focus();
  $('pebble').hidden = board.kind !== 'qawale';
  $('pebble-label').hidden = board.kind !== 'qawale';
  $('status').textContent = board.kind === 'qawale' ? t().hands(pos.hands, [P(0), P(1)]) : '';
  $('move').textContent = moveText();
  if (board.steps) {
    $('stepno').textContent = t().step(board.step, board.steps.length - 1);
    $('events').querySelectorAll('li').forEach((li, i) => li.classList.toggle('now', i === board.step - 1));
    $('prev').disabled = board.step === 0;
    $('next').disabled = $('last').disabled = board.step === board.steps.length - 1;
  }
  showTip();
}

function moveText() {
  const m = board.move, w = words(board.game);
  if (!m) return t().noMove;
  if (board.kind !== 'qawale') return t().moveMancala(w, m.pit);
  const need = (board.pos.board[m.cell] || []).length + 1 - m.path.length;
  return t().moveQawale(m.cell, m.path) + t().pathLeft(w, need);
}

/* Where each pit, store and seat name sits on the board grid ([row, column, rows, columns],
   1-based). Sowing runs counterclockwise and every store is where its player's sowing ends:
   with 2 players, player 1 (the first seat) along the bottom from left to right, store at the
   right; the other along the top from right to left, store at the left. With 3 or 4 players
   the rows go round a square: bottom, right side upwards, top leftwards, left side downwards,
   each store in the corner after its row. */
function mancalaLayout(n, holes) {
  if (n === 2) {
    const S = holes + 2;
    return {
      rows: 4, cols: S,
      pit: (p, i) => (p === 0 ? [3, 2 + i] : [2, holes + 1 - i]),
      store: p => (p === 0 ? [2, S, 2, 1] : [2, 1, 2, 1]),
      label: p => (p === 0 ? [4, 2, 1, holes, 'center'] : [1, 2, 1, holes, 'center']),
    };
  }
  const S = holes + 2, mid = Math.floor((S + 1) / 2);
  return {
    rows: S, cols: S,
    flow: n === 3 ? [2, 1, holes, 1] : null, /* the way from the last store round to the first row */
    pit: (p, i) => [[S, 2 + i], [S - 1 - i, S], [1, S - 1 - i], [2 + i, 1]][p],
    store: p => [[S, S, 1, 1], [1, S, 1, 1], [1, 1, 1, 1], [S, 1, 1, 1]][p],
    label: p => [[S - 1, 2, 1, holes, 'center'], [mid, 2, 1, holes, 'end'],
      [2, 2, 1, holes, 'center'], [mid, 2, 1, holes, 'start']][p],
  };
}

function place(node, [r, c, rs, cs, align]) {
  node.style.gridArea = `${r} / ${c} / span ${rs || 1} / span ${cs || 1}`;
  if (align) node.style.justifySelf = align;
  return node;
}

function mancalaView(pos) {
  const n = pos.pits.length, holes = pos.pits[0].length, w = words(board.game);
  const L = mancalaLayout(n, holes), legal = legalTargets();
  const grid = el('div', { class: 'mancala players-' + n, role: 'group',
    'aria-label': t().board(gameOf(board.game).name) });
  grid.style.setProperty('--cols', L.cols);
  if (L.flow) grid.append(place(el('span', { class: 'flow', 'aria-hidden': 'true' }), L.flow));
  for (let p = 0; p < n; p++) {
    const turn = p === pos.to_move;
    grid.append(place(el('span', { class: turn ? 'rowlabel turn' : 'rowlabel', 'data-seat': p }, P(p)),
      L.label(p)));
    for (let i = 0; i < holes; i++) {
      const ok = turn && legal.has(i + 1);
      const b = el('button', { type: 'button', class: 'pit', 'data-player': p, 'data-pit': i + 1,
        'aria-label': t().cell(w, P(p), i + 1, pos.pits[p][i]) + (ok ? t().playable : '') },
      pos.pits[p][i]);
      if (ok) b.classList.add('legal');
      if (board.move && !board.steps && p === board.pos.to_move && board.move.pit === i + 1)
        b.classList.add('sel');
      b.addEventListener('click', () => clickPit(p, i));
      grid.append(place(b, L.pit(p, i)));
    }
    grid.append(place(el('span', { class: 'store', 'data-store': p, role: 'img',
      'aria-label': t().storeOf(w, P(p), pos.stores[p]) }, pos.stores[p]), L.store(p)));
  }
  return grid;
}

function qawaleView(pos) {
  const grid = el('div', { class: 'qawale', role: 'group', 'aria-label': t().board('Qawale') });
  const legal = legalTargets();
  for (let r = 4; r >= 1; r--) {
    for (const f of 'abcd') {
      const name = f + r, stack = pos.board[name] || [];
      const b = el('button', { type: 'button', class: 'cell', 'data-cell': name,
        'aria-label': name + ' : ' + (stack.map(x => PEB[lang][x]).join(', ') || '—') +
          (legal.has(name) ? t().playable : '') },
      el('small', {}, name), ...stack.map(x => el('span', { class: 'peb peb-' + x })));
      const m = board.move;
      if (legal.has(name)) b.classList.add('legal');
      if (m && !board.steps && m.cell === name) b.classList.add('sel');
      if (m && !board.steps && m.path.includes(name)) b.classList.add('path');
      b.addEventListener('click', () => clickCell(name));
      grid.append(b);
    }
  }
  return grid;
}

/* The refusal of the last tap, shown next to the pit or cell tapped. */
function showTip() {
  if (!board.tip) return;
  const target = $('board').querySelector(board.tip.selector);
  if (!target) return;
  const tip = el('p', { class: 'tip', role: 'status' }, board.tip.text);
  $('board').append(tip);
  const bw = $('board').clientWidth, tw = tip.offsetWidth;
  const x = target.offsetLeft + target.offsetWidth / 2 - tw / 2;
  tip.style.left = Math.max(0, Math.min(x, bw - tw)) + 'px';
  const below = target.offsetTop + target.offsetHeight + 6;
  tip.style.top = (below + tip.offsetHeight > $('board').scrollHeight
    ? target.offsetTop - tip.offsetHeight - 6 : below) + 'px';
}

function tipAt(selector, text) {
  board.tip = { selector, text };
  renderBoard();
}

/* Asks the server why move is refused and shows it where the player tapped. */
async function explain(selector, move) {
  const r = await api(`/v1/games/${board.game}/validate`,
    { position: board.pos, move, options: moveOptions() });
  if (!r.ok || r.body.legal === false) tipAt(selector, r.ok ? r.body.message : errText(r.body));
}

/* Leaves a replay and any verdict before the position or the move changes. */
function editing() {
  board.steps = null;
  board.tip = null;
  $('stepper').hidden = true;
  $('events').replaceChildren();
  verdict();
}

const pitSel = (p, k) => `.pit[data-player="${p}"][data-pit="${k}"]`;

function clickPit(p, i) {
  editing();
  const m = mode();
  if (m === 'move') {
    if (p !== board.pos.to_move) return tipAt(pitSel(p, i + 1), t().notYourTurn(P(board.pos.to_move)));
    board.move = { pit: i + 1 };
    renderBoard();
    if (!board.legal || !board.legal.some(x => x.pit === i + 1)) explain(pitSel(p, i + 1), board.move);
    return;
  }
  board.pos.pits[p][i] = Math.max(0, board.pos.pits[p][i] + (m === 'add' ? 1 : -1));
  board.move = null;
  renderBoard();
  loadMovesSoon();
}

function clickCell(name) {
  editing();
  const pos = board.pos, m = mode();
  const stack = pos.board[name] || (pos.board[name] = []);
  if (m === 'add' && stack.length < 24) stack.push($('pebble').value);
  else if (m === 'remove') stack.pop();
  if (!stack.length) delete pos.board[name];
  if (m !== 'move') {
    const count = c => Object.values(pos.board).flat().filter(x => x === c).length;
    pos.hands = [Math.max(0, 8 - count('L')), Math.max(0, 8 - count('D'))];
    board.move = null;
    renderBoard();
    return loadMovesSoon();
  }
  const legal = legalTargets(), mv = board.move, sel = `.cell[data-cell="${name}"]`;
  if (!mv || mv.path.length >= (pos.board[mv.cell] || []).length + 1) board.move = { cell: name, path: [] };
  else mv.path.push(name);
  renderBoard();
  if (board.legal && legal.has(name)) return;
  const next = board.move;
  if (!next.path.length) return explain(sel, next);
  /* a refused step: the rest of the path is padded, the engine reports the first defect */
  const need = (pos.board[next.cell] || []).length + 1;
  explain(sel, { cell: next.cell, path: next.path.concat(Array(need - next.path.length).fill(name)) });
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

function outcomeText(o) {
  const first = o.ranking && o.ranking[0] || [];
  let s = t().over + (o.winner !== null ? t().winner(P(o.winner))
    : first.length > 1 ? t().tie(first.map(P)) : t().draw);
  if (board.kind !== 'qawale' && o.scores) s += ' (' + o.scores.map((n, p) => t().score(P(p), n)).join(', ') + ')';
  return s;
}

async function playOrCheck(cmd) {
  if (!board.move) return verdict(el('span', { class: 'no' }, t().noMove));
  const before = board.pos, move = board.move, game = board.game;
  const r = await api(`/v1/games/${game}/${cmd}`, { position: before, move, options: moveOptions() });
  if (!r.ok && !(r.body && r.body.error)) return verdict(el('span', { class: 'no' }, errText(r.body)));
  const b = r.ok ? r.body : r.body.error;
  const legal = r.ok && b.legal !== false;
  const out = [el('span', { class: legal ? 'ok' : 'no' }, legal ? t().legal : t().illegal + b.message)];
  if (!legal && b.rule) out.push(el('span', { class: 'meta' }, ' ', ...citeNodes(b.rule)));
  if (cmd === 'play' && legal) {
    if (b.outcome) out.push(el('span', { class: 'outcome' }, ' ' + outcomeText(b.outcome)));
    showSteps(before, b);
  }
  const askBtn = el('button', { type: 'button' }, t().askAbout);
  askBtn.addEventListener('click', () =>
    ask(t().askMove(words(game), move), { position: before }, game));
  out.push(' ', askBtn);
  verdict(...out);
  if (!legal) {
    const sel = move.cell ? `.cell[data-cell="${move.path.length ? move.path[move.path.length - 1] : move.cell}"]`
      : pitSel(before.to_move, move.pit);
    tipAt(sel, b.message);
  }
}

function showSteps(before, b) {
  const steps = [before];
  for (const e of b.events) steps.push(applyEvent(steps[steps.length - 1], e));
  steps[steps.length - 1] = b.position;
  Object.assign(board, { steps, step: 0, pos: JSON.parse(JSON.stringify(b.position)), move: null,
    events: b.events });
  showEvents();
  $('stepper').hidden = false;
  $('tomove').value = b.position.to_move;
  renderBoard();
  loadMoves();
}

/* The move log of the last play, in the game's words and the page's language. */
function showEvents() {
  const w = words(board.game), lap = e => (e.lap > 1 ? LAP[lang](e.lap) : '');
  $('events').replaceChildren(...(board.steps ? board.events : []).map(e =>
    el('li', {}, (t().ev[e.type] ? t().ev[e.type](e, w, P) : e.type) + lap(e))));
}

function goStep(i) {
  board.step = Math.max(0, Math.min(i, board.steps.length - 1));
  renderBoard();
}

async function init() {
  $('lang').addEventListener('click', () => {
    lang = lang === 'fr' ? 'en' : 'fr';
    verdict();
    board.tip = null;
    applyLang();
  });
  $('ask').addEventListener('submit', ev => {
    ev.preventDefault();
    const q = $('question').value.trim();
    if (q) { $('question').value = ''; ask(q); }
  });
  $('reset').addEventListener('click', () => { context = null; $('log').replaceChildren(); });
  $('game').addEventListener('change', () => { context = null; showCards(); });
  $('new').addEventListener('click', () => newGame(true));
  $('bgame').addEventListener('change', () => newGame());
  $('tomove').addEventListener('change', () => {
    editing();
    board.pos.to_move = Number($('tomove').value);
    board.move = null;
    renderBoard();
    loadMoves();
  });
  $('play').addEventListener('click', () => playOrCheck('play'));
  $('check').addEventListener('click', () => playOrCheck('validate'));
  $('clear').addEventListener('click', () => { editing(); board.move = null; renderBoard(); });
  $('prev').addEventListener('click', () => goStep(board.step - 1));
  $('next').addEventListener('click', () => goStep(board.step + 1));
  $('last').addEventListener('click', () => goStep(board.steps.length - 1));
  const r = await api('/v1/games');
  games = r.ok ? r.body.games : [];
  for (const g of games) {
    $('game').append(el('option', { value: g.id, lang: 'fr' }, g.name));
    $('bgame').append(el('option', { value: g.id, lang: 'fr' }, g.name));
  }
  applyLang();
  if (games.length) await newGame();
  document.body.dataset.ready = '1';
}

init();
