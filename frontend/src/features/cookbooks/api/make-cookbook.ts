// A printable cookbook (issue 18): the server makes the PDF and answers a short-lived link to it.
import { cookbookResponse, type MakeCookbookRequest } from '@contracts/cookbooks';
import { useMutation } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';

export const makeCookbook = (request: MakeCookbookRequest) =>
  route('POST /cookbooks', { body: request }, cookbookResponse);

export const useMakeCookbook = () => useMutation({ mutationFn: makeCookbook });
