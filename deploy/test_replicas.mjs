// test_replicas.mjs — two `arbitre serve` replicas behind nginx (deploy/nginx.conf) on
// loopback ports, trusting it as their proxy (ARBITRE_TRUSTED_PROXIES). First 256 clients
// from 32 loopback addresses for 4 s (moves, checks, health, the page, questions): fewer than
// 0.1 % of the answers may be other than 2xx. Then a mixed load (questions with follow-ups,
// moves, checks, the page) spread over both replicas, one replica stopped mid-run, and every
// request after a short window must still succeed. Bounded: about 10 s of load, then
// everything is stopped.
// Run: node deploy/test_replicas.mjs ARBITRE_BIN  (prints a summary and "N passed, N failed")
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startArbitre } from '../tests/web/arbitre.mjs';

const BIN = process.argv[2];
const NGINX = process.env.NGINX || '/usr/sbin/nginx';
const HERE = dirname(fileURLToPath(import.meta.url));
const CLIENTS = 8;
const RUN_MS = 5000;     // load duration
const STOP_AT_MS = 1500; // replica A gets SIGTERM then
const WINDOW_MS = 2000;  // after STOP_AT_MS + WINDOW_MS (the replica's 1 s grace, then its
                         // exit) every request must succeed, answered by the other replica
const LOAD_CLIENTS = Number(process.env.LOAD_CLIENTS || 256);
const LOAD_MS = Number(process.env.LOAD_MS || 4000);
const LOAD_ADDRESSES = 32; // clients come from 127.0.0.10 .. 127.0.0.41

