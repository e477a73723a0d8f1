"""Hotel Aster (Tadong, Gangtok): exterior hero, gallery and home-page scenes."""
import math
from art import *
from parts import *
from scenes_dest import rhododendron_bush, foreground_pines, grass_bank


def aster_flower(c, x, y, r, petal='#b58ad8', center='#f2c230', n_=12):
    for k in range(n_):
        a = k * math.tau / n_
        px, py = x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55
        c.add('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s" transform="rotate(%s %s %s)"/>' % (
            n(px), n(py), n(r * 0.45), n(r * 0.16), petal, n(math.degrees(a)), n(px), n(py)))
    c.circle(x, y, r * 0.28, center)


def aster_building(c, x, yb, w, floors=6, fh=None, mode='dusk', rng=None):
    """The hotel: x = left of facade, yb = street level. mode: 'dusk' | 'day' | 'night'."""
    rng = rng or rng_for('aster-bld-' + mode)
    fh = fh or w * 0.13
    h = floors * fh
    dw = w * 0.2
    lit = mode in ('dusk', 'night')
    wall = '#f3e9d8' if mode == 'day' else ('#e8d3c0' if mode == 'dusk' else '#9b8fa8')
    side = mix(wall, '#2b2c4a', 0.35 if mode == 'day' else 0.5)
    wood = '#6b3f2a'
    warm = '#ffcf7a'
    # side face
    c.poly([(x + w, yb), (x + w + dw, yb - dw * 0.45), (x + w + dw, yb - h - dw * 0.45), (x + w, yb - h)], side)
    for f in range(1, floors):
        fy = yb - (f + 1) * fh
        for k in range(2):
            wx = x + w + dw * (0.18 + k * 0.42)
            c.poly([(wx, fy + fh * 0.25 - (wx - x - w) * 0.45), (wx + dw * 0.26, fy + fh * 0.25 - (wx + dw * 0.26 - x - w) * 0.45),
                    (wx + dw * 0.26, fy + fh * 0.75 - (wx + dw * 0.26 - x - w) * 0.45), (wx, fy + fh * 0.75 - (wx - x - w) * 0.45)],
                   mix(warm, side, 0.35) if (lit and rng.random() < 0.7) else dark(side, 0.25))
    # facade
    c.rect(x, yb - h, w, h, wall)
    if mode == 'dusk':
        c.rect(x, yb - h, w, h, c.lin([(0, '#ffb38a', 0.0), (1, '#ffb38a', 0.35)], 0, 0, 0, 1))
    # stone plinth + lobby
    c.rect(x, yb - fh, w, fh, '#8b7b6b' if mode == 'day' else '#5a4c50')
    c.rect(x + w * 0.08, yb - fh * 0.86, w * 0.84, fh * 0.86, '#ffd58f' if lit else '#9fc3d9')
    if lit:
        c.rect(x + w * 0.08, yb - fh * 0.86, w * 0.84, fh * 0.86, c.rad([(0, '#fff1c4', 0.8), (1, '#ffb347', 0)], 0.5, 0.9, 0.7))
    for k in range(1, 6):
        c.rect(x + w * 0.08 + w * 0.84 * k / 6 - 2, yb - fh * 0.86, 4, fh * 0.86, '#3a2a24')
    # canopy over entrance
    c.poly([(x + w * 0.3, yb - fh * 0.95), (x + w * 0.7, yb - fh * 0.95), (x + w * 0.74, yb - fh * 0.8), (x + w * 0.26, yb - fh * 0.8)], '#7a2a26')
    c.rect(x + w * 0.26, yb - fh * 0.8, w * 0.48, fh * 0.05, '#e3aa30')
    # floors of rooms with balconies
    bays = 4
    for f in range(1, floors):
        fy = yb - (f + 1) * fh
        for k in range(bays):
            bx = x + w * (0.06 + k * 0.235)
            bw = w * 0.17
            on = lit and rng.random() < 0.78
            glass = (warm if rng.random() < 0.7 else light(warm, 0.3)) if on else ('#8fb4cf' if mode == 'day' else '#3d3c5c')
            c.rect(bx - 3, fy + fh * 0.14 - 3, bw + 6, fh * 0.68 + 6, wood)
            c.rect(bx, fy + fh * 0.14, bw, fh * 0.68, glass)
            if mode == 'day':
                c.poly([(bx, fy + fh * 0.14), (bx + bw * 0.5, fy + fh * 0.14), (bx, fy + fh * 0.6)], '#ffffff', op=0.35)
            if on and rng.random() < 0.5:
                c.rect(bx, fy + fh * 0.14, bw * 0.22, fh * 0.68, '#e9b96a')
                c.rect(bx + bw * 0.78, fy + fh * 0.14, bw * 0.22, fh * 0.68, '#e9b96a')
            c.rect(bx + bw / 2 - 1.5, fy + fh * 0.14, 3, fh * 0.68, wood)
            if on:
                c.circle(bx + bw / 2, fy + fh * 0.5, fh * 0.7, c.rad([(0, warm, 0.25), (1, warm, 0)]))
        # balcony rail
        if f % 1 == 0:
            c.rect(x - w * 0.015, fy + fh * 0.82, w * 1.03, fh * 0.05, wood)
            c.rect(x - w * 0.015, fy + fh * 0.62, w * 1.03, fh * 0.025, wood)
            for k in range(24):
                c.rect(x + w * k / 23 - 1, fy + fh * 0.62, 2, fh * 0.22, wood, op=0.8)
        # carved cornice band (Sikkimese trim)
        c.rect(x, fy + fh * 0.9, w, fh * 0.1, '#8a2f2a' if f == floors - 1 else mix(wall, '#8a6a50', 0.25))
    # roof: red pagoda-style crown with golden finial, and the sign
    ry = yb - h
    c.rect(x - w * 0.02, ry - fh * 0.12, w * 1.04, fh * 0.12, '#7a2a26')
    for k in range(14):
        c.circle(x + w * (0.03 + k * 0.072), ry - fh * 0.06, fh * 0.025, '#e3aa30')
    rw = w * 0.5
    c.rect(x + w / 2 - rw / 2, ry - fh * 0.7, rw, fh * 0.58, wall)
    from parts import _roof
    _roof(c, x + w / 2, ry - fh * 0.7, rw * 1.05, fh * 0.5, '#9c2f28', dark('#9c2f28', 0.4), up=fh * 0.18)
    gyaltsen(c, x + w / 2, ry - fh * 1.18, fh * 0.5, '#e3aa30')
    # sign board
    sx, sy, sw_, sh_ = x + w / 2 - rw * 0.46, ry - fh * 0.62, rw * 0.92, fh * 0.42
    c.rect(sx, sy, sw_, sh_, '#2a2036', rx=4)
    if lit:
        c.rect(sx - 10, sy - 10, sw_ + 20, sh_ + 20, c.rad([(0, '#ffdf9e', 0.35), (1, '#ffdf9e', 0)]), rx=20)
    aster_flower(c, sx + sh_ * 0.55, sy + sh_ / 2, sh_ * 0.36)
    fs = min(sh_ * 0.45, (sw_ - sh_ * 1.2) / 8.4)
    c.text(sx + sh_ * 1.0, sy + sh_ / 2 + fs * 0.36, 'HOTEL ASTER', fs, '#ffe6a8' if lit else '#f4e6c8', family='DejaVu Serif', anchor='start', ls=fs * 0.08)
    # uplights on facade
    if lit:
        for k in range(5):
            lx = x + w * (0.02 + k * 0.24)
            c.path('M%s,%s L%s,%s L%s,%sZ' % (n(lx), n(yb - fh), n(lx - w * 0.06), n(yb - fh * 3.2), n(lx + w * 0.06), n(yb - fh * 3.2)),
                   c.lin([(0, '#ffe2a8', 0.35), (1, '#ffe2a8', 0)], 0, 1, 0, 0))
    return ry - fh * 1.2


