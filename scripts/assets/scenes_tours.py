"""Tour packages (1200x800) and partner hotels."""
import math
from art import *
from parts import *
from scenes_dest import river, rhododendron_bush, foreground_pines, grass_bank


def reflect(c, m, water_y, clip_d, tint, tint_op=0.35, op=0.75):
    """Mirror everything drawn since mark m about y=water_y, inside clip_d."""
    content = c.since(m)
    cl = c.clip(clip_d)
    c.open(clip=cl)
    c.add('<g opacity="%s" transform="translate(0,%s) scale(1,-1)">%s</g>' % ('%.3g' % op, n(2 * water_y), content))
    c.path(clip_d, tint, op=tint_op)
    c.close()


def tour_sikkim(c):
    """Tsomgo lake with yaks, prayer flags and a small monastery."""
    rng = rng_for('tour-sikkim')
    P = PAL['morning']
    W, H = c.w, c.h
    wy = H * 0.62
    m = c.mark()
    panorama(c, rng, P, massif='twin', m_top=0.1, m_base=0.5, snowline=0.36, ridges=[(0.52, 0.025), (0.58, 0.03)],
             clouds=[(0.08, 0.14, 0.18, 'cumulus'), (0.7, 0.1, 0.14, 'cumulus')], sun_side='left', trees=True)
    # rocky shoulders framing the lake
    lsh = [(-20, H * 0.42), (W * 0.12, H * 0.45), (W * 0.25, H * 0.55), (W * 0.36, wy)]
    rsh = [(W * 0.6, wy), (W * 0.74, H * 0.53), (W * 0.9, H * 0.46), (W + 20, H * 0.44)]
    body = c.lin([(0, '#6f7f73'), (1, '#4d6b55')], 0, H * 0.4, 0, wy, user=True)
    mountain(c, rng, mpd(rng, lsh, 0.1, 4), wy + 2, body, shadow='#2c3e40', shadow_op=0.3, sun_side='left', snowline=H * 0.47, snow='#f4f8fb', snow_depth=0.6)
    mountain(c, rng, mpd(rng, rsh, 0.1, 4), wy + 2, body, shadow='#2c3e40', shadow_op=0.3, sun_side='left', snowline=H * 0.49, snow='#f4f8fb', snow_depth=0.6)
    lake = 'M-20,%s L%s,%s L%s,%s Z' % (n(wy), n(W + 20), n(wy), n(W + 20), n(H + 5)) + 'L-20,%sZ' % n(H + 5)
    lake = 'M-20,%s L%s,%s L%s,%s L-20,%s Z' % (n(wy), n(W + 20), n(wy), n(W + 20), n(H + 5), n(H + 5))
    c.rect(-5, wy, W + 10, H - wy + 5, c.lin([(0, '#6fb3d9'), (1, '#2f6f9f')], 0, wy, 0, H, user=True))
    reflect(c, m, wy, lake, '#3b87b8', 0.3, 0.7)
    for _ in range(26):
        y = rng.uniform(wy + 4, H * 0.8)
        x = rng.uniform(0, W)
        c.rect(x, y, rng.uniform(20, 120) * (1 + (y - wy) / H), 1.5 + (y - wy) / H * 3, '#ffffff', rx=1, op=0.35)
    # near shore
    shore = [(-20, H * 0.78), (W * 0.2, H * 0.76), (W * 0.45, H * 0.82), (W * 0.7, H * 0.86), (W + 20, H * 0.83)]
    c.path(smooth_d(shore) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), c.lin([(0, '#8a9a6a'), (1, '#5b6e45')]))
    c.stroke(smooth_d(shore), '#c9c1a4', 4, op=0.8)
    for _ in range(12):
        x, y = rng.uniform(0, W), rng.uniform(H * 0.86, H)
        r = rng.uniform(10, 26)
        c.ellipse(x, y, r, r * 0.5, '#7c8075')
        c.ellipse(x - r * 0.25, y - r * 0.15, r * 0.55, r * 0.22, '#a3a79b')
    yak(c, W * 0.56, H * 0.9, W * 0.09, blanket='#c0392b', facing=-1)
    yak(c, W * 0.67, H * 0.93, W * 0.1, col='#3a2f2a', blanket='#e1a33a', facing=1)
    person(c, W * 0.5, H * 0.9, H * 0.11, top='#2e86de', bottom='#34495e', hat='#c0392b', arm=0.2)
    # monastery on the left shoulder above the shore
    chorten(c, W * 0.1, H * 0.79, H * 0.13)
    monastery(c, W * 0.25, H * 0.785, W * 0.11, wings=False, tiers=1)
    pole(c, W * 0.9, H * 0.88, H * 0.4, '#3a2c25', 4)
    prayer_flags(c, (W * 0.9, H * 0.48), (W * 0.32, H * 0.7), H * 0.08, 22, H * 0.032, phase=0.3, wind=(0.35, 0.05))
    prayer_flags(c, (W * 0.9, H * 0.52), (W + 20, H * 0.6), H * 0.02, 4, H * 0.032, phase=0.7, wind=(0.35, 0.05))


