"""Reusable illustrated subjects: panoramas, monasteries, stupas, dzongs, tea gardens,
toy train, buildings, people, yaks, cars..."""
import math
from art import *

# ---------------------------------------------------------------- palettes

PAL = {
    'dawn': dict(
        sky=[(0, '#23305f'), (0.3, '#52508f'), (0.55, '#b07fb0'), (0.75, '#f2a5a6'), (1, '#ffdcb0')],
        body=('#76679f', '#e2a9b4'), snow=('#fffaf0', '#fbc9cf'), shadow=('#4c3f86', 0.42), haze='#f3b9b5',
        ridges=[('#9b82b3', '#efb6b4'), ('#7c6ca5', '#d9a3b5'), ('#5b5590', '#a184ad'), ('#3e4177', '#6f6597'), ('#262a55', '#2f2f5e')],
        mist='#ffd9d2', sun='#fff1c9', cloud='#ffc9cc'),
    'morning': dict(
        sky=[(0, '#3f7fcf'), (0.45, '#7fb5e6'), (0.8, '#cfe5f3'), (1, '#eef6f7')],
        body=('#5f7399', '#a9bfd6'), snow=('#ffffff', '#e6eff8'), shadow=('#2c3e70', 0.34), haze='#dbe9f2',
        ridges=[('#8ca6c2', '#d3e3ee'), ('#6d97ae', '#b7d1dc'), ('#4d8589', '#98c0b8'), ('#3a7460', '#6c9f86'), ('#2a5c43', '#3b7553')],
        mist='#f2f8fa', sun='#fffbe8', cloud='#ffffff'),
    'golden': dict(
        sky=[(0, '#3a6aa8'), (0.45, '#9fb3cf'), (0.75, '#f4c98f'), (1, '#ffe2b0')],
        body=('#7d6f8f', '#d9b49a'), snow=('#fff6df', '#f6cf9a'), shadow=('#4a4470', 0.38), haze='#f5d9b4',
        ridges=[('#a9a3ad', '#ecd3b6'), ('#8a8f9a', '#d6c2a6'), ('#5f7c6f', '#a9b596'), ('#3f6a4f', '#7a9a6c'), ('#2b5238', '#3f6c45')],
        mist='#fbe7c8', sun='#fff3cf', cloud='#fff0da'),
    'dusk': dict(
        sky=[(0, '#141a44'), (0.35, '#3b3b7a'), (0.62, '#8c5b8f'), (0.82, '#e0817c'), (1, '#f7b77c')],
        body=('#4d4775', '#a37c9b'), snow=('#ffe3d6', '#e59fae'), shadow=('#2a2656', 0.45), haze='#c98a9c',
        ridges=[('#6f5f8f', '#b98aa0'), ('#55507f', '#93779a'), ('#3f3f6d', '#6c5f88'), ('#2c2e57', '#45436d'), ('#1b1d3d', '#25264a')],
        mist='#d9a0b0', sun='#ffd7a0', cloud='#f3a9a6'),
    'night': dict(
        sky=[(0, '#0b1130'), (0.5, '#1f2656'), (0.85, '#343a6e'), (1, '#4a4a7a')],
        body=('#2c3160', '#4a4f82'), snow=('#dfe6f7', '#9aa6cf'), shadow=('#141838', 0.45), haze='#3e4478',
        ridges=[('#2f3566', '#4a4f80'), ('#262b58', '#3a3f6e'), ('#1d2148', '#2c305a'), ('#161a3a', '#22264a'), ('#101430', '#181c3a')],
        mist='#4a5088', sun='#fbf3d5', cloud='#4a5088'),
    'mist': dict(
        sky=[(0, '#9fbfc0'), (0.5, '#cfe0d8'), (1, '#eef3e6')],
        body=('#7f9a9c', '#c6d8d0'), snow=('#ffffff', '#e8f0ee'), shadow=('#39585a', 0.3), haze='#e3ede4',
        ridges=[('#9db8b0', '#dbe8e0'), ('#7ea596', '#c5dacd'), ('#5d8f74', '#a5c6ab'), ('#3f7654', '#78a480'), ('#2b5c3c', '#407a4e')],
        mist='#f4f8f0', sun='#fffdf0', cloud='#ffffff'),
    'bhutan': dict(
        sky=[(0, '#2f6db8'), (0.5, '#78aee0'), (0.85, '#cfe3ef'), (1, '#eef2ea')],
        body=('#5b6d8d', '#a7b7c8'), snow=('#ffffff', '#e3ebf4'), shadow=('#2b3966', 0.33), haze='#dce8ee',
        ridges=[('#86a0b5', '#cfdde6'), ('#6c9396', '#b3ccc9'), ('#4e7f6a', '#94b79b'), ('#36684d', '#5f8f65'), ('#244f35', '#356845')],
        mist='#f0f6f4', sun='#fffbe8', cloud='#ffffff'),
}


def pal_get(name):
    return PAL[name]


# ---------------------------------------------------------------- massifs

def kanchenjunga_pts(rng, w, scale=1.0, y_off=0.0, x0=-80, x1=None):
    """Kanchenjunga's skyline as seen from Gangtok (a 1760-wide design stretched over x0..x1, summit at
    y 246): the hero draws it, and massif_pts fits it into other scenes' panoramas."""
    x1 = x1 if x1 is not None else w + 80
    sx = (x1 - x0) / 1760.0
    key = [(-80, 560), (120, 480), (250, 430), (330, 392), (395, 410), (470, 345), (545, 372),
           (640, 290), (715, 246), (765, 262), (820, 250), (880, 300), (960, 352), (1040, 378),
           (1110, 338), (1175, 372), (1250, 430), (1340, 462), (1450, 448), (1560, 495), (1680, 540)]
    kp = [(x0 + (x + 80) * sx, y_off + (y - 560) * scale + 560) for x, y in key]
    return mpd(rng, kp, 0.22, 5)


