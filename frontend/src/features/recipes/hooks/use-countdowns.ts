import { useCallback, useEffect, useRef, useState } from 'react';

export type Countdown = { id: string; name: string; endsAt: number; done: boolean };

/**
 * Kitchen timers. Each remembers when it ends, not how long is left, so a throttled background tab
 * still rings on time; `onDone` runs once per timer.
 */
export function useCountdowns(onDone: (countdown: Countdown) => void) {
  const [countdowns, setCountdowns] = useState<Countdown[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  const running = countdowns.some((countdown) => !countdown.done);
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [running]);

  useEffect(() => {
    const finished = countdowns.filter((countdown) => !countdown.done && countdown.endsAt <= now);
    if (finished.length === 0) return;
    setCountdowns((all) =>
      all.map((countdown) =>
        finished.some((f) => f.id === countdown.id) ? { ...countdown, done: true } : countdown,
      ),
    );
    for (const countdown of finished) doneRef.current(countdown);
  }, [countdowns, now]);

  const start = useCallback((name: string, seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setCountdowns((all) => [
      ...all,
      {
        id: `${startedAt}-${Math.random().toString(36).slice(2)}`,
        name,
        endsAt: startedAt + seconds * 1000,
        done: false,
      },
    ]);
  }, []);

  const dismiss = useCallback(
    (id: string) => setCountdowns((all) => all.filter((countdown) => countdown.id !== id)),
    [],
  );

  return { countdowns, now, start, dismiss };
}
