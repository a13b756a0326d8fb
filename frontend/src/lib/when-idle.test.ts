import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for its next idle moment, with the deadline given, and can be called off', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = vi.fn();
    const cancel = whenIdle(task, 1_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, waits a moment (at most two seconds), unless called off', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const soon = vi.fn();
    whenIdle(soon, 1_000);
    vi.advanceTimersByTime(999);
    expect(soon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(soon).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    whenIdle(later);
    vi.advanceTimersByTime(2_000);
    expect(later).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(10_000);
    expect(never).not.toHaveBeenCalled();
  });
});
