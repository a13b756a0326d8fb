// BuildExport, the export-everything workflow's one working task: pages through the person's own
// recipes (the owner index, 50 at a time; each recipe whole by its key), writes each as JSON-LD with
// its photo into a zip that streams to the bucket as it grows, then the meal plans, the shopping list,
// the pantry and the README. The job is done when the zip is complete; a fault aborts the upload and fails the task.
import { EXPORT_AVAILABLE_HOURS } from '../../../contracts/exports.js';
import { recipeImageKeyOfPath } from '../../../contracts/media-keys.js';
import type { CookLogRepository } from '../../../data/entities/cook-log.js';
import type { ExportJobRepository } from '../../../data/entities/export-job.js';
import type { MealPlanRepository } from '../../../data/entities/meal-plan.js';
import type { PantryRepository } from '../../../data/entities/pantry.js';
import type { RatingRepository } from '../../../data/entities/rating.js';
import type { RecipeRepository, RecipeWithLinks } from '../../../data/entities/recipe.js';
import type { RecipeVersionRepository } from '../../../data/entities/recipe-version.js';
import type { SessionValidity } from '../../../data/entities/session-validity.js';
import type { ShoppingListRepository } from '../../../data/entities/shopping-list.js';
import { capabilityRefusal, judgeCapability } from '../../access/capabilities.js';
import type { ExportStorage } from '../ports.js';
import { mealPlansJson, pantryJson, readmeText, shoppingListJson } from './household-data.js';
import { recipeJsonLd } from './recipe-json-ld.js';
import { versionsJson } from './versions-json.js';
import { ZipStream } from './zip-stream.js';

const PAGE = 50;
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

export interface BuildExportDeps {
  jobs: ExportJobRepository;
  recipes: Pick<RecipeRepository, 'ownerFeed' | 'getWithLinks'>;
  ratings: Pick<RatingRepository, 'ratingsOfUser'>;
  /** The household's cook log (issue 39), written as cook-log.json. */
  cookLog?: Pick<CookLogRepository, 'all'>;
  /** Each recipe's versions (issue 39), written beside it under versions/. */
  versions?: Pick<RecipeVersionRepository, 'all'>;
  mealPlans: Pick<MealPlanRepository, 'listByOwner' | 'read'>;
  shopping: Pick<ShoppingListRepository, 'read'>;
  /** The household's pantry (issue 38), written as pantry.json. */
  pantry?: Pick<PantryRepository, 'read'>;
  storage: ExportStorage;
  now: () => Date;
  /**
   * The owner's session-validity record (uncached). An export holds the household's plans and list, so
   * it is made only while its owner is still in that household, checked before and after (issue 32).
   */
  sessions?: { get(userId: string): Promise<SessionValidity | null> };
}

export interface ExportRun {
  jobId: string;
  userId: string;
}

