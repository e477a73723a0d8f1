"""One-point-perspective interiors (hotel rooms, lobby, restaurant, travel desk) built
from a tiny 3D box projector."""
import math
from art import *
from parts import PAL, panorama, canopy


class Cam:
    def __init__(self, W, H, f, eye=(0.0, 1.35), cx=None, cy=None):
        self.W, self.H, self.f = W, H, f
        self.ex, self.ey = eye
        self.cx = W / 2 if cx is None else cx
        self.cy = H / 2 if cy is None else cy

    def p(self, x, y, z):
        return (self.cx + self.f * (x - self.ex) / z, self.cy - self.f * (y - self.ey) / z)

    def quad(self, c, pts, fill, op=None, **kw):
        c.poly([self.p(*q) for q in pts], fill, op, **kw)

    def box(self, c, x0, x1, y0, y1, z0, z1, col, top=None, side=None, front=None, round_=0.0, op=None):
        top = top or light(col, 0.12)
        side = side or dark(col, 0.16)
        front = front or col
        faces = []
        if self.ey > y1:
            faces.append(([(x0, y1, z0), (x1, y1, z0), (x1, y1, z1), (x0, y1, z1)], top))
        elif self.ey < y0:
            faces.append(([(x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)], dark(col, 0.3)))
        if self.ex < x0:
            faces.append(([(x0, y0, z0), (x0, y1, z0), (x0, y1, z1), (x0, y0, z1)], side))
        elif self.ex > x1:
            faces.append(([(x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)], side))
        faces.append(([(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0)], front))
        for pts, col_ in faces:
            if round_:
                c.path(poly_d([self.p(*q) for q in pts]), col_, op, stroke=col_, sw=round_, extra='stroke-linejoin="round"')
            else:
                self.quad(c, pts, col_, op)

    def rect_on_back(self, x0, x1, y0, y1, z):
        a = self.p(x0, y1, z)
        b = self.p(x1, y0, z)
        return a[0], a[1], b[0] - a[0], b[1] - a[1]


ROOM_STYLES = {
    'sage': dict(wall='#efe6d8', accent='#9fb59a', floor='#b9875a', ceiling='#f6f1e8', duvet='#fbf8f2', runner='#8c2f39', wood='#7a4e32', rug='#c9a27a'),
    'terracotta': dict(wall='#f1e7da', accent='#c98a6b', floor='#a8744c', ceiling='#f7f2ea', duvet='#fdfaf4', runner='#2f5e6e', wood='#6b4330', rug='#8c3b3b'),
    'teal': dict(wall='#ece6dc', accent='#2f5f66', floor='#8d5e3e', ceiling='#f5f0e8', duvet='#fbf8f1', runner='#c79a3b', wood='#5a3a28', rug='#b8a07a'),
    'blush': dict(wall='#f2e9e1', accent='#d9b3a8', floor='#b58a62', ceiling='#f8f3ec', duvet='#fdfaf6', runner='#5b4a8a', wood='#7d5136', rug='#6b7fa8'),
    'forest': dict(wall='#eee8dc', accent='#5e7b5a', floor='#a27550', ceiling='#f6f1e8', duvet='#fbf8f2', runner='#b8452f', wood='#6b4330', rug='#c4884f'),
}


def window_view(c, palette='morning', seed='win', w=600, h=400, massif='kanchenjunga'):
    sub = c.sub(w, h)
    rng = rng_for(seed)
    P = PAL[palette]
    panorama(sub, rng, P, massif=massif, m_top=0.12, m_base=0.6, snowline=0.4,
             ridges=[(0.64, 0.03), (0.74, 0.04), (0.86, 0.05)], sun=None, clouds=[(0.1, 0.12, 0.3)])
    return sub


