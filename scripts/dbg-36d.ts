import { readFileSync } from 'node:fs';
import { flattenPage } from '../lambdas/src/domain/extraction/heuristic.js';
import { parseHtml } from '../lambdas/src/domain/extraction/html-tree.js';
const page = parseHtml(readFileSync(process.argv[2] as string, 'utf8'));
const toks = flattenPage(page.root);
const pat = new RegExp(process.argv[3] ?? '.', 'i');
toks.forEach((t, i) => {
  if (pat.test(t.text)) {
    for (let j = Math.max(0, i - Number(process.argv[4] ?? 2)); j <= i + Number(process.argv[5] ?? 2) && j < toks.length; j++) {
      const x = toks[j];
      if (x) console.log(j, x.kind === 'heading' ? `H${x.level}` : x.listItem ? 'LI' : 'p ', x.text.slice(0, 100));
    }
    console.log('--');
  }
});
