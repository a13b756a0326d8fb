// Who may delete a comment: its author, or the owner of the recipe or video it is on (even after making
// it private); anyone else is refused. Who is told why a closed item takes no comments. Fakes stand in for the repository and the item lookups.
import { describe, expect, it } from 'vitest';
import type { CommentRecord, CommentRepository, DeleteOutcome } from '../../data/entities/comment.js';
import type { AppError } from '../../shared/errors.js';
import { type CommentDeps, type CommentTarget, deleteComment, postComment } from './comments.js';

function setup(target: CommentTarget | null) {
  const stored = new Map<string, CommentRecord>([
    [
      'c-1',
      {
        id: 'c-1',
        targetType: 'recipe',
        targetId: 'r-1',
        userId: 'author',
        content: 'Hello',
        createdAt: '2026-05-01T10:00:00.000Z',
      },
    ],
  ]);
  const comments = {
    async deleteByAuthor(
      _type: string,
      _targetId: string,
      id: string,
      authorId: string,
    ): Promise<DeleteOutcome> {
      const comment = stored.get(id);
      if (!comment) return 'not-found';
      if (comment.userId !== authorId) return 'not-author';
      stored.delete(id);
      return 'deleted';
    },
    async displayNames() {
      return new Map<string, string>();
    },
    async deleteExisting(_type: string, _targetId: string, id: string) {
      return stored.delete(id) ? ('deleted' as const) : ('not-found' as const);
    },
  } as unknown as CommentRepository;
  const deps: CommentDeps = {
    comments,
    targets: { recipe: async () => target, video: async () => target },
    clock: () => new Date('2026-05-01T10:00:00.000Z'),
  };
  return { deps, stored };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => ({ status: error.statusCode, message: error.message }),
  );

describe('deleteComment', () => {
  it('lets the author delete their comment', async () => {
    const { deps, stored } = setup({ ownerId: 'owner', isPublic: true });
    await deleteComment(deps, 'author', 'recipe', 'r-1', 'c-1');
    expect(stored.size).toBe(0);
  });

  it("lets the item's owner delete anyone's comment, even after making the item private", async () => {
    const { deps, stored } = setup({ ownerId: 'owner', isPublic: false });
    await deleteComment(deps, 'owner', 'recipe', 'r-1', 'c-1');
    expect(stored.size).toBe(0);
  });

  it('refuses anyone else with 403 and keeps the comment', async () => {
    const { deps, stored } = setup({ ownerId: 'owner', isPublic: true });
    expect(await failure(deleteComment(deps, 'stranger', 'recipe', 'r-1', 'c-1'))).toEqual({
      status: 403,
      message: 'Only the author or the owner of this recipe or video can delete this comment',
    });
    expect(stored.size).toBe(1);
  });

  it('refuses when the item is gone and answers 404 for a missing comment', async () => {
    const gone = setup(null);
    expect((await failure(deleteComment(gone.deps, 'owner', 'recipe', 'r-1', 'c-1')))?.status).toBe(403);
    const { deps } = setup({ ownerId: 'owner', isPublic: true });
    expect(await failure(deleteComment(deps, 'owner', 'recipe', 'r-1', 'nope'))).toEqual({
      status: 404,
      message: 'Comment not found',
    });
  });
});

describe('postComment on an item that is not public', () => {
  it('tells whoever may see it (a household member) why, and tells anyone else nothing', async () => {
    const member = setup({ ownerId: 'owner', isPublic: false, seenByCaller: true });
    expect(await failure(postComment(member.deps, 'member', 'recipe', 'r-1', 'Yum'))).toEqual({
      status: 403,
      message: 'Comments are only open on public recipes',
    });
    const stranger = setup({ ownerId: 'owner', isPublic: false, seenByCaller: false });
    expect(await failure(postComment(stranger.deps, 'stranger', 'recipe', 'r-1', 'Yum'))).toEqual({
      status: 404,
      message: 'Recipe not found',
    });
  });
});