def massif_pts(rng, x0, x1, top, base, style='random', peaks=4):
    w = x1 - x0
    if style == 'kanchenjunga':
        pts = kanchenjunga_pts(rng, w, x0=x0, x1=x1)
        # remap y range 246..560 -> top..base
        return [(x, top + (y - 246) / (560 - 246) * (base - top)) for x, y in pts]
    if style == 'fishtail':
        # Annapurna-like: broad massif left, sharp Machapuchare pyramid right of centre
        key = [(0, 0.9), (0.08, 0.62), (0.16, 0.42), (0.24, 0.3), (0.3, 0.36), (0.37, 0.26), (0.45, 0.45),
               (0.52, 0.6), (0.58, 0.42), (0.63, 0.08), (0.655, 0.0), (0.67, 0.1), (0.72, 0.45), (0.8, 0.62),
               (0.88, 0.55), (1.0, 0.85)]
    elif style == 'twin':
        key = [(0, 0.85), (0.12, 0.55), (0.25, 0.2), (0.3, 0.0), (0.38, 0.3), (0.48, 0.45), (0.6, 0.25),
               (0.7, 0.12), (0.78, 0.35), (0.9, 0.55), (1.0, 0.8)]
    elif style == 'long':
        key = [(0, 0.7), (0.1, 0.45), (0.2, 0.52), (0.32, 0.18), (0.4, 0.28), (0.5, 0.0), (0.58, 0.22),
               (0.68, 0.3), (0.78, 0.15), (0.88, 0.4), (1.0, 0.6)]
    else:
        key = [(0, rng.uniform(0.6, 0.9))]
        for i in range(peaks):
            xp = (i + 0.5 + rng.uniform(-0.2, 0.2)) / peaks
            key.append((xp - 0.5 / peaks * rng.uniform(0.4, 0.6), rng.uniform(0.4, 0.7)))
            key.append((xp, rng.uniform(0.0, 0.4) if i != peaks // 2 else 0.0))
        key.append((1.0, rng.uniform(0.6, 0.9)))
    kp = [(x0 + kx * w, top + ky * (base - top)) for kx, ky in key]
    return mpd(rng, kp, 0.2, 5)


def panorama(c, rng, P, massif=None, m_top=0.22, m_base=0.62, snowline=0.42, ridges=None, sun=None,
             clouds=None, sun_side='right', trees=True, mist_op=0.55, ridge_kind='pine', stars_n=0):
    """Sky + optional snowy massif + misty forested ridges. ridges: list of (y, amp) as fractions of h."""
    W, H = c.w, c.h
    sky(c, P['sky'], 0, H * (m_base + 0.1))
    if stars_n:
        stars(c, rng, stars_n, H * 0.4)
    if sun:
        sx, sy, sr = sun
        c.circle(W * sx, H * sy, W * 0.45, c.rad([(0, P['sun'], 0.8), (0.12, P['sun'], 0.5), (0.45, P['sun'], 0.12), (1, P['sun'], 0)]))
        c.circle(W * sx, H * sy, W * sr, light(P['sun'], 0.5))
    for cl in (clouds or []):
        x, y, w_ = cl[:3]
        kind = cl[3] if len(cl) > 3 else 'streak'
        if kind == 'streak':
            streak(c, W * x, H * y, W * w_, H * 0.012, P['cloud'], op=0.55)
        else:
            cloud(c, W * x, H * y, W * w_, P['cloud'], op=0.85, rng=rng)
    if massif:
        pts = massif_pts(rng, -W * 0.05, W * 1.05, H * m_top, H * m_base, massif)
        body = c.lin([(0, P['body'][0]), (1, P['body'][1])], 0, H * m_top, 0, H * m_base, user=True)
        snow = c.lin([(0, P['snow'][0]), (1, P['snow'][1])], 0, H * m_top, 0, H * snowline, user=True)
        mountain(c, rng, pts, H * (m_base + 0.05), body, shadow=P['shadow'][0], shadow_op=P['shadow'][1],
                 snowline=H * snowline, snow=snow, sun_side=sun_side, peak_win=W * 0.045)
        mist(c, H * (m_base - 0.1), H * (m_base + 0.05), P['haze'], 0.85)
    ridges = ridges if ridges is not None else [(0.64, 0.025), (0.69, 0.03), (0.75, 0.035), (0.82, 0.04)]
    nr = len(ridges)
    cols = P['ridges']
    out = []
    for i, (y, amp) in enumerate(ridges):
        k = i / max(1, nr - 1) * (len(cols) - 1)
        a, b = cols[int(math.floor(k))], cols[min(len(cols) - 1, int(math.floor(k)) + 1)]
        f = k - math.floor(k)
        ct, cb = mix(a[0], b[0], f), mix(a[1], b[1], f)
        pts = sine_ridge(rng, -40, W + 40, H * y, [(H * amp, W * 0.33 + i * 50), (H * amp * 0.5, W * 0.14), (H * amp * 0.15, W * 0.05)], step=max(6, W / 160))
        th = (H * (0.006 + 0.009 * i), H * (0.012 + 0.017 * i)) if trees else None
        forest_ridge(c, rng, pts, H + 10, hill_gradient(c, H * (y - amp * 1.6), H * (y + 0.12), ct, cb), tree_h=th,
                     density=0.85, kind=ridge_kind)
        if i < nr - 1:
            mist(c, H * (y + 0.01), H * (y + 0.1), P['haze'], mist_op - i * 0.06)
        out.append(pts)
    return out


# ---------------------------------------------------------------- Tibetan / Sikkimese monastery

def _roof(c, x, y, w, rh, col, under, ov=None, up=None):
    """Golden pagoda roof with upturned eaves, base centre (x,y), width w."""
    ov = ov if ov is not None else w * 0.1
    up = up if up is not None else rh * 0.45
    l, r = x - w / 2 - ov, x + w / 2 + ov
    d = ('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s L%s,%sZ' % (
        n(l), n(y - up), n(x - w * 0.38), n(y - rh * 0.3), n(x - w * 0.3), n(y - rh),
        n(x + w * 0.3), n(y - rh), n(x + w * 0.38), n(y - rh * 0.3), n(r), n(y - up),
        n(r - ov * 0.5), n(y + rh * 0.08), n(l + ov * 0.5), n(y + rh * 0.08)))
    c.path(d, col)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(l + ov * 0.5), n(y + rh * 0.08), n(r - ov * 0.5), n(y + rh * 0.08),
                                             n(r - ov * 0.3), n(y - rh * 0.05), n(l + ov * 0.3), n(y - rh * 0.05)), under)
    # ridge highlight
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(x - w * 0.3), n(y - rh), n(x + w * 0.3), n(y - rh),
                                             n(x + w * 0.28), n(y - rh * 0.88), n(x - w * 0.28), n(y - rh * 0.88)), light(col, 0.35))


def gyaltsen(c, x, y, h, col='#e8b53a'):
    """Golden victory-banner finial standing on (x,y)."""
    w = h * 0.22
    c.rect(x - w * 0.15, y - h * 0.35, w * 0.3, h * 0.35, dark(col, 0.15))
    c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (n(x - w), n(y - h * 0.32), n(x - w * 0.9), n(y - h * 0.85), n(x), n(y - h * 0.9),
                                               n(x + w * 0.9), n(y - h * 0.85), n(x + w), n(y - h * 0.32)), col)
    c.rect(x - w * 1.05, y - h * 0.38, w * 2.1, h * 0.08, dark(col, 0.2))
    c.circle(x, y - h * 0.95, w * 0.28, light(col, 0.2))


def window_tib(c, x, y, w, h, lit=None, frame='#a5302a'):
    """Tibetan window: black trapezoid surround, red frame. (x,y)=top-left."""
    e = w * 0.22
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(x - e * 0.35), n(y - h * 0.08), n(x + w + e * 0.35), n(y - h * 0.08),
                                             n(x + w + e), n(y + h * 1.05), n(x - e), n(y + h * 1.05)), '#2a2024')
    c.rect(x, y, w, h, frame)
    c.rect(x + w * 0.15, y + h * 0.15, w * 0.7, h * 0.75, lit or '#3b2a2e')
    c.rect(x + w * 0.46, y + h * 0.15, w * 0.08, h * 0.75, frame)


