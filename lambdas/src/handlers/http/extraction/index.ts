// Extraction area: POST /api/extract-recipe runs the extract-recipe workflow synchronously and
// answers the recipes found (or the reason none were). Locally STEP_FUNCTIONS_ENDPOINT points the
// same client at the Step Functions stand-in.
import { SFNClient } from '@aws-sdk/client-sfn';
import { recipeSourceRepository } from '../../../data/entities/recipe-source.js';
import { extractRecipe } from '../../../domain/import/extract-recipe.js';
import { db } from '../../../shared/clients.js';
import { config, extractionConfig, isLocal } from '../../../shared/config.js';
import { countImport } from '../../../shared/metrics.js';
import { stepFunctionsWorkflow } from '../../../workflows/extract-recipe-runner.js';
import { requireFeature } from '../../shared/entitlements.js';
import { bindRoutes, httpApi } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { extractionManifest } from './manifest.js';

const env = extractionConfig();

const stepFunctions = new SFNClient({
  region: config.AWS_REGION,
  endpoint: env.STEP_FUNCTIONS_ENDPOINT,
  credentials: isLocal ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined,
  // StartSyncExecution goes to sync-states.<region>; a stand-in has no such host name.
  disableHostPrefix: Boolean(env.STEP_FUNCTIONS_ENDPOINT),
});

const deps = {
  workflow: stepFunctionsWorkflow(stepFunctions, env.EXTRACT_RECIPE_STATE_MACHINE_ARN),
  sources: recipeSourceRepository(db),
};

export const handler = httpApi(
  bindRoutes(extractionManifest, {
    extractRecipe: async ({ caller, body }) => {
      // Photo and PDF import are paid features; web addresses stay free.
      if (body.type !== 'url')
        await requireFeature(caller, body.type === 'pdf' ? 'pdf-import' : 'photo-import');
      await enforceRateLimit('recipe-import', { userId: caller.userId });
      return countImport(body.type === 'image' ? 'photo' : body.type, () =>
        extractRecipe(deps, caller.userId, body),
      );
    },
  }),
);
