"""Destination, tour and article landscapes."""
import math
from art import *
from parts import *


def river(c, rng, center, widths, col_far='#7cc7c4', col_near='#2f9aa0', y0=None, y1=None, streaks=True, bank=None, horizontal=False):
    """Winding river from centre-line points (far -> near) with widths."""
    if horizontal:
        left = [(x, y - w / 2) for (x, y), w in zip(center, widths)]
        right = [(x, y + w / 2) for (x, y), w in zip(center, widths)]
        y0 = min(p[1] for p in left) if y0 is None else y0
        y1 = max(p[1] for p in right) if y1 is None else y1
    else:
        left = [(x - w / 2, y) for (x, y), w in zip(center, widths)]
        right = [(x + w / 2, y) for (x, y), w in zip(center, widths)]
    y0 = y0 if y0 is not None else center[0][1]
    y1 = y1 if y1 is not None else center[-1][1]
    d = smooth_d(left) + smooth_d(right[::-1], move=False) + 'Z'
    if bank and horizontal:
        bl = [(x, y - w / 2 - w * 0.12 - 2) for (x, y), w in zip(center, widths)]
        br = [(x, y + w / 2 + w * 0.12 + 2) for (x, y), w in zip(center, widths)]
        c.path(smooth_d(bl) + smooth_d(br[::-1], move=False) + 'Z', bank)
    elif bank:
        bl = [(x - w / 2 - w * 0.12 - 2, y) for (x, y), w in zip(center, widths)]
        br = [(x + w / 2 + w * 0.12 + 2, y) for (x, y), w in zip(center, widths)]
        c.path(smooth_d(bl) + smooth_d(br[::-1], move=False) + 'Z', bank)
    c.path(d, c.lin([(0, col_far), (1, col_near)], 0, y0, 0, y1, user=True))
    if streaks:
        cl = c.clip(d)
        c.open(clip=cl)
        for i in range(len(center) - 1):
            for _ in range(2):
                t = rng.random()
                (xa, ya), (xb, yb) = center[i], center[i + 1]
                x = lerp(xa, xb, t)
                y = lerp(ya, yb, t)
                w = lerp(widths[i], widths[i + 1], t)
                c.rect(x - w * rng.uniform(0.05, 0.35), y, w * rng.uniform(0.1, 0.3), max(1, w * 0.015), '#ffffff', rx=1, op=0.45)
        c.close()
    return d


def rhododendron_bush(c, rng, x, y, r, leaf='#2f6b3a', flower='#e0435a', count=14):
    c.ellipse(x, y, r, r * 0.62, leaf)
    c.ellipse(x - r * 0.3, y - r * 0.25, r * 0.6, r * 0.45, light(leaf, 0.1))
    for _ in range(count):
        a = rng.uniform(math.pi, 2 * math.pi)
        rr = r * rng.uniform(0.2, 0.95)
        fx, fy = x + math.cos(a) * rr, y + math.sin(a) * rr * 0.6
        fr = r * rng.uniform(0.09, 0.15)
        fl = rng.choice([flower, light(flower, 0.2), dark(flower, 0.1)])
        for k in range(5):
            b = k * math.tau / 5
            c.circle(fx + math.cos(b) * fr * 0.6, fy + math.sin(b) * fr * 0.6, fr * 0.6, fl)
        c.circle(fx, fy, fr * 0.3, light(flower, 0.6))


def foreground_pines(c, rng, xs, base, col, hrange):
    ds = []
    for x in xs:
        ds.append(pine(x, base, rng.uniform(*hrange), tiers=5))
    c.path(''.join(ds), col)


def grass_bank(c, rng, pts, base, col, blades=True, blade_col=None):
    c.path(smooth_d(pts) + 'L%s,%sL%s,%sZ' % (n(pts[-1][0]), n(base), n(pts[0][0]), n(base)), col)
    if blades:
        bc = blade_col or dark(col, 0.15)
        d = ''
        x = pts[0][0]
        while x < pts[-1][0]:
            y = ridge_y(pts, x) + 2
            h = rng.uniform(5, 14) * c.h / 600
            d += 'M%s,%sL%s,%sL%s,%sZ' % (n(x - 1.5), n(y), n(x + rng.uniform(-3, 3)), n(y - h), n(x + 1.5), n(y))
            x += rng.uniform(4, 12)
        c.path(d, bc)


