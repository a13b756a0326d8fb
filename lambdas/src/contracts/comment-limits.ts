// The comment limits on their own, without zod: the recipe page's comment box counts against them
// before any schema has loaded (issue 19).
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENTS_PAGE_SIZE = 20;
