"""Hotel Aster gallery (1000x750), home-page scenes and article covers."""
import math
from art import *
from parts import *
from interiors import *
from scenes_dest import river, rhododendron_bush, foreground_pines, grass_bank
from scenes_aster import aster_building, aster_day_scene, aster_flower, street_lamp
from scenes_tours import deck_scene, reflect
import scenes_rooms


def g01_facade(c):
    aster_day_scene(c, seed='g01', pal='morning')


def g02_lobby(c):
    W, H = c.w, c.h
    S = dict(wall='#efe5d6', accent='#6b4330', floor='#d8cdbd', ceiling='#f6f1e8', wood='#6b4330', rug='#8c3b3b')
    cam = Cam(W, H, W * 0.58, eye=(0.0, 1.45), cy=H * 0.46)
    RW, RH, D = 7.0, 3.2, 6.0
    room_shell(c, cam, RW, RH, D, S, tiles=True, accent_span=(-1.6, 1.6))
    # slatted timber feature wall with sign
    for i in range(16):
        x0 = -1.6 + i * 0.2
        cam.quad(c, [(x0, 0, D - 0.01), (x0 + 0.1, 0, D - 0.01), (x0 + 0.1, RH, D - 0.01), (x0, RH, D - 0.01)], '#7d5136')
    x, y, w, h = cam.rect_on_back(-1.2, 1.2, 1.8, 2.5, D)
    c.rect(x, y, w, h, '#2a2036', rx=6)
    aster_flower(c, x + h * 0.55, y + h / 2, h * 0.36)
    fs = min(h * 0.38, (w - h * 1.25) / 8.4)
    c.text(x + h * 1.05, y + h / 2 + fs * 0.36, 'HOTEL ASTER', fs, '#ffe6a8', family='DejaVu Serif', anchor='start', ls=fs * 0.08)
    # side walls: windows with view (left) and thangka (right)
    side_frame(c, cam, RW / 2 - 0.01, 1.0, 2.4, D - 2.6, D - 1.0, '#3a2a20', '#a8322b')
    side_frame(c, cam, RW / 2 - 0.011, 1.15, 2.25, D - 2.45, D - 1.15, '#e3aa30', '#f0d9a8')
    for zz in (D - 1.0, D - 3.2):
        cam.quad(c, [(-RW / 2 + 0.01, 0.6, zz), (-RW / 2 + 0.01, 2.6, zz), (-RW / 2 + 0.01, 2.6, zz - 1.5), (-RW / 2 + 0.01, 0.6, zz - 1.5)], '#a9c6dd')
        cam.quad(c, [(-RW / 2 + 0.01, 0.6, zz), (-RW / 2 + 0.01, 1.4, zz), (-RW / 2 + 0.01, 1.4, zz - 1.5), (-RW / 2 + 0.01, 0.6, zz - 1.5)], '#7da68a', op=0.7)
        cam.quad(c, [(-RW / 2 + 0.01, 1.9, zz), (-RW / 2 + 0.01, 2.6, zz), (-RW / 2 + 0.01, 2.6, zz - 1.5), (-RW / 2 + 0.01, 1.9, zz - 1.5)], '#ffffff', op=0.35)
        for yy in (0.6, 2.6):
            c.line(cam.p(-RW / 2 + 0.01, yy, zz), cam.p(-RW / 2 + 0.01, yy, zz - 1.5), '#3a2a20', 4)
        for z_ in (zz, zz - 1.5):
            c.line(cam.p(-RW / 2 + 0.01, 0.6, z_), cam.p(-RW / 2 + 0.01, 2.6, z_), '#3a2a20', 4)
    rug(c, cam, -2.6, 0.2, D - 4.2, D - 2.4, '#8c3b3b')
    # receptionist behind the reception desk
    p = cam.p(0.4, 0.0, D - 0.7)
    person(c, p[0], p[1], cam.f * 1.7 / (D - 0.7), top='#7a2a26', bottom='#333', skin='#c98d6a', scarf='#e3aa30')
    cam.box(c, -1.5, 1.5, 0, 1.1, D - 1.5, D - 0.9, '#5a3a28', top='#e8dfd0')
    cam.quad(c, [(-1.5, 0.15, D - 1.501), (1.5, 0.15, D - 1.501), (1.5, 0.95, D - 1.501), (-1.5, 0.95, D - 1.501)], '#7d5136')
    for i in range(7):
        xx = -1.4 + i * 0.47
        p = cam.p(xx, 0.55, D - 1.51)
        c.circle(p[0], p[1], 6, '#e3aa30')
    cam.box(c, -1.55, 1.55, 1.08, 1.14, D - 1.55, D - 0.85, '#e8dfd0')
    for xx in (-1.9, 1.9):
        pendant(c, cam, xx, 2.2, D - 1.2, '#c79a3b', ceiling=RH)
    # lounge: sofa + table + plants
    sofa(c, cam, -3.2, -1.4, D - 3.9, D - 3.1, '#2f5e6e', cushions=('#e3aa30', '#c0392b'))
    table(c, cam, -2.7, -1.9, D - 4.8, D - 4.3, 0.42, '#6b4330')
    plant(c, cam, 2.9, D - 0.5, 1.6)
    plant(c, cam, -3.0, D - 0.6, 1.4)
    armchair(c, cam, 1.6, 2.4, D - 4.4, D - 3.6, '#c9a66b')