const children = [];
const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name}${detail ? ' — ' + detail : ''}`);
}

async function startReplica() {
  const r = await startArbitre(BIN);
  children.push(r.proc);
  return r;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/* deploy/nginx.conf with its listen and upstream ports replaced, in a fresh prefix. */
async function startNginx(prefix, a, b) {
  const port = await freePort();
  const conf = readFileSync(join(HERE, 'nginx.conf'), 'utf8')
    .replace('listen 127.0.0.1:8090;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8091 ', `server 127.0.0.1:${a} `)
    .replace('server 127.0.0.1:8092 ', `server 127.0.0.1:${b} `);
  if (!conf.includes(`:${port};`) || !conf.includes(`:${a} `) || !conf.includes(`:${b} `))
    throw new Error('deploy/nginx.conf no longer has the ports this test replaces');
  mkdirSync(join(prefix, 'tmp'));
  chmodSync(prefix, 0o755); // workers run as nobody when started by root
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  // nginx reads NGINX as a list of inherited sockets: not the path this test was given
  const env = { ...process.env };
  delete env.NGINX;
  const p = spawn(NGINX, ['-p', prefix + '/', '-c', 'nginx.conf', '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'], env });
  children.push(p);
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) return port;
    } catch { /* not listening yet */ }
    await new Promise(r => setTimeout(r, 50));
  }
  throw new Error('nginx did not start: ' + readFileSync(join(prefix, 'error.log'), 'utf8'));
}

const pos0 = { pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], stores: [0, 0], to_move: 0 };
const qawale0 = { board: { a1: ['N', 'N'], d1: ['N', 'N'], a4: ['N', 'N'], d4: ['N', 'N'] },
  hands: [8, 8], to_move: 0 };

/* One request through nginx: {t, ok, status, upstream, tried, body}. upstream is the replica
   that answered: the last of X-Arbitre-Upstream ($upstream_addr), which lists every replica
   tried ("A, B": A refused or failed, B answered); tried is the whole list. */
async function call(base, t0, path, body) {
  const init = body ? { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body) } : {};
  const t = Date.now() - t0;
  try {
    const r = await fetch(base + path, init);
    const text = await r.text();
    const tried = (r.headers.get('x-arbitre-upstream') || '').split(', ').filter(Boolean);
    return { t, ok: r.status === 200, status: r.status, upstream: tried[tried.length - 1] || null,
      tried, body: text };
  } catch (e) {
    return { t, ok: false, status: 0, upstream: null, tried: [], body: String(e) };
  }
}

/* One request over node:http from a given agent (bound to a source address): the status
   (0 on a transport error). */
function send(agent, port, path, body) {
  return new Promise(resolve => {
    const data = body ? JSON.stringify(body) : null;
    const req = request({ host: '127.0.0.1', port, path, agent, method: data ? 'POST' : 'GET',
      headers: data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {} },
    res => { res.resume(); res.on('end', () => resolve(res.statusCode)); res.on('error', () => resolve(0)); });
    req.setTimeout(10000, () => req.destroy());
    req.on('error', () => resolve(0));
    if (data) req.write(data);
    req.end();
  });
}

/* LOAD_CLIENTS clients in a loop for LOAD_MS; returns {total, bad, statuses}. */
async function heavyLoad(port) {
  const agents = Array.from({ length: LOAD_ADDRESSES }, (_, i) =>
    new Agent({ keepAlive: true, maxSockets: 64, localAddress: `127.0.0.${10 + i}` }));
  const statuses = {};
  let total = 0, bad = 0;
  const t0 = Date.now();
  const mix = [
    ['/v1/games/awale/play', { position: pos0, move: { pit: 3 } }],
    ['/v1/games/qawale/validate', { position: qawale0, move: { cell: 'a1', path: ['a2', 'a3', 'b3'] } }],
    ['/healthz', null],
    ['/v1/games/kalah/moves', { position: { pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], stores: [0, 0], to_move: 0 } }],
    ['/', null],
    ['/v1/ask', { question: 'qui commence la partie ?', game: 'awale' }],
  ];
  await Promise.all(Array.from({ length: LOAD_CLIENTS }, async (_, c) => {
    const agent = agents[c % LOAD_ADDRESSES];
    for (let i = c; Date.now() - t0 < LOAD_MS; i++) {
      const [path, body] = mix[i % mix.length];
      const status = await send(agent, port, path, body);
      total++;
      statuses[status] = (statuses[status] || 0) + 1;
      if (status < 200 || status > 299) bad++;
    }
  }));
  for (const a of agents) a.destroy();
  return { total, bad, statuses };
}

/* A client: a conversation (question, then follow-up with the returned context), a move,
   a check and a page load, again and again until the end of the run. */
async function client(base, t0, log, convs) {
  while (Date.now() - t0 < RUN_MS) {
    const q = await call(base, t0, '/v1/ask', { question: 'qui commence la partie ?', game: 'awale' });
    log.push(q);
    if (q.ok) {
      const ctx = JSON.parse(q.body).context;
      const f = await call(base, t0, '/v1/ask', { question: 'et au kalah ?', context: ctx });
      log.push(f);
      if (f.ok) convs.push({ first: q.upstream, follow: f.upstream, game: JSON.parse(f.body).game });
    }
    log.push(await call(base, t0, '/v1/games/awale/play', { position: pos0, move: { pit: 3 } }));
    log.push(await call(base, t0, '/v1/games/qawale/validate',
      { position: qawale0, move: { cell: 'a1', path: ['a2', 'a3', 'b3'] } }));
    log.push(await call(base, t0, '/'));
  }
}

async function main() {
  if (!BIN) throw new Error('usage: node test_replicas.mjs ARBITRE_BIN');
  const prefix = mkdtempSync(join(tmpdir(), 'arbitre-nginx-'));
  process.env.ARBITRE_TRUSTED_PROXIES = '127.0.0.1';
  try {
    const [a, b] = [await startReplica(), await startReplica()];
    const port = await startNginx(prefix, a.port, b.port);
    const base = `http://127.0.0.1:${port}`;
    // a client's X-Request-Id goes through nginx to the replica and back; none: nginx's own
    const own = await fetch(base + '/healthz', { headers: { 'X-Request-Id': 'cafe-table-7' } });
    assert.equal(own.headers.get('x-request-id'), 'cafe-table-7');
    const made = (await fetch(base + '/healthz')).headers.get('x-request-id');
    assert.match(made, /^[0-9a-f]{32}$/);
    // each replica builds its assistant on the first question: not part of the measure
    for (const r of [a, b]) await call(`http://127.0.0.1:${r.port}`, 0, '/v1/ask', { question: 'qui commence ?' });

    const load = await heavyLoad(port);
    const share = load.total ? load.bad / load.total : 1;
    console.log(`replicas.load: ${LOAD_CLIENTS} clients ${LOAD_MS} ms: ${load.total} requests, ` +
      `${load.bad} non-2xx (${(100 * share).toFixed(3)} %), statuses ${JSON.stringify(load.statuses)}`);
    check(`under 0.1 % non-2xx with ${LOAD_CLIENTS} clients through nginx`,
      load.total > LOAD_CLIENTS && share < 0.001);
    const log = [], convs = [];
    const t0 = Date.now();
    const stop = setTimeout(() => a.proc.kill('SIGTERM'), STOP_AT_MS);
    await Promise.all(Array.from({ length: CLIENTS }, () => client(base, t0, log, convs)));
    clearTimeout(stop);

    const addrA = `127.0.0.1:${a.port}`, addrB = `127.0.0.1:${b.port}`;
    const before = log.filter(r => r.t < STOP_AT_MS);
    const late = log.filter(r => r.t >= STOP_AT_MS + WINDOW_MS);
    const failedLate = late.filter(r => !r.ok);
    const failed = log.filter(r => !r.ok);
    console.log(`requests: ${log.length} (${failed.length} failed), before the stop: ` +
      `${before.length}, after the window: ${late.length} (${failedLate.length} failed)`);
    console.log(`served before the stop: A ${before.filter(r => r.upstream === addrA).length}, ` +
      `B ${before.filter(r => r.upstream === addrB).length}; after the window: A ` +
      `${late.filter(r => r.upstream === addrA).length}, B ${late.filter(r => r.upstream === addrB).length}`);

    check('both replicas served requests before the stop',
      before.some(r => r.upstream === addrA) && before.some(r => r.upstream === addrB));
    const crossed = convs.filter(c => c.first && c.follow && c.first !== c.follow);
    check('follow-up questions answered by the other replica keep their subject',
      crossed.length > 0 && crossed.every(c => c.game === 'kalah'),
      `${crossed.length} of ${convs.length} conversations crossed replicas`);
    check('replica A stopped after SIGTERM', await new Promise(res => {
      if (a.proc.exitCode !== null) return res(a.proc.exitCode === 0);
      a.proc.on('exit', code => res(code === 0));
      setTimeout(() => res(false), 5000).unref();
    }));
    check('requests went on after the window', late.length > 100, `${late.length} requests`);
    check('every request after the window succeeded', failedLate.length === 0,
      failedLate.slice(0, 3).map(r => `${r.status} ${r.body.slice(0, 80)}`).join('; '));
    const strays = late.filter(r => r.upstream !== addrB);
    check('after the window only replica B answered', strays.length === 0,
      strays.slice(0, 3).map(r => `${r.t} ms: ${r.upstream}`).join('; '));
    // nginx leaves the stopped replica out (5 failures, shared by its workers): it is no longer
    // tried first once the window is over
    const triedA = r => r.tried.includes(addrA) && r.upstream !== addrA;
    const retried = late.filter(triedA);
    console.log(`answered by B after trying A: ${log.filter(triedA).length} from the stop, ` +
      `${retried.length} after the window`);
    check('after the window nginx no longer tries the stopped replica', retried.length === 0,
      retried.slice(0, 3).map(r => `${r.t} ms: ${r.tried.join(', ')}`).join('; '));
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await new Promise(r => setTimeout(r, 300));
    rmSync(prefix, { recursive: true, force: true });
  }
  const bad = checks.filter(c => !c.ok).length;
  console.log(`${checks.length - bad} passed, ${bad} failed`);
  process.exitCode = bad ? 1 : 0;
}

main().catch(e => { console.error(e); process.exitCode = 1; for (const c of children) c.kill('SIGKILL'); });