def monastery(c, x, yb, w, wall='#f4eee2', frieze='#7a2a26', gold='#e3aa30', shade=0.28, lit=None,
              wings=True, depth=0.16, tiers=2):
    """Sikkimese gompa. x centre, yb ground line, w main block width."""
    h = w * 0.52
    sh = '#3b3350'
    dw = w * depth
    if wings:
        for side in (-1, 1):
            ww, wh = w * 0.42, h * 0.62
            wx = x + side * (w / 2 + ww / 2 - w * 0.02)
            c.rect(wx - ww / 2, yb - wh, ww, wh, mix(wall, sh, 0.08))
            c.rect(wx - ww / 2, yb - wh, ww, wh * 0.14, frieze)
            c.rect(wx - ww / 2 - w * 0.01, yb - wh - wh * 0.05, ww + w * 0.02, wh * 0.06, dark(frieze, 0.25))
            for k in range(3):
                window_tib(c, wx - ww / 2 + ww * (0.15 + k * 0.27), yb - wh * 0.62, ww * 0.13, wh * 0.22, lit=lit)
    # side face
    c.poly([(x + w / 2, yb), (x + w / 2 + dw, yb - dw * 0.45), (x + w * 0.47 + dw, yb - h - dw * 0.45), (x + w * 0.47, yb - h)],
           mix(wall, sh, shade))
    c.poly([(x + w * 0.47, yb - h), (x + w * 0.47 + dw, yb - h - dw * 0.45), (x + w * 0.47 + dw, yb - h * 0.86 - dw * 0.45),
            (x + w * 0.475, yb - h * 0.86)], dark(frieze, 0.3))
    # front wall (slightly tapering)
    c.poly([(x - w / 2, yb), (x + w / 2, yb), (x + w * 0.47, yb - h), (x - w * 0.47, yb - h)], wall)
    c.rect(x - w * 0.47, yb - h, w * 0.94, h * 0.14, frieze)
    for k in range(9):
        c.circle(x - w * 0.4 + k * w * 0.1, yb - h * 0.93, w * 0.012, gold)
    # windows
    cols_ = 5
    for row in range(2):
        for k in range(cols_):
            if row == 1 and k == 2:
                continue
            wx_ = x - w * 0.38 + k * w * 0.76 / (cols_ - 1) - w * 0.035
            window_tib(c, wx_, yb - h * (0.72 - row * 0.36), w * 0.07, h * 0.13, lit=lit)
    # door
    c.rect(x - w * 0.08, yb - h * 0.3, w * 0.16, h * 0.3, '#8d2b24')
    c.rect(x - w * 0.065, yb - h * 0.27, w * 0.13, h * 0.27, '#b3372c' if not lit else lit)
    c.rect(x - w * 0.003, yb - h * 0.27, w * 0.006, h * 0.27, gold)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(x - w * 0.13), n(yb - h * 0.3), n(x + w * 0.13), n(yb - h * 0.3),
                                             n(x + w * 0.1), n(yb - h * 0.37), n(x - w * 0.1), n(yb - h * 0.37)), gold)
    # roofs
    _roof(c, x + dw * 0.4, yb - h, w * 1.0, h * 0.22, gold, dark(gold, 0.45))
    if tiers >= 2:
        uw, uh = w * 0.42, h * 0.3
        ub = yb - h - h * 0.2
        c.rect(x - uw / 2 + dw * 0.3, ub - uh, uw, uh, wall)
        c.rect(x - uw / 2 + dw * 0.3, ub - uh, uw, uh * 0.25, frieze)
        for k in range(3):
            window_tib(c, x - uw / 2 + dw * 0.3 + uw * (0.16 + k * 0.27), ub - uh * 0.62, uw * 0.14, uh * 0.3, lit=lit)
        _roof(c, x + dw * 0.3, ub - uh, uw * 1.1, h * 0.18, gold, dark(gold, 0.45))
        gyaltsen(c, x + dw * 0.3, ub - uh - h * 0.17, h * 0.28, gold)
    else:
        gyaltsen(c, x + dw * 0.4, yb - h - h * 0.2, h * 0.3, gold)
    for side in (-1, 1):
        gyaltsen(c, x + side * w * 0.44, yb - h - h * 0.02, h * 0.14, gold)


def chorten(c, x, yb, h, wall='#f6f1e6', gold='#e3aa30', shade='#c9bfb0'):
    """Small white Sikkimese chorten."""
    w = h * 0.62
    steps = [(1.0, 0.1), (0.86, 0.08), (0.72, 0.07)]
    y = yb
    for sw, sh in steps:
        c.rect(x - w * sw / 2, y - h * sh, w * sw, h * sh, wall)
        c.rect(x + w * sw / 2 - w * sw * 0.18, y - h * sh, w * sw * 0.18, h * sh, shade)
        y -= h * sh
    # bell dome
    bw = w * 0.5
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%sZ' % (
        n(x - bw / 2), n(y), n(x - bw / 2), n(y - h * 0.22), n(x - bw * 0.3), n(y - h * 0.24), n(x), n(y - h * 0.24),
        n(x + bw * 0.3), n(y - h * 0.24), n(x + bw / 2), n(y - h * 0.22), n(x + bw / 2), n(y)), wall)
    c.path('M%s,%s C%s,%s %s,%s %s,%s L%s,%sZ' % (n(x + bw * 0.12), n(y - h * 0.24), n(x + bw * 0.4), n(y - h * 0.22),
                                                n(x + bw / 2), n(y - h * 0.15), n(x + bw / 2), n(y), n(x + bw * 0.15), n(y)), shade, op=0.6)
    y -= h * 0.24
    c.rect(x - w * 0.12, y - h * 0.07, w * 0.24, h * 0.07, wall)
    y -= h * 0.07
    # spire rings
    for i in range(7):
        rw = w * (0.16 - i * 0.014)
        c.rect(x - rw / 2, y - h * 0.035, rw, h * 0.03, gold if i % 2 == 0 else dark(gold, 0.15))
        y -= h * 0.035
    c.ellipse(x, y, w * 0.14, h * 0.02, gold)
    c.circle(x, y - h * 0.04, h * 0.022, gold)
    c.path('M%s,%s Q%s,%s %s,%sZ' % (n(x - h * 0.03), n(y - h * 0.07), n(x), n(y - h * 0.12), n(x + h * 0.03), n(y - h * 0.07)), gold)


# ---------------------------------------------------------------- Boudhanath-style stupa

def buddha_eyes(c, x, y, s, ink='#1c1d2b', red='#b43a2a'):
    """Wisdom eyes centred at (x,y), s ~ harmika width."""
    for side in (-1, 1):
        ex = x + side * s * 0.22
        ey = y
        ew, eh = s * 0.16, s * 0.07
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (n(ex - ew), n(ey), n(ex), n(ey - eh * 1.6), n(ex + ew), n(ey),
                                                   n(ex), n(ey + eh * 0.9), n(ex - ew), n(ey)), '#ffffff')
        c.circle(ex + side * ew * -0.05, ey - eh * 0.2, eh * 0.62, '#2a4d8f')
        c.circle(ex + side * ew * -0.05, ey - eh * 0.2, eh * 0.3, ink)
        c.stroke('M%s,%s Q%s,%s %s,%s' % (n(ex - ew), n(ey), n(ex), n(ey - eh * 1.65), n(ex + ew), n(ey)), ink, s * 0.025)
        c.stroke('M%s,%s Q%s,%s %s,%s' % (n(ex - ew * 1.1), n(ey - eh * 1.9), n(ex), n(ey - eh * 3.2), n(ex + ew * 1.1), n(ey - eh * 1.7)),
                 ink, s * 0.028)
    # nose (Nepali numeral one) and third eye
    c.stroke('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s' % (
        n(x - s * 0.03), n(y - s * 0.06), n(x + s * 0.06), n(y - s * 0.07), n(x + s * 0.04), n(y + s * 0.02),
        n(x - s * 0.01), n(y + s * 0.06), n(x + s * 0.015), n(y + s * 0.1), n(x + s * 0.05), n(y + s * 0.14), n(x + s * 0.02), n(y + s * 0.16)),
        red, s * 0.03)
    c.circle(x, y - s * 0.2, s * 0.025, red)