def g03_restaurant(c):
    W, H = c.w, c.h
    S = dict(wall='#efe4d2', accent='#8c3b3b', floor='#9a6a48', ceiling='#f3ece0', wood='#6b4330', rug='#8c3b3b')
    cam = Cam(W, H, W * 0.55, eye=(0.0, 1.5), cy=H * 0.44)
    RW, RH, D = 8.0, 3.0, 7.0
    room_shell(c, cam, RW, RH, D, S, lights=False)
    for i, x0 in enumerate((-3.4, -1.0, 1.4)):
        view = window_view(c, 'golden', 'rest-%d' % i)
        back_window(c, cam, x0, x0 + 2.0, 0.9, 2.5, D, view, curtain='#c9a27a', mull=2)
    # exposed beams
    for zz in (D - 1.0, D - 3.0, D - 5.0):
        cam.box(c, -RW / 2, RW / 2, RH - 0.2, RH, zz - 0.15, zz, '#5a3a28')
    # tables in rows (far to near)
    rng = rng_for('rest')
    for row, zz in enumerate((D - 1.6, D - 3.4, D - 5.0)):
        for xx in (-2.6, 0.0, 2.6):
            if row == 2 and xx == 0.0:
                continue
            chair(c, cam, xx - 0.22, zz + 0.45, '#7d5136', facing='front')
            table(c, cam, xx - 0.55, xx + 0.55, zz - 0.4, zz + 0.4, 0.76, '#f7f3ec')
            cam.box(c, xx - 0.56, xx + 0.56, 0.45, 0.76, zz - 0.41, zz - 0.4, '#f7f3ec')
            for px in (-0.25, 0.25):
                p = cam.p(xx + px, 0.77, zz)
                s = cam.f / zz
                c.ellipse(p[0], p[1], s * 0.13, s * 0.04, '#ffffff')
                c.ellipse(p[0], p[1], s * 0.08, s * 0.025, rng.choice(['#e0a050', '#c0392b', '#7fae4a']))
            p = cam.p(xx, 0.8, zz)
            c.circle(p[0], p[1] - 4, cam.f / zz * 0.04, '#ffd98a')
            chair(c, cam, xx - 0.22, zz - 0.95, '#7d5136', facing='back')
            pendant(c, cam, xx, 1.9, zz, '#c79a3b', ceiling=RH)
    plant(c, cam, -3.6, D - 0.5, 1.5)
    plant(c, cam, 3.6, D - 0.5, 1.5)


def g04_terrace(c):
    deck_scene(c, rng_for('g04'), PAL['dawn'], 'kanchenjunga', deck_col='#7a4e3a')


def g05_room(c):
    RW, D = 4.6, 4.8
    W, H = c.w, c.h
    cam = Cam(W, H, W * 0.6, eye=(-0.2, 1.3), cy=H * 0.47)
    S = ROOM_STYLES['blush']
    room_shell(c, cam, RW, 2.8, D, S, accent_span=(-0.4, 2.3))
    view = window_view(c, 'dusk', 'g05')
    back_window(c, cam, -2.0, -0.8, 0.85, 2.3, D, view, curtain='#e7d6c2')
    wall_art(c, cam, 0.35, 1.45, 1.55, 2.3, D, kind='thangka')
    rug(c, cam, -0.6, 2.2, D - 2.9, D - 1.0, S['rug'])
    nightstand(c, cam, -0.35, 0.05, D, S)
    nightstand(c, cam, 1.75, 2.15, D, S)
    bed(c, cam, 0.15, 1.65, D, S, pillows=2)
    armchair(c, cam, -2.0, -1.3, D - 1.9, D - 1.2, '#8fa3b8')
    # warm evening tint
    c.rect(0, 0, W, H, '#ff9a50', op=0.06)


