// Comments on public recipes and public videos (SPEC 3 comment, 5 validation, 8 messages).

import { COMMENT_MAX_LENGTH } from './comment-limits.js';
import { requiredText } from './fields.js';
import { pageOf } from './page.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from './comment-limits.js';

export const commentTargetType = /* @__PURE__ */ schema(() => z.enum(['recipe', 'video']));
export type CommentTargetType = z.infer<typeof commentTargetType>;

export const postCommentRequest = /* @__PURE__ */ schema(() =>
  z.object({
    content: requiredText(
      'Write a comment first',
      COMMENT_MAX_LENGTH,
      `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
    ),
  }),
);
export type PostCommentRequest = z.infer<typeof postCommentRequest>;

export const commentView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    author: z.object({ id: z.string(), displayName: z.string() }),
    isAuthor: z.boolean(),
    /** The author and the owner of the recipe or video may delete a comment: they are offered the button. */
    canDelete: z.boolean(),
  }),
);
export type CommentView = z.infer<typeof commentView>;

export const commentPage = /* @__PURE__ */ schema(() => pageOf(commentView));
export type CommentPage = z.infer<typeof commentPage>;
