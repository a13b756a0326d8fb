// Comments of one recipe or video: a paged list, and post/delete that refresh it.
import type { CommentPage, CommentTargetType, CommentView } from '@contracts/comments';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { cursorPagesOptions } from '@/lib/query-pages';

export type CommentTarget = { type: CommentTargetType; id: string };

const of = (target: CommentTarget) => ({ targetType: target.type, targetId: target.id });

export const commentKeys = {
  all: ['comments'] as const,
  of: (target: CommentTarget) => [...commentKeys.all, target.type, target.id] as const,
};

export function useComments(target: CommentTarget) {
  return useInfiniteQuery(
    cursorPagesOptions(commentKeys.of(target), (cursor, signal) =>
      route(
        'GET /comments/{targetType}/{targetId}',
        { params: of(target), query: { cursor: cursor || undefined }, signal },
        // The page is shown with the recipe: typed, not parsed, so zod is no part of the recipe page's
        // first code (issue 19). A new comment's answer is parsed, with the schema loaded then.
        unchecked<CommentPage>(),
      ),
    ),
  );
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      route('POST /comments/{targetType}/{targetId}', { params: of(target), body: { content } }, () =>
        import('@contracts/comments').then((contract) => contract.commentView),
      ),
    // The new comment goes on top at once; the next refetch brings everyone else's too.
    onSuccess: (comment: CommentView) => {
      queryClient.setQueryData<InfiniteData<CommentPage, string | null>>(commentKeys.of(target), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) =>
                index === 0 ? { ...page, items: [comment, ...page.items] } : page,
              ),
            }
          : data,
      );
    },
  });
}

export function useDeleteComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      route('DELETE /comments/{targetType}/{targetId}/{commentId}', { params: { ...of(target), commentId } }),

    onSuccess: (_result, commentId) => {
      queryClient.setQueryData<InfiniteData<CommentPage, string | null>>(commentKeys.of(target), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      );
    },
  });
}