def stupa_boudha(c, x, yb, w, wall='#f7f3ea', shade='#d9d0c2', gold='#e5ae33', flags_phase=0.0, flags=True):
    top = yb
    for i, (sw, sh) in enumerate([(1.0, 0.05), (0.88, 0.045), (0.76, 0.045)]):
        c.poly([(x - w * sw / 2, top), (x + w * sw / 2, top), (x + w * sw / 2 * 0.97, top - w * sh), (x - w * sw / 2 * 0.97, top - w * sh)], wall)
        c.rect(x - w * sw / 2, top - w * 0.01, w * sw, w * 0.01, shade)
        # niches
        for k in range(int(10 - i * 2)):
            nx = x - w * sw / 2 * 0.85 + k * (w * sw * 0.85) / (9 - i * 2)
            c.rect(nx - w * 0.006, top - w * sh * 0.75, w * 0.012, w * sh * 0.45, shade, op=0.8)
        top -= w * sh
    # dome
    rx, ry = w * 0.33, w * 0.2
    c.path('M%s,%s A%s,%s 0 0,1 %s,%sZ' % (n(x - rx), n(top), n(rx), n(ry), n(x + rx), n(top)),
           c.rad([(0, '#ffffff'), (0.7, wall), (1, shade)], 0.35, 0.35, 0.9))
    # saffron lotus-petal garland painted around the upper dome
    for k in range(-7, 8):
        a0 = (k - 0.5) * 0.17
        a1 = (k + 0.5) * 0.17
        pa = (x + math.sin(a0) * rx * 0.72, top - math.cos(a0) * ry * 0.72)
        pb = (x + math.sin(a1) * rx * 0.72, top - math.cos(a1) * ry * 0.72)
        am = k * 0.17
        pm = (x + math.sin(am) * rx * 0.86, top - math.cos(am) * ry * 0.6)
        c.stroke('M%s Q%s %s' % (pt(pa), pt(pm), pt(pb)), '#f0a531', w * 0.006, op=0.85)
    c.rect(x - rx * 0.98, top - w * 0.012, rx * 1.96, w * 0.012, shade)
    top -= ry * 0.98
    # harmika
    hw, hh = w * 0.15, w * 0.1
    c.rect(x - hw / 2 * 1.15, top - w * 0.015, hw * 1.15, w * 0.015, gold)
    top -= w * 0.015
    c.rect(x - hw / 2, top - hh, hw, hh, '#fbf6e9')
    c.rect(x - hw / 2, top - hh, hw, hh * 0.12, gold)
    buddha_eyes(c, x, top - hh * 0.45, hw)
    top -= hh
    # 13-step spire
    sp_h = w * 0.2
    steps = 13
    for i in range(steps):
        t0 = i / steps
        sw_ = hw * (0.92 - 0.55 * t0)
        y0 = top - sp_h * t0
        c.poly([(x - sw_ / 2, y0), (x + sw_ / 2, y0), (x + sw_ / 2 * 0.93, y0 - sp_h / steps * 0.86), (x - sw_ / 2 * 0.93, y0 - sp_h / steps * 0.86)],
               gold if i % 2 == 0 else dark(gold, 0.12))
    top -= sp_h
    # canopy + finial
    c.path('M%s,%s Q%s,%s %s,%sZ' % (n(x - hw * 0.45), n(top), n(x), n(top - hw * 0.5), n(x + hw * 0.45), n(top)), gold)
    c.rect(x - hw * 0.03, top - hw * 0.75, hw * 0.06, hw * 0.4, gold)
    c.circle(x, top - hw * 0.78, hw * 0.06, light(gold, 0.3))
    apex = (x, top - hw * 0.3)
    if flags:
        for side in (-1, 1):
            for k in range(3):
                end = (x + side * w * (0.6 + k * 0.28), yb - w * (0.02 + k * 0.05))
                prayer_flags(c, apex, end, w * 0.03, 16 + k * 3, w * 0.028, phase=flags_phase + k * 0.2,
                             wind=(0.0, 0.0), flutter=0.15, line='#6a5a50', op=0.92)
    return apex


# ---------------------------------------------------------------- Bhutanese dzong

def bhutan_window(c, x, y, w, h, wood='#6b2f22', trim='#e8c36b'):
    c.rect(x - w * 0.1, y - h * 0.1, w * 1.2, h * 1.2, wood)
    c.rect(x, y, w, h, '#2b1c1c')
    c.rect(x, y, w, h * 0.22, trim)
    c.rect(x + w * 0.47, y, w * 0.06, h, wood)


def dzong(c, x, yb, w, wall='#f5efe2', band='#8c2c22', roof='#5e6b62', gold='#e3aa30', lit=None):
    h = w * 0.24
    sh = '#40384f'
    # stone base sloping
    c.poly([(x - w * 0.55, yb), (x + w * 0.55, yb), (x + w * 0.52, yb - h * 0.25), (x - w * 0.52, yb - h * 0.25)], mix(wall, '#8a7c6a', 0.35))
    yb2 = yb - h * 0.25
    # end towers and long wings
    for side in (-1, 1):
        tx = x + side * w * 0.4
        tw, th = w * 0.2, h * 1.25
        c.poly([(tx - tw / 2, yb2), (tx + tw / 2, yb2), (tx + tw / 2 * 0.94, yb2 - th), (tx - tw / 2 * 0.94, yb2 - th)], wall)
        c.rect(tx - tw / 2 * 0.94, yb2 - th, tw * 0.94, th * 0.13, band)
        for r in range(2):
            for k in range(2):
                bhutan_window(c, tx - tw * 0.25 + k * tw * 0.36, yb2 - th * (0.7 - r * 0.3), tw * 0.14, th * 0.1)
        _roof(c, tx, yb2 - th, tw * 1.05, th * 0.18, roof, dark(roof, 0.4), up=th * 0.05)
        c.circle(tx, yb2 - th - th * 0.2, th * 0.03, gold)
    # long wall between
    c.rect(x - w * 0.3, yb2 - h, w * 0.6, h, mix(wall, sh, 0.04))
    c.rect(x - w * 0.3, yb2 - h, w * 0.6, h * 0.13, band)
    for k in range(12):
        c.circle(x - w * 0.28 + k * w * 0.051, yb2 - h * 0.935, h * 0.025, gold, op=0.9)
    for k in range(8):
        bhutan_window(c, x - w * 0.27 + k * w * 0.075, yb2 - h * 0.62, w * 0.024, h * 0.14)
        if k % 2 == 0:
            bhutan_window(c, x - w * 0.27 + k * w * 0.075, yb2 - h * 0.32, w * 0.02, h * 0.1)
    _roof(c, x, yb2 - h, w * 0.6, h * 0.16, roof, dark(roof, 0.4), ov=w * 0.02, up=h * 0.04)
    # central utse tower
    uw, uh = w * 0.2, h * 1.85
    c.poly([(x + uw / 2, yb2 - h * 0.4), (x + uw / 2 + uw * 0.12, yb2 - h * 0.4 - uw * 0.05), (x + uw / 2 + uw * 0.12, yb2 - uh - uw * 0.05), (x + uw / 2, yb2 - uh)],
           mix(wall, sh, 0.25))
    c.poly([(x - uw / 2, yb2 - h * 0.4), (x + uw / 2, yb2 - h * 0.4), (x + uw / 2 * 0.96, yb2 - uh), (x - uw / 2 * 0.96, yb2 - uh)], wall)
    c.rect(x - uw / 2 * 0.96, yb2 - uh, uw * 0.96, uh * 0.09, band)
    for k in range(6):
        c.circle(x - uw * 0.4 + k * uw * 0.16, yb2 - uh * 0.955, uh * 0.012, gold)
    for r in range(3):
        for k in range(3):
            bhutan_window(c, x - uw * 0.34 + k * uw * 0.28, yb2 - uh * (0.78 - r * 0.2), uw * 0.12, uh * 0.07)
    _roof(c, x + uw * 0.05, yb2 - uh, uw * 1.15, uh * 0.1, roof, dark(roof, 0.4), up=uh * 0.03)
    _roof(c, x + uw * 0.05, yb2 - uh * 1.12, uw * 0.7, uh * 0.08, roof, dark(roof, 0.4), up=uh * 0.025)
    _roof(c, x + uw * 0.05, yb2 - uh * 1.22, uw * 0.38, uh * 0.08, gold, dark(gold, 0.4), up=uh * 0.02)
    gyaltsen(c, x + uw * 0.05, yb2 - uh * 1.28, uh * 0.14, gold)


