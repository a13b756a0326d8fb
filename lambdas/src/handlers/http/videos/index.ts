// Videos area: the video library (mine, community), one video, Save to My Videos, delete with Undo,
// and the presigned upload of a video file and its poster frame straight to the media bucket.
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
import { requireFeature } from '../../shared/entitlements.js';
import { bindRoutes, httpApi, json, noContent } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { mediaStorage } from '../../shared/storage.js';
import { videosManifest } from './manifest.js';

const storage: VideoStorage = mediaStorage();
const deps: VideoDeps = {
  videos: videoRepository(db),
  storage,
  clock: () => new Date(),
  posterFrame,
  removeComments: (id) => commentRepository(db).deleteAllOfTarget('video', id),
};

const videoId = (params: Record<string, string>) => params.id ?? '';

export const handler = httpApi(
  bindRoutes(videosManifest, {
    listVideos: ({ caller, query }) => listVideos(deps, caller.userId, query.scope, query.cursor),
    createVideo: async ({ caller, body }) => json(201, await createVideo(deps, caller.userId, body)),
    getVideoForViewer: ({ caller, params }) => getVideoForViewer(deps, videoId(params), caller.userId),
    deleteVideo: ({ caller, params }) => deleteVideo(deps, caller.userId, videoId(params)),
    restoreVideo: ({ caller, params }) => restoreVideo(deps, caller.userId, videoId(params)),
    copyVideo: async ({ caller, params }) => {
      await enforceRateLimit('video-copy', { userId: caller.userId });
      return json(201, await copyVideo(deps, caller.userId, videoId(params)));
    },
    signVideoUpload: async ({ caller, body }) => {
      // Video uploads are a paid feature (links stay free): refuse before anything is signed.
      await requireFeature(caller, 'video-upload');
      return json(201, await signVideoUpload(storage, caller.userId, body, new Date()));
    },
    completeVideoUpload: async ({ caller, body }) => {
      await completeVideoUpload(storage, caller.userId, body);
      return noContent();
    },
    abortVideoUpload: async ({ caller, body }) => {
      await abortVideoUpload(storage, caller.userId, body.uploadId, body.multipartId);
      return noContent();
    },
  }),
);