def momo(c, x, y, r, rot=0.0):
    c.circle(x + r * 0.08, y + r * 0.12, r * 1.02, '#000000', op=0.12)
    c.circle(x, y, r, c.rad([(0, '#fffaf0'), (0.7, '#f3e6cf'), (1, '#dcc7a4')], 0.45, 0.4, 0.6))
    for k in range(9):
        a = rot + k * math.tau / 9
        ex, ey = x + math.cos(a) * r * 0.92, y + math.sin(a) * r * 0.92
        cx, cy = x + math.cos(a + 0.5) * r * 0.55, y + math.sin(a + 0.5) * r * 0.55
        c.stroke('M%s,%s Q%s,%s %s,%s' % (n(x), n(y), n(cx), n(cy), n(ex), n(ey)), '#d8c29c', r * 0.07)
    c.circle(x, y, r * 0.16, '#e9d8b8')


def g06_momo(c):
    W, H = c.w, c.h
    rng = rng_for('g06')
    # wooden table top-down
    c.rect(0, 0, W, H, '#7a4e32')
    for k in range(9):
        y = k * H / 8
        c.rect(0, y - 2, W, 4, '#5e3a24', op=0.7)
        for _ in range(5):
            gx = rng.uniform(0, W)
            c.stroke('M%s,%s q%s,%s %s,0' % (n(gx), n(y + rng.uniform(10, H / 8 - 10)), n(rng.uniform(30, 60)), n(rng.uniform(-6, 6)), n(rng.uniform(80, 160))), '#6a4229', 2, op=0.6)
    c.rect(0, 0, W, H, c.rad([(0, '#ffe0a8', 0.25), (1, '#000000', 0.25)], 0.45, 0.4, 0.8))
    # table runner (striped Sikkimese weave)
    c.rect(W * 0.0, H * 0.62, W, H * 0.22, '#8c2f39')
    for k, col in enumerate(['#e3aa30', '#2e9a58', '#2f6fd0', '#f4f1e6', '#e3aa30']):
        c.rect(0, H * (0.64 + k * 0.04), W, H * 0.008, col)
    # big plate
    px, py, pr = W * 0.45, H * 0.48, H * 0.36
    c.circle(px + 8, py + 12, pr, '#000000', op=0.25)
    c.circle(px, py, pr, '#f6f4ef')
    c.circle(px, py, pr * 0.9, '#eceae4')
    c.add('<circle cx="%s" cy="%s" r="%s" fill="none" stroke="#2f6fd0" stroke-width="3"/>' % (n(px), n(py), n(pr * 0.88)))
    for k in range(7):
        a = k * math.tau / 7 + 0.3
        momo(c, px + math.cos(a) * pr * 0.56, py + math.sin(a) * pr * 0.56, pr * 0.24, rot=a)
    momo(c, px, py, pr * 0.25, rot=1)
    # coriander sprinkles
    for _ in range(18):
        a, rr = rng.uniform(0, math.tau), rng.uniform(0.1, 0.85) * pr
        c.ellipse(px + math.cos(a) * rr, py + math.sin(a) * rr, 5, 3, '#3f8a3a', extra='transform="rotate(%d %s %s)"' % (rng.randint(0, 180), n(px + math.cos(a) * rr), n(py + math.sin(a) * rr)))
    # chutney bowls
    for bx, by, br, col in [(W * 0.82, H * 0.3, H * 0.12, '#c8321f'), (W * 0.86, H * 0.62, H * 0.1, '#7fae3a'), (W * 0.12, H * 0.22, H * 0.13, '#d9a441')]:
        c.circle(bx + 6, by + 8, br, '#000000', op=0.25)
        c.circle(bx, by, br, '#2b2b33')
        c.circle(bx, by, br * 0.78, col)
        c.circle(bx - br * 0.25, by - br * 0.25, br * 0.2, '#ffffff', op=0.25)
        for _ in range(6):
            c.circle(bx + rng.uniform(-0.5, 0.5) * br, by + rng.uniform(-0.5, 0.5) * br, br * 0.05, light(col, 0.4), op=0.8)
    # chopsticks & tea
    c.add('<g transform="rotate(-18 %s %s)">' % (n(W * 0.15), n(H * 0.75)))
    c.rect(W * 0.03, H * 0.72, W * 0.3, H * 0.014, '#d9b98a', rx=3)
    c.rect(W * 0.03, H * 0.76, W * 0.3, H * 0.014, '#d9b98a', rx=3)
    c.add('</g>')
    c.circle(W * 0.14, H * 0.55, H * 0.09, '#f6f4ef')
    c.circle(W * 0.14, H * 0.55, H * 0.07, '#b8733a')
    c.circle(W * 0.13, H * 0.54, H * 0.02, '#ffffff', op=0.3)


