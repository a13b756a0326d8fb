// Comments of one recipe or video: a paged list, and post/delete that refresh it.
import type { CommentPage, CommentTargetType, CommentView } from '@contracts/comments';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CommentTarget = { type: CommentTargetType; id: string };

const basePath = (target: CommentTarget) => `/comments/${target.type}/${encodeURIComponent(target.id)}`;

export const commentKeys = {
  all: ['comments'] as const,
  of: (target: CommentTarget) => [...commentKeys.all, target.type, target.id] as const,
};

export function useComments(target: CommentTarget) {
  return useInfiniteQuery({
    queryKey: commentKeys.of(target),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `${basePath(target)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        // The page is shown with the recipe: typed, not parsed, so zod is no part of the recipe page's
        // first code (issue 19). A new comment's answer is parsed, with the schema loaded then.
        undefined,
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last: CommentPage) => last.nextCursor ?? undefined,
  });
}

export function usePostComment(target: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post<CommentView>(basePath(target), { content }, () =>
        import('@contracts/comments').then((contract) => contract.commentView),
      ),
    // The new comment goes on top at once; the next refetch brings everyone else's too.
    onSuccess: (comment: CommentView) => {
      queryClient.setQueryData<InfiniteData<CommentPage, string>>(commentKeys.of(target), (data) =>
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
    mutationFn: (commentId: string) => api.delete(`${basePath(target)}/${encodeURIComponent(commentId)}`),
    onSuccess: (_result, commentId) => {
      queryClient.setQueryData<InfiniteData<CommentPage, string>>(commentKeys.of(target), (data) =>
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