def cliff_monastery(c, x, yb, w, wall='#f3ece0', band='#8a3024', roof='#d49b2c'):
    """A building cluster clinging to a cliff (Tiger's Nest style)."""
    h = w * 0.5
    c.rect(x - w / 2, yb - h, w, h, wall)
    c.rect(x - w / 2, yb - h, w, h * 0.16, band)
    c.rect(x + w * 0.3, yb - h, w * 0.2, h, '#000000', op=0.12)
    for k in range(3):
        bhutan_window(c, x - w * 0.38 + k * w * 0.28, yb - h * 0.62, w * 0.12, h * 0.2)
    _roof(c, x, yb - h, w * 1.05, h * 0.3, roof, dark(roof, 0.45), up=h * 0.1)
    c.circle(x, yb - h - h * 0.32, h * 0.05, '#f2c44b')


# ---------------------------------------------------------------- tea gardens

def tea_hill(c, rng, pts, base, ground='#7fb04a', row='#3f7d2c', hi='#9ccc5a', rows=18, spacing=14, grow=0.06,
             row_w=0.62, trees=0, tree_col='#2f5a2a'):
    """Rounded hill covered in contour rows of tea bushes."""
    d = smooth_d(pts) + 'L%s,%sL%s,%sZ' % (n(pts[-1][0]), n(base), n(pts[0][0]), n(base))
    c.path(d, ground)
    cl = c.clip(d)
    c.open(clip=cl)
    off = spacing * 0.6
    j = 0
    while off < (base - min(p[1] for p in pts)) + spacing and j < rows:
        sp = spacing * (1 + grow * j)
        wob = rng.uniform(0, 6)
        row_pts = [(x, y + off + math.sin(x * 0.01 + wob) * sp * 0.15) for x, y in pts]
        dd = smooth_d(row_pts)
        c.stroke(dd, row, sp * row_w)
        c.stroke(smooth_d([(x, y - sp * row_w * 0.28) for x, y in row_pts]), hi, sp * row_w * 0.22, op=0.7)
        off += sp
        j += 1
    c.close()
    for _ in range(trees):
        tx = rng.uniform(pts[0][0], pts[-1][0])
        ty = ridge_y(pts, tx) + rng.uniform(0.05, 0.6) * (base - ridge_y(pts, tx))
        th = spacing * rng.uniform(3.0, 5.5) * (1 + (ty - pts[0][1]) / max(1, base) * 0.5)
        shade_tree(c, tx, ty, th, tree_col)


def canopy(c, rng, x, y, r, base='#2f6b3a', blobs=9, squash=0.85, light_dir=-1):
    """Layered leafy crown centred at (x,y): dark underside, mid tone, sunlit highlights."""
    dk, lt = dark(base, 0.25), light(base, 0.12)
    for i in range(blobs):
        a = math.pi * (i / max(1, blobs - 1)) + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.32, 0.5)
        c.ellipse(x + math.cos(a) * r * 0.62, y + math.sin(a) * r * 0.3 * squash + r * 0.1, rr, rr * squash, dk)
    for i in range(blobs):
        a = math.pi * (1 + i / max(1, blobs - 1)) + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.32, 0.48)
        c.ellipse(x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.45 * squash, rr, rr * squash, base)
    c.ellipse(x, y, r * 0.7, r * 0.55 * squash, base)
    for i in range(max(3, blobs // 2 + 1)):
        rr = r * rng.uniform(0.12, 0.2)
        a = math.pi * rng.uniform(1.1, 1.6) if light_dir < 0 else math.pi * rng.uniform(1.4, 1.9)
        c.ellipse(x + math.cos(a) * r * rng.uniform(0.3, 0.65), y + math.sin(a) * r * rng.uniform(0.3, 0.6) * squash, rr, rr * squash * 0.8, lt)


def broadleaf(c, rng, x, y, h, base='#2f6b3a', trunk='#4a3a2c'):
    """Tree standing at (x,y) of height h."""
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(x - h * 0.035), n(y), n(x - h * 0.015), n(y - h * 0.6), n(x + h * 0.015), n(y - h * 0.6), n(x + h * 0.035), n(y)), trunk)
    canopy(c, rng, x, y - h * 0.68, h * 0.3, base)


def shade_tree(c, x, y, h, col='#2f5a2a', rng=None):
    """Tall silver-oak style shade tree: slim trunk with airy clumps of foliage."""
    rng = rng or rng_for('st%d%d' % (int(x), int(y)))
    trunk = dark(col, 0.4)
    c.stroke('M%s,%s Q%s,%s %s,%s' % (n(x), n(y), n(x - h * 0.02), n(y - h * 0.4), n(x + h * 0.01), n(y - h * 0.85)), trunk, max(1.2, h * 0.022))
    for k in range(4):
        t = k / 3.0
        by = y - h * (0.35 + 0.45 * t)
        side = -1 if k % 2 else 1
        c.stroke('M%s,%s q%s,%s %s,%s' % (n(x), n(by), n(side * h * 0.05), n(-h * 0.02), n(side * h * 0.09), n(-h * 0.07)), trunk, max(1, h * 0.01))
    for k in range(5):
        t = k / 4.0
        cy = y - h * (0.42 + 0.5 * t)
        cx = x + (rng.uniform(0.02, 0.09) * h) * (-1 if k % 2 else 1)
        canopy(c, rng, cx, cy, h * (0.11 - 0.035 * t), col, blobs=5, squash=0.7)


# ---------------------------------------------------------------- toy train (Darjeeling Himalayan Railway style)

