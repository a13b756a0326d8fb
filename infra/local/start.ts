// `npm start`: checks the system, builds the web app when its sources changed, and runs the whole
// product on this machine with its data in .hearth/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startLocalStack } from './stack.js';
import { buildWebIfNeeded } from './web-build.js';

async function main(): Promise<void> {
  const system = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'ensure-system.mjs')], {
    stdio: 'inherit',
  });
  if (system.status !== 0) process.exit(1);
  buildWebIfNeeded();

  const port = Number(process.env.HEARTH_PORT ?? 3000);
  console.log('Starting Hearth…');
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({ port, dataDir: join(repoRoot, '.hearth'), serveFrontend: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is already in use — is Hearth already running? Set HEARTH_PORT to use another port.`,
      );
    } else {
      console.error(`Hearth could not start: ${(error as Error).message}`);
    }
    process.exit(1);
  }

  console.log(`\nHearth is running: open ${stack.url}\n`);
  console.log(`  E-mails (password resets, invitations): ${stack.url}/__mail`);
  if (stack.admin.created) {
    console.log(`  Admin account created: ${stack.admin.email} / ${stack.admin.password}`);
    if (stack.admin.totpSecret)
      console.log(
        `  Its two-step sign-in key (add it to an authenticator app; admins must use one): ${stack.admin.totpSecret}`,
      );
    console.log('  (saved in .hearth/admin.json)');
  } else {
    console.log(`  Admin account: ${stack.admin.email} (password in .hearth/admin.json)`);
  }
  console.log('\nPress Ctrl+C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Hearth…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

await main();
