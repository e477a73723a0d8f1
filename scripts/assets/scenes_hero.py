"""Home hero: sunrise over Kanchenjunga with prayer flags (also used for the video + OG image)."""
import math
from art import *
from parts import chorten, kanchenjunga_pts


def hero_scene(c, t=0.0, sway=0.0, with_flags=True, low_string=True):
    """Draw the hero at canvas size c.w x c.h (designed for 1600x900).

    t in [0,1): animation phase (video loop); sway: horizontal parallax amplitude."""
    W, H = c.w, c.h
    sx = W / 1600.0
    c.open(tr='scale(%s)' % ('%.5g' % sx))
    c.w, c.h = 1600, 900
    _hero(c, t, sway, with_flags, low_string)
    c.w, c.h = W, H
    c.close()


def _layer(c, dx):
    c.open(tr='translate(%s,0)' % n(dx))


def _hero(c, t, sway, with_flags, low_string=True):
    W, H = 1600, 900
    rng = rng_for('hero')
    cam = sway * math.sin(math.tau * t)
    haze = '#f3b9b5'
    sky(c, [(0, '#1f2a58'), (0.28, '#4b4a8c'), (0.5, '#a47bb0'), (0.66, '#ee9fa6'), (0.78, '#fcc6a2'), (0.9, '#ffe0b0')], 0, 700)
    # faint stars in the deep blue top
    srng = rng_for('hero-stars')
    for _ in range(45):
        x, y = srng.uniform(0, W), 230 * srng.random() ** 1.7
        c.circle(x, y, srng.uniform(0.7, 1.5), '#ffffff', op=srng.uniform(0.2, 0.6) * (1 - y / 260))
    # sun + glow
    pulse = 1 + 0.03 * math.sin(math.tau * t)
    sx_, sy_ = 1230 + cam * 0.05, 560
    c.circle(sx_, sy_, 700 * pulse, c.rad([(0, '#fff1c9', 0.85), (0.12, '#ffd9a3', 0.55), (0.4, '#f9a9a0', 0.18), (1, '#f9a9a0', 0)]))
    c.circle(sx_, sy_, 46, '#fff7e0')
    # high streak clouds (slow drift, crossfaded loop)
    for i, (x, y, w_, h_) in enumerate([(120, 150, 420, 10), (360, 178, 260, 7), (980, 120, 380, 9),
                                         (1180, 150, 300, 6), (700, 210, 220, 6), (1320, 250, 260, 8)]):
        for k in range(2):
            ph = (t + k * 0.5 + i * 0.13) % 1.0
            a = math.sin(math.pi * ph) ** 2
            xx = x + (ph - 0.5) * 90
            streak(c, xx + cam * 0.02, y, w_, h_, '#ffc9cc', op=0.45 * a)
    # --- far massif
    _layer(c, cam * 0.04)
    pts = kanchenjunga_pts(rng, W)
    body = c.lin([(0, '#76679f'), (0.5, '#9a80b0'), (1, '#e2a9b4')], 0, 240, 0, 640, user=True)
    snow = c.lin([(0, '#fffaf0'), (0.45, '#ffe6d6'), (1, '#fbc9cf')], 0, 240, 0, 520, user=True)
    mountain(c, rng, pts, 660, body, shadow='#4c3f86', shadow_op=0.42, snowline=515, snow=snow,
             snow_depth=0.95, sun_side='right', peak_win=70)
    c.close()
    mist(c, 520, 660, haze, 0.85)
    # --- rolling ridges
    layers = [
        (600, 22, '#9b82b3', '#efb6b4', (5, 9), 0.07),
        (640, 28, '#7c6ca5', '#d9a3b5', (7, 12), 0.12),
        (690, 30, '#5b5590', '#a184ad', (9, 16), 0.2),
        (745, 34, '#3e4177', '#6f6597', (12, 22), 0.32),
    ]
    for li, (y, amp, ctop, cbot, th, par) in enumerate(layers):
        lr = rng_for('hero-ridge-%d' % li)
        p = sine_ridge(lr, -120, W + 120, y, [(amp, 520 + li * 60), (amp * 0.5, 230), (amp * 0.15, 90)], step=10)
        _layer(c, cam * par)
        forest_ridge(c, lr, p, H + 10, hill_gradient(c, y - amp * 1.6, y + 110, ctop, cbot), tree_h=th, density=0.85)
        c.close()
        # valley mist drifting
        for k in range(3):
            ph = (t + k / 3.0 + li * 0.21) % 1.0
            a = math.sin(math.pi * ph) ** 2
            mx = ((li * 430 + k * 610) % 1700) - 50 + (ph - 0.5) * 160
            mist_blob(c, mx + cam * par, y + 55, 420, 38, '#ffd9d2' if li < 2 else '#e5b8c8', op=0.55 * a)
        mist(c, y + 10, y + 95, haze if li < 2 else '#cf9fb9', 0.55 - li * 0.08)
    # --- near ridge
    lr = rng_for('hero-near')
    p = sine_ridge(lr, -120, W + 120, 815, [(26, 700), (14, 260), (5, 80)], step=10)
    _layer(c, cam * 0.55)
    forest_ridge(c, lr, p, H + 10, hill_gradient(c, 770, 900, '#262a55', '#2f2f5e'), tree_h=(18, 36), density=0.9)
    c.close()
    # --- foreground outcrop with prayer flags (left)
    _layer(c, cam * 1.0)
    fr = rng_for('hero-fg')
    fg = [(-60, 600), (40, 610), (140, 640), (230, 662), (330, 706), (430, 760), (560, 815), (700, 850), (860, 880), (1000, 920)]
    fg = mpd(fr, fg, 0.08, 3)
    c.path(smooth_d(fg) + 'L1000,960L-60,960Z', c.lin([(0, '#1d1f40'), (1, '#14152e')], 0, 600, 0, 900, user=True))
    # rim light along the outcrop edge
    c.stroke(smooth_d(fg[:12]), '#f6a58f', 2.2, op=0.5)
    # pines on outcrop
    ds = []
    for x, hh in [(70, 120), (100, 80), (520, 90), (600, 130), (640, 86)]:
        ds.append(pine(x, ridge_y(fg, x) + 10, hh, tiers=4))
    c.path(''.join(ds), '#15162f')
    chorten(c, 395, ridge_y(fg, 395) + 8, 78, wall='#d9c9d6', gold='#c9953a', shade='#a493ad')
    if with_flags:
        px, py = 250, ridge_y(fg, 250)
        pole(c, px, py + 4, 300, '#2a2230', 5)
        if low_string:
            pole(c, 520, ridge_y(fg, 520) + 4, 150, '#2a2230', 4)
        top = (px, py - 296)
        prayer_flags(c, top, (560, -40), 70, 14, 28, phase=t * 3, wind=(0.42, 0.05), flutter=0.3, line='#3b2f3f', shade=0.1)
        prayer_flags(c, top, (-60, 300), 40, 11, 28, phase=t * 3 + 0.3, wind=(0.42, 0.05), flutter=0.3, line='#3b2f3f', shade=0.14)
        if low_string:
            prayer_flags(c, (px, py - 180), (520, ridge_y(fg, 520) - 146), 30, 9, 24, phase=t * 3 + 0.6, wind=(0.4, 0.05), flutter=0.35, line='#3b2f3f', shade=0.22)
    c.close()
    # birds
    br = rng_for('hero-birds')
    bx = 1040 + ((t * 1.0) % 1.0) * 0 + 30 * math.sin(math.tau * t)
    birds(c, br, bx, 330 + 8 * math.sin(math.tau * t * 2), 6, 9, '#3a3055', spread=70)
