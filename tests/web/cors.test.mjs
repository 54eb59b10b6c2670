// cors.test.mjs — a café's page on another site calls Arbitre from the browser: two tiny
// static servers on other loopback ports stand for two sites, one in ARBITRE_CORS_ORIGINS and
// one not. In Debian's Chromium (playwright-core), the allowed site's own script asks
// /v1/ask (a JSON POST, so the browser sends a preflight first), plays a Kalah move for 3
// with the options start answered, and reads an English error; the other site's script is
// stopped by the browser. Both pages are the sites' own HTML, not the API's.
// Run: ARBITRE_BIN=build-test/src/cli/arbitre node --test tests/web/cors.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startArbitre } from './arbitre.mjs';

const BIN = process.env.ARBITRE_BIN;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-quic'];

// The site's page: its script calls the API named in its query string and writes what it
// got (status, a header it may read, the body) into #out, or the error that stopped it.
const SITE_PAGE = `<!doctype html><meta charset="utf-8"><title>Café des jeux</title>
<pre id="out"></pre>
<script>
const api = new URLSearchParams(location.search).get('api');
const json = (path, body, lang) => fetch(api + path, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Accept-Language': lang || 'fr' },
  body: JSON.stringify(body),
});
async function run() {
  const out = {};
  try {
    const ask = await json('/v1/ask', { question: 'peut-on égrener en diagonale ?' });
    out.ask = { status: ask.status, id: ask.headers.get('X-Request-Id'), body: await ask.json() };
    const start = await (await json('/v1/games/kalah/start', { options: { players: 3 } })).json();
    const play = await json('/v1/games/kalah/play',
      { position: start.position, options: start.options, move: { pit: 3 } });
    out.play = { status: play.status, body: await play.json() };
    const bad = await json('/v1/games/kalah/play',
      { position: start.position, move: { hole: 3 } }, 'en');
    out.bad = { status: bad.status, lang: bad.headers.get('Content-Language'), body: await bad.json() };
  } catch (e) {
    out.error = String(e);
  }
  document.getElementById('out').textContent = JSON.stringify(out);
  document.body.dataset.done = '1';
}
run();
</script>`;

function startSite() {
  return new Promise(resolve => {
    const s = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(SITE_PAGE);
    });
    s.listen(0, '127.0.0.1', () => resolve({ server: s, origin: `http://127.0.0.1:${s.address().port}` }));
  });
}

let cafe, other, arbitre, base, profile, context, page;
const seen = []; // the requests the browser sent to the API, as the page saw them
let log = ''; // the server's request log: preflights show there (the page does not see them)

before(async () => {
  assert.ok(BIN, 'ARBITRE_BIN names the arbitre binary');
  cafe = await startSite();
  other = await startSite();
  process.env.ARBITRE_CORS_ORIGINS = `https://example.invalid, ${cafe.origin}`;
  const s = await startArbitre(BIN);
  arbitre = s.proc;
  arbitre.stderr.on('data', d => { log += d; });
  base = `http://127.0.0.1:${s.port}`;
  profile = mkdtempSync(join(tmpdir(), 'arbitre-chromium-cors-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: FLAGS,
  });
  page = context.pages()[0] || await context.newPage();
  page.on('request', r => { if (r.url().startsWith(base)) seen.push(`${r.method()} ${new URL(r.url()).pathname}`); });
});

after(async () => {
  if (context) await context.close();
  if (arbitre) arbitre.kill('SIGTERM');
  for (const s of [cafe, other]) if (s) s.server.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function visit(site) {
  await page.goto(`${site.origin}/?api=${encodeURIComponent(base)}`);
  await page.waitForSelector('body[data-done="1"]', { timeout: 20000 });
  return JSON.parse(await page.textContent('#out'));
}

test('a page on an allowed site asks a question and plays a move through the API', async () => {
  const out = await visit(cafe);
  assert.equal(out.error, undefined);
  assert.equal(out.ask.status, 200);
  assert.equal(out.ask.body.entry, 'qawale.diagonale');
  assert.equal(out.ask.body.lang, 'fr');
  assert.match(out.ask.id, /^[0-9a-f]{16}$/); // an exposed header the script may read
  // kalah for 3: pit 3's four stones go to pits 4, 5, 6 and the store: the mover plays again
  assert.equal(out.play.status, 200);
  assert.deepEqual(out.play.body.position, {
    pits: [[4, 4, 0, 5, 5, 5], [4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]],
    stores: [1, 0, 0], to_move: 0,
  });
  assert.equal(out.play.body.extra_turn, true);
  // an English client's typo: a 400 it can read, in English
  assert.equal(out.bad.status, 400);
  assert.equal(out.bad.lang, 'en');
  assert.deepEqual(out.bad.body, { error: { code: 'bad_request', message: 'Unknown field « hole ».',
    field: 'move.hole' } });
});

const logged = (method, path, status) => log.split('\n').some(l =>
  l.includes(`"method":"${method}"`) && l.includes(`"path":"${path}"`) && l.includes(`"status":${status}`));

test('the browser sent a preflight before each JSON call', async () => {
  for (const path of ['/v1/ask', '/v1/games/kalah/start', '/v1/games/kalah/play'])
    assert.ok(seen.includes(`POST ${path}`), `POST ${path} in ${seen.join(', ')}`);
  for (let i = 0; i < 100 && !logged('OPTIONS', '/v1/games/kalah/play', 204); i++)
    await new Promise(r => setTimeout(r, 20)); // the log is written after the answer
  for (const path of ['/v1/ask', '/v1/games/kalah/start', '/v1/games/kalah/play'])
    assert.ok(logged('OPTIONS', path, 204), `a preflight of ${path} in the log:\n${log}`);
  const r = await fetch(base + '/v1/ask', { method: 'OPTIONS', headers: {
    Origin: cafe.origin, 'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'content-type, accept-language' } });
  assert.equal(r.status, 204);
  assert.equal(r.headers.get('access-control-allow-origin'), cafe.origin);
  assert.equal(r.headers.get('access-control-allow-methods'), 'POST, OPTIONS');
});

test('a page on a site that is not allowed is stopped by the browser', async () => {
  const out = await visit(other);
  assert.match(out.error, /TypeError: Failed to fetch/);
  assert.equal(out.ask, undefined);
});
