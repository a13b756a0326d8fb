// Child processes of the local stack (DynamoDB Local's JVM, cognito-local). They must never outlive
// the stack: each runs in its own process group with a small shell watchdog that ends the group when
// our process disappears (even by SIGKILL); stop(), exit and SIGINT/SIGTERM end it at once. Their
// group ids are also written to the data directory so the next start ends any leftover.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let hooksInstalled = false;

/** Signals the child's whole process group (the command, its watchdog). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function killAllNow(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

// Runs "$@" and ends the process group once the parent pid ($1) is gone.
const watchdog = [
  'parent=$1; shift',
  '"$@" & child=$!',
  '( while kill -0 "$parent" 2>/dev/null; do sleep 1; done; kill -KILL 0 ) & guard=$!',
  'wait "$child"; status=$?',
  'kill "$guard" 2>/dev/null',
  'exit "$status"',
].join('\n');

function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.once('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      killAllNow();
      // Exit ourselves only when nobody else (vitest, Playwright, start.ts) handles the signal.
      if (process.listenerCount(signal) === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once(signal, onSignal);
  }
}

export async function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logDir: string;
}): Promise<ManagedProcess> {
  installExitHooks();
  await mkdir(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn('sh', ['-c', watchdog, 'sh', String(process.pid), options.command, ...options.args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      log.end();
      resolve();
    });
    child.once('error', () => {
      running.delete(child);
      resolve();
    });
  });
  return {
    name: options.name,
    child,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Last lines of a child's log, to explain why it failed to start. */
export function logTail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const pidFile = (dataDir: string) => join(dataDir, 'children.pid');

/** Kills children left by a previous run on this data directory (only ours: the command line names it). */
export async function killLeftovers(dataDir: string): Promise<void> {
  let pids: number[] = [];
  try {
    pids = JSON.parse(await readFile(pidFile(dataDir), 'utf8')) as number[];
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes(dataDir)) process.kill(-pid, 'SIGKILL');
    } catch {
      // Not running any more (or not Linux): nothing to clean.
    }
  }
}

export async function recordChildren(dataDir: string, processes: ManagedProcess[]): Promise<void> {
  const pids = processes.map((p) => p.child.pid).filter((pid): pid is number => typeof pid === 'number');
  await writeFile(pidFile(dataDir), JSON.stringify(pids));
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not start within ${Math.round(timeoutMs / 1000)} s`);
}