def tour_darjeeling(c):
    """Tea gardens and the toy train at dawn; a couple watching the sunrise."""
    rng = rng_for('tour-darj')
    P = PAL['dawn']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.12, m_base=0.46, snowline=0.32, ridges=[(0.48, 0.018), (0.53, 0.022)],
             sun=(0.86, 0.4, 0.03), sun_side='right', clouds=[(0.05, 0.1, 0.3), (0.6, 0.07, 0.22)])
    th1 = sine_ridge(rng, -20, W + 20, H * 0.58, [(H * 0.035, W * 0.6), (H * 0.012, W * 0.22)], step=8)
    tea_hill(c, rng, th1, H + 5, ground='#7e9a5a', row='#4e7040', hi='#c1b57a', spacing=H * 0.02, trees=7, tree_col='#3f5a3a')
    mist(c, H * 0.56, H * 0.66, '#f6c3b8', 0.45)
    track = [(-40, H * 0.71), (W * 0.35, H * 0.69), (W * 0.7, H * 0.7), (W + 40, H * 0.68)]
    c.path(smooth_d([(x, y + 2) for x, y in track]) + 'L%s,%sL-40,%sZ' % (n(W + 40), n(H + 5), n(H + 5)), '#6e8c4c')
    rails(c, track, H * 0.055)
    toy_train(c, W * 0.4, ridge_y(track, W * 0.45) - 1, H * 0.06, coaches=3, steam_phase=0.5, lit=True)
    th3 = sine_ridge(rng, -20, W + 20, H * 0.79, [(H * 0.025, W * 0.5), (H * 0.008, W * 0.2)], step=8)
    tea_hill(c, rng, th3, H + 5, ground='#5f8440', row='#355e2c', hi='#d7b27a', spacing=H * 0.03, grow=0.08)
    # couple under a shade tree, warm rim light
    shade_tree(c, W * 0.15, H * 0.86, H * 0.55, '#34513a')
    person(c, W * 0.22, H * 0.87, H * 0.16, top='#5a3e6e', bottom='#2c2c44', back=True, scarf='#e8a0a8', skin='#b57a5a')
    person(c, W * 0.26, H * 0.875, H * 0.15, top='#c0506a', bottom='#3a2f4a', back=True, skin='#c98d6a', hair='#1c1414', skirt=True)
    birds(c, rng, W * 0.7, H * 0.22, 5, H * 0.01, '#4a3c5c')


