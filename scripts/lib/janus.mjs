// Starts Debian's `janus` as a child process for tests, the e2e run, the bench and development, with a
// configuration of its own in a temp folder: only the VideoRoom plugin and the WebSocket transport (janode
// talks WebSockets) on a free loopback port, a random admin secret instead of the stock one, no STUN
// server, an RTP port range, and host candidates rewritten to `publicIp` (loopback by default). Nothing
// in /etc/janus is read: a run never depends on how the machine's Janus is configured.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findProgram, missingProgramMessage } from './debian-packages.mjs';

const libDir = '/usr/lib/x86_64-linux-gnu/janus';

/** True when Debian's janus is installed (the Janus runs of the call tests need it): on PATH, with its plugins. */
export function janusInstalled() {
  return findProgram('janus') !== null && fs.existsSync(path.join(janusLibDir() ?? libDir, 'plugins', 'libjanus_videoroom.so'));
}

/** The folder of Janus's plugins on this machine (Debian's multiarch path, or another /usr/lib/<arch>); null without. */
function janusLibDir() {
  if (fs.existsSync(libDir)) return libDir;
  return fs.readdirSync('/usr/lib').map((d) => path.join('/usr/lib', d, 'janus')).find((d) => fs.existsSync(path.join(d, 'plugins'))) ?? null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The jcfg files of one instance (libconfig syntax; strings quoted with JSON's rules, which it accepts). */
function configFiles({ dir, wsPort, adminSecret, rtpPortRange, publicIp, debugLevel }) {
  const q = JSON.stringify;
  return {
    'janus.jcfg': `general: {
  configs_folder = ${q(path.join(dir, 'conf'))}
  plugins_folder = ${q(path.join(dir, 'plugins'))}
  transports_folder = ${q(path.join(dir, 'transports'))}
  events_folder = ${q(path.join(dir, 'none'))}
  loggers_folder = ${q(path.join(dir, 'none'))}
  debug_level = ${debugLevel}
  admin_secret = ${q(adminSecret)}
  server_name = "foyer-janus-${wsPort}"
  session_timeout = 60
}
media: {
  rtp_port_range = ${q(rtpPortRange)}
}
nat: {
  nice_debug = false
  ignore_mdns = true
  nat_1_1_mapping = ${q(publicIp)}
  ice_ignore_list = "vmnet,docker,br-,veth"
}
plugins: {}
transports: {}
loggers: {}
events: {}
`,
    'janus.transport.websockets.jcfg': `general: {
  json = "plain"
  ws = true
  ws_port = ${wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    // Rooms are made by our server through the API (one per call); the admin key guards their creation.
    'janus.plugin.videoroom.jcfg': `general: {
  admin_key = ${q(adminSecret)}
  lock_rtp_forward = true
}
`,
  };
}

/**
 * Starts one Janus and resolves when its WebSocket transport accepts connections.
 * @param {import('./janus.d.mts').StartJanusOptions} [options]
 * @returns {Promise<import('./janus.d.mts').RunningJanus>}
 */
export async function startJanus(options = {}) {
  const binary = findProgram('janus');
  const lib = janusLibDir();
  if (!binary || !lib) throw new Error(missingProgramMessage('janus'));
  const wsPort = options.wsPort ?? (await freePort());
  const adminSecret = options.adminSecret ?? crypto.randomBytes(18).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-janus-'));
  for (const sub of ['conf', 'plugins', 'transports', 'none']) fs.mkdirSync(path.join(dir, sub));
  // Only the two libraries we use: Janus loads every .so in its folders.
  fs.symlinkSync(path.join(lib, 'plugins', 'libjanus_videoroom.so'), path.join(dir, 'plugins', 'libjanus_videoroom.so'));
  fs.symlinkSync(path.join(lib, 'transports', 'libjanus_websockets.so'), path.join(dir, 'transports', 'libjanus_websockets.so'));
  const files = configFiles({
    dir,
    wsPort,
    adminSecret,
    rtpPortRange: options.rtpPortRange ?? '20000-40000',
    publicIp: options.publicIp ?? '127.0.0.1',
    debugLevel: options.debugLevel ?? 3,
  });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'conf', name), text);

  const logFile = options.logFile ?? path.join(dir, 'janus.log');
  const log = fs.openSync(logFile, 'a');
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  let closed = false;
  const cleanUp = () => {
    if (closed) return;
    closed = true;
    fs.closeSync(log);
    if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  };

  /** One Janus process on this folder; resolves once its WebSocket port accepts connections. */
  async function launch() {
    const child = spawn(binary, ['-F', path.join(dir, 'conf'), '-C', path.join(dir, 'conf', 'janus.jcfg'), '-o', '-D'], {
      cwd: dir,
      stdio: ['ignore', log, log],
    });
    const proc = { child, exited: null, exit: null };
    proc.exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        proc.exited = signal ? `signal ${signal}` : `code ${code}`;
        resolve();
      });
    });
    child.once('error', (err) => {
      proc.exited = err.message;
    });
    const deadline = Date.now() + (options.timeoutMs ?? 20_000);
    for (;;) {
      if (proc.exited) throw new Error(`janus exited (${proc.exited}) before its WebSocket port ${wsPort} opened:\n${tail()}`);
      if (await canConnect(wsPort)) return proc;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        await proc.exit;
        throw new Error(`janus did not open its WebSocket port ${wsPort} in time:\n${tail()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function kill(proc, signal) {
    if (proc.exited) return;
    proc.child.kill(signal);
    const timer = setTimeout(() => proc.child.kill('SIGKILL'), 5_000);
    await proc.exit;
    clearTimeout(timer);
  }

  let current;
  try {
    current = await launch();
  } catch (err) {
    cleanUp();
    throw err;
  }
  let stopping = null;
  return {
    url: `ws://127.0.0.1:${wsPort}`,
    wsPort,
    adminSecret,
    dir,
    logFile,
    get pid() {
      return current.child.pid;
    },
    stop() {
      stopping ??= kill(current, 'SIGTERM').then(cleanUp);
      return stopping;
    },
    async restart() {
      await kill(current, 'SIGKILL');
      current = await launch();
    },
  };
}