def room_shell(c, cam, RW, RH, D, S, zn=0.6, accent_span=None, panel=True, tiles=False, lights=True):
    """Back wall, side walls, floor and ceiling of a room of width RW, height RH, depth D."""
    L, R = -RW / 2, RW / 2
    # ceiling, side walls, floor
    cam.quad(c, [(L, RH, zn), (R, RH, zn), (R, RH, D), (L, RH, D)], S['ceiling'])
    top_back = cam.p(0, RH, D)[1]
    c.rect(-5, -5, cam.W + 10, top_back + 5, c.lin([(0, '#8a7a66', 0.18), (1, '#8a7a66', 0)], 0, 0, 0, top_back, user=True))
    cam.quad(c, [(L, 0, zn), (L, RH, zn), (L, RH, D), (L, 0, D)], mix(S['wall'], '#5a4a3a', 0.1))
    cam.quad(c, [(R, 0, zn), (R, RH, zn), (R, RH, D), (R, 0, D)], mix(S['wall'], '#5a4a3a', 0.16))
    cam.quad(c, [(L, 0, zn), (R, 0, zn), (R, 0, D), (L, 0, D)], S['floor'])
    # floorboards
    x = L
    step = 0.6 if tiles else 0.22
    while x <= R + 1e-6:
        a, b = cam.p(x, 0, D), cam.p(x, 0, zn)
        c.line(a, b, dark(S['floor'], 0.18), 1.2, op=0.7 if not tiles else 0.35)
        x += step
    z = D
    while z > zn:
        a, b = cam.p(L, 0, z), cam.p(R, 0, z)
        c.line(a, b, dark(S['floor'], 0.12), 0.8 if not tiles else 1.0, op=0.35)
        z -= 0.9 if not tiles else 0.6
    # floor sheen
    fp = [cam.p(L, 0, D), cam.p(R, 0, D), cam.p(R, 0, zn), cam.p(L, 0, zn)]
    c.poly(fp, c.lin([(0, '#ffffff', 0.0), (0.6, '#ffffff', 0.08), (1, '#ffffff', 0)], 0, 0, 1, 0))
    # back wall
    cam.quad(c, [(L, 0, D), (R, 0, D), (R, RH, D), (L, RH, D)], S['wall'])
    if accent_span:
        a0, a1 = accent_span
        cam.quad(c, [(a0, 0, D), (a1, 0, D), (a1, RH, D), (a0, RH, D)], S['accent'])
        if panel:
            for i in range(int((a1 - a0) / 0.45)):
                xx = a0 + 0.225 + i * 0.45
                if xx < a1 - 0.1:
                    c.line(cam.p(xx, 0.1, D), cam.p(xx, RH - 0.1, D), dark(S['accent'], 0.1), 1.2, op=0.6)
    # skirting, cornice
    for (xa, za), (xb, zb) in [((L, zn), (L, D)), ((L, D), (R, D)), ((R, D), (R, zn))]:
        c.poly([cam.p(xa, 0, za), cam.p(xb, 0, zb), cam.p(xb, 0.1, zb), cam.p(xa, 0.1, za)], '#f7f3ec')
        c.poly([cam.p(xa, RH, za), cam.p(xb, RH, zb), cam.p(xb, RH - 0.08, zb), cam.p(xa, RH - 0.08, za)], '#ffffff', op=0.7)
    # recessed ceiling lights
    for xx in ((-RW / 4, RW / 4) if lights else ()):
        for zz in (D * 0.45, D * 0.85):
            p = cam.p(xx, RH, zz)
            c.ellipse(p[0], p[1], 14 * cam.f / 700 / zz * 3, 4 * cam.f / 700 / zz * 3, '#fff6dc')


def back_window(c, cam, x0, x1, y0, y1, D, view, frame='#5a3a28', curtain='#d9c7a8', mull=2, sheer=True):
    x, y, w, h = cam.rect_on_back(x0, x1, y0, y1, D)
    c.embed(view, x, y, w, h)
    c.rect(x, y, w, h, c.lin([(0, '#ffffff', 0.15), (1, '#ffffff', 0.0)], 0, 0, 1, 1))
    fw = max(4, w * 0.025)
    c.rect(x - fw, y - fw, w + 2 * fw, fw, frame)
    c.rect(x - fw, y + h, w + 2 * fw, fw * 1.4, frame)
    c.rect(x - fw, y, fw, h, frame)
    c.rect(x + w, y, fw, h, frame)
    for k in range(1, mull):
        c.rect(x + w * k / mull - fw * 0.4, y, fw * 0.8, h, frame)
    # curtains
    cw = w * 0.2
    for sx in (x - fw - cw * 0.75, x + w + fw - cw * 0.25):
        c.rect(sx, y - fw * 3, cw, h + fw * 4 + (cam.p(0, 0, D)[1] - (y + h)) * 0.6, curtain)
        for k in range(4):
            c.rect(sx + cw * (0.12 + k * 0.22), y - fw * 3, cw * 0.07, h + fw * 4 + (cam.p(0, 0, D)[1] - (y + h)) * 0.6, dark(curtain, 0.12), op=0.7)
    c.rect(x - fw - cw, y - fw * 3.6, w + 2 * fw + 2 * cw, fw * 0.8, '#3a2a20')
    return x, y, w, h


