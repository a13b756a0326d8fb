// A photo on a cook-log entry (issue 39) over the stand-ins: the cook uploads it by a presigned POST
// under their own cook-photos/ prefix (tagged pending), logs the meal with its key (the entry claims it),
// and the household reads it only through its entry's address, which signs a 5-minute link after
// reading the entry from the caller's household as it is now. Another household, a removed member and a
// signed-out caller get nothing; the photo goes with its cook's account.
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { join, send, settle } from './support/household-routes.js';
import { keysUnder, objectTags, png, uploadCookPhoto } from './support/media.js';

interface Photo {
  url: string;
  alt: string;
}
interface Entry {
  id: string;
  cookedOn: string;
  photo?: Photo | null;
  error?: { message: string };
}

const logCook = (id: string, user: Session, body: Record<string, unknown>) =>
  api<Entry>(`/api/recipes/${id}/cooked`, {
    method: 'POST',
    token: user.idToken,
    body: { cookedOn: '2026-03-01', cookName: 'Sam', ...body },
  });
const link = (address: string, user: Session | null) =>
  api<{ url: string; expiresAt: string; error?: { message: string } }>(`${address}&redirect=false`, {
    token: user?.idToken,
  });

async function householdWithPhoto() {
  const cook = await signUpUser({ displayName: 'Cook' });
  const member = await signUpUser({ displayName: 'Member' });
  await join(cook, member);
  const recipe = await addRecipe(cook, { title: 'Sunday stew' });
  const key = await uploadCookPhoto(member);
  expect(await objectTags(key)).toEqual({ 'hearth-upload': 'pending' });
  const logged = await logCook(recipe.id, member, { photo: key, photoAlt: 'The stew in the blue pot' });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  return { cook, member, recipe, key, entry: logged.body };
}

