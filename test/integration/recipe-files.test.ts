// Files stay with the people allowed to see them: a recipe points only at its owner's own uploads, a
// copy gets its own copies of the files, and uploads no recipe claimed expire (tagged pending by the
// presigned POST; the local start-up sweep plays the bucket's lifecycle rule).
import { describe, expect, it } from 'vitest';
import { sweepPendingUploads } from '../../infra/local/pending-uploads.js';
import { api } from './support/api.js';
import { adminSession, type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import {
  MEDIA_BUCKET,
  mediaEndpoint,
  objectExists,
  objectTags,
  pdfBytes,
  recipeCounter,
  storedRecipeCount,
  uploadImage,
  uploadPdf,
} from './support/media.js';

type ErrorBody = { error: { code: string; message: string } };
interface Card {
  id: string;
  imageUrl: string | null;
}
interface Detail extends Card {
  pdfUrl: string | null;
  title: string;
}

const OTHERS_IMAGE = 'That image belongs to someone else. Please upload your own picture.';
const OTHERS_PDF = 'That PDF belongs to someone else. Please upload your own copy.';
const PENDING = { 'hearth-upload': 'pending' };

const create = (user: Session, recipe: Record<string, unknown>) =>
  api<{ recipes: Card[] } & ErrorBody>('/api/recipes', {
    method: 'POST',
    token: user.idToken,
    body: { recipes: [recipe] },
  });

/** A cook on a trial (PDF uploads are a paid feature). */
async function payingCook(): Promise<Session> {
  const cook = await signUpUser();
  await subscribe(cook);
  return cook;
}

/** Opens a kept PDF as the app does (?redirect=false, then the signed address); answers the bytes. */
async function openPdf(user: Session, pdfUrl: string, recipeId?: string) {
  const query = recipeId ? `?redirect=false&recipe=${recipeId}` : '?redirect=false';
  const address = await api<{ url: string }>(`${pdfUrl}${query}`, { token: user.idToken });
  if (address.status !== 200) return { status: address.status, bytes: null };
  const file = await fetch(address.body.url);
  return { status: file.status, bytes: Buffer.from(await file.arrayBuffer()) };
}

describe("a recipe points only at its owner's own files", () => {
  it("refuses another user's image or PDF key with 400 on create, writing nothing", async () => {
    const [owner, other] = await Promise.all([payingCook(), signUpUser()]);
    const [image, pdf] = await Promise.all([uploadImage(owner), uploadPdf(owner)]);

    const stolenImage = await create(other, { title: 'Borrowed picture', imageUrl: image.address });
    expect(stolenImage.status).toBe(400);
    expect(stolenImage.body.error).toEqual({ code: 'bad_request', message: OTHERS_IMAGE });
    const stolenPdf = await create(other, { title: 'Borrowed PDF', pdfUrl: pdf.address });
    expect(stolenPdf.status).toBe(400);
    expect(stolenPdf.body.error).toEqual({ code: 'bad_request', message: OTHERS_PDF });
    // The same key as an absolute address at our site is our media too.
    const absolute = await create(other, {
      title: 'Borrowed',
      pdfUrl: `https://hearth.example${pdf.address}`,
    });
    expect(absolute.status).toBe(400);

    expect(await storedRecipeCount(other.userId)).toBe(0);
    expect(await recipeCounter(other.userId)).toBeUndefined();
    // The owner's uploads were not claimed by the refused requests.
    expect(await objectTags(image.key)).toEqual(PENDING);
    expect(await objectTags(pdf.key)).toEqual(PENDING);
  });

  it("refuses another user's key with 400 on edit, leaving the recipe as it was", async () => {
    const [owner, other] = await Promise.all([payingCook(), signUpUser()]);
    const pdf = await uploadPdf(owner);
    const made = await create(other, { title: 'My stew' });
    const id = made.body.recipes[0]?.id ?? '';
    const edit = await api<ErrorBody>(`/api/recipes/${id}`, {
      method: 'PATCH',
      token: other.idToken,
      body: { title: 'My stew, with a stolen PDF', pdfUrl: pdf.address },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(OTHERS_PDF);
    const after = await api<Detail>(`/api/recipes/${id}`, { token: other.idToken });
    expect(after.body).toMatchObject({ title: 'My stew', pdfUrl: null });
    // And nothing opens the owner's file through the other's recipe.
    expect((await openPdf(other, pdf.address, id)).status).toBe(404);
  });

  it('accepts and claims the owner’s own upload on edit', async () => {
    const owner = await payingCook();
    const made = await create(owner, { title: 'Plain stew' });
    const id = made.body.recipes[0]?.id ?? '';
    const pdf = await uploadPdf(owner);
    const edit = await api<Detail>(`/api/recipes/${id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { pdfUrl: pdf.address },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.pdfUrl).toBe(pdf.address);
    expect(await objectTags(pdf.key)).toEqual({});
  });
});

describe('a copy keeps its own files', () => {
  it("copies the PDF under the copier's prefix; the copy's PDF still opens after the original and its owner's files are gone", async () => {
    const [owner, copier] = await Promise.all([payingCook(), signUpUser()]);
    const [image, pdf] = await Promise.all([uploadImage(owner), uploadPdf(owner)]);
    const made = await create(owner, {
      title: 'Grandma’s loaf',
      imageUrl: image.address,
      pdfUrl: pdf.address,
      isPublic: true,
    });
    const originalId = made.body.recipes[0]?.id ?? '';

    const copied = await api<Card>(`/api/recipes/${originalId}/copy`, {
      method: 'POST',
      token: copier.idToken,
    });
    expect(copied.status).toBe(201);
    const copy = await api<Detail>(`/api/recipes/${copied.body.id}`, { token: copier.idToken });
    expect(copy.body.pdfUrl).toMatch(
      new RegExp(`^/api/media/recipe-files/${copier.userId}/[a-f0-9]{32}\\.pdf$`),
    );
    expect(copy.body.imageUrl).toMatch(
      new RegExp(`^/api/media/recipe-images/${copier.userId}/\\d{13}-[a-f0-9]{32}\\.png$`),
    );
    const copyPdfKey = (copy.body.pdfUrl ?? '').replace('/api/media/', '');
    // A copy belongs to a recipe from the start: never pending.
    expect((await objectTags(copyPdfKey))['hearth-upload']).toBeUndefined();
    // The copy does not open the original's file.
    expect((await openPdf(copier, pdf.address, copied.body.id)).status).toBe(404);

    // The original goes, then its owner's account and files.
    expect((await api(`/api/recipes/${originalId}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      204,
    );
    const admin = await adminSession();
    expect(
      (await api(`/api/admin/users/${owner.userId}`, { method: 'DELETE', token: admin.idToken })).status,
    ).toBe(200);
    expect(await objectExists(pdf.key)).toBe(false);

    const opened = await openPdf(copier, copy.body.pdfUrl ?? '');
    expect(opened).toEqual({ status: 200, bytes: pdfBytes });
  });
});

describe('uploads no recipe claims expire', () => {
  it('stores uploads pending, claims the ones a recipe keeps, and the sweep deletes only day-old unclaimed ones', async () => {
    const cook = await payingCook();
    const [kept, unused, keptPdf] = await Promise.all([
      uploadImage(cook),
      uploadImage(cook),
      uploadPdf(cook),
    ]);
    for (const upload of [kept, unused, keptPdf]) expect(await objectTags(upload.key)).toEqual(PENDING);

    const saved = await create(cook, { title: 'Kept', imageUrl: kept.address, pdfUrl: keptPdf.address });
    expect(saved.status).toBe(201);
    expect(await objectTags(kept.key)).toEqual({});
    expect(await objectTags(keptPdf.key)).toEqual({});
    expect(await objectTags(unused.key)).toEqual(PENDING);

    const mine = [`recipe-images/${cook.userId}/`, `recipe-files/${cook.userId}/`];
    const sweep = (now: Date) =>
      sweepPendingUploads({ endpoint: mediaEndpoint(), bucket: MEDIA_BUCKET, now, prefixes: mine });
    // Younger than a day: kept for now.
    expect(await sweep(new Date())).toEqual([]);
    expect(await objectExists(unused.key)).toBe(true);
    // A day and an hour on: the unclaimed upload goes, the claimed ones stay.
    expect(await sweep(new Date(Date.now() + 25 * 60 * 60 * 1000))).toEqual([unused.key]);
    expect(await objectExists(unused.key)).toBe(false);
    expect(await objectExists(kept.key)).toBe(true);
    expect(await objectExists(keptPdf.key)).toBe(true);
  });
});