def bed(c, cam, x0, x1, D, S, length=2.05, head_h=1.25, pillows=2, runner=True, carved=False):
    zf = D - 0.06 - length
    w = x1 - x0
    cam.quad(c, [(x0 - 0.12, 0.002, zf - 0.15), (x1 + 0.12, 0.002, zf - 0.15), (x1 + 0.12, 0.002, D), (x0 - 0.12, 0.002, D)], '#000000', op=0.12)
    # headboard
    cam.box(c, x0 - 0.06, x1 + 0.06, 0, head_h, D - 0.08, D - 0.02, S['wood'] if carved else mix(S['accent'], '#3a2a20', 0.35))
    if not carved:
        hb = mix(S['accent'], '#ffffff', 0.25)
        n_ = max(2, int(w / 0.45))
        for i in range(n_):
            a = x0 + w * i / n_ + 0.03
            b = x0 + w * (i + 1) / n_ - 0.03
            cam.quad(c, [(a, 0.65, D - 0.08), (b, 0.65, D - 0.08), (b, head_h - 0.07, D - 0.08), (a, head_h - 0.07, D - 0.08)], hb)
    else:
        # Sikkimese carved & painted headboard
        cam.quad(c, [(x0, 0.7, D - 0.08), (x1, 0.7, D - 0.08), (x1, head_h - 0.08, D - 0.08), (x0, head_h - 0.08, D - 0.08)], '#a8322b')
        for i in range(int(w / 0.25)):
            cx = x0 + 0.125 + i * 0.25
            p = cam.p(cx, (0.7 + head_h - 0.08) / 2, D - 0.08)
            r = 0.07 * cam.f / D
            c.circle(p[0], p[1], r, '#e3aa30')
            c.circle(p[0], p[1], r * 0.5, '#2f6fd0')
    # frame
    cam.box(c, x0, x1, 0.05, 0.32, zf, D - 0.08, S['wood'])
    # mattress
    cam.box(c, x0 + 0.02, x1 - 0.02, 0.32, 0.52, zf + 0.02, D - 0.1, '#f4f1ec', round_=3)
    # pillows
    pw = (w - 0.12) / pillows
    for i in range(pillows):
        a = x0 + 0.06 + i * pw + 0.02
        cam.box(c, a, a + pw - 0.04, 0.52, 0.72, D - 0.55, D - 0.2, '#ffffff', top='#fbfbfb', side='#e3e0da', round_=6)
    # duvet
    cam.box(c, x0 - 0.03, x1 + 0.03, 0.3, 0.6, zf - 0.03, D - 0.7, S['duvet'], top=S['duvet'], side=dark(S['duvet'], 0.08), round_=4)
    # fold
    cam.box(c, x0 - 0.031, x1 + 0.031, 0.58, 0.62, D - 0.85, D - 0.7, '#ffffff', round_=2)
    if runner:
        za, zb = zf + 0.12, zf + 0.5
        cam.quad(c, [(x0 - 0.035, 0.606, za), (x1 + 0.035, 0.606, za), (x1 + 0.035, 0.606, zb), (x0 - 0.035, 0.606, zb)], S['runner'])
        # thin woven stripes on the runner
        for t_ in (0.2, 0.8):
            zz = za + (zb - za) * t_
            c.line(cam.p(x0 - 0.03, 0.607, zz), cam.p(x1 + 0.03, 0.607, zz), light(S['runner'], 0.45), 1.4)
        xs = x1 + 0.035 if cam.ex > x1 else (x0 - 0.035 if cam.ex < x0 else None)
        if xs is not None:
            cam.quad(c, [(xs, 0.3, za), (xs, 0.606, za), (xs, 0.606, zb), (xs, 0.3, zb)], dark(S['runner'], 0.15))
    return zf