/** "Leek & potato soup!" → "leek-potato-soup"; unique within the zip. */
function fileNamer() {
  const used = new Set<string>();
  return (title: string): string => {
    const base =
      title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'recipe';
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}-${n}`;
    used.add(name);
    return name;
  };
}

/** The owner's recipes, whole, one page at a time (reads by index and key; no Scan). */
async function* ownRecipes(deps: BuildExportDeps, userId: string): AsyncGenerator<RecipeWithLinks> {
  let cursor: string | undefined;
  do {
    const page = await deps.recipes.ownerFeed(userId, { limit: PAGE, cursor });
    for (const card of page.items) {
      const whole = await deps.recipes.getWithLinks(card.id);
      if (whole && whole.recipe.userId === userId) yield whole;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

export async function buildExport(deps: BuildExportDeps, run: ExportRun): Promise<ExportRun> {
  const { jobId, userId } = run;
  const job = await deps.jobs.get(userId, jobId);
  if (job?.status !== 'running' || !job.zipKey) return run;
  const refusal = async () => {
    if (!deps.sessions) return null;
    const verdict = judgeCapability(
      { madeBy: userId, madeAt: job.createdAt, householdId: job.householdId },
      await deps.sessions.get(userId),
    );
    return verdict === 'holds' ? null : capabilityRefusal(verdict).message;
  };
  const refuse = async (message: string) => {
    await deps.jobs.update(userId, jobId, 'running', {
      status: 'failed',
      message,
      finishedAt: deps.now().toISOString(),
    });
    return run;
  };
  const refusedBefore = await refusal();
  if (refusedBefore) return refuse(refusedBefore);
  const started = deps.now();
  const sink = await deps.storage.create(job.zipKey, 'application/zip');
  const zip = new ZipStream(sink, started);
  try {
    const ratings = new Map((await deps.ratings.ratingsOfUser(userId)).map((r) => [r.recipeId, r.rating]));
    const nameOf = fileNamer();
    const files = new Map<string, { title: string; file: string }>();
    let photos = 0;
    for await (const { recipe, categoryLinks, tags } of ownRecipes(deps, userId)) {
      const name = nameOf(recipe.title);
      let image = recipe.imageUrl && /^https?:\/\//i.test(recipe.imageUrl) ? recipe.imageUrl : null;
      const photoKey = recipe.imageUrl ? recipeImageKeyOfPath(recipe.imageUrl) : null;
      if (photoKey) {
        const bytes = await deps.storage.read(photoKey, MAX_PHOTO_BYTES);
        if (bytes instanceof Uint8Array) {
          image = `photos/${name}${photoKey.slice(photoKey.lastIndexOf('.'))}`;
          await zip.add(image, bytes, false);
          photos += 1;
        }
      }
      const node = recipeJsonLd({
        recipe,
        categories: categoryLinks.filter((link) => link.direct).map((link) => link.category.name),
        tags: tags.map((tag) => tag.name),
        rating: ratings.get(recipe.id) ?? null,
        image,
      });
      const file = `recipes/${name}.json`;
      await zip.addText(file, `${JSON.stringify(node, null, 2)}\n`);
      files.set(recipe.id, { title: recipe.title, file });
      const versions = deps.versions ? await deps.versions.all(recipe.id) : [];
      if (versions.length > 0) {
        const history = versionsJson(versions, file);
        await zip.addText(`versions/${name}.json`, `${JSON.stringify(history, null, 2)}\n`);
      }
    }
    const plans = [];
    for (const plan of await deps.mealPlans.listByOwner(job.householdId)) {
      const read = await deps.mealPlans.read(plan.id);
      if (read) plans.push(read);
    }
    await zip.addText('meal-plans.json', `${JSON.stringify(mealPlansJson(plans, files), null, 2)}\n`);
    if (deps.cookLog) {
      const cooked = [];
      for (const { householdId: _household, loggedBy: _by, photo, ...entry } of await deps.cookLog.all(
        job.householdId,
      )) {
        // A meal's photo goes into the zip beside the log (cook-photos/<entry id>.<ext>).
        let photoFile: string | null = null;
        if (photo) {
          const bytes = await deps.storage.read(photo, MAX_PHOTO_BYTES);
          if (bytes instanceof Uint8Array) {
            photoFile = `cook-photos/${entry.id}${photo.slice(photo.lastIndexOf('.'))}`;
            await zip.add(photoFile, bytes, false);
          }
        }
        cooked.push({
          ...entry,
          photoFile,
          file: files.get(entry.recipeId)?.file ?? null,
        });
      }
      await zip.addText('cook-log.json', `${JSON.stringify({ cooked }, null, 2)}\n`);
    }
    const list = await deps.shopping.read(job.householdId);
    await zip.addText('shopping-list.json', `${JSON.stringify(shoppingListJson(list), null, 2)}\n`);
    if (deps.pantry) {
      const pantry = pantryJson(await deps.pantry.read(job.householdId));
      await zip.addText('pantry.json', `${JSON.stringify(pantry, null, 2)}\n`);
    }
    const counts = { recipes: files.size, photos, mealPlans: plans.length };
    await zip.addText('README.txt', readmeText(counts, started));
    const size = await zip.finish();
    // Left (or signed out everywhere) while it was being made: it is not handed out.
    const refusedAfter = await refusal();
    if (refusedAfter) return refuse(refusedAfter);
    await deps.jobs.update(userId, jobId, 'running', {
      status: 'done',
      ...counts,
      size,
      finishedAt: deps.now().toISOString(),
    });
    return run;
  } catch (error) {
    await sink.abort().catch(() => undefined);
    throw error;
  }
}

/** Until when a finished export can be downloaded. */
export const availableUntil = (finishedAt: string): Date =>
  new Date(Date.parse(finishedAt) + EXPORT_AVAILABLE_HOURS * 60 * 60 * 1000);
