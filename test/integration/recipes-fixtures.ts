// Factories for the recipe integration tests: recipes are made through the API, as the app makes them.
import { expect } from 'vitest';
import { api, stackUrl } from './support/api.js';
import type { Session } from './support/auth.js';

export interface Card {
  id: string;
  userId: string;
  title: string;
  isPublic: boolean;
  isOwner: boolean;
  notes?: string | null;
  categories: { id: string; name: string; slug: string }[];
  tags: string[];
  rating: { average: number | null; count: number };
  totalTime: number | null;
}

export interface HomePage {
  recipes: Card[];
  nextCursor: string | null;
}

let counter = 0;

/** Adds one recipe for `user` and returns its card. */
export async function addRecipe(user: Session, fields: Record<string, unknown> = {}): Promise<Card> {
  counter += 1;
  const reply = await api<{ recipes: Card[] }>('/api/recipes', {
    method: 'POST',
    token: user.idToken,
    body: { recipes: [{ title: `Family recipe ${counter}`, ingredients: '1 cup love', ...fields }] },
  });
  expect(reply.status).toBe(201);
  const card = reply.body.recipes[0];
  if (!card) throw new Error('no recipe came back');
  return card;
}

/** A GET with the local-only DynamoDB request count of the answer. */
export async function getCounted<T>(
  path: string,
  token: string,
): Promise<{ status: number; body: T; dynamoRequests: number }> {
  const response = await fetch(`${stackUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const requests = response.headers.get('x-hearth-dynamo-requests');
  return {
    status: response.status,
    body: (await response.json()) as T,
    dynamoRequests: Number(requests ?? Number.NaN),
  };
}

export const home = (user: Session, query = '') =>
  api<HomePage>(`/api/recipes${query ? `?${query}` : ''}`, { token: user.idToken });
