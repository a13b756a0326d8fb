// A printable cookbook (issue 18): the server makes the PDF and answers a short-lived link to it.
import type { MakeCookbookRequest } from '@contracts/cookbooks';
import { useMutation } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';

// The answer is checked against the contract, which loads with it: the cookbook's page and a recipe's
// history (its print button) open without zod (issue 35).
export const makeCookbook = (request: MakeCookbookRequest) =>
  route('POST /cookbooks', { body: request }, () =>
    import('@contracts/cookbooks').then((contract) => contract.cookbookResponse),
  );

export const useMakeCookbook = () => useMutation({ mutationFn: makeCookbook });