def toy_train(c, x, y, s, coaches=2, body='#2f5ea8', steam_phase=0.0, lit=False, steam=True):
    """Right-facing: loco front at x + 10u; coaches trailing to the left. y = rail top."""
    u = s / 10.0
    dk = '#1e2230'
    red = '#c0392b'
    cream = '#f3e6c4'
    # coaches
    cx = x - 0.6 * u
    for k in range(coaches):
        L = 11 * u
        x0 = cx - L
        c.rect(x0, y - 1.9 * u, L, 0.5 * u, dk)
        for wx in (x0 + 2 * u, x0 + L - 2 * u):
            c.circle(wx, y - 0.75 * u, 0.75 * u, dk)
            c.circle(wx, y - 0.75 * u, 0.3 * u, '#6b6b6b')
        c.rect(x0, y - 6.2 * u, L, 4.4 * u, body, rx=0.3 * u)
        c.rect(x0, y - 6.2 * u, L, 2.2 * u, cream, rx=0.3 * u)
        c.rect(x0, y - 4.1 * u, L, 0.25 * u, dark(body, 0.3))
        for w_ in range(5):
            c.rect(x0 + 0.8 * u + w_ * 2.05 * u, y - 5.8 * u, 1.45 * u, 1.4 * u, '#ffd98a' if lit else '#3c4a63', rx=0.2 * u)
        c.path('M%s,%s Q%s,%s %s,%sZ' % (n(x0 - 0.3 * u), n(y - 6.1 * u), n(x0 + L / 2), n(y - 7.4 * u), n(x0 + L + 0.3 * u), n(y - 6.1 * u)), '#8a8f99')
        c.rect(x0 + L, y - 2.6 * u, 0.6 * u, 0.35 * u, dk)
        cx = x0 - 0.6 * u
    # loco
    c.rect(x, y - 2.1 * u, 10 * u, 0.7 * u, dk)
    for wx in (x + 3.6 * u, x + 5.8 * u, x + 8.0 * u):
        c.circle(wx, y - 0.95 * u, 0.95 * u, dk)
        c.circle(wx, y - 0.95 * u, 0.55 * u, red)
        c.circle(wx, y - 0.95 * u, 0.2 * u, dk)
    c.stroke('M%s,%s L%s,%s' % (n(x + 3.6 * u), n(y - 1.1 * u), n(x + 8 * u), n(y - 1.1 * u)), '#b9bcc4', 0.25 * u)
    # boiler & tank
    c.rect(x + 3.2 * u, y - 4.6 * u, 6.2 * u, 2.5 * u, body, rx=0.9 * u)
    c.rect(x + 3.6 * u, y - 5.1 * u, 4.8 * u, 1.6 * u, light(body, 0.15), rx=0.4 * u)
    c.rect(x + 3.6 * u, y - 5.1 * u, 4.8 * u, 0.3 * u, light(body, 0.4), rx=0.15 * u)
    c.rect(x + 9.0 * u, y - 4.5 * u, 0.7 * u, 2.3 * u, dk, rx=0.3 * u)
    # chimney & dome
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s L%s,%s L%s,%sZ' % (
        n(x + 8.1 * u), n(y - 4.6 * u), n(x + 8.2 * u), n(y - 6.6 * u), n(x + 7.9 * u), n(y - 7.1 * u),
        n(x + 9.3 * u), n(y - 7.1 * u), n(x + 9.0 * u), n(y - 6.6 * u), n(x + 9.1 * u), n(y - 4.6 * u)), dk)
    c.path('M%s,%s Q%s,%s %s,%sZ' % (n(x + 5.4 * u), n(y - 5.1 * u), n(x + 6 * u), n(y - 6.2 * u), n(x + 6.6 * u), n(y - 5.1 * u)), '#d8a93a')
    # cab
    c.rect(x, y - 7.0 * u, 3.4 * u, 4.9 * u, body, rx=0.2 * u)
    c.rect(x - 0.3 * u, y - 7.4 * u, 4.0 * u, 0.6 * u, dk, rx=0.2 * u)
    c.rect(x + 0.5 * u, y - 6.3 * u, 2.2 * u, 1.6 * u, '#ffd98a' if lit else '#3c4a63', rx=0.2 * u)
    c.rect(x + 0.4 * u, y - 3.4 * u, 2.6 * u, 0.9 * u, cream, rx=0.1 * u)
    # buffer & lamp
    c.rect(x + 9.6 * u, y - 2.3 * u, 0.7 * u, 1.1 * u, red)
    c.circle(x + 9.7 * u, y - 5.2 * u, 0.45 * u, '#ffe9a8')
    if lit:
        c.path('M%s,%s L%s,%s L%s,%sZ' % (n(x + 9.9 * u), n(y - 5.2 * u), n(x + 30 * u), n(y - 8 * u), n(x + 30 * u), n(y - 1 * u)),
               c.lin([(0, '#ffe9a8', 0.5), (1, '#ffe9a8', 0)], 0, 0, 1, 0))
    if steam:
        for k in range(7):
            f = (k + steam_phase) / 7.0
            px_ = x + 8.6 * u - f * 26 * u
            py_ = y - 7.8 * u - f * 9 * u - math.sin(f * 5) * u
            r = (1.0 + f * 3.2) * u
            c.circle(px_, py_, r, '#ffffff', op=0.85 * (1 - f) ** 1.2)


def rails(c, pts, s, col='#3a3430', sleeper='#5b4a3c'):
    u = s / 10.0
    d = smooth_d(pts)
    c.stroke(d, sleeper, 0.7 * u, extra='stroke-dasharray="%s %s"' % (n(0.4 * u), n(0.9 * u)))
    c.stroke(d, col, 0.25 * u)


# ---------------------------------------------------------------- buildings / town

def building(c, x, yb, w, floors, fh, wall='#efe6d6', side=None, roof='#7a3b2f', lit=None, rng=None,
             win='#3b4a60', depth=0.22, cols=None, balcony=None, roof_style='flat', glow=False):
    """Flat multi-storey hillside building, front face + shaded side face (oblique)."""
    rng = rng or rng_for('bld%d%d' % (int(x), int(yb)))
    h = floors * fh
    dw = w * depth
    side = side or mix(wall, '#2b2c4a', 0.3)
    c.poly([(x + w, yb), (x + w + dw, yb - dw * 0.5), (x + w + dw, yb - h - dw * 0.5), (x + w, yb - h)], side)
    c.rect(x, yb - h, w, h, wall)
    cols = cols or max(2, int(w / (fh * 0.95)))
    ww = w / cols * 0.5
    for f in range(floors):
        fy = yb - (f + 1) * fh
        for k in range(cols):
            wx = x + (k + 0.25) * w / cols
            col = win
            if lit and rng.random() < 0.72:
                col = lit if rng.random() < 0.8 else light(lit, 0.35)
                if glow:
                    c.circle(wx + ww / 2, fy + fh * 0.45, fh * 0.9, c.rad([(0, lit, 0.35), (1, lit, 0)]))
            c.rect(wx, fy + fh * 0.22, ww, fh * 0.5, col)
        if balcony:
            c.rect(x - w * 0.01, yb - f * fh - fh * 0.08, w * 1.02, fh * 0.08, balcony)
        # side windows
        c.rect(x + w + dw * 0.3, fy + fh * 0.3 - dw * 0.25, dw * 0.35, fh * 0.4, dark(side, 0.2) if not lit else mix(lit, side, 0.4))
    if roof_style == 'pitched':
        c.poly([(x - w * 0.06, yb - h), (x + w * 1.06, yb - h), (x + w * 0.8, yb - h - fh * 0.9), (x + w * 0.2, yb - h - fh * 0.9)], roof)
        c.poly([(x + w * 1.06, yb - h), (x + w + dw * 1.1, yb - h - dw * 0.5), (x + w * 0.8 + dw, yb - h - fh * 0.9 - dw * 0.5), (x + w * 0.8, yb - h - fh * 0.9)], dark(roof, 0.3))
    else:
        c.rect(x - w * 0.02, yb - h - fh * 0.15, w * 1.04, fh * 0.15, roof)
        c.poly([(x + w * 1.02, yb - h - fh * 0.15), (x + w + dw, yb - h - fh * 0.15 - dw * 0.5), (x + w + dw, yb - h - dw * 0.5), (x + w * 1.02, yb - h)], dark(roof, 0.3))
    return yb - h


HOUSE_COLS = ['#f2e7d5', '#e9d7c0', '#dfe7ea', '#f3d9c9', '#e7e1f0', '#d9e6d3', '#f5e3b5', '#e6c9c1']


