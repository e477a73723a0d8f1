"""Home-page scenes, article covers and testimonial avatars."""
import math
from art import *
from parts import *
from scenes_dest import river, rhododendron_bush, foreground_pines, grass_bank
from scenes_aster import aster_building, aster_flower
from scenes_tours import reflect


def home_aster_promo(c):
    """Hotel Aster at golden hour with a terrace tea moment in front."""
    W, H = c.w, c.h
    rng = rng_for('promo')
    P = PAL['golden']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.08, m_base=0.46, snowline=0.32, ridges=[(0.48, 0.02), (0.54, 0.025)],
             sun=(0.12, 0.36, 0.03), sun_side='left', clouds=[(0.55, 0.1, 0.3), (0.1, 0.16, 0.2)])
    hill = sine_ridge(rng, -20, W + 20, H * 0.6, [(H * 0.025, W * 0.5)], step=8)
    hill = [(x, y - (x / W) * H * 0.08) for x, y in hill]
    forest_ridge(c, rng, hill, H + 5, hill_gradient(c, H * 0.5, H, '#6f8f55', '#46673e'), tree_h=(H * 0.02, H * 0.035), kind='mixed')
    hillside_town(c, rng, W * 0.2, W * 0.5, [(x, y + H * 0.05) for x, y in hill], 10, H * 0.02, haze=P['haze'], haze_amt=0.2, max_f=3)
    aster_building(c, W * 0.58, H * 0.8, W * 0.27, floors=5, fh=H * 0.09, mode='day')
    broadleaf(c, rng, W * 0.95, H * 0.84, H * 0.42, '#4f7a3e')
    # terrace in the foreground (left)
    c.poly([(-10, H * 0.82), (W * 0.56, H * 0.82), (W * 0.62, H + 5), (-10, H + 5)], '#8a5a3a')
    for k in range(10):
        c.line((W * 0.056 * k, H * 0.82), (W * 0.062 * k, H + 5), '#6e4630', 2)
    c.rect(-10, H * 0.74, W * 0.56, H * 0.012, '#5b3b26')
    for k in range(8):
        c.rect(W * 0.07 * k, H * 0.74, 6, H * 0.08, '#5b3b26')
    c.rect(-10, H * 0.78, W * 0.56, H * 0.008, '#5b3b26')
    # tea table with two cups and a kettle
    tx, ty = W * 0.3, H * 0.9
    c.ellipse(tx, ty - H * 0.06, W * 0.08, H * 0.022, '#f4efe6')
    c.rect(tx - 4, ty - H * 0.06, 8, H * 0.08, '#5b3b26')
    for dx in (-W * 0.03, W * 0.025):
        c.rect(tx + dx - 10, ty - H * 0.095, 20, 22, '#ffffff', rx=4)
        c.ellipse(tx + dx, ty - H * 0.095, 10, 3, '#a0622e')
        c.stroke('M%s,%s q%s,%s 0,%s' % (n(tx + dx + 10), n(ty - H * 0.09), 9, 3, 13), '#ffffff', 3)
        c.stroke('M%s,%s q-6,-12 2,-22 q7,-10 0,-20' % (n(tx + dx), n(ty - H * 0.1)), '#ffffff', 2, op=0.6)
    c.path('M%s,%s q%s,%s %s,0 l-4,%s l%s,0Z' % (n(tx - 12), n(ty - H * 0.075), 12, -24, 24, n(-H * 0.0), -16), '#2f6b5a')
    for x, f in [(W * 0.16, 1), (W * 0.44, -1)]:
        c.rect(x - 24, ty - H * 0.05, 48, 8, '#c9a66b')
        c.rect(x + (18 if f < 0 else -24), ty - H * 0.12, 6, H * 0.075, '#c9a66b')
        c.rect(x - 22, ty - H * 0.042, 4, H * 0.05, '#6b4a32')
        c.rect(x + 18, ty - H * 0.042, 4, H * 0.05, '#6b4a32')
        c.rect(x - 20, ty - H * 0.058, 40, 8, '#c0392b', rx=3)
    for x in (W * 0.04,):
        c.poly([(x - 24, H * 0.86), (x + 24, H * 0.86), (x + 18, H * 0.95), (x - 18, H * 0.95)], '#b5653f')
        for k in range(8):
            aster_flower(c, x + rng.uniform(-26, 26), H * 0.84 + rng.uniform(-30, 4), 10, petal=rng.choice(['#b58ad8', '#9a6cc8']))


