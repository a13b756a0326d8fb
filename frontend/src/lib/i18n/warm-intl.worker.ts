// The worker warmIntl starts (warm-intl.ts): it formats a number and a date in the reader's language,
// which makes the engine load the ICU data every Intl formatter shares, then closes.
self.addEventListener('message', (event: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat(event.data).format(1.5);
    new Intl.DateTimeFormat(event.data, { dateStyle: 'medium' }).format(0);
    new Intl.PluralRules(event.data).select(2);
  } finally {
    self.close();
  }
});
