// The timer's ring: three short beeps made with Web Audio, so no sound file is needed.
let context: AudioContext | null = null;

/** Creates (or resumes) the audio context; call it from a click so browsers allow sound later. */
export function unlockKitchenBell(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

export function ringKitchenBell(): void {
  unlockKitchenBell();
  if (!context) return;
  const start = context.currentTime;
  for (let beep = 0; beep < 3; beep += 1) {
    const at = start + beep * 0.35;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}