def home_welcome(c):
    """Local guide pointing out Kanchenjunga to travellers at a viewpoint."""
    W, H = c.w, c.h
    rng = rng_for('welcome')
    P = PAL['golden']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.1, m_base=0.5, snowline=0.34, ridges=[(0.52, 0.02), (0.58, 0.03), (0.65, 0.035)],
             sun=(0.9, 0.3, 0.03), sun_side='right', clouds=[(0.05, 0.12, 0.25)])
    # viewpoint platform & railing
    c.path(smooth_d([(-20, H * 0.78), (W * 0.5, H * 0.76), (W + 20, H * 0.79)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#a48f70')
    c.rect(-5, H * 0.86, W + 10, H * 0.15, '#8f7a5c')
    for k in range(14):
        c.rect(W * k / 13 - 4, H * 0.7, 8, H * 0.1, '#5b3b26')
    c.rect(-10, H * 0.7, W + 20, 8, '#6b4330')
    c.rect(-10, H * 0.745, W + 20, 6, '#6b4330')
    # flags overhead
    pole(c, W * 0.04, H * 0.8, H * 0.55, '#3a2c25', 5)
    pole(c, W * 0.96, H * 0.8, H * 0.5, '#3a2c25', 5)
    prayer_flags(c, (W * 0.04, H * 0.26), (W * 0.96, H * 0.31), H * 0.1, 26, H * 0.04, phase=0.2, wind=(0.2, 0.05))
    chorten(c, W * 0.1, H * 0.8, H * 0.2)
    # the group (seen from behind)
    person(c, W * 0.3, H * 0.93, H * 0.3, top='#2e86ab', bottom='#34495e', back=True, pack='#e67e22', skin='#e0b08a', hair='#6b4a2a', scarf='#ffffff')
    person(c, W * 0.42, H * 0.94, H * 0.28, top='#c0506a', bottom='#3a2f4a', back=True, skin='#c98d6a', hair='#1c1414', skirt=True, scarf='#ffffff')
    person(c, W * 0.54, H * 0.93, H * 0.31, top='#3f6d5a', bottom='#2c3e50', back=True, pack='#2c3e50', skin='#b97a56', hair='#2a1d1a', scarf='#ffffff')
    # the guide in a maroon bakhu with a hat, pointing at the peaks
    person(c, W * 0.68, H * 0.93, H * 0.32, top='#7a1f2b', bottom='#7a1f2b', skirt=True, skin='#b9825e', hair='#1c1414', hat='#3a3a4a', arm=1.0,
           scarf='#e3aa30')
    birds(c, rng, W * 0.55, H * 0.2, 5, H * 0.012, '#4a3c5c')


def art_best_time(c):
    """Spring in the Yumthang valley: rhododendrons in bloom."""
    W, H = c.w, c.h
    rng = rng_for('art-best')
    P = PAL['morning']
    panorama(c, rng, P, massif='long', m_top=0.06, m_base=0.5, snowline=0.36, ridges=[(0.52, 0.03)], sun_side='left',
             clouds=[(0.06, 0.12, 0.14, 'cumulus'), (0.72, 0.08, 0.12, 'cumulus')])
    # valley slopes
    lh = [(-20, H * 0.45), (W * 0.2, H * 0.5), (W * 0.4, H * 0.62), (W * 0.48, H * 0.66)]
    rh = [(W * 0.52, H * 0.66), (W * 0.65, H * 0.6), (W * 0.85, H * 0.5), (W + 20, H * 0.47)]
    c.rect(-5, H * 0.6, W + 10, H * 0.45, '#8fc46a')
    forest_ridge(c, rng, lh + [(W * 0.55, H * 0.8)], H + 5, hill_gradient(c, H * 0.45, H, '#4f8a55', '#6aa45a'), tree_h=(H * 0.03, H * 0.05), kind='pine')
    forest_ridge(c, rng, [(W * 0.45, H * 0.8)] + rh, H + 5, hill_gradient(c, H * 0.45, H, '#4f8a55', '#6aa45a'), tree_h=(H * 0.03, H * 0.05), kind='pine')
    # meadow and river
    c.path(smooth_d([(-20, H * 0.74), (W * 0.3, H * 0.7), (W * 0.5, H * 0.68), (W * 0.7, H * 0.7), (W + 20, H * 0.74)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)),
           c.lin([(0, '#9ccf6e'), (1, '#6aa84a')]))
    river(c, rng, [(W * 0.5, H * 0.68), (W * 0.47, H * 0.74), (W * 0.55, H * 0.82), (W * 0.45, H * 0.92), (W * 0.52, H * 1.05)],
          [6, 16, 34, 60, 110], col_far='#bfe4f0', col_near='#5fb4d0', bank='#d9d2b8')
    # rhododendron bushes on slopes and meadow
    for _ in range(22):
        x = rng.uniform(0, W)
        if abs(x - W * 0.5) < W * 0.08:
            continue
        y = rng.uniform(H * 0.6, H * 0.8)
        rhododendron_bush(c, rng, x, y, W * 0.02 * (1 + (y - H * 0.6) / H * 3), flower=rng.choice(['#e0435a', '#f06a8a', '#c8324a', '#f4f0f0']), count=8)
    for x, col in [(0.06, '#e0435a'), (0.2, '#f06a8a'), (0.8, '#c8324a'), (0.94, '#e0435a')]:
        rhododendron_bush(c, rng, W * x, H * 0.96, W * 0.08, flower=col, count=20)
    yak(c, W * 0.3, H * 0.82, W * 0.06, col='#3a2f2a', facing=1)


def art_tea_trail(c):
    """Morning walk through a misty Darjeeling tea estate."""
    W, H = c.w, c.h
    rng = rng_for('art-tea')
    P = PAL['mist']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.12, m_base=0.42, snowline=0.3, ridges=[(0.4, 0.02)], sun=(0.8, 0.25, 0.03))
    ridge = sine_ridge(rng, -20, W + 20, H * 0.4, [(H * 0.03, W * 0.6)], step=8)
    forest_ridge(c, rng, ridge, H + 5, hill_gradient(c, H * 0.36, H * 0.7, '#6d8f7c', '#b5cbb8'), tree_h=(6, 12))
    hillside_town(c, rng, W * 0.05, W * 0.45, [(x, y + H * 0.03) for x, y in ridge], 30, H * 0.018, haze=P['haze'], haze_amt=0.45, max_f=4)
    mist(c, H * 0.42, H * 0.56, '#f4f8f0', 0.85)
    t1 = sine_ridge(rng, -20, W + 20, H * 0.54, [(H * 0.03, W * 0.7)], step=8)
    tea_hill(c, rng, t1, H + 5, ground='#8fbf5a', row='#4f8a37', hi='#b3d97a', spacing=H * 0.022, trees=5, tree_col='#4f6f45')
    mist(c, H * 0.52, H * 0.64, '#f4f8f0', 0.5)
    t2 = sine_ridge(rng, -20, W + 20, H * 0.72, [(H * 0.02, W * 0.5)], step=8)
    tea_hill(c, rng, t2, H + 5, ground='#6fa447', row='#35702a', hi='#a4cd5e', spacing=H * 0.04, grow=0.09)
    # winding trail
    trail = [(W * 0.62, H * 0.72), (W * 0.55, H * 0.8), (W * 0.62, H * 0.9), (W * 0.55, H * 1.02)]
    widths = [10, 30, 60, 100]
    left = [(x - w_ / 2, y) for (x, y), w_ in zip(trail, widths)]
    right = [(x + w_ / 2, y) for (x, y), w_ in zip(trail, widths)]
    c.path(smooth_d(left) + smooth_d(right[::-1], move=False) + 'Z', '#d8c7a0')
    person(c, W * 0.6, H * 0.8, H * 0.13, top='#e74c8b', bottom='#7b3f8c', skin='#b97a56', basket='#b88a4a', skirt=True)
    person(c, W * 0.35, H * 0.86, H * 0.15, top='#f39c12', bottom='#2e86ab', skin='#a86d4a', basket='#b88a4a', skirt=True)
    person(c, W * 0.8, H * 0.9, H * 0.16, top='#16a085', bottom='#6b3f8c', skin='#b07a58', basket='#b88a4a', skirt=True)
    shade_tree(c, W * 0.12, H * 0.95, H * 0.6, '#3f5f3a')


def art_bhutan(c):
    """Dzong at a river confluence with jacarandas and a cantilever bridge."""
    W, H = c.w, c.h
    rng = rng_for('art-bhutan')
    P = PAL['golden']
    panorama(c, rng, P, massif='random', m_top=0.1, m_base=0.42, snowline=0.28, ridges=[(0.44, 0.03), (0.52, 0.04)], sun=(0.85, 0.3, 0.025))
    c.path(smooth_d([(-20, H * 0.6), (W * 0.5, H * 0.58), (W + 20, H * 0.61)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#8ab062')
    dzong(c, W * 0.45, H * 0.66, W * 0.42)
    wy = H * 0.72
    m = c.mark()
    river(c, rng, [(-20, H * 0.75), (W * 0.3, H * 0.77), (W * 0.6, H * 0.76), (W + 20, H * 0.79)], [H * 0.08] * 4, col_far='#6fb9c8', col_near='#3f95b0',
          bank='#d8cba5', horizontal=True)
    for x, y, r in [(W * 0.15, H * 0.7, W * 0.04), (W * 0.8, H * 0.69, W * 0.045), (W * 0.88, H * 0.7, W * 0.035)]:
        c.stroke('M%s,%sL%s,%s' % (n(x), n(y), n(x), n(y - r * 1.4)), '#5b4636', r * 0.15)
        canopy(c, rng, x, y - r * 1.5, r * 1.1, '#9a7fd2', blobs=8)
    grass_bank(c, rng, [(-20, H * 0.86), (W * 0.5, H * 0.84), (W + 20, H * 0.87)], H + 5, '#5a8a40')
    for i, x in enumerate([0.04, 0.07, 0.1, 0.93, 0.96]):
        darchor(c, W * x, H * 0.9, H * 0.42, color=['#f4f1e6', '#f2c230', '#f4f1e6', '#d8393b', '#2e9a58'][i], phase=i * 0.3)
    person(c, W * 0.6, H * 0.95, H * 0.14, top='#b8452f', bottom='#2c3e50', skin='#b97a56', skirt=True, scarf='#f4f1e6')
    person(c, W * 0.65, H * 0.955, H * 0.15, top='#2f5e8a', bottom='#2f5e8a', skin='#b07a58', skirt=True, scarf='#f4f1e6')


# ------------------------------------------------------------------ avatars (200x200)

def avatar(c, bg, bg2, skin, hair, top, style, accent=None):
    W = c.w
    c.circle(W / 2, W / 2, W / 2, c.lin([(0, bg), (1, bg2)]))
    c.open(clip=c.clip('M0,%sa%s,%s 0 1,0 %s,0a%s,%s 0 1,0 %s,0Z' % (n(W / 2), n(W / 2), n(W / 2), n(W), n(W / 2), n(W / 2), n(-W))))
    # decorative background shapes
    c.circle(W * 0.82, W * 0.2, W * 0.22, light(bg, 0.25), op=0.5)
    c.path('M0,%s L%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(W * 0.75), n(W * 0.3), n(W * 0.5), n(W * 0.55), n(W * 0.68), n(W * 0.8), n(W * 0.45), n(W), n(W * 0.75)),
           light(bg2, 0.15), op=0.5)
    cx = W / 2
    if style in ('long',):
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(cx - W * 0.24), n(W * 0.42), n(cx - W * 0.3), n(W * 0.8), n(cx - W * 0.2), n(W * 0.86),
                                                          n(cx + W * 0.2), n(W * 0.86), n(cx + W * 0.3), n(W * 0.8), n(cx + W * 0.24), n(W * 0.42)), hair)
    # shoulders / top
    c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(cx - W * 0.38), n(W * 1.02), n(cx - W * 0.36), n(W * 0.72), n(cx - W * 0.1), n(W * 0.7),
                                                      n(cx + W * 0.1), n(W * 0.7), n(cx + W * 0.36), n(W * 0.72), n(cx + W * 0.38), n(W * 1.02)), top)
    c.path('M%s,%s L%s,%s L%s,%sZ' % (n(cx - W * 0.09), n(W * 0.7), n(cx), n(W * 0.8), n(cx + W * 0.09), n(W * 0.7)), dark(skin, 0.05))
    if accent:
        c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(cx - W * 0.3), n(W * 0.74), n(cx - W * 0.15), n(W * 0.85), n(cx - W * 0.05), n(W * 1.02),
                                                          n(cx - W * 0.15), n(W * 1.02), n(cx - W * 0.22), n(W * 0.86), n(cx - W * 0.34), n(W * 0.78)), accent)
    # neck + head
    c.rect(cx - W * 0.07, W * 0.55, W * 0.14, W * 0.18, dark(skin, 0.08), rx=W * 0.04)
    c.ellipse(cx, W * 0.44, W * 0.17, W * 0.2, skin)
    c.ellipse(cx - W * 0.17, W * 0.46, W * 0.03, W * 0.045, dark(skin, 0.05))
    c.ellipse(cx + W * 0.17, W * 0.46, W * 0.03, W * 0.045, dark(skin, 0.05))
    # hair
    if style == 'long':
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (
            n(cx - W * 0.19), n(W * 0.5), n(cx - W * 0.22), n(W * 0.2), n(cx), n(W * 0.2), n(cx + W * 0.22), n(W * 0.2), n(cx + W * 0.19), n(W * 0.5),
            n(cx + W * 0.14), n(W * 0.32), n(cx + W * 0.02), n(W * 0.3), n(cx - W * 0.12), n(W * 0.34), n(cx - W * 0.19), n(W * 0.5)), hair)
        c.circle(cx, W * 0.37, W * 0.012, '#c0392b')
    elif style == 'short':
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (
            n(cx - W * 0.175), n(W * 0.42), n(cx - W * 0.2), n(W * 0.2), n(cx), n(W * 0.21), n(cx + W * 0.2), n(W * 0.2), n(cx + W * 0.175), n(W * 0.42),
            n(cx + W * 0.12), n(W * 0.31), n(cx), n(W * 0.3), n(cx - W * 0.12), n(W * 0.31), n(cx - W * 0.175), n(W * 0.42)), hair)
        # beard
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (
            n(cx - W * 0.16), n(W * 0.46), n(cx - W * 0.14), n(W * 0.66), n(cx), n(W * 0.66), n(cx + W * 0.14), n(W * 0.66), n(cx + W * 0.16), n(W * 0.46),
            n(cx), n(W * 0.58), n(cx - W * 0.16), n(W * 0.46)), hair, op=0.9)
    elif style == 'bun':
        c.circle(cx + W * 0.02, W * 0.2, W * 0.09, hair)
        c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (
            n(cx - W * 0.18), n(W * 0.45), n(cx - W * 0.2), n(W * 0.22), n(cx), n(W * 0.24), n(cx + W * 0.2), n(W * 0.22), n(cx + W * 0.18), n(W * 0.45),
            n(cx + W * 0.02), n(W * 0.3), n(cx - W * 0.18), n(W * 0.45)), hair)
    # face
    for sx in (-1, 1):
        c.ellipse(cx + sx * W * 0.065, W * 0.45, W * 0.014, W * 0.018, '#2a1d1a')
        c.ellipse(cx + sx * W * 0.1, W * 0.52, W * 0.03, W * 0.016, '#e58a7a', op=0.45)
        c.stroke('M%s,%s q%s,%s %s,0' % (n(cx + sx * W * 0.065 - W * 0.03), n(W * 0.405), n(W * 0.03), n(-W * 0.015), n(W * 0.06)), dark(hair, 0.1), W * 0.012)
    c.stroke('M%s,%s q%s,%s %s,0' % (n(cx - W * 0.045), n(W * 0.54 if style != 'short' else W * 0.555), n(W * 0.045), n(W * 0.035), n(W * 0.09)),
             '#7a2f2a' if style != 'short' else '#f4e6d8', W * 0.014)
    c.close()


def avatar_ananya(c):
    avatar(c, '#2f8f8a', '#1f6b6e', '#c68a62', '#1f1614', '#e3aa30', 'long', accent='#c0392b')


def avatar_rahul(c):
    avatar(c, '#f2a66b', '#e0745a', '#b67b55', '#2a1d1a', '#2f5e8a', 'short')


def avatar_sarah(c):
    avatar(c, '#9b8ad0', '#6f5fb0', '#f0c8a8', '#b5653f', '#3f8a5a', 'bun', accent='#f4f1e6')
