// arbitre.mjs — starts the real `arbitre serve` on a free loopback port for the browser test
// and the replicas test: resolves to {proc, port} once its "listening" log line names the port.
import { spawn } from 'node:child_process';

export function startArbitre(bin) {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ['serve', '--host', '127.0.0.1', '--port', '0', '--threads', '2'],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    let buf = '';
    const timer = setTimeout(() => reject(new Error('arbitre serve did not start: ' + buf)), 10000);
    timer.unref();
    p.on('error', reject);
    p.once('exit', code => reject(new Error(`arbitre serve exited with ${code}: ${buf}`)));
    p.stderr.on('data', d => {
      buf += d;
      const m = buf.match(/"event":"listening".*?"port":(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ proc: p, port: Number(m[1]) });
      }
    });
  });
}