# ------------------------------------------------------------------ destinations (800x600)

def dest_sikkim(c):
    rng = rng_for('dest-sikkim')
    P = PAL['morning']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.14, m_base=0.55, snowline=0.38,
             ridges=[(0.58, 0.02), (0.64, 0.03), (0.71, 0.035)], clouds=[(0.05, 0.12, 0.3), (0.62, 0.08, 0.25)], sun_side='left')
    # near green hill with monastery
    hill = sine_ridge(rng, -20, W + 20, H * 0.78, [(H * 0.05, W * 0.9), (H * 0.015, W * 0.2)], step=8)
    hill = [(x, y - H * 0.07 * math.exp(-((x - W * 0.68) / (W * 0.2)) ** 2)) for x, y in hill]
    forest_ridge(c, rng, hill, H + 5, hill_gradient(c, H * 0.68, H, '#3f7d4e', '#2b5e3a'), tree_h=(H * 0.02, H * 0.04), density=0.5, kind='mixed')
    mx = W * 0.66
    monastery(c, mx, ridge_y(hill, mx) + H * 0.03, W * 0.2)
    chorten(c, W * 0.88, ridge_y(hill, W * 0.88) + H * 0.02, H * 0.1)
    # foreground with flags
    fg = [(-20, H * 0.86), (W * 0.2, H * 0.9), (W * 0.45, H * 0.97), (W * 0.6, H * 1.02)]
    c.path(smooth_d(fg) + 'L%s,%sL-20,%sZ' % (n(W * 0.6), n(H + 5), n(H + 5)), '#1f4a31')
    foreground_pines(c, rng, [W * 0.04, W * 0.1], H * 0.9, '#183d28', (H * 0.3, H * 0.42))
    pole(c, W * 0.22, H * 0.92, H * 0.42, '#3a2c25', 3)
    prayer_flags(c, (W * 0.22, H * 0.5), (W * 0.62, ridge_y(hill, W * 0.62) - H * 0.06), H * 0.06, 12, H * 0.035, phase=0.2, wind=(0.3, 0.05))
    prayer_flags(c, (W * 0.22, H * 0.55), (W + 10, H * 0.35), H * 0.05, 15, H * 0.035, phase=0.6, wind=(0.3, 0.05), op=0.95)
    birds(c, rng, W * 0.42, H * 0.2, 4, H * 0.012, '#33415c')


def dest_darjeeling(c):
    rng = rng_for('dest-darjeeling')
    P = PAL['golden']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.16, m_base=0.48, snowline=0.33,
             ridges=[(0.5, 0.02), (0.55, 0.025)], sun=(0.15, 0.3, 0.03), sun_side='left', clouds=[(0.55, 0.1, 0.3)])
    th1 = sine_ridge(rng, -20, W + 20, H * 0.6, [(H * 0.04, W * 0.7), (H * 0.015, W * 0.25)], step=8)
    tea_hill(c, rng, th1, H + 5, ground='#8fb85a', row='#5a8f37', hi='#b3d36f', spacing=H * 0.022, trees=6, tree_col='#466b33')
    # track + train across the mid slope
    track = [(-40, H * 0.74), (W * 0.3, H * 0.72), (W * 0.6, H * 0.735), (W + 40, H * 0.7)]
    th2 = [(x, y + H * 0.005) for x, y in track]
    c.path(smooth_d(th2) + 'L%s,%sL-40,%sZ' % (n(W + 40), n(H + 5), n(H + 5)), '#7aa64a')
    rails(c, track, H * 0.06)
    toy_train(c, W * 0.5, ridge_y(track, W * 0.55) - 1, H * 0.08, coaches=2, steam_phase=0.3)
    th3 = sine_ridge(rng, -20, W + 20, H * 0.8, [(H * 0.03, W * 0.6), (H * 0.01, W * 0.2)], step=8)
    tea_hill(c, rng, th3, H + 5, ground='#6f9f3f', row='#3e7427', hi='#a4cd5e', spacing=H * 0.035, grow=0.08, trees=0)
    shade_tree(c, W * 0.86, H * 0.86, H * 0.45, '#3a5f2c')
    shade_tree(c, W * 0.08, H * 0.9, H * 0.38, '#3a5f2c')
    person(c, W * 0.28, H * 0.93, H * 0.11, top='#e74c8b', bottom='#7b3f8c', skin='#b97a56', basket='#b88a4a', skirt=True)
    person(c, W * 0.36, H * 0.95, H * 0.11, top='#f39c12', bottom='#2e86ab', skin='#a86d4a', basket='#b88a4a', skirt=True)