def tiger_cliff(c, rng, x_edge, top, bottom, col='#5b5552'):
    """Sheer granite cliff from the left edge to x_edge (jagged right face)."""
    edge = mpd(rng, [(x_edge - c.w * 0.06, top), (x_edge, (top + bottom) * 0.5), (x_edge - c.w * 0.05, bottom)], 0.08, 5)
    d = poly_d([(-20, top - 40)] + edge + [(-20, bottom)])
    c.path(d, c.lin([(0, light(col, 0.1)), (1, dark(col, 0.2))], 0, 0, 1, 0))
    cl = c.clip(d)
    c.open(clip=cl)
    for k in range(14):
        x = rng.uniform(0, x_edge)
        w = rng.uniform(6, 40)
        c.path(poly_d(mpd(rng, [(x, top - 40), (x + rng.uniform(-20, 20), bottom)], 0.05, 4) + [(x + w, bottom), (x + w, top - 40)]),
               rng.choice([dark(col, 0.25), light(col, 0.15)]), op=0.45)
    c.close()
    # lit rim along the edge
    c.stroke(poly_d(edge, False), light(col, 0.45), 3, op=0.7)
    return edge


def tour_bhutan(c):
    """Paro Taktsang clinging to its cliff above a misty forested valley."""
    rng = rng_for('tour-bhutan')
    P = PAL['bhutan']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='random', m_top=0.18, m_base=0.5, snowline=0.32,
             ridges=[(0.52, 0.03), (0.6, 0.04), (0.7, 0.04)], clouds=[(0.52, 0.12, 0.14, 'cumulus'), (0.78, 0.2, 0.1, 'cumulus')])
    mist(c, H * 0.62, H * 0.85, '#ffffff', 0.7)
    # cliff
    edge = tiger_cliff(c, rng, W * 0.42, -10, H * 1.02, col='#7b716b')
    # forest crowning the cliff and clinging to its ledges
    crown = sine_ridge(rng, -20, edge[0][0] - 10, H * 0.06, [(H * 0.015, W * 0.2)], step=6)
    crown = crown + [(edge[0][0] + 6, H * 0.01)]
    forest_ridge(c, rng, crown, -40, '#2f5a3a', tree_h=(H * 0.04, H * 0.08))
    for (fx, fy, k) in [(0.08, 0.3, 5), (0.2, 0.72, 6), (0.05, 0.85, 7), (0.3, 0.2, 3)]:
        ds = ''.join(pine(W * fx + i * W * 0.018 + rng.uniform(-5, 5), H * fy + rng.uniform(-8, 8), H * rng.uniform(0.04, 0.07)) for i in range(k))
        c.path(ds, '#2f5a3a')
    # monastery cluster on a ledge
    ledge_y = H * 0.5
    xe = ridge_y([(p[1], p[0]) for p in edge], ledge_y)
    c.poly([(xe - W * 0.16, ledge_y + H * 0.02), (xe + W * 0.03, ledge_y + H * 0.02), (xe + W * 0.01, ledge_y + H * 0.045), (xe - W * 0.16, ledge_y + H * 0.06)], '#5d5450')
    cliff_monastery(c, xe - W * 0.1, ledge_y + H * 0.025, W * 0.085)
    cliff_monastery(c, xe - W * 0.015, ledge_y + H * 0.02, W * 0.09)
    cliff_monastery(c, xe - W * 0.06, ledge_y - H * 0.06, W * 0.065)
    cliff_monastery(c, xe + W * 0.005, ledge_y - H * 0.1, W * 0.05, roof='#c98f28')
    mist_blob(c, W * 0.3, H * 0.8, W * 0.3, H * 0.08, '#ffffff', 0.7)
    # prayer flags strung across the gorge + near pines
    fr = [(W * 0.55, H + 5), (W * 0.62, H * 0.86), (W * 0.78, H * 0.8), (W + 20, H * 0.76)]
    c.path(smooth_d(fr) + 'L%s,%sZ' % (n(W + 20), n(H + 5)), '#244f35')
    foreground_pines(c, rng, [W * 0.7, W * 0.74, W * 0.93, W * 0.97], H * 0.9, '#1d4430', (H * 0.25, H * 0.42))
    prayer_flags(c, (W * 0.82, H * 0.6), (xe - W * 0.02, H * 0.68), H * 0.06, 20, H * 0.03, phase=0.1, wind=(0.2, 0.05))
    prayer_flags(c, (W * 0.82, H * 0.66), (W * 0.52, H * 0.86), H * 0.05, 14, H * 0.028, phase=0.5, wind=(0.2, 0.05))
    for i, x in enumerate([0.86, 0.89]):
        darchor(c, W * x, H * 0.83, H * 0.3, color=['#f4f1e6', '#f2c230'][i], phase=i * 0.4)
    birds(c, rng, W * 0.66, H * 0.3, 4, H * 0.012, '#2f4050')


