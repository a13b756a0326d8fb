// Social area routes: the community feed and search, and comments on public recipes and videos.
import { postCommentRequest } from '../../../contracts/comments.js';
import { communityQuery } from '../../../contracts/community.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const socialManifest = defineManifest({
  // Community recipes are readable signed out (SPEC 2); the list never depends on who asks.
  listCommunity: {
    method: 'GET',
    path: '/api/community/recipes',
    auth: 'public',
    query: communityQuery,
    doc: 'Public recipes, newest first, or those matching a search',
    // A page of 24 cards and the display names of their owners, one BatchGet: up to 24 more items when
    // every card is a different cook's (on a shared stack, the suite's other cooks publish too).
    budget: { requests: 2, items: 48 },
  },
  listComments: {
    method: 'GET',
    path: '/api/comments/{targetType}/{targetId}',
    auth: 'user',
    doc: 'Comments on a public recipe or video, a page at a time',
    budget: { requests: 3, items: 41 },
  },
  postComment: {
    method: 'POST',
    path: '/api/comments/{targetType}/{targetId}',
    auth: 'user',
    body: postCommentRequest,
    doc: 'Comments on a public recipe or video',
    budget: { requests: 5 },
  },
  deleteComment: {
    method: 'DELETE',
    path: '/api/comments/{targetType}/{targetId}/{commentId}',
    auth: 'user',
    doc: "Deletes a comment (its author or the recipe's or video's owner)",
    budget: { requests: 1 },
  },
});