def hillside_town(c, rng, x0, x1, slope_pts, count, fh, haze=None, haze_amt=0.0, lit=None, roof_cols=None, min_f=2, max_f=5):
    """Buildings stacked along a slope polyline (ground y from slope_pts)."""
    roof_cols = roof_cols or ['#8c3b2f', '#3f6d5a', '#5a5f7a', '#b0553a', '#2f5b7a']
    items = []
    for _ in range(count):
        x = rng.uniform(x0, x1)
        items.append((ridge_y(slope_pts, x), x))
    items.sort()
    for yb, x in items:
        w = fh * rng.uniform(2.2, 4.2)
        fl = rng.randint(min_f, max_f)
        wall = rng.choice(HOUSE_COLS)
        roof = rng.choice(roof_cols)
        if haze:
            wall, roof = mix(wall, haze, haze_amt), mix(roof, haze, haze_amt)
        building(c, x, yb + fh * 0.6, w, fl, fh, wall=wall, roof=roof, lit=lit, rng=rng,
                 win=mix('#3b4a60', haze, haze_amt) if haze else '#3b4a60',
                 roof_style='pitched' if rng.random() < 0.35 else 'flat')


# ---------------------------------------------------------------- people & animals

def person(c, x, yb, h, top='#c0392b', bottom='#2c3e50', skin='#c98d6a', hair='#2a1d1a', back=False,
           pack=None, pole=False, hat=None, arm=0.0, scarf=None, skirt=False, basket=None):
    """Simple flat figure standing at (x,yb), height h."""
    u = h / 10.0
    # legs
    if skirt:
        c.poly([(x - 1.3 * u, yb - 4.6 * u), (x + 1.3 * u, yb - 4.6 * u), (x + 1.8 * u, yb - 0.6 * u), (x - 1.8 * u, yb - 0.6 * u)], bottom)
        c.rect(x - 1.0 * u, yb - 0.7 * u, 0.7 * u, 0.7 * u, dark(skin, 0.4))
        c.rect(x + 0.3 * u, yb - 0.7 * u, 0.7 * u, 0.7 * u, dark(skin, 0.4))
    else:
        c.rect(x - 1.05 * u, yb - 4.6 * u, 0.95 * u, 4.6 * u, bottom, rx=0.3 * u)
        c.rect(x + 0.1 * u, yb - 4.6 * u, 0.95 * u, 4.6 * u, dark(bottom, 0.12), rx=0.3 * u)
        c.rect(x - 1.15 * u, yb - 0.5 * u, 1.1 * u, 0.5 * u, '#2a2220', rx=0.2 * u)
        c.rect(x + 0.05 * u, yb - 0.5 * u, 1.1 * u, 0.5 * u, '#2a2220', rx=0.2 * u)
    # pack behind body when seen from front
    if pack and not back:
        c.rect(x - 1.7 * u, yb - 7.9 * u, 3.4 * u, 3.2 * u, dark(pack, 0.2), rx=0.6 * u)
    # torso
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (
        n(x - 1.4 * u), n(yb - 4.3 * u), n(x - 1.6 * u), n(yb - 7.2 * u), n(x - 1.5 * u), n(yb - 7.9 * u), n(x - 0.6 * u), n(yb - 8.0 * u),
        n(x + 0.6 * u), n(yb - 8.0 * u), n(x + 1.6 * u), n(yb - 7.9 * u), n(x + 1.6 * u), n(yb - 7.2 * u)) +
        'L%s,%sZ' % (n(x + 1.4 * u), n(yb - 4.3 * u)), top)
    # arms
    c.stroke('M%s,%s L%s,%s' % (n(x - 1.5 * u), n(yb - 7.4 * u), n(x - 1.9 * u), n(yb - 4.9 * u)), dark(top, 0.12), 0.8 * u)
    ax = x + 1.5 * u + arm * 2.2 * u
    ay = yb - 4.9 * u - arm * 3.0 * u
    c.stroke('M%s,%s L%s,%s' % (n(x + 1.5 * u), n(yb - 7.4 * u), n(ax), n(ay)), dark(top, 0.12), 0.8 * u)
    c.circle(ax, ay, 0.4 * u, skin)
    if pole:
        c.stroke('M%s,%s L%s,%s' % (n(x - 1.9 * u), n(yb - 5.2 * u), n(x - 2.6 * u), n(yb)), '#3d3d3d', 0.25 * u)
    if scarf:
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s L%s,%sZ' % (n(x - 0.9 * u), n(yb - 7.9 * u), n(x), n(yb - 7.3 * u), n(x + 0.9 * u), n(yb - 7.9 * u),
                                                    n(x + 0.5 * u), n(yb - 5.4 * u), n(x + 0.1 * u), n(yb - 5.6 * u)), scarf)
    # head
    c.rect(x - 0.3 * u, yb - 8.6 * u, 0.6 * u, 0.8 * u, dark(skin, 0.1))
    c.circle(x, yb - 9.1 * u, 0.95 * u, skin)
    if back:
        c.circle(x, yb - 9.2 * u, 0.98 * u, hair)
    else:
        c.path('M%s,%s A%s,%s 0 0,1 %s,%s Q%s,%s %s,%sZ' % (n(x - 1.0 * u), n(yb - 9.0 * u), n(1.0 * u), n(1.0 * u), n(x + 1.0 * u), n(yb - 9.0 * u),
                                                        n(x), n(yb - 9.6 * u), n(x - 1.0 * u), n(yb - 9.0 * u)), hair)
    if hat:
        c.ellipse(x, yb - 9.9 * u, 1.4 * u, 0.35 * u, hat)
        c.path('M%s,%s A%s,%s 0 0,1 %s,%sZ' % (n(x - 0.9 * u), n(yb - 9.9 * u), n(0.9 * u), n(0.8 * u), n(x + 0.9 * u), n(yb - 9.9 * u)), hat)
    if pack and back:
        c.rect(x - 1.6 * u, yb - 7.9 * u, 3.2 * u, 3.4 * u, pack, rx=0.6 * u)
        c.rect(x - 1.3 * u, yb - 5.6 * u, 2.6 * u, 0.9 * u, dark(pack, 0.2), rx=0.3 * u)
        c.ellipse(x, yb - 8.1 * u, 1.4 * u, 0.45 * u, light(pack, 0.3))
    if basket:
        # conical doko basket on the back (side-ish view)
        c.path('M%s,%s L%s,%s L%s,%sZ' % (n(x - 0.6 * u), n(yb - 4.6 * u), n(x - 3.2 * u), n(yb - 9.6 * u), n(x + 0.2 * u), n(yb - 9.2 * u)), basket)
        for k in range(3):
            t_ = 0.3 + k * 0.22
            c.stroke('M%s,%s L%s,%s' % (n(lerp(x - 0.6 * u, x - 3.2 * u, t_)), n(lerp(yb - 4.6 * u, yb - 9.6 * u, t_)),
                                        n(lerp(x - 0.6 * u, x + 0.2 * u, t_)), n(lerp(yb - 4.6 * u, yb - 9.2 * u, t_))), dark(basket, 0.25), 0.2 * u)