def tour_nepal(c):
    """Annapurna & Machapuchare with trekkers and a chorten on the trail."""
    rng = rng_for('tour-nepal')
    P = PAL['morning']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='fishtail', m_top=0.06, m_base=0.52, snowline=0.36, ridges=[(0.55, 0.025), (0.61, 0.03)],
             clouds=[(0.05, 0.16, 0.15, 'cumulus')], sun_side='left')
    slope = [(-20, H * 0.7), (W * 0.3, H * 0.66), (W * 0.6, H * 0.7), (W + 20, H * 0.64)]
    c.path(smooth_d(slope) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), c.lin([(0, '#7daa5a'), (1, '#4f7f3c')]))
    # trail
    trail = [(W * 0.98, H * 0.66), (W * 0.75, H * 0.7), (W * 0.55, H * 0.76), (W * 0.45, H * 0.86), (W * 0.3, H + 10)]
    widths = [4, 10, 22, 44, 90]
    left = [(x - w_ / 2, y) for (x, y), w_ in zip(trail, widths)]
    right = [(x + w_ / 2, y) for (x, y), w_ in zip(trail, widths)]
    c.path(smooth_d(left) + smooth_d(right[::-1], move=False) + 'Z', '#d8c7a0')
    for _ in range(30):
        x, y = rng.uniform(0, W), rng.uniform(H * 0.72, H)
        c.ellipse(x, y, rng.uniform(3, 9), rng.uniform(1.5, 4), '#9c8f78', op=0.6)
    chorten(c, W * 0.78, H * 0.71, H * 0.14)
    prayer_flags(c, (W * 0.78, H * 0.57), (W * 0.98, H * 0.68), H * 0.02, 8, H * 0.022, phase=0.4, wind=(0.1, 0.0))
    prayer_flags(c, (W * 0.78, H * 0.57), (W * 0.6, H * 0.7), H * 0.02, 9, H * 0.022, phase=0.8, wind=(0.1, 0.0))
    # trekkers
    person(c, W * 0.56, H * 0.77, H * 0.12, top='#e67e22', bottom='#2c3e50', back=True, pack='#c0392b', pole=True, hat='#34495e')
    person(c, W * 0.5, H * 0.82, H * 0.14, top='#16a085', bottom='#34495e', back=True, pack='#2c3e50', pole=True)
    person(c, W * 0.42, H * 0.9, H * 0.17, top='#8e44ad', bottom='#2c3e50', back=True, pack='#f39c12', pole=True, hat='#c0392b')
    for x, col in [(0.08, '#d9304f'), (0.2, '#e8485f'), (0.9, '#d9304f')]:
        rhododendron_bush(c, rng, W * x, H * 0.95, W * 0.09, flower=col)
    birds(c, rng, W * 0.35, H * 0.25, 4, H * 0.012, '#3a4660')


# ------------------------------------------------------------------ partner hotels

