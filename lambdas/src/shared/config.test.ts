// shared/config.ts is the one module that reads the environment: every other file asks it, so each
// setting has one name, one check and one default.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { config, finderSuggestionsPerDay, llmConfig, observabilityConfig, taskConfig } from './config.js';

describe('config', () => {
  it('is read from the environment in shared/config.ts only', () => {
    const root = join(import.meta.dirname, '..');
    const readers = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /process\.env\b|import\.meta\.env\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(readers).toEqual([join('shared', 'config.ts')]);
  });

  it('keeps its defaults', () => {
    expect(config.TABLE_NAME).toBe('hearth-unit');
    expect(config.MAIL_MODE).toBe('ses');
    expect(config.GROCERY_SERVICE_NAME).toBe('Instacart');
    expect(finderSuggestionsPerDay()).toBe(20);
    expect(taskConfig().HEARTH_ALLOW_PRIVATE_FETCH).toBe('false');
    expect(llmConfig({})).toEqual({ LLM_PROVIDER: 'none' });
    // vitest.config.ts, as the local runner: quiet logs and no metric lines.
    expect(observabilityConfig()).toEqual({ LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: true });
    expect(() => llmConfig({ LLM_PROVIDER: 'bedrock' })).toThrow(/LLM_MODEL_ID/);
  });
});
