import { act, fireEvent, render, screen } from '@testing-library/react';
import { Hero } from './hero';
import { markLoadQuiet, markStartupOver, resetStartupForTests } from '@/lib/startup';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => resetStartupForTests());
afterEach(() => vi.unstubAllGlobals());

function poster(container: HTMLElement) {
  const image = container.querySelector('img');
  if (!image) throw new Error('no poster');
  return image;
}

describe('Hero', () => {
  it('paints the poster first and adds the muted looping video once the poster has loaded and the load is quiet', () => {
    prefersReducedMotion(false);
    const { container } = render(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Journey Begins Here' })).toBeInTheDocument();
    const image = poster(container);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('srcset', '/images/hero-poster-800.webp 800w, /images/hero-poster.webp 1600w');
    expect(container.querySelector('video')).toBeNull();

    fireEvent.load(image);
    expect(container.querySelector('video')).toBeNull();
    act(() => markStartupOver());
    expect(container.querySelector('video')).toBeNull();
    act(() => markLoadQuiet());
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video!.muted).toBe(true);
    expect(video!.loop).toBe(true);
    expect(video!.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/images/hero-poster.webp');
    expect([...video!.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/media/hero.webm',
      '/media/hero.mp4',
    ]);
  });

  it('keeps only the poster when reduced motion is requested', () => {
    prefersReducedMotion(true);
    const { container } = render(<Hero />);
    fireEvent.load(poster(container));
    act(() => {
      markStartupOver();
      markLoadQuiet();
    });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
