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
  },
  createVideo: {
    method: 'POST',
    path: '/api/videos',
    auth: 'user',
    body: createVideoRequest,
    doc: 'Adds a video (a link, or an uploaded file)',
  },
  getVideoForViewer: { method: 'GET', path: '/api/videos/{id}', auth: 'user', doc: 'One video' },
  deleteVideo: {
    method: 'DELETE',
    path: '/api/videos/{id}',
    auth: 'user',
    doc: 'Moves a video to the trash (Undo restores it)',
  },
  restoreVideo: {
    method: 'POST',
    path: '/api/videos/{id}/restore',
    auth: 'user',
    doc: 'Undoes the deletion of a video',
  },
  copyVideo: {
    method: 'POST',
    path: '/api/videos/{id}/copy',
    auth: 'user',
    doc: "Saves someone else's public video to My Videos",
  },
  // Presigned video and poster uploads straight to the media bucket; multipart completion checks the size.
  signVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video',
    auth: 'user',
    body: videoUploadRequest,
    doc: 'A presigned upload of a video file and its poster (a paid feature)',
  },
  completeVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video/complete',
    auth: 'user',
    body: completeVideoUploadRequest,
    doc: 'Completes a multipart video upload',
  },
  abortVideoUpload: {
    method: 'POST',
    path: '/api/uploads/video/abort',
    auth: 'user',
    body: abortVideoUploadRequest,
    doc: 'Abandons a video upload',
  },
});
