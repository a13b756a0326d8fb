// A poster frame taken on the server when the browser could not take one (a format it cannot decode,
// such as many AVI files). Needs an ffmpeg binary on the PATH (or FFMPEG_PATH): present locally when
// installed, absent on Lambda unless a layer adds it; without it the video simply has no poster.
import { spawn } from 'node:child_process';
import { ffmpegPath } from '../../shared/config.js';
import { logger } from '../../shared/logger.js';

const MAX_FRAME_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 20_000;
let unavailable = false;

function grab(input: string, seconds: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const ffmpeg = spawn(
      ffmpegPath(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-ss', String(seconds), '-i', input],
        ...['-frames:v', '1', '-vf', "scale='min(960,iw)':-2", '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg'],
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), TIMEOUT_MS);
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FRAME_BYTES) ffmpeg.kill('SIGKILL');
      else chunks.push(chunk);
    });
    ffmpeg.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') unavailable = true;
      resolve(null);
    });
    ffmpeg.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0 && size > 0 && size <= MAX_FRAME_BYTES ? Buffer.concat(chunks) : null);
    });
  });
}

/** A JPEG frame from about one second in (or the first frame of a shorter clip), or null. */
export async function posterFrame(videoAddress: string): Promise<Buffer | null> {
  if (unavailable) return null;
  const frame = (await grab(videoAddress, 1)) ?? (unavailable ? null : await grab(videoAddress, 0));
  if (!frame && !unavailable) logger.info('no poster frame could be taken');
  return frame;
}