def hotel_mv1(c):
    """Hillside resort in Pelling facing Kanchenjunga (morning)."""
    rng = rng_for('hotel-mv1')
    P = PAL['morning']
    W, H = c.w, c.h
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.08, m_base=0.5, snowline=0.34, ridges=[(0.52, 0.02), (0.58, 0.03)],
             clouds=[(0.7, 0.12, 0.16, 'cumulus')], sun_side='left')
    slope = [(-20, H * 0.62), (W * 0.35, H * 0.6), (W * 0.7, H * 0.66), (W + 20, H * 0.72)]
    c.path(smooth_d(slope) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), c.lin([(0, '#6f9f55'), (1, '#3f7040')]))
    # terraces of cottages
    for i, (x, y, w_) in enumerate([(0.08, 0.68, 0.1), (0.22, 0.66, 0.1), (0.62, 0.71, 0.09), (0.76, 0.74, 0.09)]):
        cottage(c, W * x, H * y, W * w_, wall=['#f3e6cf', '#efe2c8'][i % 2], roof=['#9c3d2e', '#3f6d5a'][i % 2])
    # main lodge
    bx = W * 0.36
    building(c, bx, H * 0.78, W * 0.22, 3, H * 0.07, wall='#f4ead8', roof='#9c3d2e', balcony='#7a4a30', roof_style='pitched', cols=5)
    c.rect(bx + W * 0.08, H * 0.78 - H * 0.055, W * 0.06, H * 0.055, '#6b4a32')
    c.rect(bx + W * 0.04, H * 0.78 - H * 0.21 - H * 0.1, W * 0.14, H * 0.035, '#6b4a32', rx=3)
    c.text(bx + W * 0.11, H * 0.78 - H * 0.275 - H * 0.008, 'MOUNTAIN VIEW', H * 0.018, '#f6e7c1', ls=1)
    # lawn, path and garden
    lawn = [(-20, H * 0.8), (W * 0.5, H * 0.78), (W + 20, H * 0.82)]
    grass_bank(c, rng, lawn, H + 5, '#5d9445', blade_col='#4f8239')
    c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(W * 0.46), n(H * 0.79), n(W * 0.5), n(H * 0.9), n(W * 0.44), n(H + 5),
                                                      n(W * 0.6), n(H + 5), n(W * 0.55), n(H * 0.9), n(W * 0.5), n(H * 0.79)), '#d9cba8')
    for x in (0.06, 0.3, 0.7, 0.92):
        rhododendron_bush(c, rng, W * x, H * 0.9, W * 0.07, flower=rng.choice(['#e0435a', '#f08a3c', '#c44fa8']))
    foreground_pines(c, rng, [W * 0.98], H * 0.95, '#245034', (H * 0.5, H * 0.6))


def deck_scene(c, rng, P, massif, deck_col='#8a5a3a', cups=True, chairs=True):
    W, H = c.w, c.h
    panorama(c, rng, P, massif=massif, m_top=0.1, m_base=0.55, snowline=0.38, ridges=[(0.56, 0.02), (0.62, 0.03), (0.7, 0.035)],
             sun=(0.82, 0.42, 0.025), sun_side='right', clouds=[(0.08, 0.15, 0.25), (0.55, 0.08, 0.3)])
    # deck floor in perspective
    dy = H * 0.78
    c.poly([(-10, dy), (W + 10, dy), (W + 10, H + 5), (-10, H + 5)], deck_col)
    for k in range(14):
        x = W * (k / 13)
        c.line((W / 2 + (x - W / 2) * 0.6, dy), (W / 2 + (x - W / 2) * 2.2, H + 5), dark(deck_col, 0.2), 2)
    # glass railing with posts
    c.rect(-10, H * 0.66, W + 20, dy - H * 0.66, '#dff0f5', op=0.18)
    c.rect(-10, H * 0.655, W + 20, H * 0.012, '#5b3b26')
    for k in range(9):
        c.rect(W * (k / 8) - 4, H * 0.655, 8, dy - H * 0.655, '#5b3b26')
    c.rect(-10, dy - 4, W + 20, 8, dark(deck_col, 0.3))
    if chairs:
        for x, f in [(W * 0.22, 1), (W * 0.66, -1)]:
            # lounge chair side view
            c.poly([(x, H * 0.9), (x + f * W * 0.16, H * 0.9), (x + f * W * 0.17, H * 0.86), (x + f * W * 0.04, H * 0.86), (x - f * W * 0.01, H * 0.76), (x - f * W * 0.035, H * 0.77), (x - f * W * 0.01, H * 0.87)],
                   '#f2ebe0')
            c.rect(min(x, x + f * W * 0.16), H * 0.9, W * 0.16, H * 0.012, '#6b4a32')
            for lx in (x + f * W * 0.01, x + f * W * 0.14):
                c.rect(lx - 3, H * 0.9, 6, H * 0.05, '#6b4a32')
            c.rect(min(x + f * W * 0.06, x + f * W * 0.14), H * 0.846, W * 0.08, H * 0.016, '#e27d60', rx=4)
    if cups:
        tx = W * 0.45
        c.ellipse(tx, H * 0.86, W * 0.06, H * 0.018, '#6b4a32')
        c.rect(tx - 5, H * 0.86, 10, H * 0.1, '#6b4a32')
        for dx in (-W * 0.02, W * 0.02):
            c.rect(tx + dx - 9, H * 0.835, 18, 20, '#ffffff', rx=3)
            c.ellipse(tx + dx, H * 0.835, 9, 3, '#8a5a3a')
            c.stroke('M%s,%s q8,2 0,12' % (n(tx + dx + 9), n(H * 0.838)), '#ffffff', 3)
            c.stroke('M%s,%s q-5,-10 2,-20 q6,-10 0,-18' % (n(tx + dx), n(H * 0.82)), '#ffffff', 2, op=0.6)
    # potted plants at the corners
    for x in (W * 0.04, W * 0.96):
        c.poly([(x - 26, H * 0.86), (x + 26, H * 0.86), (x + 20, H * 0.95), (x - 20, H * 0.95)], '#b5653f')
        canopy(c, rng, x, H * 0.82, 48, '#3f7d4e', blobs=6)