def g07_travel_desk(c):
    W, H = c.w, c.h
    S = dict(wall='#f0e7d8', accent='#2f5e6e', floor='#b9875a', ceiling='#f6f1e8', wood='#6b4330', rug='#8c3b3b')
    cam = Cam(W, H, W * 0.62, eye=(0.0, 1.45), cy=H * 0.45)
    RW, RH, D = 5.2, 3.0, 4.6
    room_shell(c, cam, RW, RH, D, S, accent_span=(-1.9, 1.9), panel=False)
    # map on the wall
    x, y, w, h = cam.rect_on_back(-1.6, 1.6, 1.3, 2.6, D)
    c.rect(x - 6, y - 6, w + 12, h + 12, '#3a2a20')
    c.rect(x, y, w, h, '#efe3c4')
    rng = rng_for('map')
    blob = [(x + w * (0.5 + 0.38 * math.cos(a) * rng.uniform(0.8, 1.1)), y + h * (0.5 + 0.38 * math.sin(a) * rng.uniform(0.8, 1.1))) for a in [k * math.tau / 14 for k in range(14)]]
    c.path(smooth_d(blob, close=True), '#b9d29a')
    for _ in range(6):
        mx, my = x + w * rng.uniform(0.25, 0.75), y + h * rng.uniform(0.25, 0.7)
        c.path('M%s,%s l%s,%s l%s,0Z' % (n(mx), n(my - h * 0.08), n(-w * 0.03), n(h * 0.08), n(w * 0.06)), '#8a9a8a')
        c.path('M%s,%s l%s,%s l%s,0Z' % (n(mx), n(my - h * 0.08), n(-w * 0.012), n(h * 0.03), n(w * 0.024)), '#ffffff')
    c.stroke(smooth_d([(x + w * 0.3, y + h * 0.75), (x + w * 0.45, y + h * 0.55), (x + w * 0.55, y + h * 0.6), (x + w * 0.7, y + h * 0.3)]), '#c0392b', 3,
             extra='stroke-dasharray="8 6"')
    for (u, v) in [(0.3, 0.75), (0.45, 0.55), (0.7, 0.3)]:
        c.circle(x + w * u, y + h * v - 8, 7, '#c0392b')
        c.circle(x + w * u, y + h * v - 8, 3, '#ffffff')
    c.stroke(smooth_d([(x + w * 0.6, y + h * 0.95), (x + w * 0.52, y + h * 0.7), (x + w * 0.58, y + h * 0.5), (x + w * 0.5, y + h * 0.2)]), '#4fb0c6', 4)
    c.text(x + w * 0.5, y + h * 0.12, 'EXPLORE SIKKIM', h * 0.08, '#3a2a20', family='DejaVu Serif', ls=2)
    # posters on the side walls
    side_frame(c, cam, -RW / 2 + 0.01, 1.1, 2.3, D - 2.2, D - 1.2, '#3a2a20', '#e0a050')
    side_frame(c, cam, RW / 2 - 0.01, 1.1, 2.3, D - 2.2, D - 1.2, '#3a2a20', '#5b8fd0')
    # agent behind desk
    p = cam.p(0.1, 0.0, D - 0.9)
    person(c, p[0], p[1], cam.f * 1.7 / (D - 0.9), top='#2f5e6e', bottom='#333', skin='#b97a56', hair='#1e1614', arm=0.4)
    # desk with sign
    cam.box(c, -1.6, 1.6, 0, 1.0, D - 2.0, D - 1.4, '#7d5136', top='#efe6d6')
    sx, sy, sw, sh = cam.rect_on_back(-0.9, 0.9, 0.5, 0.85, D - 2.0)
    c.rect(sx, sy, sw, sh, '#2a2036', rx=5)
    c.text(sx + sw / 2, sy + sh * 0.68, 'TRAVEL DESK', sh * 0.45, '#ffe6a8', family='DejaVu Serif', ls=2)
    # globe, laptop, brochures
    g = cam.p(1.1, 1.25, D - 1.7)
    s = cam.f / (D - 1.7)
    c.rect(g[0] - s * 0.02, g[1], s * 0.04, s * 0.22, '#3a2a20')
    c.circle(g[0], g[1], s * 0.17, '#4f8fc8')
    c.path('M%s,%s q%s,%s %s,%s q%s,%s %s,%sZ' % (n(g[0] - s * 0.1), n(g[1] - s * 0.06), n(s * 0.05), n(-s * 0.06), n(s * 0.12), n(-s * 0.02),
                                               n(s * 0.02), n(s * 0.1), n(-s * 0.1), n(s * 0.12)), '#7fb55a')
    cam.box(c, -1.45, -0.9, 1.0, 1.02, D - 1.85, D - 1.5, '#9aa0a8')
    cam.quad(c, [(-1.45, 1.02, D - 1.5), (-0.9, 1.02, D - 1.5), (-0.95, 1.38, D - 1.42), (-1.4, 1.38, D - 1.42)], '#2a2f38')
    for k, col in enumerate(['#c0392b', '#2e9a58', '#e3aa30', '#2f6fd0']):
        cam.box(c, 0.2 + k * 0.14, 0.32 + k * 0.14, 1.0, 1.22, D - 1.8, D - 1.75, col)
    # brochure rack on the right
    cam.box(c, 2.1, 2.55, 0, 1.6, D - 1.0, D - 0.6, '#6b4330')
    for r in range(4):
        for k in range(2):
            cam.quad(c, [(2.15 + k * 0.2, 0.3 + r * 0.35, D - 1.01), (2.32 + k * 0.2, 0.3 + r * 0.35, D - 1.01), (2.32 + k * 0.2, 0.58 + r * 0.35, D - 1.01), (2.15 + k * 0.2, 0.58 + r * 0.35, D - 1.01)],
                     ['#e0a050', '#5b8fd0', '#7fb55a', '#c0392b'][(r + k) % 4])
    plant(c, cam, -2.3, D - 0.6, 1.5)


