import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAreaPopup } from './use-area-popup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('area popup timing', () => {
  it('opens 250 ms after the pointer arrives, not before', () => {
    const { result } = renderHook(() => useAreaPopup());
    act(() => result.current.show(3));
    act(() => void vi.advanceTimersByTime(249));
    expect(result.current.openId).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.openId).toBe(3);
  });

  it('never opens when the pointer only passes through', () => {
    const { result } = renderHook(() => useAreaPopup());
    act(() => result.current.show(3));
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current.hide());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.openId).toBeNull();
  });

  it('stays open while the pointer crosses into the popup; closes at once on Escape or blur', () => {
    const { result } = renderHook(() => useAreaPopup());
    act(() => result.current.show(3));
    act(() => void vi.advanceTimersByTime(250));
    act(() => result.current.hide());
    act(() => result.current.keep());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.openId).toBe(3);
    act(() => result.current.hide(true));
    expect(result.current.openId).toBeNull();
  });
});
