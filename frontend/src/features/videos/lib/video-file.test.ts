import { describe, expect, it } from 'vitest';
import { minutesOf, parseDuration, videoFileProblem, videoFileType } from './video-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the Upload tab checks', () => {
  it('takes MP4, MOV and AVI by type or, when the type is missing, by extension', () => {
    expect(videoFileType(file('a.mp4', 'video/mp4'))).toBe('video/mp4');
    expect(videoFileType(file('a.mov', ''))).toBe('video/quicktime');
    expect(videoFileType(file('a.AVI', ''))).toBe('video/x-msvideo');
    expect(videoFileType(file('a.avi', 'video/avi'))).toBe('video/x-msvideo');
    expect(videoFileProblem(file('a.mov', 'video/quicktime'))).toBeNull();
  });

  it('names the problem: no file, the wrong type, an empty file or one over 100MB', () => {
    expect(videoFileProblem(null)).toBe('Please select a video file');
    expect(videoFileProblem(file('a.webm', 'video/webm'))).toBe(
      'Please upload a video file (MP4, MOV or AVI)',
    );
    expect(videoFileProblem(file('notes.pdf', 'application/pdf'))).toBe(
      'Please upload a video file (MP4, MOV or AVI)',
    );
    expect(videoFileProblem(file('a.mp4', 'video/mp4', 0))).toBe(
      'Please upload a video file (MP4, MOV or AVI)',
    );
    expect(videoFileProblem(file('a.mp4', 'video/mp4', 100 * MB))).toBeNull();
    expect(videoFileProblem(file('a.mp4', 'video/mp4', 100 * MB + 1))).toBe('Video must be less than 100MB');
  });

  it('turns seconds into whole minutes and reads the Duration field', () => {
    expect(minutesOf(8)).toBe(1);
    expect(minutesOf(330)).toBe(6);
    expect(minutesOf(Number.NaN)).toBeNull();
    expect(parseDuration(' ')).toEqual({ value: null, error: null });
    expect(parseDuration('12')).toEqual({ value: 12, error: null });
    expect(parseDuration('0').error).toBe('Duration must be a whole number of minutes');
    expect(parseDuration('1.5').error).toBe('Duration must be a whole number of minutes');
  });
});
