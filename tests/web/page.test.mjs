// page.test.mjs — Arbitre's page in a real browser: Debian's Chromium driven by playwright-core
// against the real `arbitre serve` on a free loopback port. A person's path through the page:
// ask and read the cited answer, follow up, ask out of scope, set up and play an awale and a
// Qawale move, check a move, open the cards; Kalah for 3 and 4 players with its settings, the
// stores where sowing ends, the move log in each game's words, refusals where the player tapped,
// no broken image, no French on the English page; screenshots at 360 px and 1280 px.
// Run: ARBITRE_BIN=build-test/src/cli/arbitre SCREENSHOT_DIR=build-test/screenshots node --test
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startArbitre } from './arbitre.mjs';

const BIN = process.env.ARBITRE_BIN;
const SHOTS = process.env.SCREENSHOT_DIR || 'screenshots';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-quic'];

let server, base, profile, context, page;
const scriptErrors = [];
const failedLoads = [];

before(async () => {
  assert.ok(BIN, 'ARBITRE_BIN names the arbitre binary');
  const s = await startArbitre(BIN);
  server = s.proc;
  base = `http://127.0.0.1:${s.port}`;
  mkdirSync(SHOTS, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), 'arbitre-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  page = context.pages()[0] || await context.newPage();
  // an illegal move's 422 is an answer, not a failure: only the page's own files count
  page.on('pageerror', e => scriptErrors.push(e.message));
  page.on('response', r => {
    if (r.request().method() === 'GET' && !r.url().includes('/v1/') && r.status() !== 200)
      failedLoads.push(`${r.status()} ${r.url()}`);
  });
});

