#!/usr/bin/env node
/**
 * Runs a command with the Firestore and Auth emulators up, then stops them and exits with its exit code.
 *
 *   node scripts/with-emulators.mjs -- npx vitest run --project emulators
 *
 * Firestore is Google's gcloud emulator (firebase-tools cannot start its own here: it needs Java 21 and a
 * download), started detached in its own process group so that the group, java included, can be killed.
 * Auth and Functions are firebase-tools' emulators, which run the command inside `emulators:exec`; the callables
 * of functions/ are built first (scripts/build-functions.mjs) and talk to the gcloud Firestore emulator through
 * FIRESTORE_EMULATOR_HOST, which they inherit.
 *
 * Environment:
 *   FIRESTORE_EMULATOR_HOST  if set and answering, that Firestore emulator is reused (not started or stopped).
 *   FIRESTORE_RULES          rules file for a Firestore emulator started here (default: ./firestore.rules).
 * The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_HOST, GCLOUD_PROJECT and node_modules/.bin
 * on PATH. Exit code: the command's; 130 / 143 when interrupted by SIGINT / SIGTERM.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectId = 'demo-himalayan-aster';
const host = '127.0.0.1';
const firestorePort = 8080;
const authPort = 9099;
const functionsPort = 5001;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const signalExitCodes = { SIGINT: 130, SIGTERM: 143 };

const log = (message) => console.log(`[with-emulators] ${message}`);

/** True when something already listens on host:port. */
function isListening(hostname, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** True when we can bind host:port ourselves, i.e. nothing else holds it. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `sh` quoting: firebase-tools runs the command string through a shell. */
const shellQuote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

function parseHostPort(value) {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value ?? '');
  return match ? { hostname: match[1], port: Number(match[2]) } : null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gcloud Firestore emulator: its process group, a tail of its output, and whether it has exited. */
let firestore = null;

function startFirestore() {
  const rules = process.env.FIRESTORE_RULES ?? path.join(root, 'firestore.rules');
  const args = ['emulators', 'firestore', 'start', `--host-port=${host}:${firestorePort}`];
  if (existsSync(rules)) args.push(`--rules=${rules}`);
  log(
    `starting Firestore emulator on ${host}:${firestorePort} (${existsSync(rules) ? `rules ${path.relative(root, rules) || rules}` : 'NO rules file: every request is allowed'})`,
  );
  // The emulator's JVM compiles with its quick compiler only and collects garbage on one thread: a run of minutes
  // never earns back what the optimising compiler and the parallel collector spend on two cores (README, "What npm
  // test runs", has the figures). Options already in JAVA_TOOL_OPTIONS come after these, so they win.
  const javaOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', process.env.JAVA_TOOL_OPTIONS ?? ''];
  // detached: own process group, so killing the group also stops the java child gcloud leaves behind.
  const child = spawn('gcloud', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, JAVA_TOOL_OPTIONS: javaOptions.join(' ').trim() },
  });
  const state = { child, output: '', exited: false };
  const keep = (chunk) => (state.output = (state.output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', () => (state.exited = true));
  child.once('error', (error) => {
    state.exited = true;
    keep(`${error.message}\n`);
  });
  firestore = state;
}

async function waitForFirestore(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !interrupted) {
    if (firestore.exited) throw new Error(`the Firestore emulator exited early:\n${firestore.output}`);
    try {
      // The port opens a little before the emulator answers requests; its root answers "Ok" when ready.
      const response = await fetch(`http://${host}:${firestorePort}/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  if (interrupted) return;
  throw new Error(`the Firestore emulator did not answer within ${timeoutMs / 1000} s:\n${firestore.output}`);
}

const groupAlive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * CPU seconds used so far by the processes of a group (Linux: /proc/<pid>/stat, in clock ticks of 1/100 s), or null.
 * Said when the Firestore emulator stops: its java outlives gcloud, so its parent never counts its time.
 */
function groupCpuSeconds(pgid) {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // ended meanwhile
      }
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

/** Stops a process group: SIGTERM, then SIGKILL to whatever is left after 5 s. */
async function stopGroup(pgid, what) {
  if (pgid === undefined || !groupAlive(pgid)) return;
  log(`stopping ${what}`);
  process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; waited < 5000 && groupAlive(pgid); waited += 100) await sleep(100);
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

/** firebase-tools and the command it runs, in a process group of their own. */
let auth = null;
/** The first SIGINT / SIGTERM received; the exit code says so even though firebase-tools exits 0. */
let interrupted = null;

// Both children run in their own process groups, so a Ctrl-C reaches only this process: it is forwarded
// exactly once, to the whole group, and nothing is left to a second, harsher signal.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    log(`${signal}: stopping`);
    // Before the command runs, main() notices `interrupted` and cleans up by itself.
    if (auth && groupAlive(auth.pid)) process.kill(-auth.pid, signal);
  });
}

/** Last resort if this process dies unexpectedly: nothing async is possible any more. */
process.on('exit', () => {
  for (const pgid of [auth?.pid, firestore?.child.pid]) {
    if (pgid !== undefined && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  }
});

function runWithAuth(command, firestoreHost) {
  const bin = path.join(root, 'node_modules', '.bin');
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${authPort}`,
    FUNCTIONS_EMULATOR_HOST: `${host}:${functionsPort}`,
    GCLOUD_PROJECT: projectId,
    // How long the Functions emulator waits for a new worker to load the functions (firebase-tools' default: 30 s).
    // Several workers starting at once on a busy 2-core machine took longer, and a worker that fails to load leaves
    // its request unanswered.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // How many calls the Functions emulator runs at once (firebase-tools' default: 50). Each call needs an idle worker
    // of its own function, and a new worker is a Node process that loads the functions (about 1 CPU-s), kept for the
    // rest of the run: the bursts of 20 calls at once started 20 workers of one function, 45 workers in all in the
    // contract suite, against 31 with four at a time. Four at once still race four transactions for one room or seat.
    // The contract suite on firebase, idle, 2026-12-07: 150 s and 203 CPU-s with 50, 104 s and 168 CPU-s with 4.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
  };
  const script = command.map(shellQuote).join(' ');
  log(`starting the Auth and Functions emulators on ${host}:${authPort} and ${host}:${functionsPort}, and running: ${script}`);
  // No stdin: a background process group that reads the terminal would be stopped by SIGTTIN.
  auth = spawn(
    path.join(bin, 'firebase'),
    ['emulators:exec', '--project', projectId, '--only', 'auth,functions', '--log-verbosity', 'QUIET', script],
    {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve) => {
    auth.once('error', (error) => {
      log(`could not start firebase-tools: ${error.message}`);
      resolve(1);
    });
    auth.once('exit', (code, signal) => {
      if (interrupted) resolve(signalExitCodes[interrupted]);
      else resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

async function main() {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command.length === 0) {
    console.error('Usage: node scripts/with-emulators.mjs -- <command...>');
    return 2;
  }

  // Reuse a Firestore emulator someone already runs (for example in another terminal while iterating).
  const given = parseHostPort(process.env.FIRESTORE_EMULATOR_HOST);
  const reuse = given !== null && (await isListening(given.hostname, given.port));
  if (given !== null && !reuse)
    log(`FIRESTORE_EMULATOR_HOST=${process.env.FIRESTORE_EMULATOR_HOST} does not answer: starting one`);

  const needed = reuse ? [authPort, functionsPort] : [firestorePort, authPort, functionsPort];
  const taken = [];
  for (const port of needed) if (!(await isFree(port))) taken.push(port);
  if (taken.length > 0) {
    const reuseHint = taken.includes(firestorePort)
      ? ` (a Firestore emulator there can be reused: FIRESTORE_EMULATOR_HOST=${host}:${firestorePort})`
      : '';
    console.error(
      `[with-emulators] port ${taken.join(' and ')} on ${host} is already in use: stop whatever listens there ` +
        `(see: ss -ltnp | grep -E ':(${taken.join('|')})')${reuseHint}.`,
    );
    return 1;
  }

  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-functions.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('[with-emulators] the functions did not build');
    return 1;
  }

  try {
    let firestoreHost = `${host}:${firestorePort}`;
    if (reuse) {
      firestoreHost = `${given.hostname}:${given.port}`;
      log(`reusing the Firestore emulator at ${firestoreHost} (FIRESTORE_EMULATOR_HOST)`);
    } else {
      startFirestore();
      await waitForFirestore();
      if (!interrupted) log('Firestore emulator ready');
    }
    if (interrupted) return signalExitCodes[interrupted];
    const code = await runWithAuth(command, firestoreHost);
    log(`command finished with exit code ${code}`);
    return code;
  } finally {
    // Anything the command left running in its group, then our Firestore emulator (a reused one stays).
    await stopGroup(auth?.pid, 'leftover processes of the command');
    const firestoreCpu = firestore ? groupCpuSeconds(firestore.child.pid) : null;
    if (firestoreCpu !== null) log(`the Firestore emulator used ${firestoreCpu.toFixed(0)} CPU-s`);
    await stopGroup(firestore?.child.pid, 'Firestore emulator');
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // main()'s finally has already stopped the emulators.
    console.error(`[with-emulators] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