def street_lamp(c, x, yb, h, lit=True, col='#2a2430'):
    c.rect(x - 2.5, yb - h, 5, h, col)
    c.stroke('M%s,%s q0,%s %s,%s' % (n(x), n(yb - h), n(-h * 0.12), n(h * 0.15), n(-h * 0.1)), col, 4)
    lx, ly = x + h * 0.16, yb - h * 1.06
    if lit:
        c.circle(lx, ly, h * 0.5, c.rad([(0, '#ffd98a', 0.5), (0.3, '#ffd98a', 0.15), (1, '#ffd98a', 0)]))
    c.rect(lx - h * 0.04, ly - h * 0.02, h * 0.08, h * 0.05, '#fff0c0' if lit else '#e8e4da', rx=2)


def aster_hero(c, mode='dusk'):
    W, H = c.w, c.h
    s = W / 1600.0
    c.open(tr='scale(%s)' % ('%.5g' % s))
    c.w, c.h = 1600, 900
    _aster_hero(c, mode)
    c.w, c.h = W, H
    c.close()


def _aster_hero(c, mode):
    W, H = 1600, 900
    rng = rng_for('aster-hero')
    P = PAL['dusk']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.2, m_base=0.52, snowline=0.36, ridges=[(0.5, 0.02)], stars_n=70, sun_side='right')
    # Gangtok ridge with lit town
    hill = sine_ridge(rng, -20, W + 20, H * 0.5, [(H * 0.04, W * 0.6), (H * 0.015, W * 0.2)], step=10)
    hill = [(x, y + (x / W) * H * 0.06) for x, y in hill]
    forest_ridge(c, rng, hill, H + 5, hill_gradient(c, H * 0.45, H, '#3a3566', '#2a2850'), tree_h=(8, 16), density=0.6)
    for layer, (y0, fh, amt, cnt) in enumerate([(0.0, 9, 0.45, 70), (0.1, 13, 0.3, 45)]):
        slope = [(x, y + H * (0.06 + y0)) for x, y in hill]
        hillside_town(c, rng, -10, W, slope, cnt, fh, haze='#3a3566', haze_amt=amt, lit='#ffcf7a', max_f=4)
    mist(c, H * 0.62, H * 0.78, '#8a6a9a', 0.45)
    # near slope where the hotel stands
    slope = [(-20, H * 0.74), (W * 0.3, H * 0.72), (W * 0.6, H * 0.78), (W + 20, H * 0.82)]
    c.path(smooth_d(slope) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#221f40')
    bx, bw = W * 0.5, W * 0.26
    yb = H * 0.9
    # neighbour buildings
    building(c, W * 0.34, H * 0.86, W * 0.1, 5, 52, wall='#6f6488', roof='#3b3358', lit='#ffcf7a', rng=rng)
    building(c, W * 0.84, H * 0.9, W * 0.12, 4, 52, wall='#6a5f86', roof='#3b3358', lit='#ffcf7a', rng=rng)
    aster_building(c, bx, yb, bw, floors=6, fh=H * 0.085, mode='dusk')
    # road, lamps, trees
    c.poly([(-10, H * 0.9), (W + 10, H * 0.9), (W + 10, H + 5), (-10, H + 5)], '#2a2638')
    c.rect(-10, H * 0.9, W + 20, 5, '#4a4258')
    for x in (W * 0.45, W * 0.8, W * 0.3):
        street_lamp(c, x, H * 0.92, H * 0.16)
    car(c, W * 0.6, H * 0.97, W * 0.1, col='#b03a2e', lights=True, facing=1)
    foreground_pines(c, rng, [W * 0.02, W * 0.07, W * 0.97], H * 1.0, '#15142b', (H * 0.45, H * 0.6))
    prayer_flags(c, (bx + bw / 2, H * 0.26), (W * 0.97, H * 0.52), 30, 16, 16, phase=0.4, wind=(0.1, 0.05), op=0.9, shade=0.35)
    prayer_flags(c, (bx + bw / 2, H * 0.26), (W * 0.36, H * 0.55), 30, 12, 16, phase=0.8, wind=(0.1, 0.05), op=0.9, shade=0.35)


def aster_day_scene(c, seed='aster-day', pal='morning', zoom=1.0, garden=True, cars=False):
    """Daytime facade with the mountains behind."""
    W, H = c.w, c.h
    rng = rng_for(seed)
    P = PAL[pal]
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.05, m_base=0.4, snowline=0.26, ridges=[(0.42, 0.02), (0.47, 0.025)],
             clouds=[(0.05, 0.1, 0.18, 'cumulus'), (0.75, 0.06, 0.15, 'cumulus')], sun_side='left')
    hill = sine_ridge(rng, -20, W + 20, H * 0.5, [(H * 0.03, W * 0.6)], step=8)
    forest_ridge(c, rng, hill, H + 5, hill_gradient(c, H * 0.45, H, '#4f8a55', '#3b6e45'), tree_h=(H * 0.015, H * 0.03), kind='mixed')
    hillside_town(c, rng, -10, W, [(x, y + H * 0.06) for x, y in hill], 26, H * 0.022, haze=P['haze'], haze_amt=0.2, max_f=4)
    bw = W * 0.42 * zoom
    bx = W * 0.5 - bw * 0.6
    yb = H * 0.86
    building(c, bx - W * 0.2, yb - H * 0.02, W * 0.16, 4, H * 0.075, wall='#e6dccb', roof='#3f6d5a', rng=rng)
    aster_building(c, bx, yb, bw, floors=5, fh=H * 0.1 * zoom, mode='day')
    c.rect(-5, yb, W + 10, H - yb + 5, '#9c9486')
    c.rect(-5, yb, W + 10, 6, '#c9c1b0')
    if garden:
        for x in (0.06, 0.2, 0.82, 0.95):
            rhododendron_bush(c, rng, W * x, H * 0.9, W * 0.06, flower=rng.choice(['#e0435a', '#b58ad8', '#f0a030']))
        broadleaf(c, rng, W * 0.9, H * 0.88, H * 0.42, '#3f7d4e')
    if cars:
        car(c, W * 0.05, H * 0.97, W * 0.16, col='#c0392b')
        car(c, W * 0.26, H * 0.975, W * 0.16, col='#f4f1ea', facing=1)
        car(c, W * 0.78, H * 0.98, W * 0.16, col='#2f5e8a', facing=-1)