describe('a photo on a cook-log entry', () => {
  it('is kept with the entry, claimed, and shown to the household on the timeline and the recipe page', async () => {
    const { cook, member, recipe, key, entry } = await householdWithPhoto();
    expect(key).toMatch(new RegExp(`^cook-photos/${member.userId}/\\d{13}-[a-f0-9]{32}\\.png$`));
    expect(entry.photo).toEqual({
      url: `/api/media/${key}?entry=${entry.id}&on=2026-03-01`,
      alt: 'The stew in the blue pot',
    });
    // The entry claims its photo: the expiry of unclaimed uploads leaves it alone.
    expect(await objectTags(key)).toEqual({});

    const page = await api<{ items: Entry[] }>('/api/cook-log', { token: cook.idToken });
    expect(page.body.items[0]?.photo).toEqual(entry.photo);
    // The recipe page shows the latest photo at no extra request.
    const detail = await getCounted<{ cooked: { count: number; photo: Photo & { on: string } } }>(
      `/api/recipes/${recipe.id}`,
      cook.idToken,
    );
    expect(detail.dynamoRequests).toBe(2);
    expect(detail.body.cooked.photo).toEqual({ ...entry.photo, on: '2026-03-01' });

    // Either member asks for a short link: the photo's own bytes, at one read of the entry.
    for (const who of [cook, member]) {
      const asked = await getCounted<{ url: string; expiresAt: string }>(
        `${entry.photo?.url}&redirect=false`,
        who.idToken,
      );
      expect(asked.status).toBe(200);
      expect(asked.dynamoRequests).toBe(1);
      const fetched = await fetch(asked.body.url);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer())).toEqual(png);
    }
    // Without ?redirect=false the address sends the browser on to the link.
    const redirect = await fetch(`${stackUrl()}${entry.photo?.url}`, {
      headers: { authorization: `Bearer ${cook.idToken}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain(key);

    // A photo without a description is described by the recipe and the day.
    const plain = await logCook(recipe.id, cook, {
      cookedOn: '2026-03-08',
      photo: await uploadCookPhoto(cook),
    });
    expect(plain.body.photo?.alt).toBe('Sunday stew, as cooked on 2026-03-08');
  });

  it('is refused to another household, to a removed member at once, and to nobody signed in', async () => {
    const { cook, member, entry } = await householdWithPhoto();
    const address = entry.photo?.url ?? '';
    const stranger = await signUpUser();
    expect((await link(address, stranger)).status).toBe(404);
    expect((await link(address, null)).status).toBe(401);
    // An entry of the household that does not keep this photo signs nothing either.
    const other = await logCook((await addRecipe(cook, { title: 'Toast' })).id, cook, {
      cookedOn: '2026-03-02',
    });
    const swapped = address
      .replace(`entry=${entry.id}`, `entry=${other.body.id}`)
      .replace('2026-03-01', '2026-03-02');
    expect((await link(swapped, cook)).status).toBe(404);
    // Removed: the member's household is another one now, so the next ask is refused.
    expect((await link(address, member)).status).toBe(200);
    expect((await send(cook, 'DELETE', `/api/household/members/${member.userId}`)).status).toBe(204);
    await settle();
    expect((await link(address, member)).status).toBe(404);
    expect((await link(address, cook)).status).toBe(200);
  });

  it('refuses bad input and changes nothing: no entry named, not a photo, someone else’s upload, one never sent', async () => {
    const { cook, member, recipe, entry } = await householdWithPhoto();
    const address = entry.photo?.url ?? '';
    const noEntry = await api<{ error: { message: string } }>(address.slice(0, address.indexOf('?')), {
      token: cook.idToken,
    });
    expect(noEntry.status).toBe(400);
    expect(noEntry.body.error.message).toBe('Say which log entry shows the photo');
    expect(
      (await link(`/api/media/cook-photos/${member.userId}/notes.txt?entry=x&on=2026-03-01`, cook)).status,
    ).toBe(404);

    const upload = await api<{ error: { message: string } }>('/api/uploads/cook-photo', {
      method: 'POST',
      token: cook.idToken,
      body: { contentType: 'application/pdf', size: 10 },
    });
    expect(upload.status).toBe(400);
    expect(upload.body.error.message).toBe('Please upload an image file');
    const tooBig = await api<{ error: { message: string } }>('/api/uploads/cook-photo', {
      method: 'POST',
      token: cook.idToken,
      body: { contentType: 'image/png', size: 6 * 1024 * 1024 },
    });
    expect(tooBig.body.error.message).toBe('Image must be less than 5MB');
    expect(
      (await api('/api/uploads/cook-photo', { method: 'POST', body: { contentType: 'image/png', size: 10 } }))
        .status,
    ).toBe(401);

    const before = (await api<{ items: Entry[] }>('/api/cook-log', { token: cook.idToken })).body.items
      .length;
    const othersUpload = await uploadCookPhoto(member);
    const theirs = await logCook(recipe.id, cook, { photo: othersUpload });
    expect(theirs.status).toBe(400);
    expect(theirs.body.error?.message).toBe('That photo belongs to someone else. Please upload your own.');
    const never = await logCook(recipe.id, cook, {
      photo: `cook-photos/${cook.userId}/1772600767890-${'0'.repeat(32)}.png`,
    });
    expect(never.status).toBe(400);
    expect(never.body.error?.message).toBe('The photo did not arrive. Please choose it again.');
    const recipeImage = await logCook(recipe.id, cook, {
      photo: `recipe-images/${cook.userId}/1772600767890.png`,
    });
    expect(recipeImage.status).toBe(400);
    expect((await api<{ items: Entry[] }>('/api/cook-log', { token: cook.idToken })).body.items).toHaveLength(
      before,
    );
    // The refused upload stays pending, for the expiry.
    expect(await objectTags(othersUpload)).toEqual({ 'hearth-upload': 'pending' });
  });

  it('goes with its cook’s account', async () => {
    const { member } = await householdWithPhoto();
    expect(await keysUnder(`cook-photos/${member.userId}/`)).toHaveLength(1);
    const deleted = await send(member, 'DELETE', '/api/me', { currentPassword: member.password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await keysUnder(`cook-photos/${member.userId}/`)).toEqual([]);
  });
});
