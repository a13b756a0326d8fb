// Task of the export-everything workflow (workflows/export-everything.asl.ts): the use case buildExport
// (domain/collections/export/build-export.ts) on the Lambda's table (recipes, ratings, meal plans, the
// shopping list, the pantry, the job) and the media bucket (photos in, the zip out).
import { cookLogRepository } from '../../data/entities/cook-log.js';
import { exportJobRepository } from '../../data/entities/export-job.js';
import { mealPlanRepository } from '../../data/entities/meal-plan.js';
import { pantryRepository } from '../../data/entities/pantry.js';
import { ratingRepository } from '../../data/entities/rating.js';
import { recipeRepository } from '../../data/entities/recipe.js';
import { recipeVersionRepository } from '../../data/entities/recipe-version.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { shoppingListRepository } from '../../data/entities/shopping-list.js';
import {
  type BuildExportDeps,
  buildExport,
  type ExportRun,
} from '../../domain/collections/export/build-export.js';
import { db } from '../../shared/clients.js';
import { stepTask } from '../shared/step-task.js';
import { exportStorage } from '../shared/storage.js';

const deps: BuildExportDeps = {
  jobs: exportJobRepository(db),
  recipes: recipeRepository(db),
  ratings: ratingRepository(db),
  versions: recipeVersionRepository(db),
  cookLog: cookLogRepository(db),
  mealPlans: mealPlanRepository(db),
  shopping: shoppingListRepository(db),
  pantry: pantryRepository(db),
  storage: exportStorage(),
  now: () => new Date(),
  sessions: sessionValidity,
};

export const handler = stepTask('build-export', (input: ExportRun) => buildExport(deps, input));
