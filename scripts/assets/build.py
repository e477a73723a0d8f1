#!/usr/bin/env python3
"""Regenerate every illustration / brand asset of the site.

    python3 scripts/assets/build.py            # everything (images + brand + video)
    python3 scripts/assets/build.py --no-video # skip the hero video
    python3 scripts/assets/build.py --only aster  # only outputs whose path contains 'aster'

Requires: python3 (stdlib only), rsvg-convert (librsvg2-bin), cwebp (webp),
convert (imagemagick), ffmpeg (for the video), DejaVu fonts (fonts-dejavu-core).
Output is deterministic (fixed seeds)."""
import argparse
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))
PUB = os.path.join(ROOT, 'public')

from art import Canvas  # noqa: E402
import render  # noqa: E402

KB = 1024


def J(path, mod, fn, w, h, max_kb=60, q=72, kw=None):
    return dict(path=path, mod=mod, fn=fn, w=w, h=h, max_bytes=max_kb * KB, q=q, kw=kw or {})


JOBS = [
    # home hero poster (first frame of the video) - LCP image
    J('images/hero-poster.webp', 'scenes_hero', 'hero_scene', 1600, 900, 88, q=70),
    J('images/hero-poster-800.webp', 'scenes_hero', 'hero_scene', 800, 450, 40, q=70),
    # destinations
    J('images/destinations/sikkim.webp', 'scenes_dest', 'dest_sikkim', 800, 600),
    J('images/destinations/darjeeling.webp', 'scenes_dest', 'dest_darjeeling', 800, 600),
    J('images/destinations/kalimpong.webp', 'scenes_dest', 'dest_kalimpong', 800, 600),
    J('images/destinations/bhutan.webp', 'scenes_dest', 'dest_bhutan', 800, 600),
    J('images/destinations/nepal.webp', 'scenes_dest', 'dest_nepal', 800, 600),
    J('images/destinations/north-east.webp', 'scenes_dest', 'dest_northeast', 800, 600),
    # tours
    J('images/tours/sikkim-delight.webp', 'scenes_tours', 'tour_sikkim', 1200, 800),
    J('images/tours/darjeeling-romance.webp', 'scenes_tours', 'tour_darjeeling', 1200, 800),
    J('images/tours/bhutan-discovery.webp', 'scenes_tours', 'tour_bhutan', 1200, 800),
    J('images/tours/nepal-adventure.webp', 'scenes_tours', 'tour_nepal', 1200, 800),
    # partner hotels
    J('images/hotels/mountain-view-1.webp', 'scenes_tours', 'hotel_mv1', 1200, 800),
    J('images/hotels/mountain-view-2.webp', 'scenes_tours', 'hotel_mv2', 1200, 800),
    J('images/hotels/teesta-retreat-1.webp', 'scenes_tours', 'hotel_tr1', 1200, 800),
    J('images/hotels/teesta-retreat-2.webp', 'scenes_tours', 'hotel_tr2', 1200, 800),
    # Hotel Aster
    J('images/aster/hero.webp', 'scenes_aster', 'aster_hero', 1600, 900, 110),
    J('images/aster/hero-800.webp', 'scenes_aster', 'aster_hero', 800, 450, 45),
    J('images/aster/rooms/deluxe-single.webp', 'scenes_rooms', 'room_deluxe_single', 1000, 667),
    J('images/aster/rooms/deluxe-double.webp', 'scenes_rooms', 'room_deluxe_double', 1000, 667),
    J('images/aster/rooms/super-deluxe.webp', 'scenes_rooms', 'room_super_deluxe', 1000, 667),
    J('images/aster/rooms/super-deluxe-triple.webp', 'scenes_rooms', 'room_super_deluxe_triple', 1000, 667),
    J('images/aster/rooms/family-room.webp', 'scenes_rooms', 'room_family', 1000, 667),
    J('images/aster/gallery/01.webp', 'scenes_gallery', 'g01_facade', 1000, 750),
    J('images/aster/gallery/02.webp', 'scenes_gallery', 'g02_lobby', 1000, 750),
    J('images/aster/gallery/03.webp', 'scenes_gallery', 'g03_restaurant', 1000, 750),
    J('images/aster/gallery/04.webp', 'scenes_gallery', 'g04_terrace', 1000, 750),
    J('images/aster/gallery/05.webp', 'scenes_gallery', 'g05_room', 1000, 750),
    J('images/aster/gallery/06.webp', 'scenes_gallery', 'g06_momo', 1000, 750),
    J('images/aster/gallery/07.webp', 'scenes_gallery', 'g07_travel_desk', 1000, 750),
    J('images/aster/gallery/08.webp', 'scenes_gallery', 'g08_garden', 1000, 750),
    J('images/aster/gallery/09.webp', 'scenes_gallery', 'g09_parking', 1000, 750),
    J('images/aster/gallery/10.webp', 'scenes_gallery', 'g10_rooftop', 1000, 750),
    J('images/aster/gallery/11.webp', 'scenes_gallery', 'g11_monastery', 1000, 750),
    J('images/aster/gallery/12.webp', 'scenes_gallery', 'g12_mg_marg', 1000, 750),
    # testimonials
    J('images/testimonials/ananya.webp', 'scenes_home', 'avatar_ananya', 200, 200, 12, q=80),
    J('images/testimonials/rahul.webp', 'scenes_home', 'avatar_rahul', 200, 200, 12, q=80),
    J('images/testimonials/sarah.webp', 'scenes_home', 'avatar_sarah', 200, 200, 12, q=80),
    # articles
    J('images/articles/best-time-to-visit-sikkim.webp', 'scenes_home', 'art_best_time', 1200, 675),
    J('images/articles/darjeeling-tea-trail.webp', 'scenes_home', 'art_tea_trail', 1200, 675),
    J('images/articles/bhutan-travel-guide.webp', 'scenes_home', 'art_bhutan', 1200, 675),
    # home
    J('images/home/aster-promo.webp', 'scenes_home', 'home_aster_promo', 1200, 800),
    J('images/home/welcome.webp', 'scenes_home', 'home_welcome', 1000, 750),
]


