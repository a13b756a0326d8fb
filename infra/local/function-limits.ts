// Each function's own timeout and memory, as the CDK app deploys them, keyed by the module it runs
// (relative to lambdas/src). The local twin gives every invocation this timeout (Lambda's "Task timed
// out") and reports this memory in its context. test/infra/function-limits.test.ts holds the table to
// the synthesized functions, so changing a function's timeout or memory in CDK fails there until the
// twin follows.
import { READ_ARCHIVE_TIMEOUT_SECONDS } from '../../lambdas/src/workflows/import-collection.asl.js';

export interface FunctionLimits {
  timeoutSeconds: number;
  memoryMb: number;
}

/** HearthFunction's defaults (infra/lib/constructs/hearth-function.ts): every API area, the live handlers. */
export const defaultFunctionLimits: FunctionLimits = { timeoutSeconds: 29, memoryMb: 512 };

const extractionTask = { timeoutSeconds: 30, memoryMb: 1536 };
const collectionTask = { timeoutSeconds: 60, memoryMb: 1024 };

/** Functions that differ from the defaults. */
export const functionLimitOverrides: Record<string, Partial<FunctionLimits>> = {
  'handlers/triggers/post-confirmation.ts': { timeoutSeconds: 5 },
  'handlers/triggers/custom-message.ts': { timeoutSeconds: 5 },
  'handlers/triggers/mail-events.ts': { timeoutSeconds: 10 },
  'handlers/tasks/fetch-page.ts': extractionTask,
  'handlers/tasks/structure-text.ts': extractionTask,
  'handlers/tasks/read-document.ts': extractionTask,
  'handlers/tasks/collect-pdf-text.ts': extractionTask,
  'handlers/tasks/normalise.ts': { timeoutSeconds: 30, memoryMb: 512 },
  'handlers/tasks/read-whole-document.ts': extractionTask,
  'handlers/tasks/finish-document-import.ts': { timeoutSeconds: 30, memoryMb: 512 },
  'handlers/tasks/read-archive.ts': { timeoutSeconds: READ_ARCHIVE_TIMEOUT_SECONDS, memoryMb: 3008 },
  'handlers/tasks/import-item.ts': collectionTask,
  'handlers/tasks/record-item-failure.ts': collectionTask,
  'handlers/tasks/finish-import.ts': collectionTask,
  'handlers/tasks/build-export.ts': { timeoutSeconds: 900, memoryMb: 1024 },
  'handlers/tasks/finish-export.ts': { timeoutSeconds: 60 },
};

/** The limits of the function running `module` (a path under lambdas/src). */
export function functionLimits(module: string): FunctionLimits {
  return { ...defaultFunctionLimits, ...functionLimitOverrides[module] };
}
