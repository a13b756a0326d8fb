import { msg } from '@lingui/core/macro';

/**
 * The entitlement rule in the person's language, as the plans page states it (Without a plan, and its
 * FAQ); the server enforces it (see README).
 */
export const FREE_RECIPE_LIMIT = msg`You keep a free account: everything except photo and PDF import, AI suggestions and video uploads, with up to 50 recipes of your own. Nothing you saved is ever hidden or deleted when a trial or subscription ends.`;
