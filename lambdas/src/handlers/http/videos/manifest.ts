// Videos area routes: the video library, one video, Save to My Videos, delete with Undo, and the
// presigned upload of a video file and its poster frame.
import {
  abortVideoUploadRequest,
  completeVideoUploadRequest,
  createVideoRequest,
  videoListQuery,
  videoUploadRequest,
} from '../../../contracts/videos.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const videosManifest = defineManifest({
  listVideos: {
    method: 'GET',
    path: '/api/videos',
    auth: 'user',
    query: videoListQuery,
    doc: "The caller's videos or the community's, a page at a time",
    budget: { requests: 2, items: 25 },
  },
  createVideo: {
    method: 'POST',
    path: '/api/videos',
    auth: 'user',
    body: createVideoRequest,
    doc: 'Adds a video (a link, or an uploaded file)',
    budget: { requests: 2 },
  },
  getVideoForViewer: {
    method: 'GET',
    path: '/api/videos/{id}',
    auth: 'user',
    doc: 'One video',
    budget: { requests: 1 },
  },
  deleteVideo: {
    method: 'DELETE',
    path: '/api/videos/{id}',
    auth: 'user',
    doc: 'Moves a video to the trash (Undo restores it)',
    budget: { requests: 2 },
  },
  restoreVideo: {
    method: 'POST',
    path: '/api/videos/{id}/restore',
    auth: 'user',
    doc: 'Undoes the deletion of a video',
    budget: { requests: 2 },
  },
  copyVideo: {
    method: 'POST',
    path: '/api/videos/{id}/copy',
    auth: 'user',
    doc: "Saves someone else's public video to My Videos",
    budget: { requests: 3 },
  },
  // Presigned video and poster uploads straight to the media bucket; multipart completion checks the size.
  signVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video',
    auth: 'user',
    body: videoUploadRequest,
    doc: 'A presigned upload of a video file and its poster (a paid feature)',
    budget: { requests: 1 },
  },
  completeVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video/complete',
    auth: 'user',
    body: completeVideoUploadRequest,
    doc: 'Completes a multipart video upload',
    budget: { requests: 0 },
  },
  abortVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video/abort',
    auth: 'user',
    body: abortVideoUploadRequest,
    doc: 'Abandons a video upload',
    budget: { requests: 0 },
  },
});