def nightstand(c, cam, x0, x1, D, S, lamp=True, lit=True):
    cam.box(c, x0, x1, 0, 0.55, D - 0.5, D - 0.05, S['wood'])
    a, b = cam.p(x0 + 0.04, 0.3, D - 0.5), cam.p(x1 - 0.04, 0.3, D - 0.5)
    c.line(a, b, dark(S['wood'], 0.3), 1.5)
    m = cam.p((x0 + x1) / 2, 0.42, D - 0.5)
    c.circle(m[0], m[1], 2.5, '#d9b26a')
    if lamp:
        cx = (x0 + x1) / 2
        z = D - 0.28
        cam.box(c, cx - 0.03, cx + 0.03, 0.55, 0.85, z - 0.03, z + 0.03, '#c9a66b')
        p1, p2 = cam.p(cx - 0.16, 0.82, z - 0.16), cam.p(cx + 0.16, 0.82, z - 0.16)
        q1, q2 = cam.p(cx - 0.11, 1.08, z - 0.16), cam.p(cx + 0.11, 1.08, z - 0.16)
        if lit:
            gp = cam.p(cx, 0.95, z)
            c.circle(gp[0], gp[1], 0.9 * cam.f / z, c.rad([(0, '#ffd98a', 0.45), (0.4, '#ffd98a', 0.15), (1, '#ffd98a', 0)]))
        c.poly([p1, p2, q2, q1], '#fff1d0' if lit else '#efe6d2')
        c.poly([q1, q2, cam.p(cx + 0.11, 1.08, z + 0.1), cam.p(cx - 0.11, 1.08, z + 0.1)], '#fffaf0' if lit else '#f4eee2')


def rug(c, cam, x0, x1, z0, z1, col, border='#f1e2c6'):
    cam.quad(c, [(x0, 0.005, z0), (x1, 0.005, z0), (x1, 0.005, z1), (x0, 0.005, z1)], col)
    m = 0.12
    cam.quad(c, [(x0 + m, 0.006, z0 + m), (x1 - m, 0.006, z0 + m), (x1 - m, 0.006, z1 - m), (x0 + m, 0.006, z1 - m)], border)
    m = 0.2
    cam.quad(c, [(x0 + m, 0.007, z0 + m), (x1 - m, 0.007, z0 + m), (x1 - m, 0.007, z1 - m), (x0 + m, 0.007, z1 - m)], col)
    cx, cz = (x0 + x1) / 2, (z0 + z1) / 2
    r = min(x1 - x0, z1 - z0) * 0.18
    cam.quad(c, [(cx, 0.008, cz - r), (cx + r * 1.4, 0.008, cz), (cx, 0.008, cz + r), (cx - r * 1.4, 0.008, cz)], border)


def wall_art(c, cam, x0, x1, y0, y1, D, kind='thangka', seed='art'):
    x, y, w, h = cam.rect_on_back(x0, x1, y0, y1, D)
    fw = max(3, w * 0.04)
    c.rect(x - fw, y - fw, w + 2 * fw, h + 2 * fw, '#3a2a20')
    if kind == 'thangka':
        c.rect(x, y, w, h, '#a8322b')
        c.rect(x + w * 0.1, y + h * 0.08, w * 0.8, h * 0.8, '#f0d9a8')
        c.circle(x + w / 2, y + h * 0.45, min(w, h) * 0.28, '#e3aa30')
        c.circle(x + w / 2, y + h * 0.45, min(w, h) * 0.2, '#2f6fd0')
        c.circle(x + w / 2, y + h * 0.45, min(w, h) * 0.1, '#f7e7c4')
        for k in range(8):
            a = k * math.pi / 4
            c.circle(x + w / 2 + math.cos(a) * min(w, h) * 0.33, y + h * 0.45 + math.sin(a) * min(w, h) * 0.33, min(w, h) * 0.04, '#2e9a58')
    else:
        sub = c.sub(300, 200)
        P = PAL[kind] if kind in PAL else PAL['dawn']
        panorama(sub, rng_for(seed), P, massif='kanchenjunga', m_top=0.15, m_base=0.6, snowline=0.42, ridges=[(0.7, 0.04), (0.85, 0.05)], trees=False)
        c.rect(x - fw * 0.2, y - fw * 0.2, w + fw * 0.4, h + fw * 0.4, '#f7f3ea')
        c.embed(sub, x + w * 0.06, y + h * 0.08, w * 0.88, h * 0.84)


def side_frame(c, cam, xw, y0, y1, z0, z1, col='#3a2a20', inner='#c9a27a'):
    """Picture frame on a side wall plane x = xw."""
    cam.quad(c, [(xw, y0, z0), (xw, y1, z0), (xw, y1, z1), (xw, y0, z1)], col)
    e = 0.05
    cam.quad(c, [(xw, y0 + e, z0 + e), (xw, y1 - e, z0 + e), (xw, y1 - e, z1 - e), (xw, y0 + e, z1 - e)], inner)