def g08_garden(c):
    W, H = c.w, c.h
    rng = rng_for('g08')
    P = PAL['morning']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.06, m_base=0.42, snowline=0.28, ridges=[(0.44, 0.02), (0.5, 0.025)], sun_side='left',
             clouds=[(0.6, 0.1, 0.16, 'cumulus')])
    # hotel at the back right
    aster_building(c, W * 0.6, H * 0.62, W * 0.3, floors=4, fh=H * 0.07, mode='day')
    # lawn
    c.path(smooth_d([(-20, H * 0.6), (W * 0.5, H * 0.58), (W + 20, H * 0.62)]) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)),
           c.lin([(0, '#7dbb5a'), (1, '#4f9440')]))
    # stone path
    c.path('M%s,%s Q%s,%s %s,%s L%s,%s Q%s,%s %s,%sZ' % (n(W * 0.56), n(H * 0.62), n(W * 0.4), n(H * 0.8), n(W * 0.3), n(H + 5),
                                                      n(W * 0.62), n(H + 5), n(W * 0.58), n(H * 0.8), n(W * 0.62), n(H * 0.62)), '#d9cba8')
    for k in range(12):
        t = k / 11
        x = lerp(W * 0.59, W * 0.46, t) + math.sin(t * 3) * 10
        y = lerp(H * 0.64, H * 0.98, t)
        c.ellipse(x, y, 8 + t * 30, 3 + t * 9, '#c4b592')
    # gazebo (Sikkimese pavilion)
    gx, gy = W * 0.2, H * 0.66
    for px in (gx - 60, gx + 60):
        c.rect(px - 4, gy - 90, 8, 90, '#7a2a26')
    c.rect(gx - 70, gy - 10, 140, 10, '#c9bfae')
    from parts import _roof
    _roof(c, gx, gy - 90, 150, 45, '#9c2f28', dark('#9c2f28', 0.4), up=16)
    gyaltsen(c, gx, gy - 130, 30)
    # flower beds: asters & marigolds
    for bx, by, col in [(W * 0.12, H * 0.86, '#b58ad8'), (W * 0.82, H * 0.84, '#f0a030'), (W * 0.72, H * 0.95, '#b58ad8'), (W * 0.06, H * 0.98, '#f0a030')]:
        c.ellipse(bx, by, W * 0.12, H * 0.06, '#3f7d3a')
        for _ in range(24):
            fx, fy = bx + rng.uniform(-1, 1) * W * 0.1, by + rng.uniform(-1, 0.6) * H * 0.05
            if col == '#b58ad8':
                aster_flower(c, fx, fy, W * 0.012, petal=rng.choice(['#b58ad8', '#9a6cc8', '#d9a3e8']))
            else:
                c.circle(fx, fy, W * 0.01, rng.choice(['#f0a030', '#f5c242', '#e67e22']))
    # bench
    bx, by = W * 0.8, H * 0.72
    c.rect(bx - 50, by - 18, 100, 8, '#7d5136')
    c.rect(bx - 50, by - 40, 100, 7, '#7d5136')
    c.rect(bx - 45, by - 10, 6, 20, '#3a2a20')
    c.rect(bx + 39, by - 10, 6, 20, '#3a2a20')
    broadleaf(c, rng, W * 0.95, H * 0.72, H * 0.4, '#3f7d4e')
    foreground_pines(c, rng, [W * 0.02], H * 0.75, '#2f5a3a', (H * 0.4, H * 0.5))


