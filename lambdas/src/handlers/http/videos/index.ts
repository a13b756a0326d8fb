// Videos area: the video library (mine, community), one video, Save to My Videos, delete with Undo,
// and the presigned upload of a video file and its poster frame straight to the media bucket.
import {
  abortVideoUploadRequest,
  completeVideoUploadRequest,
  createVideoRequest,
  videoListQuery,
  videoUploadRequest,
} from '../../../contracts/videos.js';
import { commentRepository } from '../../../data/entities/comment.js';
import { videoRepository } from '../../../data/entities/video.js';
import { posterFrame } from '../../../domain/videos/poster-frame.js';
import {
  abortVideoUpload,
  completeVideoUpload,
  signVideoUpload,
  type VideoStorage,
} from '../../../domain/videos/video-files.js';
import {
  copyVideo,
  createVideo,
  deleteVideo,
  getVideoForViewer,
  listVideos,
  restoreVideo,
  type VideoDeps,
} from '../../../domain/videos/video-tutorials.js';
import { db } from '../../../shared/clients.js';
import { badRequest } from '../../../shared/errors.js';
import { defineRoute, firstIssueMessage, httpApi, json, noContent } from '../../../shared/http.js';
import { requireFeature } from '../../shared/entitlements.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { mediaStorage } from '../../shared/storage.js';

const storage: VideoStorage = mediaStorage();
const deps: VideoDeps = {
  videos: videoRepository(db),
  storage,
  clock: () => new Date(),
  posterFrame,
  removeComments: (id) => commentRepository(db).deleteAllOfTarget('video', id),
};

const videoId = (params: Record<string, string>) => params.id ?? '';

export const videoRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/videos',
    handler: async ({ caller, query }) => {
      const parsed = videoListQuery.safeParse(query);
      if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error), parsed.error.issues);
      return listVideos(deps, caller.userId, parsed.data.scope, parsed.data.cursor);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/videos',
    body: createVideoRequest,
    handler: async ({ caller, body }) => json(201, await createVideo(deps, caller.userId, body)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/videos/{id}',
    handler: ({ caller, params }) => getVideoForViewer(deps, videoId(params), caller.userId),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/videos/{id}',
    handler: ({ caller, params }) => deleteVideo(deps, caller.userId, videoId(params)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/videos/{id}/restore',
    handler: ({ caller, params }) => restoreVideo(deps, caller.userId, videoId(params)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/videos/{id}/copy',
    handler: async ({ caller, params }) => {
      await enforceRateLimit('video-copy', { userId: caller.userId });
      return json(201, await copyVideo(deps, caller.userId, videoId(params)));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/uploads/video',
    body: videoUploadRequest,
    handler: async ({ caller, body }) => {
      // Video uploads are a paid feature (links stay free): refuse before anything is signed.
      await requireFeature(caller.userId, 'video-upload');
      return json(201, await signVideoUpload(storage, caller.userId, body, new Date()));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/uploads/video/complete',
    body: completeVideoUploadRequest,
    handler: async ({ caller, body }) => {
      await completeVideoUpload(storage, caller.userId, body);
      return noContent();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/uploads/video/abort',
    body: abortVideoUploadRequest,
    handler: async ({ caller, body }) => {
      await abortVideoUpload(storage, caller.userId, body.uploadId, body.multipartId);
      return noContent();
    },
  }),
];

export const handler = httpApi(videoRoutes);
