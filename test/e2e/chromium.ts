// Debian's Chromium, never a downloaded browser; the flags keep it from reaching for the network
// (this machine has none) and let it run as root.
export const chromiumExecutable = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
