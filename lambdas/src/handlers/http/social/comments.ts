// Comment routes of the social area: /api/comments/{targetType}/{targetId}[/{commentId}], where the
// target is a recipe or a video (SPEC 3 comment: recipe_id or video_id).
import { commentTargetType } from '../../../contracts/comments.js';
import { commentRepository } from '../../../data/entities/comment.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { getVideo } from '../../../data/entities/video.js';
import {
  type CommentDeps,
  deleteComment,
  listComments,
  postComment,
} from '../../../domain/comments/comments.js';
import { canView } from '../../../domain/recipes/use-cases/access.js';
import type { Caller } from '../../../shared/auth.js';
import { db } from '../../../shared/clients.js';
import { notFound } from '../../../shared/errors.js';
import { json, noContent, type RouteHandlers } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import type { socialManifest } from './manifest.js';

const recipes = recipeRepository(db);

const comments = commentRepository(db);

/** What the comment rules need, as the caller sees it (a household member sees a household recipe). */
const depsFor = (caller: Caller): CommentDeps => ({
  comments,
  targets: {
    recipe: async (id) => {
      const recipe = await recipes.get(id);
      return (
        recipe && { ownerId: recipe.userId, isPublic: recipe.isPublic, seenByCaller: canView(recipe, caller) }
      );
    },
    video: async (id) => {
      const video = await getVideo(id);
      return video && { ownerId: video.userId, isPublic: video.isPublic };
    },
  },
  clock: () => new Date(),
});

/** The target named by the path; an unknown kind of target is simply not found. */
function targetOf(params: Record<string, string>) {
  const type = commentTargetType.safeParse(params.targetType);
  if (!type.success || !params.targetId) throw notFound('Not found');
  return { type: type.data, id: params.targetId };
}

export const commentHandlers = {
  listComments: ({ caller, params, query }) => {
    const target = targetOf(params);
    return listComments(depsFor(caller), caller.userId, target.type, target.id, query.cursor || undefined);
  },
  postComment: async ({ caller, params, body }) => {
    const target = targetOf(params);
    await enforceRateLimit('comment', { userId: caller.userId });
    return json(201, await postComment(depsFor(caller), caller.userId, target.type, target.id, body.content));
  },
  deleteComment: async ({ caller, params }) => {
    const target = targetOf(params);
    await deleteComment(depsFor(caller), caller.userId, target.type, target.id, params.commentId ?? '');
    return noContent();
  },
} satisfies Pick<RouteHandlers<typeof socialManifest>, 'listComments' | 'postComment' | 'deleteComment'>;