after(async () => {
  if (context) await context.close();
  if (server) server.kill('SIGTERM');
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function fresh() {
  await page.goto(base + '/');
  await page.waitForSelector('body[data-ready="1"]');
}

async function askFor(question) {
  const n = await page.locator('#log > li').count();
  await page.fill('#question', question);
  await page.press('#question', 'Enter');
  await page.locator('#log > li').nth(n).waitFor();
  return page.locator('#log > li').nth(n);
}

test('the page comes with a strict CSP, its assets, and no script error', async () => {
  const resp = await page.goto(base + '/');
  const csp = resp.headers()['content-security-policy'];
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self'/);
  assert.equal(resp.headers()['content-type'], 'text/html; charset=utf-8');
  await page.waitForSelector('body[data-ready="1"]');
  const games = await page.locator('#game option').allTextContents();
  assert.deepEqual(games.slice(1), ['Qawale', 'Awalé', 'Kalah', 'Awalé aux escargots']);
  assert.deepEqual(failedLoads, []);
  assert.deepEqual(scriptErrors, []);
});

test('assets carry their MIME type and a year of cache under a hashed URL', async () => {
  await fresh();
  const page1 = await context.request.get(base + '/');
  assert.equal(page1.headers()['cache-control'], 'no-cache');
  const urls = await page.evaluate(() => [...document.querySelectorAll('script[src], link[href]')]
    .map(n => n.getAttribute('src') || n.getAttribute('href')));
  assert.equal(urls.length, 4);
  const types = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8',
    svg: 'image/svg+xml' };
  for (const u of urls) {
    assert.match(u, /^\/static\/[a-z]+\.(js|css|svg)\?v=[0-9a-f]{12}$/);
    const r = await context.request.get(base + u);
    assert.equal(r.status(), 200);
    assert.equal(r.headers()['content-type'], types[u.match(/\.([a-z]+)\?/)[1]]);
    assert.equal(r.headers()['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(r.headers()['content-security-policy'], /frame-ancestors 'none'/);
  }
  const missing = await context.request.get(base + '/static/secret.txt');
  assert.equal(missing.status(), 404);
  assert.equal((await missing.json()).error.code, 'not_found');
});

test('a question is answered with its citation and the number of verified positions', async () => {
  await fresh();
  const li = await askFor('peut-on égrener en diagonale ?');
  assert.match(await li.locator('.a').textContent(), /^Non\. .*biais n'est pas permis/);
  assert.equal(await li.locator('.cite').textContent(), 'Source : Règles de Qawale, page 4');
  assert.equal(await li.locator('.verified').textContent(), 'vérifié sur 2 positions');
  assert.ok(await li.locator('.related button').count() >= 1);
});

test('a follow-up keeps the subject of the previous answer', async () => {
  await fresh();
  await page.selectOption('#game', 'awale');
  const first = await askFor('qui commence la partie ?');
  assert.match(await first.locator('.cite').textContent(), /^Source : /);
  const follow = await askFor('et au kalah ?');
  assert.equal(await follow.evaluate(n => n.classList.contains('abstain')), false);
  assert.match(await follow.locator('.cite').textContent(), /Kalah/i);
});

test('a related question is asked by clicking its button', async () => {
  await fresh();
  await askFor('peut-on égrener en diagonale ?');
  const btn = page.locator('#log > li').nth(0).locator('.related button').first();
  const label = await btn.textContent();
  await btn.click();
  await page.locator('#log > li').nth(1).waitFor();
  assert.equal(await page.locator('#log > li').nth(1).locator('.q').textContent(), 'Vous : ' + label);
});

test('an out-of-scope question is declined, not answered', async () => {
  await fresh();
  const li = await askFor('quelle est la capitale du Pérou ?');
  assert.equal(await li.evaluate(n => n.classList.contains('abstain')), true);
  assert.equal(await li.locator('.meta').first().textContent(), 'Hors du champ des règles connues.');
  assert.equal(await li.locator('.cite').count(), 0);
});

const pit = (p, k) => page.locator(`#board .pit[data-player="${p}"][data-pit="${k}"]`);
const cell = c => page.locator(`#board .cell[data-cell="${c}"]`);

test('awale: set up a position by clicking, play a move and step through it', async () => {
  await fresh();
  await page.selectOption('#bgame', 'awale');
  await page.waitForSelector('#board .pit');
  // move two seeds from player 0's pit 1 to pit 6: 2 4 4 4 4 6 (still 48 seeds)
  await page.check('input[name=mode][value=remove]');
  await pit(0, 1).click();
  await pit(0, 1).click();
  await page.check('input[name=mode][value=add]');
  await pit(0, 6).click();
  await pit(0, 6).click();
  assert.equal(await pit(0, 6).textContent(), '6');
  await page.check('input[name=mode][value=move]');
  await pit(0, 6).click();
  assert.equal(await page.textContent('#move'), 'Coup : case 6');
  await page.click('#check');
  assert.equal(await page.textContent('#verdict .ok'), 'Oui, ce coup est permis.');
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  const events = await page.locator('#events li').allTextContents();
  assert.equal(events[0], 'Joueur 1 : prend 6 graines dans sa case 6');
  assert.equal(events[1], 'une graine dans la case 1 de Joueur 2');
  assert.equal(events.length, 7);
  assert.equal(await page.textContent('#stepno'), 'étape 0 / 7');
  assert.equal(await pit(0, 6).textContent(), '6');
  await page.click('#next');
  assert.equal(await pit(0, 6).textContent(), '0');
  assert.equal(await pit(1, 1).textContent(), '4');
  await page.click('#next');
  assert.equal(await pit(1, 1).textContent(), '5');
  await page.click('#last');
  assert.equal(await page.textContent('#stepno'), 'étape 7 / 7');
  assert.deepEqual(await page.locator('#board .pit[data-player="1"]').allTextContents(),
    ['5', '5', '5', '5', '5', '5'].reverse());
  assert.equal(await page.inputValue('#tomove'), '1');
  await page.screenshot({ path: join(SHOTS, 'awale-1280.png'), fullPage: true });
});

test('a game chosen while the last one is still loading never mixes the two boards', async () => {
  await fresh();
  await page.selectOption('#bgame', 'awale');
  await page.waitForSelector('#board .pit');
  await page.check('input[name=mode][value=move]');
  await pit(0, 3).click(); // a mancala move is being chosen when the game changes
  const errors = scriptErrors.length;
  // four choices in one burst, each answered by the server in its own time
  await page.evaluate(() => {
    const s = document.querySelector('#bgame');
    for (const g of ['qawale', 'kalah', 'qawale', 'escargots', 'qawale']) {
      s.value = g;
      s.dispatchEvent(new Event('change'));
    }
  });
  await settled();
  await page.waitForSelector('#board .cell');
  assert.equal(await page.locator('#board .pit').count(), 0);
  assert.equal(await page.locator('#board .cell').count(), 16);
  assert.equal(await page.textContent('#legal'), '40 coups possibles');
  await cell('a1').click(); // a Qawale move can be chosen on the board now shown
  assert.deepEqual(scriptErrors.slice(errors), []);
});

test('awale: an illegal move is refused with the rule it breaks', async () => {
  await fresh();
  await page.selectOption('#bgame', 'awale');
  await page.waitForSelector('#board .pit');
  await page.check('input[name=mode][value=remove]');
  for (let i = 0; i < 4; i++) await pit(0, 2).click();
  await page.check('input[name=mode][value=add]');
  for (let i = 0; i < 4; i++) await pit(0, 3).click();
  await page.check('input[name=mode][value=move]');
  await pit(0, 2).click();
  await page.click('#play');
  assert.match(await page.textContent('#verdict .no'), /^Non : /);
  assert.match(await page.textContent('#verdict .meta'), /^ Source : /);
});

test('qawale: place and sow a stack, then ask whether a U-turn may be played', async () => {
  await fresh();
  await page.selectOption('#bgame', 'qawale');
  await page.waitForSelector('#board .cell');
  await cell('a1').click();
  assert.match(await page.textContent('#move'), /encore 3 cases à choisir/);
  for (const c of ['a2', 'a3', 'b3']) await cell(c).click();
  assert.equal(await page.textContent('#move'), 'Coup : poser en a1, égrener a2 → a3 → b3');
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  const events = await page.locator('#events li').allTextContents();
  assert.equal(events[0], 'Clairs : pose un galet en a1');
  assert.equal(events[1], 'Clairs : soulève la pile de 3 en a1');
  await page.click('#last');
  assert.equal(await cell('a1').locator('.peb').count(), 0);
  assert.equal(await cell('b3').locator('.peb-L').count(), 1);
  assert.equal(await page.textContent('#status'), 'en main : Clairs 7, Foncés 8');
  // the dark player now goes back the way: d1 (3 high) up to d2 and back down to d1
  await cell('d1').click();
  for (const c of ['d2', 'd1', 'd2']) await cell(c).click();
  await page.click('#check');
  assert.match(await page.textContent('#verdict .no'), /^Non : /);
  await page.click('#verdict button');
  const li = page.locator('#log > li').first();
  await li.waitFor();
  assert.equal(await li.locator('.q').textContent(), 'Vous : Puis-je jouer d1 puis d2 d1 d2 ?');
  // the board's question names its game and leaves the chat's game as the player chose it
  assert.equal(await li.locator('.about').textContent(), 'à propos du plateau (Qawale)');
  assert.equal(await page.inputValue('#game'), '');
  // with the chat on another game, the board's question leaves it there too
  await page.selectOption('#game', 'kalah');
  await page.click('#verdict button');
  await page.locator('#log > li').nth(1).waitFor();
  assert.equal(await page.locator('#log > li').nth(1).locator('.about').textContent(), 'à propos du plateau (Qawale)');
  assert.equal(await page.inputValue('#game'), 'kalah');
  await page.screenshot({ path: join(SHOTS, 'qawale-1280.png'), fullPage: true });
});

test('the printable cards are linked and open as a PDF', async () => {
  await fresh();
  await page.selectOption('#game', 'kalah');
  const link = page.locator('#cards a.cards-link');
  assert.equal(await link.count(), 1);
  const href = await link.getAttribute('href');
  assert.equal(href, '/v1/games/kalah/cards.pdf');
  const [resp] = await Promise.all([
    context.waitForEvent('response', r => r.url().endsWith('/v1/games/kalah/cards.pdf')),
    link.click()]);
  assert.equal(resp.status(), 200);
  assert.equal(resp.headers()['content-type'], 'application/pdf');
  // Chromium hands a clicked PDF to its viewer; the bytes themselves are fetched directly.
  const pdf = await context.request.get(new URL(href, page.url()).href);
  assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
  // the PDF opened in a tab of its own: close it, or the page runs as a background tab
  // (animation frames stopped, timers slowed) through every test after this one
  for (const p of context.pages()) if (p !== page) await p.close();
  await page.bringToFront();
});

test('the English switch translates the page and the cards link', async () => {
  await fresh();
  await page.click('#lang');
  assert.equal(await page.textContent('#chat-title'), 'Ask a question');
  assert.equal(await page.textContent('#check'), 'May I play this?');
  assert.match(await page.getAttribute('#cards a >> nth=0', 'href'), /\?lang=en$/);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
});

test('at 360 px the page fits the screen and works with the keyboard alone', async () => {
  await page.setViewportSize({ width: 360, height: 780 });
  await fresh();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  await page.focus('#question');
  await page.keyboard.type('qui commence ?');
  await page.keyboard.press('Enter');
  await page.locator('#log > li').first().waitFor();
  await page.selectOption('#bgame', 'awale');
  await pit(0, 3).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#move'), 'Coup : case 3');
  // the redrawn board keeps the keyboard on the pit chosen, and Tab goes on to the next one
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), '3');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), '4');
  await page.screenshot({ path: join(SHOTS, 'page-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'page-1280.png'), fullPage: true });
  assert.deepEqual(failedLoads, []);
  assert.deepEqual(scriptErrors, []);
});

/* ---- Kalah's settings, the stores, the words of each game -------------------------------- */

const api = async (path, body) => (await context.request.post(base + path, { data: body })).json();

/* Waits until the board shows the position the page holds and its legal moves. */
const settled = () => page.waitForSelector('#board[aria-busy="false"]', { state: 'attached' });

async function boardGame(id) {
  await fresh();
  await page.selectOption('#bgame', id);
  await settled();
}

/* Chooses Kalah's settings one by one, as a person would; each change starts a new game. */
async function kalahWith(opts) {
  await boardGame('kalah');
  for (const [name, value] of Object.entries(opts)) {
    await page.selectOption(`#opt-${name}`, String(value));
    await settled();
  }
}

/* The board as the page shows it: pits[p][i] and stores[p], read from the buttons. */
async function boardRead() {
  return page.evaluate(() => {
    const pits = [], stores = [];
    for (const b of document.querySelectorAll('#board .pit'))
      (pits[b.dataset.player] ||= [])[b.dataset.pit - 1] = Number(b.textContent);
    for (const s of document.querySelectorAll('#board .store')) stores[s.dataset.store] = Number(s.textContent);
    return { pits, stores };
  });
}

const centre = async loc => { const b = await loc.boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };

/* Every store is where its player's sowing ends: beyond the row's last pit, in the direction
   from the one before it to the last, and nearer the last pit than the first. */
async function assertStoresOnTheSowingSide(n, holes) {
  for (let p = 0; p < n; p++) {
    const last = await centre(pit(p, holes)), before = await centre(pit(p, holes - 1));
    const first = await centre(pit(p, 1));
    const store = await centre(page.locator(`#board .store[data-store="${p}"]`));
    const d = [last[0] - before[0], last[1] - before[1]], s = [store[0] - last[0], store[1] - last[1]];
    assert.ok(d[0] * s[0] + d[1] * s[1] > 0, `store ${p} of ${n} lies past its last pit`);
    assert.ok(Math.hypot(...s) < Math.hypot(store[0] - first[0], store[1] - first[1]), `store ${p} ends its row`);
  }
}

test('stores sit where each player\'s sowing ends, for 2, 3 and 4 players', async () => {
  await boardGame('kalah');
  // two players: the first seat's store at the right of the bottom row, the other's at the left
  const xs = async p => Promise.all([1, 2, 3, 4, 5, 6].map(async k => (await centre(pit(p, k)))[0]));
  const store = async p => (await centre(page.locator(`#board .store[data-store="${p}"]`)))[0];
  assert.ok(await store(0) > Math.max(...await xs(0)));
  assert.ok(await store(1) < Math.min(...await xs(1)));
  await assertStoresOnTheSowingSide(2, 6);
  for (const [players, holes] of [[3, 6], [4, 4], [4, 6]]) {
    await kalahWith({ players, holes });
    await assertStoresOnTheSowingSide(players, holes);
  }
  await boardGame('awale');
  await assertStoresOnTheSowingSide(2, 6);
});

for (const opts of [
  { players: 3, holes: 4, stones: 3, first: 2, capture_from: 'everyone' },
  { players: 4, holes: 6, stones: 4, first: 1, capture_from: 'opposite', empty_opposite: 'take' },
]) {
  test(`kalah for ${opts.players} players is set up and played as the API plays it`, async () => {
    await kalahWith(opts);
    const start = await api('/v1/games/kalah/start', { options: opts });
    assert.deepEqual(await boardRead(), { pits: start.position.pits, stores: start.position.stores });
    assert.equal(await page.inputValue('#tomove'), String(opts.first));
    assert.equal(await page.locator('#board .rowlabel.turn').textContent(), `Joueur ${opts.first + 1}`);
    const variant = { capture_from: opts.capture_from };
    if (opts.empty_opposite) variant.empty_opposite = opts.empty_opposite;
    const moves = [];
    for (let i = 0; i < 6; i++) {
      // the highlighted pits are exactly the legal moves of the position shown
      const shown = await boardRead();
      const toMove = Number(await page.inputValue('#tomove'));
      const want = await api('/v1/games/kalah/moves', {
        position: { pits: shown.pits, stores: shown.stores, to_move: toMove }, options: variant });
      const lit = await page.locator('#board .pit.legal').evaluateAll(bs => bs.map(b =>
        [Number(b.dataset.player), Number(b.dataset.pit)]));
      assert.deepEqual(lit, want.moves.map(m => [toMove, m.pit]));
      if (!lit.length) break;
      const k = lit[i % lit.length][1];
      moves.push({ pit: k });
      await pit(toMove, k).click();
      await page.click('#play');
      await page.waitForSelector('#stepper:not([hidden])');
      await page.click('#last');
      await settled();
    }
    const replay = await api('/v1/games/kalah/replay', { position: start.position, moves, options: variant });
    assert.equal(replay.illegal, null);
    assert.deepEqual(await boardRead(), { pits: replay.position.pits, stores: replay.position.stores });
    assert.equal(await page.inputValue('#tomove'), String(replay.position.to_move));
    await page.screenshot({ path: join(SHOTS, `kalah-${opts.players}p-1280.png`), fullPage: true });
  });
}

test('a hole count the rules do not give for the players is said, and played with 6', async () => {
  await kalahWith({ players: 4 });
  await page.selectOption('#opt-holes', '7');
  await settled();
  assert.equal(await page.inputValue('#opt-holes'), '6');
  assert.match(await page.textContent('#warnings'), /7 trous/);
  assert.equal(await page.locator('#board .pit[data-player="3"]').count(), 6);
});

/* Empties the first seat's row but for one stone in its last pit: that pit ends the game. */
async function lastStone(holes) {
  await page.check('input[name=mode][value=remove]');
  const n = Number(await pit(0, 1).textContent());
  for (let k = 1; k <= holes; k++) for (let j = k === holes ? 1 : 0; j < n; j++) await pit(0, k).click();
  await page.check('input[name=mode][value=move]');
  await pit(0, holes).click();
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  return page.locator('#events li').allTextContents();
}

const RAW = /\b[a-z]+_[a-z_]+\b|\(\w+\)$|joueur \d|\bJ\d\b|\(s\)/;

test('the move log speaks each game\'s words and the end in sentences, in French and English', async () => {
  await boardGame('kalah');
  let log = await lastStone(6);
  assert.deepEqual(log, ['Joueur 1 : prend 1 pierre dans son trou 6', 'une pierre dans la réserve de Joueur 1',
    'Joueur 2 : ramasse 24 pierres de son côté', 'fin de la partie : un côté n\'a plus de pierres']);
  assert.equal(await page.textContent('#verdict .outcome'), ' Partie terminée : Joueur 2 gagne (Joueur 1 1, Joueur 2 24)');
  await page.click('#lang');
  log = await page.locator('#events li').allTextContents();
  assert.deepEqual(log, ['Player 1: takes 1 stone from pit 6', 'one stone into the store of Player 1',
    'Player 2: collects 24 stones from their side', 'the game ends: a side has no stones left']);
  await boardGame('escargots');
  await pit(0, 3).click();
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  log = await page.locator('#events li').allTextContents();
  assert.equal(log[0], 'Sud : prend 4 escargots dans son trou 3');
  assert.equal(log[4], 'un escargot dans le trou 1 de Nord');
  for (const line of log) assert.doesNotMatch(line, RAW);
  await boardGame('qawale');
  await cell('a1').click();
  for (const c of ['a2', 'a3', 'a4']) await cell(c).click();
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  log = await page.locator('#events li').allTextContents();
  assert.deepEqual(log.slice(0, 3), ['Clairs : pose un galet en a1', 'Clairs : soulève la pile de 3 en a1',
    'un galet neutre déposé en a2']);
});

test('a refused move is explained next to the pit the player tapped', async () => {
  await boardGame('awale');
  await page.check('input[name=mode][value=remove]');
  for (let i = 0; i < 4; i++) await pit(0, 2).click();
  await page.check('input[name=mode][value=add]');
  for (let i = 0; i < 4; i++) await pit(0, 3).click();
  await page.check('input[name=mode][value=move]');
  await page.waitForFunction(() => document.querySelectorAll('#board .pit.legal').length === 5);
  assert.equal(await pit(0, 2).evaluate(b => b.classList.contains('legal')), false);
  await pit(0, 2).click();
  const tip = page.locator('#board .tip');
  await tip.waitFor();
  const want = await api('/v1/games/awale/validate', { position: { pits: [[4, 0, 8, 4, 4, 4], [4, 4, 4, 4, 4, 4]],
    stores: [0, 0], to_move: 0 }, move: { pit: 2 } });
  assert.equal(await tip.textContent(), want.message);
  const [tx, ty] = await centre(tip), [px, py] = await centre(pit(0, 2));
  assert.ok(Math.abs(ty - py) < 80 && Math.abs(tx - px) < 200, 'the reason is shown by the pit');
  // a pit of the player who is not to move says whose turn it is
  await pit(1, 4).click();
  assert.equal(await tip.textContent(), 'C\'est à Joueur 1 de jouer.');
});

const QUESTIONS = ['peut-on égrainer en diagonale ?', 'peut-on égrener en diagonale ?', 'qui commence au kalah ?',
  'combien de graines par case à l\'awalé ?', 'que se passe-t-il si ma dernière pierre tombe dans ma réserve ?',
  'peut-on prendre toutes les graines de l\'adversaire ?', 'saute-t-on la case de départ ?',
  'peut-on revenir sur ses pas au qawale ?', 'comment gagne-t-on au qawale ?', 'c\'est quoi un krou ?',
  'et si le trou correspondant est vide ?', 'peut-on jouer une case vide ?'];

test('every image of a dozen answers loads', async () => {
  await fresh();
  for (const q of QUESTIONS) await askFor(q);
  const imgs = page.locator('#log img');
  assert.ok(await imgs.count() >= 4, 'answers carry diagrams');
  await page.waitForFunction(() => [...document.querySelectorAll('#log img')].every(i => i.complete));
  const broken = await imgs.evaluateAll(is => is.filter(i => !(i.naturalWidth > 0)).map(i => i.src));
  assert.deepEqual(broken, []);
  // the newest message is the last one, scrolled into view
  const qs = await page.locator('#log > li .q').allTextContents();
  assert.equal(qs[qs.length - 1], 'Vous : ' + QUESTIONS[QUESTIONS.length - 1]);
  assert.ok(await page.locator('#log > li').last().isVisible());
  assert.ok(await page.evaluate(() => { const l = document.querySelector('#log'), li = l.lastElementChild;
    return li.offsetTop >= l.scrollTop - 1 && li.offsetTop < l.scrollTop + l.clientHeight &&
      (l.scrollTop + l.clientHeight >= l.scrollHeight - 2 || li.offsetTop <= l.scrollTop + 1); }),
  'the newest message shows, from its start when it is taller than the log');
});

test('one position is said in the singular, several in the plural', async () => {
  await fresh();
  let li = await askFor('peut-on égrener en diagonale ?');
  assert.equal(await li.locator('.verified').textContent(), 'vérifié sur 2 positions');
  li = await askFor('À combien de joueurs se joue l\'awalé ?');
  assert.equal(await li.locator('.verified').textContent(), 'vérifié sur 1 position');
  await page.click('#lang');
  li = await askFor('How many players play awale?');
  assert.equal(await li.locator('.verified').textContent(), 'checked on 1 position');
  const one = await page.evaluate(() => [T.fr.verified(1, 1), T.en.verified(1, 1), T.fr.verified(1, 2)]);
  assert.deepEqual(one, ['vérifié sur 1 position', 'checked on 1 position', 'vérifié sur 2 positions (1 réussie)']);
});

/* The French words a visible English page must not show: every word of the page's French
   catalogue that its English one does not also use, and the common little words. */
async function frenchWords() {
  return page.evaluate(() => {
    const words = o => JSON.stringify(o, (k, v) => typeof v === 'function' ? String(v) : v)
      .toLowerCase().match(/[a-zà-ÿ]{3,}/g);
    const en = new Set(words(T.en)), fr = new Set(words(T.fr));
    const out = [...fr].filter(w => !en.has(w) && !/^(const|return|length|join|slice|term|plural|gender|reason|count|player|pit|cell|by|lap|pebble|the|of|one|his|agree|agreepl|map|filter|function|true|false|null)$/.test(w));
    return { words: out.concat(['le', 'la', 'les', 'des', 'une', 'est', 'et', 'pas', 'sur', 'dans', 'vous', 'oui', 'non']),
      names: games.map(g => g.name).sort((a, b) => b.length - a.length) };
  });
}

/* Every text a person may read or hear: visible text nodes and the selected option of each
   select, labels, placeholders, titles and alternative texts. French is allowed only in
   the names of games and sources (marked lang="fr") and on the button back to French. */
async function readableTexts() {
  return page.evaluate(() => {
    const seen = [];
    const allowed = n => n.closest('cite[lang=fr], .name[lang=fr], a.cards-link[lang=fr], option[lang=fr], #lang');
    const visible = n => n.checkVisibility ? n.checkVisibility() : n.offsetParent !== null;
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const p = n.parentElement;
      if (!n.textContent.trim() || p.closest('script, style, option') || !visible(p) || allowed(p)) continue;
      seen.push({ text: n.textContent.trim(), where: p.tagName + (p.id ? '#' + p.id : '') + '.' + p.className });
    }
    for (const s of document.querySelectorAll('select')) {
      const o = s.selectedOptions[0];
      if (o && visible(s) && !allowed(o)) seen.push({ text: o.textContent, where: 'select#' + s.id });
    }
    for (const e of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const a of ['aria-label', 'placeholder', 'title', 'alt'])
        if (e.hasAttribute(a) && !allowed(e)) seen.push({ text: e.getAttribute(a), where: e.tagName + '@' + a });
    const frenchParts = [...document.querySelectorAll('[lang=fr]')].filter(e => !allowed(e))
      .map(e => e.tagName + '.' + e.className);
    return { seen, frenchParts };
  });
}

/* words: French words; names: the games' own names (« Awalé aux escargots »), which an
   English sentence names as they are. */
function assertNoFrench({ seen, frenchParts }, { words, names }) {
  assert.deepEqual(frenchParts, [], 'nothing but names is marked French');
  const re = new RegExp(`(^|[^a-zà-ÿ])(${words.join('|')})($|[^a-zà-ÿ])|[éèêàçùâîôûœ]`, 'i');
  const bare = text => names.reduce((s, n) => s.split(n).join(' '), text);
  const french = seen.filter(x => re.test(bare(x.text))).map(x => `${x.where}: ${x.text}`);
  assert.deepEqual(french, []);
}

test('the English page has no French string, from the chat to the board and its log', async () => {
  await fresh();
  const words = await frenchWords();
  await page.click('#lang');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  for (const q of ['can I sow diagonally in qawale?', 'what happens when my last stone lands in my store?',
    'what is a grand slam in oware?']) {
    const li = await askFor(q);
    assert.equal(await li.getAttribute('lang'), 'en');
    for (const src of await li.locator('img').evaluateAll(is => is.map(i => i.getAttribute('src'))))
      assert.match(src, /[?&]lang=en(&|$)/, 'the drawing is labelled in English');
  }
  await page.selectOption('#bgame', 'kalah');
  await settled();
  await page.selectOption('#opt-players', '4');
  await settled();
  await pit(0, 3).click();
  await page.click('#play');
  await page.waitForSelector('#stepper:not([hidden])');
  await page.click('#next');
  assertNoFrench(await readableTexts(), words);
  await page.click('#verdict button');
  await page.locator('#log > li').nth(3).waitFor();
  assert.equal(await page.locator('#log > li').nth(3).locator('.about').textContent(), 'about the board (Kalah)');
  await page.click('#clear');
  await page.check('input[name=mode][value=remove]');
  for (let i = 0; i < 4; i++) await pit(0, 1).click();
  await page.check('input[name=mode][value=move]');
  await pit(0, 1).click();
  await page.locator('#board .tip').waitFor();
  await page.click('#check');
  await page.waitForSelector('#verdict .no');
  assertNoFrench(await readableTexts(), words);
  await page.selectOption('#bgame', 'qawale');
  await settled();
  await cell('a1').click();
  assertNoFrench(await readableTexts(), words);
  await page.screenshot({ path: join(SHOTS, 'english-1280.png'), fullPage: true });
});

test('screenshots of every game in both languages at 360 and 1280 px, the page never wider', async () => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of ['fr', 'en']) {
      await fresh();
      if (lang === 'en') await page.click('#lang');
      for (const [name, game, opts] of [['qawale', 'qawale'], ['awale', 'awale'], ['escargots', 'escargots'],
        ['kalah', 'kalah'], ['kalah-3p', 'kalah', { players: 3, holes: 4 }], ['kalah-4p', 'kalah', { players: 4 }]]) {
        if (await page.inputValue('#bgame') !== game) {
          await page.selectOption('#bgame', game);
          await settled();
        }
        for (const [k, v] of Object.entries(opts || {})) {
          await page.selectOption(`#opt-${k}`, String(v));
          await settled();
        }
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          `${name} ${lang} at ${width} px fits`);
        assert.ok(await page.evaluate(() => { const b = document.querySelector('#board');
          return b.scrollWidth <= b.clientWidth; }), `${name} ${lang} at ${width} px: the board fits`);
        await page.locator('#board-panel').screenshot({ path: join(SHOTS, `board-${name}-${lang}-${width}.png`) });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.deepEqual(failedLoads, []);
  assert.deepEqual(scriptErrors, []);
});