def yak(c, x, yb, s, col='#2b2321', blanket=None, facing=1):
    """Stylised yak standing at (x,yb), body length s."""
    u = s / 10.0
    f = facing
    X = lambda v: x + f * v * u
    Y = lambda v: yb - v * u
    for lx in (1.4, 2.4, 6.6, 7.6):
        c.rect(min(X(lx), X(lx + 0.8)), Y(2.8), 0.8 * u, 2.8 * u, dark(col, 0.15))
    body = 'M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s L%s,%s C%s,%s %s,%s %s,%sZ' % (
        n(X(0.4)), n(Y(3.4)), n(X(0.2)), n(Y(6.5)), n(X(3)), n(Y(6.8)), n(X(5.5)), n(Y(6.9)),
        n(X(7.2)), n(Y(8.6)), n(X(8.8)), n(Y(7.8)), n(X(9.2)), n(Y(5.6)),
        n(X(9.0)), n(Y(2.4)), n(X(6)), n(Y(1.6)), n(X(3)), n(Y(1.8)), n(X(0.4)), n(Y(3.4)))
    c.path(body, col)
    # shaggy fringe
    fr = 'M%s,%s' % (n(X(0.6)), n(Y(3.2)))
    for k in range(12):
        xa = 0.6 + k * 0.72
        fr += ' L%s,%s L%s,%s' % (n(X(xa + 0.36)), n(Y(1.2)), n(X(xa + 0.72)), n(Y(2.6)))
    fr += ' L%s,%s Z' % (n(X(9.0)), n(Y(3.6)))
    c.path(fr, col)
    if blanket:
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(X(3.6)), n(Y(6.7)), n(X(5)), n(Y(7.0)), n(X(6.4)), n(Y(7.2)),
                                                          n(X(6.6)), n(Y(3.2)), n(X(5)), n(Y(3.0)), n(X(3.4)), n(Y(3.2))), blanket)
        c.rect(min(X(3.5), X(6.5)), Y(3.6), 3 * u, 0.4 * u, light(blanket, 0.4))
    # head
    c.path('M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%sZ' % (n(X(9.0)), n(Y(6.2)), n(X(10.6)), n(Y(6.6)), n(X(11.4)), n(Y(5.0)),
                                                           n(X(11.2)), n(Y(3.6)), n(X(10.4)), n(Y(3.0)), n(X(9.2)), n(Y(3.6)), n(X(8.6)), n(Y(4.6))), col)
    c.stroke('M%s,%s Q%s,%s %s,%s' % (n(X(10.0)), n(Y(6.0)), n(X(9.6)), n(Y(7.6)), n(X(10.6)), n(Y(7.6))), '#e9e0cc', 0.35 * u)
    c.stroke('M%s,%s Q%s,%s %s,%s' % (n(X(10.8)), n(Y(5.8)), n(X(11.8)), n(Y(6.6)), n(X(11.6)), n(Y(7.4))), '#e9e0cc', 0.35 * u)
    c.stroke('M%s,%s Q%s,%s %s,%s' % (n(X(0.5)), n(Y(5.0)), n(X(-0.6)), n(Y(3.6)), n(X(-0.3)), n(Y(2.2))), col, 0.6 * u)


def car(c, x, yb, L, col='#c0392b', glass='#9fc3d9', facing=1, lights=False):
    u = L / 10.0
    X = lambda v: x + facing * v * u
    Y = lambda v: yb - v * u
    c.ellipse(x + facing * 5 * u, yb, 5.2 * u, 0.45 * u, '#000000', op=0.2)
    c.path('M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (
        n(X(0.2)), n(Y(1.0)), n(X(0.0)), n(Y(2.4)), n(X(0.2)), n(Y(3.0)), n(X(1.5)), n(Y(3.1)),
        n(X(2.6)), n(Y(4.6)), n(X(3.0)), n(Y(4.9)), n(X(3.8)), n(Y(4.9)), n(X(6.8)), n(Y(4.9)),
        n(X(7.4)), n(Y(4.9)), n(X(8.4)), n(Y(3.2)), n(X(9.9)), n(Y(2.9)), n(X(10.1)), n(Y(1.0)), n(X(9.8)), n(Y(0.8))), col)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(X(2.0)), n(Y(3.1)), n(X(3.1)), n(Y(4.5)), n(X(5.0)), n(Y(4.5)), n(X(5.0)), n(Y(3.1)), n(X(2.0)), n(Y(3.1))), glass)
    c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(X(5.4)), n(Y(3.1)), n(X(5.4)), n(Y(4.5)), n(X(7.1)), n(Y(4.5)), n(X(7.9)), n(Y(3.1))), glass)
    c.rect(min(X(0.2), X(10.0)), Y(1.7), 9.8 * u, 0.25 * u, dark(col, 0.25))
    for wx in (2.2, 7.9):
        c.circle(X(wx), Y(0.9), 1.05 * u, '#1f1f24')
        c.circle(X(wx), Y(0.9), 0.5 * u, '#b8bcc4')
    c.rect(min(X(9.6), X(10.05)), Y(2.6), 0.45 * u, 0.5 * u, '#ffe9a8' if lights else '#f4f0e0')
    c.rect(min(X(0.0), X(0.35)), Y(2.6), 0.35 * u, 0.5 * u, '#d23c2c')


def cottage(c, x, yb, w, wall='#f1e4cc', roof='#9c3d2e', trim='#6b4a32', lit=None, side=0.35, glow=False):
    """Chalet with a front-facing gable. x = left of front face, yb ground."""
    h = w * 0.55
    dw = w * side
    sh = mix(wall, '#2b2c4a', 0.32)
    # side wall
    c.poly([(x + w, yb), (x + w + dw, yb - dw * 0.35), (x + w + dw, yb - h - dw * 0.35), (x + w, yb - h)], sh)
    # front wall + gable
    c.poly([(x, yb), (x + w, yb), (x + w, yb - h), (x + w / 2, yb - h - w * 0.42), (x, yb - h)], wall)
    # roof side plane
    c.poly([(x + w / 2, yb - h - w * 0.46), (x + w * 1.08, yb - h + w * 0.06), (x + w * 1.08 + dw, yb - h + w * 0.06 - dw * 0.35),
            (x + w / 2 + dw, yb - h - w * 0.46 - dw * 0.35)], roof)
    c.stroke('M%s,%s L%s,%s L%s,%s' % (n(x - w * 0.08), n(yb - h + w * 0.06), n(x + w / 2), n(yb - h - w * 0.46), n(x + w * 1.08), n(yb - h + w * 0.06)),
             dark(roof, 0.15), w * 0.07, cap='butt', join='miter')
    # timber trim
    c.rect(x, yb - h, w, w * 0.03, trim)
    c.rect(x, yb - w * 0.03, w, w * 0.03, trim)
    # door & windows
    wl = lit or '#3b4a60'
    c.rect(x + w * 0.4, yb - h * 0.62, w * 0.2, h * 0.62, trim)
    c.rect(x + w * 0.43, yb - h * 0.58, w * 0.14, h * 0.3, wl)
    for wx in (x + w * 0.1, x + w * 0.7):
        c.rect(wx - w * 0.02, yb - h * 0.72, w * 0.24, h * 0.42, trim)
        c.rect(wx, yb - h * 0.7, w * 0.2, h * 0.38, wl)
        c.rect(wx + w * 0.09, yb - h * 0.7, w * 0.02, h * 0.38, trim)
        if glow and lit:
            c.circle(wx + w * 0.1, yb - h * 0.5, w * 0.5, c.rad([(0, lit, 0.35), (1, lit, 0)]))
    c.circle(x + w / 2, yb - h - w * 0.16, w * 0.06, wl)
    c.rect(x + w + dw * 0.3, yb - h * 0.72 - dw * 0.15, dw * 0.4, h * 0.36, mix(wl, sh, 0.3) if lit else dark(sh, 0.2))


def lantern_string(c, p0, p1, sag, count, r, col='#ffd98a', line='#2a2230'):
    mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 + sag)
    c.stroke('M%s Q%s %s' % (pt(p0), pt(mid), pt(p1)), line, max(0.8, r * 0.15))
    for i in range(count):
        p = qbez(p0, mid, p1, (i + 0.5) / count)
        c.circle(p[0], p[1] + r, r * 4, c.rad([(0, col, 0.45), (1, col, 0)]))
        c.circle(p[0], p[1] + r, r, light(col, 0.4))