def g09_parking(c):
    aster_day_scene(c, seed='g09', pal='golden', garden=False, cars=True)


def g10_rooftop(c):
    W, H = c.w, c.h
    rng = rng_for('g10')
    P = PAL['night']
    panorama(c, rng, P, massif='kanchenjunga', m_top=0.2, m_base=0.45, snowline=0.3, ridges=[(0.47, 0.02)], stars_n=120, sun_side='right')
    moon(c, W * 0.82, H * 0.12, H * 0.035, sky_col='#101634')
    # valley of city lights
    hill = sine_ridge(rng, -20, W + 20, H * 0.5, [(H * 0.03, W * 0.5)], step=8)
    c.path(smooth_d(hill) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#1a1a3a')
    for _ in range(420):
        x = rng.uniform(0, W)
        y = ridge_y(hill, x) + rng.uniform(0.01, 0.25) * H * rng.random()
        r = rng.uniform(0.8, 2.2)
        col = rng.choice(['#ffd98a', '#ffe8b0', '#ffb870', '#ffffff'])
        c.circle(x, y, r, col, op=rng.uniform(0.5, 1))
    c.rect(-5, H * 0.5, W + 10, H * 0.3, c.lin([(0, '#ffb870', 0), (1, '#ffb870', 0.12)]))
    # terrace floor and parapet
    c.poly([(-10, H * 0.74), (W + 10, H * 0.74), (W + 10, H + 5), (-10, H + 5)], '#3a3048')
    for k in range(12):
        c.line((W * 0.5 + (k - 5.5) * W * 0.09, H * 0.74), (W * 0.5 + (k - 5.5) * W * 0.28, H + 5), '#2e2640', 2)
    c.rect(-10, H * 0.66, W + 20, H * 0.08, '#4a3e5c')
    c.rect(-10, H * 0.655, W + 20, H * 0.012, '#5d4f72')
    # string lights across
    for (a, b, sag) in [((-10, H * 0.3), (W * 0.55, H * 0.25), 50), ((W * 0.55, H * 0.25), (W + 10, H * 0.38), 40), ((-10, H * 0.42), (W + 10, H * 0.36), 60)]:
        lantern_string(c, a, b, sag, 16, 3.2, col='#ffd98a', line='#15131f')
    # tables with candles
    for tx, ty, s in [(W * 0.22, H * 0.86, 1.0), (W * 0.72, H * 0.84, 0.95), (W * 0.48, H * 0.8, 0.75)]:
        c.circle(tx, ty - 30 * s, 120 * s, c.rad([(0, '#ffb870', 0.35), (1, '#ffb870', 0)]))
        c.ellipse(tx, ty - 40 * s, 70 * s, 16 * s, '#5a4048')
        c.rect(tx - 5 * s, ty - 40 * s, 10 * s, 44 * s, '#2a2030')
        c.rect(tx - 6 * s, ty - 60 * s, 12 * s, 18 * s, '#fff1d0', rx=3)
        c.circle(tx, ty - 64 * s, 4 * s, '#ffd36b')
        for dx in (-95, 95):
            c.rect(tx + dx * s - 22 * s, ty - 30 * s, 44 * s, 8 * s, '#6b4a5a')
            c.rect(tx + dx * s + (16 if dx > 0 else -22) * s, ty - 70 * s, 6 * s, 48 * s, '#6b4a5a')
            c.rect(tx + dx * s - 20 * s, ty - 22 * s, 4 * s, 26 * s, '#2a2030')
            c.rect(tx + dx * s + 16 * s, ty - 22 * s, 4 * s, 26 * s, '#2a2030')
    for x in (W * 0.04, W * 0.96):
        c.poly([(x - 30, H * 0.86), (x + 30, H * 0.86), (x + 24, H * 0.98), (x - 24, H * 0.98)], '#5a3a3a')
        canopy(c, rng, x, H * 0.8, 55, '#24402e', blobs=6)


def g11_monastery(c):
    W, H = c.w, c.h
    rng = rng_for('g11')
    P = PAL['mist']
    panorama(c, rng, P, massif=None, ridges=[(0.35, 0.04), (0.45, 0.04)], mist_op=0.7)
    ground = [(-20, H * 0.7), (W * 0.5, H * 0.68), (W + 20, H * 0.71)]
    c.path(smooth_d(ground) + 'L%s,%sL-20,%sZ' % (n(W + 20), n(H + 5), n(H + 5)), '#6d8f5a')
    # tall pines behind
    foreground_pines(c, rng, [W * x for x in (0.08, 0.16, 0.82, 0.9, 0.3, 0.7)], H * 0.7, '#2f5a3a', (H * 0.45, H * 0.62))
    mist(c, H * 0.5, H * 0.72, '#f4f8f0', 0.5)
    monastery(c, W * 0.5, H * 0.72, W * 0.34)
    c.rect(-5, H * 0.72, W + 10, H * 0.3, '#b9ae98')
    c.rect(-5, H * 0.72, W + 10, 6, '#d8cfbc')
    for k in range(9):
        y = H * (0.75 + k * 0.03)
        c.line((0, y), (W, y), '#a89d86', 1.5, op=0.6)
    # prayer wheels row
    for k in range(10):
        x = W * (0.08 + k * 0.02)
        c.rect(x - 6, H * 0.78 - 26, 12, 26, '#e3aa30', rx=3)
        c.rect(x - 6, H * 0.78 - 18, 12, 4, '#a8322b')
    # flags
    pole(c, W * 0.93, H * 0.86, H * 0.6, '#3a2c25', 5)
    for k in range(3):
        prayer_flags(c, (W * 0.93, H * 0.26 + k * 10), (W * (0.55 - k * 0.2), H * (0.4 + k * 0.05)), 40, 20, H * 0.03, phase=k * 0.3, wind=(0.1, 0.05))
    # monks
    person(c, W * 0.3, H * 0.92, H * 0.17, top='#8a1f25', bottom='#8a1f25', skin='#b07a58', hair='#2a1d1a', skirt=True, scarf='#e3aa30')
    person(c, W * 0.36, H * 0.9, H * 0.15, top='#8a1f25', bottom='#8a1f25', skin='#c08a68', hair='#2a1d1a', skirt=True, back=True)


def g12_mg_marg(c):
    W, H = c.w, c.h
    rng = rng_for('g12')
    P = PAL['morning']
    sky(c, P['sky'], 0, H * 0.5)
    # hills at the end of the street
    pts = sine_ridge(rng, -20, W + 20, H * 0.34, [(H * 0.04, W * 0.4)], step=8)
    forest_ridge(c, rng, pts, H, hill_gradient(c, H * 0.3, H * 0.6, '#6f9bb0', '#b9d3dd'), tree_h=(5, 9))
    hillside_town(c, rng, 0, W, [(x, y + H * 0.05) for x, y in pts], 40, 9, haze=P['haze'], haze_amt=0.35, max_f=3)
    cam = Cam(W, H, W * 0.5, eye=(0.0, 1.6), cy=H * 0.48)
    D, zn = 60.0, 1.0
    L, R = -7.0, 7.0
    cam.quad(c, [(L, 0, zn), (R, 0, zn), (R, 0, D), (L, 0, D)], '#cfc3ad')
    # paving lines
    for k in range(-7, 8):
        c.line(cam.p(k, 0, D), cam.p(k, 0, zn), '#b8ab92', 1, op=0.6)
    z = D
    while z > zn:
        c.line(cam.p(L, 0, z), cam.p(R, 0, z), '#b8ab92', 1, op=0.5)
        z *= 0.85
    shop_cols = ['#f2e3c6', '#e8cfc0', '#dfe6d8', '#f0d9a8', '#e5d6ea', '#d8e4ec']
    awn = ['#c0392b', '#2e86ab', '#2e9a58', '#e3aa30', '#8e44ad']
    # shop buildings both sides from far to near
    zs = []
    z = D
    while z > 4:
        zs.append(z)
        z -= rng.uniform(4, 7)
    for side in (-1, 1):
        for i, z0 in enumerate(zs):
            z1 = z0 - rng.uniform(3.5, 6.5)
            if z1 < zn:
                z1 = zn
            x = side * 7.0
            h = rng.uniform(8, 13)
            col = shop_cols[(i + (side > 0)) % len(shop_cols)]
            cam.quad(c, [(x, 0, z1), (x, h, z1), (x, h, z0), (x, 0, z0)], mix(col, '#6a6a8a', 0.12))
            # floors windows
            for fl in range(1, int(h / 3)):
                yy = fl * 3 + 0.6
                for k in range(2):
                    za = z1 + (z0 - z1) * (0.15 + k * 0.45)
                    zb = za + (z0 - z1) * 0.3
                    cam.quad(c, [(x, yy, za), (x, yy + 1.5, za), (x, yy + 1.5, zb), (x, yy, zb)], '#4a5a72')
            # shopfront & awning
            cam.quad(c, [(x, 0, z1 + 0.3), (x, 2.6, z1 + 0.3), (x, 2.6, z0 - 0.3), (x, 0, z0 - 0.3)], '#3a3f52')
            cam.quad(c, [(x, 0.3, z1 + 0.6), (x, 2.3, z1 + 0.6), (x, 2.3, z0 - 0.6), (x, 0.3, z0 - 0.6)], '#ffe2a8', op=0.85)
            ac = awn[(i * 2 + (side > 0)) % len(awn)]
            cam.quad(c, [(x, 3.2, z1), (x - side * 1.2, 2.7, z1), (x - side * 1.2, 2.7, z0), (x, 3.2, z0)], ac)
            cam.quad(c, [(x, 3.3, z1 + 0.4), (x, 4.0, z1 + 0.4), (x, 4.0, z0 - 0.4), (x, 3.3, z0 - 0.4)], '#2a2036')
            # front edge to show thickness
            cam.quad(c, [(x, 0, z1), (x + side * 0.4, 0, z1), (x + side * 0.4, h, z1), (x, h, z1)], mix(col, '#2a2a4a', 0.25))
    # central flower beds, lamps and benches
    z = D - 2
    while z > 4.0:
        cam.box(c, -0.8, 0.8, 0, 0.45, z - 3.0, z, '#8a7a66', top='#4f8a3a')
        for k in range(7):
            zz = z - 0.3 - k * 0.4
            p = cam.p((k % 3 - 1) * 0.45, 0.5, zz)
            s = cam.f / zz
            c.circle(p[0], p[1], s * 0.1, ['#e0435a', '#f0a030', '#b58ad8'][k % 3])
            c.circle(p[0] + s * 0.05, p[1] - s * 0.03, s * 0.05, '#ffffff', op=0.4)
        if z > 9.5:
            for side in (-1, 1):
                a = cam.p(side * 1.2, 0, z - 1.0)
                b = cam.p(side * 1.2, 4.2, z - 1.0)
                c.line(a, b, '#2a2a36', max(1, cam.f / (z - 1.0) * 0.1))
                c.circle(b[0], b[1], cam.f / (z - 1.0) * 0.22, '#fff6dc')
                c.circle(b[0], b[1], cam.f / (z - 1.0) * 0.12, '#2a2a36')
                cam.box(c, side * 2.6 - 0.8, side * 2.6 + 0.8, 0.4, 0.5, z - 2.3, z - 1.8, '#7d5136')
                cam.box(c, side * 2.6 - 0.8, side * 2.6 + 0.8, 0.5, 0.95, z - 1.8, z - 1.75, '#7d5136')
        z -= 6.0
    # strolling people
    for (x, z, col, back) in [(-3.5, 14, '#c0392b', False), (3.2, 10, '#2e86ab', True), (-1.8, 6, '#8e44ad', True), (4.4, 5, '#e67e22', False), (-4.5, 4, '#16a085', False), (2.2, 3.2, '#c0392b', True), (-2.6, 2.6, '#2c3e50', True)]:
        p = cam.p(x, 0, z)
        person(c, p[0], p[1], cam.f * 1.7 / z, top=col, bottom='#2c3e50', back=back, skin=rng.choice(['#c98d6a', '#b97a56', '#e0b08a']))
    # MG Marg sign-like banner across the street
    a, b = cam.p(-7, 7.5, 20), cam.p(7, 7.5, 20)
    c.line(a, b, '#3a3030', 2)
    for k in range(14):
        t = (k + 0.5) / 14
        p = (lerp(a[0], b[0], t), lerp(a[1], b[1], t) + math.sin(t * math.pi) * 14)
        c.poly([p, (p[0] + 14, p[1]), (p[0] + 16, p[1] + 20), (p[0] + 2, p[1] + 20)], FLAG_COLS[k % 5])