def dest_kalimpong(c):
    rng = rng_for('dest-kalimpong')
    P = PAL['golden']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='twin', m_top=0.18, m_base=0.5, snowline=0.34, ridges=[(0.52, 0.02)], sun=(0.82, 0.28, 0.028),
             clouds=[(0.1, 0.12, 0.25)])
    # deep valley with Teesta
    lh = [(-20, H * 0.5), (W * 0.15, H * 0.52), (W * 0.3, H * 0.6), (W * 0.42, H * 0.72), (W * 0.5, H * 0.8)]
    rh = [(W * 0.5, H * 0.8), (W * 0.62, H * 0.7), (W * 0.78, H * 0.6), (W + 20, H * 0.55)]
    c.path(smooth_d([(W * 0.28, H * 0.58), (W * 0.45, H * 0.6), (W * 0.65, H * 0.59), (W * 0.8, H * 0.57)]) + 'L%s,%sL%s,%sZ' % (n(W * 0.8), n(H), n(W * 0.28), n(H)), '#8f9c78')
    river(c, rng, [(W * 0.55, H * 0.6), (W * 0.5, H * 0.66), (W * 0.56, H * 0.72), (W * 0.48, H * 0.8), (W * 0.55, H * 0.95)],
          [4, 10, 18, 30, 60], col_far='#b7dcd0', col_near='#4fb0a8', bank='#d8cfb2')
    mist(c, H * 0.55, H * 0.68, P['haze'], 0.5)
    lhp = sine_ridge(rng, -20, W * 0.5, H * 0.55, [(H * 0.02, W * 0.3)], step=8)
    lhp = [(x, y + max(0, (x - W * 0.15)) * 0.6) for x, y in lhp] + [(W * 0.56, H * 1.02)]
    forest_ridge(c, rng, lhp, H + 5, hill_gradient(c, H * 0.5, H, '#5b7f48', '#35583a'), tree_h=(H * 0.015, H * 0.03), density=0.7, kind='mixed')
    rhp = sine_ridge(rng, W * 0.5, W + 20, H * 0.6, [(H * 0.02, W * 0.3)], step=8)
    rhp = [(W * 0.46, H * 1.02)] + [(x, y + max(0, (W * 0.75 - x)) * 0.5) for x, y in rhp]
    forest_ridge(c, rng, rhp, H + 5, hill_gradient(c, H * 0.55, H, '#648a4d', '#3a603e'), tree_h=(H * 0.015, H * 0.03), density=0.7, kind='mixed')
    # Durpin-style hilltop monastery on left
    monastery(c, W * 0.17, ridge_y(lhp, W * 0.17) + H * 0.02, W * 0.16, wings=True)
    # town specks on right slope
    hillside_town(c, rng, W * 0.66, W * 0.98, rhp, 14, H * 0.018, haze=P['haze'], haze_amt=0.15, max_f=3)
    # foreground flowers (nursery town)
    fg = [(-20, H * 0.9), (W * 0.3, H * 0.88), (W * 0.7, H * 0.92), (W + 20, H * 0.89)]
    c.path(smooth_d(fg) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#2f5a33')
    for i, (x, col) in enumerate([(0.05, '#e94f64'), (0.2, '#f39c32'), (0.82, '#e94f64'), (0.95, '#c94fb0')]):
        rhododendron_bush(c, rng, W * x, H * 0.93, W * 0.08, leaf='#2a5a32', flower=col)


def dest_bhutan(c):
    rng = rng_for('dest-bhutan')
    P = PAL['bhutan']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='long', m_top=0.15, m_base=0.45, snowline=0.3, ridges=[(0.47, 0.025), (0.55, 0.035)],
             clouds=[(0.1, 0.1, 0.16, 'cumulus'), (0.7, 0.14, 0.2, 'cumulus')])
    # spur with dzong above the river
    c.path(smooth_d([(-20, H * 0.62), (W * 0.4, H * 0.6), (W + 20, H * 0.63)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#86ad63')
    spur = [(W * 0.1, H * 0.74), (W * 0.3, H * 0.64), (W * 0.45, H * 0.6), (W * 0.6, H * 0.6), (W * 0.75, H * 0.65), (W * 0.95, H * 0.75)]
    c.path(smooth_d(spur) + 'L%s,%sL%s,%sZ' % (n(W * 0.95), n(H * 0.8), n(W * 0.1), n(H * 0.8)), '#6f9653')
    dzong(c, W * 0.52, H * 0.63, W * 0.44)
    river(c, rng, [(-20, H * 0.77), (W * 0.3, H * 0.79), (W * 0.6, H * 0.78), (W + 20, H * 0.81)], [H * 0.05] * 4, col_far='#6fb9c8', col_near='#4aa4b8', bank='#cfc6a8', horizontal=True)
    # cantilever covered bridge
    bx0, bx1, by = W * 0.6, W * 0.84, H * 0.77
    c.rect(bx0 - W * 0.03, by - H * 0.06, W * 0.05, H * 0.08, '#f1ebde')
    c.rect(bx1 - W * 0.02, by - H * 0.06, W * 0.05, H * 0.08, '#f1ebde')
    for bx in (bx0 - W * 0.005, bx1 + W * 0.005):
        _roof_small = [(bx - W * 0.035, by - H * 0.06), (bx + W * 0.035, by - H * 0.06), (bx + W * 0.02, by - H * 0.085), (bx - W * 0.02, by - H * 0.085)]
        c.poly(_roof_small, '#5e6b62')
    c.rect(bx0 + W * 0.02, by - H * 0.035, bx1 - bx0 - W * 0.04, H * 0.02, '#8a4b2e')
    c.rect(bx0 + W * 0.02, by - H * 0.05, bx1 - bx0 - W * 0.04, H * 0.008, '#5e6b62')
    c.rect(bx0 + W * 0.02, by - H * 0.015, bx1 - bx0 - W * 0.04, H * 0.006, '#e8c36b')
    # jacaranda trees
    for x, y, r in [(W * 0.2, H * 0.72, W * 0.05), (W * 0.83, H * 0.73, W * 0.045), (W * 0.27, H * 0.7, W * 0.035)]:
        c.stroke('M%s,%sL%s,%s' % (n(x), n(y), n(x), n(y - r * 1.4)), '#5b4636', r * 0.15)
        canopy(c, rng, x, y - r * 1.5, r * 1.1, '#9a7fd2', blobs=8)
    # foreground with darchor flags
    fg = [(-20, H * 0.88), (W * 0.4, H * 0.86), (W + 20, H * 0.9)]
    grass_bank(c, rng, fg, H + 5, '#4f7d3a')
    for i, x in enumerate([0.06, 0.1, 0.14, 0.9, 0.95]):
        darchor(c, W * x, H * 0.9, H * (0.34 + 0.04 * (i % 2)), color=['#f4f1e6', '#f4f1e6', '#f2c230', '#f4f1e6', '#d8393b'][i], phase=i * 0.3)


def dest_nepal(c):
    rng = rng_for('dest-nepal')
    P = PAL['morning']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='fishtail', m_top=0.08, m_base=0.5, snowline=0.34, ridges=[(0.52, 0.02), (0.58, 0.03)],
             clouds=[(0.08, 0.1, 0.2, 'cumulus')])
    # city roofs
    town_base = [(-20, H * 0.7), (W + 20, H * 0.7)]
    hillside_town(c, rng, -20, W, [(-20, H * 0.66), (W + 20, H * 0.68)], 22, H * 0.02, haze=P['haze'], haze_amt=0.25, max_f=3,
                  roof_cols=['#9b4a32', '#7a3b2f', '#b0553a'])
    c.rect(-5, H * 0.69, W + 10, H * 0.32, '#d9cdb6')
    stupa_boudha(c, W * 0.5, H * 0.93, W * 0.62, flags_phase=0.2)
    # plaza foreground
    c.rect(-5, H * 0.93, W + 10, H * 0.08, '#c9b995')
    for i, x in enumerate([0.1, 0.18, 0.84, 0.9]):
        person(c, W * x, H * (0.98 + 0.005 * i), H * 0.09, top=['#c0392b', '#8e44ad', '#d35400', '#2c3e50'][i], bottom='#3b3b4f',
               back=(i % 2 == 0))
    birds(c, rng, W * 0.75, H * 0.3, 5, H * 0.012, '#3a4660')


def root_bridge(c, rng, x0, y0, x1, y1, sag, wood='#6e5a44', moss='#6b9a3c'):
    """Living root bridge: woven strands of aerial roots with root handrails and stone deck."""
    mid = ((x0 + x1) / 2, (y0 + y1) / 2 + sag)
    span = x1 - x0
    dk = dark(wood, 0.3)
    # roots hanging beneath the deck
    for k in range(26):
        t = rng.uniform(0.06, 0.94)
        p = qbez((x0, y0), mid, (x1, y1), t)
        L = sag * rng.uniform(0.3, 1.3) * (1 - abs(t - 0.5))
        c.stroke('M%s,%s q%s,%s %s,%s' % (n(p[0]), n(p[1] + 4), n(rng.uniform(-8, 8)), n(L * 0.5), n(rng.uniform(-6, 6)), n(L)), dk, rng.uniform(1, 2.2), op=0.85)
    # deck: woven strands
    for k in range(16):
        o = rng.uniform(-6, 7)
        w0 = rng.uniform(2, 5)
        ph = rng.uniform(0, 6)
        pts = []
        for i in range(21):
            t = i / 20
            p = qbez((x0, y0), mid, (x1, y1), t)
            pts.append((p[0], p[1] + o + math.sin(t * 9 + ph) * 3))
        c.stroke(smooth_d(pts), mix(wood, '#3a2a1e', rng.random() * 0.6), w0)
    # stone slabs on top
    for i in range(14):
        t = (i + 0.5) / 14
        p = qbez((x0, y0), mid, (x1, y1), t)
        c.ellipse(p[0], p[1] - 6, span * 0.022, 3.2, '#a9a393')
        c.ellipse(p[0] - 2, p[1] - 7, span * 0.012, 1.4, '#c9c4b4')
    # root handrails with criss-cross ties
    for h in (sag * 1.1, sag * 0.95):
        m2 = (mid[0], mid[1] - h)
        a0, a1 = (x0, y0 - h * 0.95), (x1, y1 - h * 0.95)
        for s_ in range(3):
            o = s_ * 2.2
            c.stroke('M%s Q%s %s' % (pt((a0[0], a0[1] + o)), pt((m2[0], m2[1] + o)), pt((a1[0], a1[1] + o))), mix(wood, dk, s_ * 0.3), 2.4 - s_ * 0.5)
        for k in range(18):
            t = (k + 0.5) / 18
            a = qbez((x0, y0), mid, (x1, y1), t)
            b = qbez(a0, m2, a1, min(1, t + rng.uniform(-0.04, 0.04)))
            c.stroke('M%s Q%s %s' % (pt(a), pt(((a[0] + b[0]) / 2 + rng.uniform(-6, 6), (a[1] + b[1]) / 2)), pt(b)), dk, 1.3, op=0.9)
    # moss tufts
    for k in range(22):
        t = rng.uniform(0.02, 0.98)
        p = qbez((x0, y0), mid, (x1, y1), t)
        c.ellipse(p[0] + rng.uniform(-4, 4), p[1] + rng.uniform(-2, 6), rng.uniform(4, 12), rng.uniform(2, 4), rng.choice([moss, light(moss, 0.2), dark(moss, 0.15)]), op=0.9)
    # roots spreading into the banks at both ends
    for (ex, ey), sgn in (((x0, y0), -1), ((x1, y1), 1)):
        for k in range(9):
            L = rng.uniform(30, 90)
            c.stroke('M%s,%s q%s,%s %s,%s' % (n(ex), n(ey), n(sgn * L * 0.4), n(L * 0.2), n(sgn * L * rng.uniform(0.2, 0.9)), n(L * rng.uniform(0.5, 1.2))),
                     mix(wood, dk, rng.random()), rng.uniform(2, 5))


def dest_northeast(c):
    rng = rng_for('dest-ne')
    P = PAL['mist']
    W, H = c.w, c.h
    panorama(c, rng, P, massif=None, ridges=[(0.3, 0.04), (0.38, 0.05), (0.47, 0.05), (0.56, 0.05)], mist_op=0.75, ridge_kind='mixed')
    mist(c, H * 0.45, H * 0.65, P['haze'], 0.9)
    # gorge banks
    lb = [(-20, H * 0.45), (W * 0.12, H * 0.5), (W * 0.22, H * 0.62), (W * 0.3, H * 0.8), (W * 0.34, H + 5)]
    rb = [(W * 0.66, H + 5), (W * 0.7, H * 0.78), (W * 0.8, H * 0.6), (W * 0.9, H * 0.52), (W + 20, H * 0.48)]
    c.rect(-5, H * 0.72, W + 10, H * 0.3, '#2f5a42')
    river(c, rng, [(W * 0.5, H * 0.74), (W * 0.48, H * 0.82), (W * 0.52, H * 0.92), (W * 0.5, H * 1.02)], [W * 0.2, W * 0.3, W * 0.42, W * 0.6],
          col_far='#8fc9b8', col_near='#3e9a8a')
    for _ in range(14):
        x = rng.uniform(W * 0.25, W * 0.75)
        y = rng.uniform(H * 0.8, H)
        r = rng.uniform(8, 22) * W / 800
        c.ellipse(x, y, r, r * 0.55, rng.choice(['#6d7a6f', '#7f8b7e', '#5d6a60']))
        c.ellipse(x - r * 0.2, y - r * 0.2, r * 0.6, r * 0.25, '#9aa79a', op=0.7)
    c.path(smooth_d(lb) + 'L-20,%sZ' % n(H + 5), c.lin([(0, '#2f6b44'), (1, '#1e4a31')]))
    c.path(smooth_d(rb) + 'L%s,%sZ' % (n(W + 20), n(H + 5)), c.lin([(0, '#2f6b44'), (1, '#1e4a31')]))
    # giant rubber-fig trees at both ends
    for x, y, sgn in [(W * 0.1, H * 0.5, 1), (W * 0.9, H * 0.52, -1)]:
        for k in range(6):
            dx = (k - 2.5) * 9
            c.stroke('M%s,%s C%s,%s %s,%s %s,%s' % (n(x + dx * 0.3), n(y - H * 0.25), n(x + dx * 0.5), n(y - H * 0.1), n(x + dx * 1.5), n(y), n(x + dx * 2.5), n(y + H * 0.08)),
                     rng.choice(['#5a4634', '#4a3a2a', '#6b5640']), rng.uniform(5, 10))
        c.path('M%s,%s L%s,%s L%s,%s L%s,%sZ' % (n(x - 16), n(y), n(x - 9), n(y - H * 0.32), n(x + 9), n(y - H * 0.32), n(x + 16), n(y)), '#4d3b2b')
        canopy(c, rng, x + sgn * W * 0.02, y - H * 0.36, W * 0.15, '#2f6b3a', blobs=12)
        for k in range(8):
            hx = x + rng.uniform(-W * 0.1, W * 0.1)
            c.stroke('M%s,%s l%s,%s' % (n(hx), n(y - H * 0.3), n(rng.uniform(-4, 4)), n(rng.uniform(H * 0.1, H * 0.26))), '#5a4634', 1.4, op=0.8)
    root_bridge(c, rng, W * 0.14, H * 0.55, W * 0.86, H * 0.57, H * 0.08)
    # ferns foreground
    for x in [W * 0.05, W * 0.3, W * 0.7, W * 0.96]:
        for k in range(7):
            a = math.pi * (1.1 + k * 0.12)
            L = H * rng.uniform(0.12, 0.2)
            c.stroke('M%s,%s q%s,%s %s,%s' % (n(x), n(H), n(math.cos(a) * L * 0.3), n(math.sin(a) * L * 0.9), n(math.cos(a) * L), n(math.sin(a) * L * 0.7)),
                     rng.choice(['#3f8a45', '#4f9a4f', '#2f7a3c']), 5)
    birds(c, rng, W * 0.6, H * 0.18, 3, H * 0.01, '#5d7a72')
