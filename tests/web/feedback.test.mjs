// feedback.test.mjs — the feedback control of the page (web/feedback.js) in Debian's Chromium
// at 360 px, against the real `arbitre serve` with a store of its own: « Utile » and
// « Réponse fausse ? » with a comment reach the store (read back through the operator's view),
// the control fits the phone's width, works from the keyboard, and says when the store refuses.
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
const TOKEN = 'web-feedback-token-0123456789';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-quic'];

let server, base, profile, context, page, data;
const scriptErrors = [];

before(async () => {
  assert.ok(BIN, 'ARBITRE_BIN names the arbitre binary');
  data = mkdtempSync(join(tmpdir(), 'arbitre-web-store-'));
  process.env.ARBITRE_DATA_DIR = join(data, 'var');
  process.env.ARBITRE_ADMIN_TOKEN = TOKEN;
  const s = await startArbitre(BIN);
  server = s.proc;
  base = `http://127.0.0.1:${s.port}`;
  mkdirSync(SHOTS, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), 'arbitre-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: FLAGS,
    viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true,
  });
  page = context.pages()[0] || await context.newPage();
  page.on('pageerror', e => scriptErrors.push(e.message));
});

after(async () => {
  if (context) await context.close();
  if (server) server.kill('SIGTERM');
  for (const d of [profile, data]) if (d) rmSync(d, { recursive: true, force: true });
});

async function askFor(question) {
  await page.goto(base + '/');
  await page.waitForSelector('body[data-ready="1"]');
  const n = await page.locator('#log > li').count();
  await page.fill('#question', question);
  await page.press('#question', 'Enter');
  const li = page.locator('#log > li').nth(n);
  await li.waitFor();
  return li;
}

async function stored() {
  const r = await context.request.get(base + '/v1/admin/feedback?limit=500',
    { headers: { Authorization: 'Bearer ' + TOKEN } });
  assert.equal(r.status(), 200);
  return (await r.json()).items;
}

test('« Réponse fausse ? » with a comment is stored with the answer\'s entry', async () => {
  const q = 'peut-on égrener en diagonale ?';
  const li = await askFor(q);
  const box = li.locator('.feedback');
  assert.equal(await box.getAttribute('role'), 'group');
  assert.equal(await box.locator('.fb-right').textContent(), 'Utile');
  assert.equal(await box.locator('.fb-wrong').textContent(), 'Réponse fausse ?');
  assert.equal(await box.locator('textarea').isVisible(), false);
  await box.locator('.fb-wrong').click();
  assert.equal(await box.locator('.fb-wrong').getAttribute('aria-expanded'), 'true');
  const area = box.locator('textarea');
  assert.ok(await area.isVisible());
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'TEXTAREA');
  await area.fill('Le livret parle des diagonales page 4.');
  // at 360 px nothing sticks out: the control and the page fit the width
  const bb = await box.boundingBox();
  assert.ok(bb.x >= 0 && bb.x + bb.width <= 360, `control at ${bb.x}+${bb.width}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  await box.screenshot({ path: join(SHOTS, 'feedback-360.png') });
  await box.locator('.fb-send').click();
  await box.locator('.fb-status', { hasText: 'Merci, c\'est noté.' }).waitFor();
  assert.equal(await box.getAttribute('data-sent'), 'wrong');
  assert.ok(await box.locator('.fb-right').isDisabled());
  const row = (await stored()).find(i => i.question === q);
  assert.ok(row, 'the feedback is in the store');
  assert.equal(row.verdict, 'wrong');
  assert.equal(row.entry, 'qawale.diagonale');
  assert.equal(row.comment, 'Le livret parle des diagonales page 4.');
  assert.equal(row.lang, 'fr');
  assert.equal(row.context.entry, 'qawale.diagonale');
  assert.deepEqual(scriptErrors, []);
});

test('« Utile » works from the keyboard and says so in English too', async () => {
  const li = await askFor('qui commence la partie au kalah ?');
  await page.click('#lang');
  // the answer shown in French keeps its French control; a new one speaks English
  const li2 = await (async () => {
    const n = await page.locator('#log > li').count();
    await page.fill('#question', 'who starts at kalah?');
    await page.press('#question', 'Enter');
    const x = page.locator('#log > li').nth(n);
    await x.waitFor();
    return x;
  })();
  assert.equal(await li.locator('.fb-right').textContent(), 'Utile');
  const right = li2.locator('.fb-right');
  assert.equal(await right.textContent(), 'Helpful');
  await right.focus();
  await page.keyboard.press('Enter');
  await li2.locator('.fb-status', { hasText: 'Thank you, noted.' }).waitFor();
  const row = (await stored()).find(i => i.question === 'who starts at kalah?');
  assert.ok(row);
  assert.equal(row.verdict, 'right');
  assert.equal(row.lang, 'en');
  assert.equal(typeof row.entry, 'string');
});

test('an out-of-scope answer gets no control; a refused feedback says why', async () => {
  const out = await askFor('quelle heure est-il ?');
  assert.equal(await out.locator('.feedback').count(), 0);
  // the store answering 503 (as on a full disk): the page shows its message, the buttons return
  const li = await askFor('peut-on égrener en diagonale ?');
  await page.route('**/v1/feedback', route => route.fulfill({
    status: 503, contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'storage_unavailable', field: null,
      message: 'Stockage sqlite indisponible : database or disk is full.' } }),
  }));
  await li.locator('.fb-right').click();
  await li.locator('.fb-status', {
    hasText: 'Avis non enregistré : Stockage sqlite indisponible : database or disk is full.',
  }).waitFor();
  assert.ok(!(await li.locator('.fb-right').isDisabled()), 'the buttons come back to retry');
  await page.unroute('**/v1/feedback');
  await li.locator('.fb-right').click();
  await li.locator('.fb-status', { hasText: 'Merci, c\'est noté.' }).waitFor();
  assert.deepEqual(scriptErrors, []);
});
