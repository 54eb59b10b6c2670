// page.test.mjs — Arbitre's page in a real browser: Debian's Chromium driven by playwright-core
// against the real `arbitre serve` on a free loopback port. A person's path through the page:
// ask and read the cited answer, follow up, ask out of scope, set up and play an awale and a
// Qawale move, check a move, open the cards; screenshots at 360 px and 1280 px.
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
  assert.equal(events[0], 'joueur 1 prend 6 graine(s) de sa case 6');
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
  assert.equal(events[0], 'joueur 1 pose un galet en a1');
  assert.equal(events[1], 'joueur 1 soulève la pile de 3 en a1');
  await page.click('#last');
  assert.equal(await cell('a1').locator('.peb').count(), 0);
  assert.equal(await cell('b3').locator('.peb-L').count(), 1);
  assert.equal(await page.textContent('#status'), 'en main : 7 clairs, 8 foncés');
  // the dark player now goes back the way: d1 (3 high) up to d2 and back down to d1
  await cell('d1').click();
  for (const c of ['d2', 'd1', 'd2']) await cell(c).click();
  await page.click('#check');
  assert.match(await page.textContent('#verdict .no'), /^Non : /);
  await page.click('#verdict button');
  const li = page.locator('#log > li').first();
  await li.waitFor();
  assert.equal(await li.locator('.q').textContent(), 'Vous : Puis-je jouer d1 puis d2 d1 d2 ?');
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
  await page.screenshot({ path: join(SHOTS, 'page-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'page-1280.png'), fullPage: true });
  assert.deepEqual(failedLoads, []);
  assert.deepEqual(scriptErrors, []);
});
