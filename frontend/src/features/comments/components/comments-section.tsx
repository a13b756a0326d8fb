import { COMMENT_MAX_LENGTH } from '@contracts/comment-limits';
import type { CommentTargetType, CommentView, PostCommentRequest } from '@contracts/comments';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Confirmed } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { MorePagesButton } from '@/components/ui/more-pages-button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, alreadyAnnounced } from '@/lib/api-client';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { schemaOnFirstCheck } from '@/lib/schema-on-first-check';
import { type CommentTarget, useComments, useDeleteComment, usePostComment } from '../api/comments';
import { timeAgo } from '../lib/time-ago';

type CommentsSectionProps = {
  targetType: CommentTargetType;
  targetId: string;
};

const postFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 401
    ? translate`You must be logged in to comment`
    : translate`Failed to post comment`;

/** SPEC 2: comments under a public recipe or video, newest first; the author, and the owner of the
 * recipe or video, may delete one (issue 13). */
export function CommentsSection({ targetType, targetId }: CommentsSectionProps) {
  const target: CommentTarget = { type: targetType, id: targetId };
  const comments = useComments(target);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();
  const { t } = useLingui();

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2 text-xl">
            <MessageCircle aria-hidden="true" className="size-5" />
            <Trans>Comments</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <CommentForm target={target} />
          {comments.isPending ? (
            <p className="flex items-center gap-2 text-ink-muted" role="status">
              <Spinner className="size-4" /> <Trans>Loading comments...</Trans>
            </p>
          ) : comments.isError ? (
            <div role="alert" className="space-y-2">
              <p className="text-ink-muted">
                <Trans>Comments could not be loaded.</Trans>
              </p>
              <Button variant="outline" size="sm" onClick={() => comments.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="text-ink-muted">
              <Trans>No comments yet. Be the first to share your thoughts!</Trans>
            </p>
          ) : (
            <ul className="space-y-4" aria-label={t`Comments`}>
              {items.map((comment) => (
                <CommentItem key={comment.id} comment={comment} target={target} />
              ))}
            </ul>
          )}
          <MorePagesButton pages={comments} size="sm">
            {comments.isFetchingNextPage ? t`Loading...` : t`Show older comments`}
          </MorePagesButton>
        </CardContent>
      </Card>
    </section>
  );
}

const checkComment = schemaOnFirstCheck(() =>
  import('@contracts/comments').then((contract) => contract.postCommentRequest),
);

function CommentForm({ target }: { target: CommentTarget }) {
  const form = useForm<PostCommentRequest>({
    resolver: checkComment,
    defaultValues: { content: '' },
  });
  const text = useWatch({ control: form.control, name: 'content' });
  const fieldId = useId();
  const countId = useId();
  const post = usePostComment(target);
  const trimmed = text.trim();
  const { t } = useLingui();

  // A blank comment is not sent (the button waits for words), nor a second while one is posting.
  const submit = form.handleSubmit(({ content }) => {
    if (post.isPending) return;
    post.mutate(content, {
      onSuccess: () => {
        form.reset();
        toast.success(t`Comment posted successfully`);
      },
      onError: (error) => {
        if (!alreadyAnnounced(error)) toast.error(postFailure(error));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <Label htmlFor={fieldId}>
        <Trans>Add a comment</Trans>
      </Label>
      <Textarea
        id={fieldId}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={countId}
        placeholder={t`Share a tip, a tweak or how it turned out...`}
        {...form.register('content')}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter posts, as in most comment boxes; plain Enter keeps a new line.
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <span id={countId} className="text-sm text-ink-muted">
          <bdi>
            {text.length}/{COMMENT_MAX_LENGTH}
          </bdi>
        </span>
        <Button type="submit" size="sm" disabled={!trimmed || post.isPending}>
          {post.isPending ? t`Posting...` : t`Post`}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({ comment, target }: { comment: CommentView; target: CommentTarget }) {
  const remove = useDeleteComment(target);
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale as CatalogLocale);
  const author = comment.author.displayName;

  const confirm = (done: () => void) =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        done();
        toast.success(t`Comment deleted`);
      },
      onError: () => toast.error(t`Failed to delete comment`),
    });

  return (
    <li className="rounded-2xl bg-cream-100/70 p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold text-terracotta-900">{comment.author.displayName}</span>{' '}
          <time
            dateTime={comment.createdAt}
            title={new Date(comment.createdAt).toLocaleString(locale)}
            className="text-ink-muted"
          >
            {timeAgo(comment.createdAt, new Date(), locale, t`just now`)}
          </time>
        </p>
        {comment.canDelete ? (
          <Confirmed
            trigger={
              <Button variant="ghost" size="icon" aria-label={t`Delete comment`}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            }
            title={t`Delete this comment?`}
            description={
              comment.isAuthor
                ? t`Your comment will be removed for everyone.`
                : t`${author}'s comment will be removed for everyone.`
            }
            confirmLabel={remove.isPending ? t`Deleting…` : t`Delete`}
            busy={remove.isPending}
            onConfirm={confirm}
          />
        ) : null}
      </div>
      <p className="mt-1 whitespace-pre-line break-words leading-relaxed">{comment.content}</p>
    </li>
  );
}
