// Comments (SPEC 2, 6): anyone signed in may read and post on a PUBLIC recipe or video; a private
// item has no comments for anyone (whoever may see it, its owner or their household, is told why;
// others learn nothing: 404). A comment may be
// deleted by its author, or by the owner of the recipe or video it is on (their page, their moderation).
import { monotonicFactory } from 'ulid';
import type { CommentPage, CommentTargetType, CommentView } from '../../contracts/comments.js';
import { COMMENTS_PAGE_SIZE } from '../../contracts/comments.js';
import type { CommentRecord, CommentRepository } from '../../data/entities/comment.js';
import { forbidden, notFound } from '../../shared/errors.js';

/** What comments need to know about the commented item. */
export interface CommentTarget {
  ownerId: string;
  isPublic: boolean;
  /** The caller may see the item although it is not public (a member of the owner's household). */
  seenByCaller?: boolean;
}

/** Reads the commented item by id; null when it does not exist. One per target type. */
export type TargetLookup = (id: string) => Promise<CommentTarget | null>;

export interface CommentDeps {
  comments: CommentRepository;
  targets: Record<CommentTargetType, TargetLookup>;
  clock: () => Date;
}

const nextId = monotonicFactory();

const missing = (type: CommentTargetType) =>
  notFound(type === 'recipe' ? 'Recipe not found' : 'Video not found');

/** The item, when the caller may comment on it. */
async function openTarget(deps: CommentDeps, type: CommentTargetType, id: string, callerId: string) {
  const target = await deps.targets[type](id);
  if (!target) throw missing(type);
  if (!target.isPublic) {
    if (target.ownerId !== callerId && !target.seenByCaller) throw missing(type);
    throw forbidden(`Comments are only open on public ${type === 'recipe' ? 'recipes' : 'videos'}`);
  }
  return target;
}

function present(
  comment: CommentRecord,
  names: Map<string, string>,
  callerId: string,
  target: CommentTarget,
): CommentView {
  return {
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    author: { id: comment.userId, displayName: names.get(comment.userId) || 'A Hearth cook' },
    isAuthor: comment.userId === callerId,
    canDelete: comment.userId === callerId || target.ownerId === callerId,
  };
}

export async function listComments(
  deps: CommentDeps,
  callerId: string,
  type: CommentTargetType,
  targetId: string,
  cursor?: string,
): Promise<CommentPage> {
  // The visibility check and the page are independent reads: run them together, answer after both.
  const [target, page] = await Promise.all([
    openTarget(deps, type, targetId, callerId),
    deps.comments.page(type, targetId, { limit: COMMENTS_PAGE_SIZE, cursor }),
  ]);
  const names = page.items.length
    ? await deps.comments.displayNames(page.items.map((comment) => comment.userId))
    : new Map<string, string>();
  return {
    items: page.items.map((comment) => present(comment, names, callerId, target)),
    nextCursor: page.nextCursor,
  };
}

export async function postComment(
  deps: CommentDeps,
  callerId: string,
  type: CommentTargetType,
  targetId: string,
  content: string,
): Promise<CommentView> {
  const [target, names] = await Promise.all([
    openTarget(deps, type, targetId, callerId),
    deps.comments.displayNames([callerId]),
  ]);
  const now = deps.clock();
  const comment: CommentRecord = {
    id: nextId(now.getTime()),
    targetType: type,
    targetId,
    userId: callerId,
    content,
    createdAt: now.toISOString(),
  };
  await deps.comments.create(comment);
  return present(comment, names, callerId, target);
}

export async function deleteComment(
  deps: CommentDeps,
  callerId: string,
  type: CommentTargetType,
  targetId: string,
  commentId: string,
): Promise<void> {
  // The author's delete is one conditional write; only when it is someone else's comment is the item read
  // to see whether the caller owns it (even if it has since been made private: it is still theirs).
  const outcome = await deps.comments.deleteByAuthor(type, targetId, commentId, callerId);
  if (outcome === 'not-found') throw notFound('Comment not found');
  if (outcome === 'deleted') return;
  const target = await deps.targets[type](targetId);
  if (target?.ownerId !== callerId)
    throw forbidden('Only the author or the owner of this recipe or video can delete this comment');
  if ((await deps.comments.deleteExisting(type, targetId, commentId)) === 'not-found')
    throw notFound('Comment not found');
}