def design_size(job):
    """Scenes are drawn in their design size; the hero/aster hero scale themselves from 1600x900."""
    return job['w'], job['h']


def run_job(job):
    import importlib
    mod = importlib.import_module(job['mod'])
    w, h = design_size(job)
    c = Canvas(w, h)
    getattr(mod, job['fn'])(c, **job['kw'])
    out = os.path.join(PUB, job['path'])
    tag = job['path'].replace('/', '_').replace('.', '_')
    size = render.webp(c.svg(), out, job['w'], job['h'], q=job['q'], max_bytes=job['max_bytes'], tag=tag)
    return job['path'], size


def write(path, text):
    full = os.path.join(PUB, path) if not path.startswith('/') else path
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'w') as f:
        f.write(text)
    return os.path.getsize(full)


def build_brand():
    import brand
    out = []
    out.append(('images/logo.svg', write('images/logo.svg', brand.logo_svg('dark'))))
    out.append(('images/logo-light.svg', write('images/logo-light.svg', brand.logo_svg('light'))))
    out.append(('favicon.svg', write('favicon.svg', brand.tile_svg(32))))
    for slug, (code, name, a, b) in brand.AIRLINES.items():
        p = 'images/airlines/%s.svg' % slug
        out.append((p, write(p, brand.badge_svg(code, name, a, b))))
    for size in (192, 512):
        p = 'images/icon-%d.png' % size
        out.append((p, render.png(brand.tile_svg(size, pad=0.0, rounded=False), os.path.join(PUB, p), size, size)))
    # social share image: hero scene + wordmark
    import og
    c = Canvas(1200, 630)
    og.og_image(c)
    out.append(('images/og-default.jpg', render.jpeg(c.svg(), os.path.join(PUB, 'images/og-default.jpg'), 1200, 630, q=80)))
    return out


def build_video(fps=24, seconds=10, sway=22.0):
    """Seamless loop: drifting mist/clouds, fluttering flags, gentle parallax sway."""
    from scenes_hero import hero_scene
    frames = os.path.join(render.TMP, 'frames')
    shutil.rmtree(frames, ignore_errors=True)
    os.makedirs(frames)
    total = fps * seconds
    W, H = 1280, 720

    def one(i):
        c = Canvas(W, H)
        hero_scene(c, t=i / total, sway=sway)
        render.svg_to_png(c.svg(), os.path.join(frames, 'f%04d.png' % i), W, H)

    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        list(ex.map(one, range(total)))
    media = os.path.join(PUB, 'media')
    os.makedirs(media, exist_ok=True)
    webm = os.path.join(media, 'hero.webm')
    mp4 = os.path.join(media, 'hero.mp4')
    src = ['-framerate', str(fps), '-i', os.path.join(frames, 'f%04d.png')]
    subprocess.run(['ffmpeg', '-y', '-loglevel', 'error', *src, '-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0',
                    '-pix_fmt', 'yuv420p', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-g', str(total),
                    '-an', webm], check=True)
    crf = 26
    while True:
        subprocess.run(['ffmpeg', '-y', '-loglevel', 'error', *src, '-c:v', 'libx264', '-preset', 'slow', '-crf', str(crf),
                        '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart', '-an', mp4], check=True)
        if os.path.getsize(mp4) < 1.4 * 1024 * 1024 or crf >= 34:
            break
        crf += 2
    return [('media/hero.webm', os.path.getsize(webm)), ('media/hero.mp4', os.path.getsize(mp4))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--no-video', action='store_true')
    ap.add_argument('--only', default=None)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    t0 = time.time()
    jobs = [j for j in JOBS if not a.only or a.only in j['path']]
    results = []
    with ProcessPoolExecutor(max_workers=a.jobs) as ex:
        for path, size in ex.map(run_job, jobs):
            print('%7d  %s' % (size, path), flush=True)
            results.append((path, size))
    if not a.only or a.only in 'brand logo favicon icon airlines og':
        for path, size in build_brand():
            print('%7d  %s' % (size, path), flush=True)
            results.append((path, size))
    if not a.no_video and (not a.only or a.only in 'media/hero video'):
        for path, size in build_video():
            print('%7d  %s' % (size, path), flush=True)
            results.append((path, size))
    print('total %d bytes in %d files (%.0fs)' % (sum(s for _, s in results), len(results), time.time() - t0))


if __name__ == '__main__':
    main()
