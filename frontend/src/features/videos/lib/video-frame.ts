// Reads a chosen file in the browser before it is sent: its length (for Duration) and a poster frame
// drawn from about one second in onto a canvas. Either may be missing when the browser cannot decode
// the format (many AVI files); the server then tries ffmpeg for the poster.

export interface LocalVideoFacts {
  durationSeconds: number | null;
  poster: Blob | null;
}

const TIMEOUT_MS = 8000;

export function readLocalVideo(file: File): Promise<LocalVideoFacts> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let durationSeconds: number | null = null;
    let settled = false;
    const finish = (poster: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve({ durationSeconds, poster });
    };
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    video.onerror = () => finish(null);
    video.onloadedmetadata = () => {
      durationSeconds = Number.isFinite(video.duration) ? video.duration : null;
      video.currentTime = Math.min(1, (durationSeconds ?? 0) / 2);
    };
    video.onseeked = () => {
      if (!video.videoWidth || !video.videoHeight) return finish(null);
      const scale = Math.min(1, 960 / video.videoWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const context = canvas.getContext('2d');
      if (!context) return finish(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.82);
    };
    video.src = url;
  });
}
