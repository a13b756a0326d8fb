// Cookbooks area: the printable cookbook (a PDF of chosen recipes or a category). Its own function, so
// the PDF library (pdf-lib, ~420 KB, shipped beside the bundle and loaded on the first cookbook) is no
// other area's concern (issue 20).
import { makeCookbookRequest } from '../../../contracts/cookbooks.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const cookbooksManifest = defineManifest({
  makeCookbook: {
    method: 'POST',
    path: '/api/cookbooks',
    auth: 'user',
    body: makeCookbookRequest,
    doc: 'A printable cookbook (PDF: cover, contents, a recipe a page) of chosen recipes or a category',
    budget: { requests: 2 },
  },
});