def hotel_mv2(c):
    deck_scene(c, rng_for('hotel-mv2'), PAL['golden'], 'kanchenjunga')


def hotel_tr1(c):
    """Riverside retreat: cottages on the bank of the Teesta (afternoon)."""
    rng = rng_for('hotel-tr1')
    P = PAL['bhutan']
    W, H = c.w, c.h
    panorama(c, rng, P, massif=None, ridges=[(0.3, 0.04), (0.38, 0.05), (0.46, 0.05)], clouds=[(0.1, 0.12, 0.14, 'cumulus'), (0.62, 0.08, 0.18, 'cumulus')],
             ridge_kind='mixed')
    # far bank
    c.path(smooth_d([(-20, H * 0.52), (W * 0.5, H * 0.5), (W + 20, H * 0.53)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H * 0.65), n(H * 0.65)), '#4f8a52')
    forest_ridge(c, rng, sine_ridge(rng, -20, W + 20, H * 0.52, [(H * 0.01, W * 0.3)]), H * 0.62, '#3f7748', tree_h=(H * 0.03, H * 0.06), kind='mixed')
    # river
    c.rect(-5, H * 0.6, W + 10, H * 0.2, c.lin([(0, '#58b7b0'), (1, '#2f9a98')]))
    c.stroke(smooth_d([(-20, H * 0.6), (W * 0.5, H * 0.605), (W + 20, H * 0.6)]), '#d6efe6', 3, op=0.7)
    for _ in range(30):
        y = rng.uniform(H * 0.61, H * 0.78)
        c.rect(rng.uniform(0, W), y, rng.uniform(20, 90), 2 + (y - H * 0.6) / H * 8, '#e4f6f0', rx=2, op=0.45)
    # near bank with cottages
    bank = [(-20, H * 0.76), (W * 0.3, H * 0.74), (W * 0.7, H * 0.77), (W + 20, H * 0.75)]
    c.path(smooth_d(bank) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#d8cba5')
    grass_bank(c, rng, [(x, y + H * 0.04) for x, y in bank], H + 5, '#6aa04e')
    for i, x in enumerate([0.06, 0.3, 0.56]):
        cottage(c, W * x, H * (0.86 + 0.01 * (i % 2)), W * 0.14, wall='#f3e8d2', roof=['#2f6b5a', '#9c3d2e', '#2f6b5a'][i], trim='#5e3f2a')
    broadleaf(c, rng, W * 0.86, H * 0.9, H * 0.5, '#3c7a44')
    broadleaf(c, rng, W * 0.25, H * 0.92, H * 0.3, '#4a8a4a')
    for x in (0.46, 0.78):
        rhododendron_bush(c, rng, W * x, H * 0.95, W * 0.05, flower='#f0a030')


def hotel_tr2(c):
    """Riverside deck at dusk with lanterns, bonfire and lit cottages."""
    rng = rng_for('hotel-tr2')
    P = PAL['dusk']
    W, H = c.w, c.h
    m = c.mark()
    panorama(c, rng, P, massif=None, ridges=[(0.35, 0.04), (0.42, 0.05), (0.5, 0.05)], stars_n=50, ridge_kind='mixed')
    moon(c, W * 0.78, H * 0.14, H * 0.035, sky_col='#2a2a5e')
    wy = H * 0.56
    c.rect(-5, wy, W + 10, H * 0.22, c.lin([(0, '#c98aa0'), (1, '#3b3b6e')], 0, wy, 0, H * 0.78, user=True))
    reflect(c, m, wy, 'M-5,%sH%sV%sH-5Z' % (n(wy), n(W + 5), n(H * 0.78)), '#2a2a5e', 0.35, 0.5)
    for _ in range(20):
        y = rng.uniform(wy + 3, H * 0.76)
        c.rect(rng.uniform(0, W), y, rng.uniform(20, 80), 1.5, '#ffd7b0', rx=1, op=0.35)
    bank = [(-20, H * 0.74), (W * 0.4, H * 0.72), (W + 20, H * 0.75)]
    c.path(smooth_d(bank) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#1f2546')
    for i, x in enumerate([0.04, 0.74]):
        cottage(c, W * x, H * 0.84, W * 0.14, wall='#5a4f6a', roof='#2a2440', trim='#2a2035', lit='#ffc870', glow=True)
    # deck
    c.poly([(W * 0.25, H * 0.8), (W * 0.7, H * 0.8), (W * 0.76, H + 5), (W * 0.2, H + 5)], '#4a3542')
    for k in range(8):
        c.line((W * (0.25 + k * 0.064), H * 0.8), (W * (0.2 + k * 0.08), H + 5), '#3a2832', 2)
    lantern_string(c, (W * 0.2, H * 0.58), (W * 0.78, H * 0.6), H * 0.06, 14, H * 0.007)
    for x in (W * 0.2, W * 0.78):
        c.rect(x - 3, H * 0.58, 6, H * 0.28, '#2a2035')
    # bonfire and people
    fx, fy = W * 0.48, H * 0.9
    c.circle(fx, fy - H * 0.03, H * 0.25, c.rad([(0, '#ffb347', 0.55), (0.4, '#ff7a3c', 0.18), (1, '#ff7a3c', 0)]))
    for k in range(5):
        c.line((fx - 30 + k * 15, fy), (fx + 30 - k * 15, fy - 12), '#5a3a2a', 6)
    c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (n(fx - 24), n(fy - 6), n(fx - 26), n(fy - 40), n(fx - 4), n(fy - 70),
                                                          n(fx), n(fy - 40), n(fx + 8), n(fy - 58), n(fx + 26), n(fy - 30), n(fx + 24), n(fy - 6)), '#ff8c3a')
    c.path('M%s,%s Q%s,%s %s,%s Q%s,%s %s,%sZ' % (n(fx - 12), n(fy - 6), n(fx - 12), n(fy - 30), n(fx), n(fy - 46),
                                               n(fx + 12), n(fy - 26), n(fx + 12), n(fy - 6)), '#ffd36b')
    person(c, W * 0.36, H * 0.93, H * 0.14, top='#2c2c44', bottom='#1c1c30', skin='#3a2a2a', hair='#141018')
    person(c, W * 0.6, H * 0.94, H * 0.14, top='#3a2c44', bottom='#1c1c30', skin='#3a2a2a', hair='#141018', skirt=True)