def plant(c, cam, x, z, h=1.0, pot='#b5653f', leaf='#3f7d4e'):
    cam.box(c, x - 0.16, x + 0.16, 0, 0.38, z - 0.16, z + 0.16, pot)
    p = cam.p(x, 0.38 + h * 0.45, z)
    s = cam.f / z
    rng = rng_for('plant%.2f%.2f' % (x, z))
    for k in range(9):
        a = math.pi * (1.05 + k * 0.11)
        L = h * s * rng.uniform(0.35, 0.55)
        base = cam.p(x, 0.38, z)
        tip = (base[0] + math.cos(a) * L * 0.7, base[1] + math.sin(a) * L)
        ctrl = (base[0] + math.cos(a) * L * 0.2, base[1] + math.sin(a) * L * 0.9)
        c.path('M%s Q%s %s Q%s %sZ' % (pt(base), pt((ctrl[0] - L * 0.12, ctrl[1])), pt(tip), pt((ctrl[0] + L * 0.12, ctrl[1])), pt(base)),
               rng.choice([leaf, light(leaf, 0.12), dark(leaf, 0.12)]))


def armchair(c, cam, x0, x1, z0, z1, col):
    cam.box(c, x0, x1, 0.05, 0.42, z0, z1, col, round_=4)
    cam.box(c, x0, x1, 0.42, 0.9, z1 - 0.18, z1, dark(col, 0.05), round_=4)
    cam.box(c, x0 - 0.02, x0 + 0.14, 0.05, 0.62, z0, z1, dark(col, 0.08), round_=4)
    cam.box(c, x1 - 0.14, x1 + 0.02, 0.05, 0.62, z0, z1, dark(col, 0.08), round_=4)
    cam.box(c, x0 + 0.16, x1 - 0.16, 0.42, 0.5, z0 + 0.05, z1 - 0.2, light(col, 0.1), round_=4)


def sofa(c, cam, x0, x1, z0, z1, col, cushions=('#e3aa30', '#f4efe6')):
    cam.box(c, x0, x1, 0.05, 0.42, z0, z1, col, round_=4)
    cam.box(c, x0, x1, 0.42, 0.85, z1 - 0.2, z1, dark(col, 0.05), round_=4)
    cam.box(c, x0 - 0.04, x0 + 0.14, 0.05, 0.62, z0, z1, dark(col, 0.08), round_=4)
    cam.box(c, x1 - 0.14, x1 + 0.04, 0.05, 0.62, z0, z1, dark(col, 0.08), round_=4)
    k = 0
    for i, xc in enumerate((x0 + 0.3, x1 - 0.5)):
        cam.box(c, xc, xc + 0.22, 0.42, 0.75, z1 - 0.3, z1 - 0.2, cushions[i % 2], round_=6)


def table(c, cam, x0, x1, z0, z1, h, col, legs=True, top_t=0.05):
    cam.box(c, x0, x1, h - top_t, h, z0, z1, col)
    if legs:
        for lx in (x0 + 0.04, x1 - 0.08):
            for lz in (z0 + 0.04, z1 - 0.08):
                cam.box(c, lx, lx + 0.04, 0, h - top_t, lz, lz + 0.04, dark(col, 0.2))


def chair(c, cam, x0, z0, col, w=0.45, facing='front'):
    x1 = x0 + w
    z1 = z0 + w
    for lx in (x0 + 0.02, x1 - 0.05):
        for lz in (z0 + 0.02, z1 - 0.05):
            cam.box(c, lx, lx + 0.03, 0, 0.45, lz, lz + 0.03, dark(col, 0.3))
    if facing == 'front':
        cam.box(c, x0, x1, 0.45, 0.95, z1 - 0.05, z1, col)
    cam.box(c, x0, x1, 0.42, 0.47, z0, z1, light(col, 0.1))
    if facing == 'back':
        cam.box(c, x0, x1, 0.45, 0.95, z0, z0 + 0.05, col)


def pendant(c, cam, x, y, z, col='#e3aa30', lit=True, ceiling=2.8):
    a, b = cam.p(x, ceiling, z), cam.p(x, y + 0.2, z)
    c.line(a, b, '#2a2a2a', 1)
    s = cam.f / z
    p = cam.p(x, y, z)
    if lit:
        c.circle(p[0], p[1] + s * 0.1, s * 0.9, c.rad([(0, '#ffd98a', 0.4), (1, '#ffd98a', 0)]))
    c.path('M%s,%s Q%s,%s %s,%s Z' % (n(p[0] - s * 0.18), n(p[1] + s * 0.08), n(p[0]), n(p[1] - s * 0.35), n(p[0] + s * 0.18), n(p[1] + s * 0.08)), col)
    c.ellipse(p[0], p[1] + s * 0.08, s * 0.18, s * 0.04, '#fff3cf' if lit else dark(col, 0.2))
