// The local /media proxy reads a presigned POST's fields from the head of the form to store its
// `tagging` field as S3 does (s3rver ignores it); the fields come before the file, as S3 requires.
import { describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_TAGGING } from '../../lambdas/src/domain/media/recipe-media.js';
import { formFieldsOf, tagsOfTaggingXml } from './pending-uploads.js';

describe('the local presigned POST tagging', () => {
  it('reads the text fields of a browser form up to the file', async () => {
    const form = new FormData();
    form.append('key', 'recipe-images/user-1/1700000000000-abc.png');
    form.append('Content-Type', 'image/png');
    form.append('tagging', PENDING_UPLOAD_TAGGING);
    form.append('file', new Blob(['name="late"\r\n\r\nnot a field\r\n']), 'pixel.png');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
    expect(formFieldsOf(body)).toEqual({
      key: 'recipe-images/user-1/1700000000000-abc.png',
      'Content-Type': 'image/png',
      tagging: PENDING_UPLOAD_TAGGING,
    });
  });

  it('turns the tagging XML into the tag set S3 stores', () => {
    expect(tagsOfTaggingXml(PENDING_UPLOAD_TAGGING)).toEqual([{ Key: 'hearth-upload', Value: 'pending' }]);
    expect(tagsOfTaggingXml('<Tagging><TagSet /></Tagging>')).toEqual([]);
  });
});
