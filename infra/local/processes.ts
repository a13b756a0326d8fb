// Child processes of the local stack (DynamoDB Local's JVM, cognito-local). They must never outlive
// the stack: they are killed by stop(), on exit and on SIGINT/SIGTERM. Their pids are also written to
// the data directory so a stack whose parent was killed hard is cleaned up by the next start.
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

function killAllNow(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  running.clear();
}

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
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
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
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
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
      if (cmdline.includes(dataDir)) process.kill(pid, 'SIGKILL');
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
