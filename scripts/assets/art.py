"""Tiny deterministic SVG illustration toolkit (Python 3 stdlib only).

Everything here draws flat / layered-vector shapes into a `Canvas`, which
serialises to an SVG document that is later rasterised with rsvg-convert.
"""
import math
import random
import zlib

# ---------------------------------------------------------------- colours

def hexrgb(c):
    c = c.lstrip('#')
    if len(c) == 3:
        c = ''.join(ch * 2 for ch in c)
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def rgbhex(r, g, b):
    return '#%02x%02x%02x' % tuple(max(0, min(255, int(round(v)))) for v in (r, g, b))


def mix(a, b, t):
    A, B = hexrgb(a), hexrgb(b)
    return rgbhex(*(A[i] + (B[i] - A[i]) * t for i in range(3)))


def dark(c, t):
    return mix(c, '#000000', t)


def light(c, t):
    return mix(c, '#ffffff', t)


def rng_for(name):
    """Deterministic RNG seeded from a string (python's hash() is salted)."""
    return random.Random(zlib.crc32(name.encode('utf-8')))


# ---------------------------------------------------------------- numbers / paths

def n(v):
    s = '%.1f' % v
    if s.endswith('.0'):
        s = s[:-2]
    if s == '-0':
        s = '0'
    return s


def pt(p):
    return n(p[0]) + ',' + n(p[1])


def poly_d(pts, close=True):
    d = 'M' + ' '.join(pt(p) for p in pts)
    return d + ('Z' if close else '')


def smooth_d(pts, close=False, tension=1.0, move=True):
    """Catmull-Rom spline through pts as cubic Beziers."""
    if len(pts) < 3:
        return poly_d(pts, close)
    P = list(pts)
    out = ('M' + pt(P[0])) if move else ('L' + pt(P[0]))
    m = len(P)
    rng_ = range(m) if close else range(m - 1)
    for i in rng_:
        p0 = P[i - 1] if (i > 0 or close) else P[i]
        p1 = P[i]
        p2 = P[(i + 1) % m]
        p3 = P[(i + 2) % m] if (i + 2 < m or close) else P[(i + 1) % m]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6 * tension, p1[1] + (p2[1] - p0[1]) / 6 * tension)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6 * tension, p2[1] - (p3[1] - p1[1]) / 6 * tension)
        out += 'C' + pt(c1) + ' ' + pt(c2) + ' ' + pt(p2)
    return out + ('Z' if close else '')


def lerp(a, b, t):
    return a + (b - a) * t


def lerp2(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def mpd(rng, pts, rough=0.3, levels=6):
    """Midpoint displacement (perpendicular) of a polyline: jagged natural lines."""
    for _ in range(levels):
        new = [pts[0]]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            dx, dy = x1 - x0, y1 - y0
            L = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / L, dx / L
            off = rng.uniform(-1, 1) * rough * L * 0.5
            t = 0.5 + rng.uniform(-0.08, 0.08)
            new.append((x0 + dx * t + nx * off, y0 + dy * t + ny * off))
            new.append((x1, y1))
        pts = new
    return pts


def sine_ridge(rng, x0, x1, y, comps, step=12):
    """Smooth ridge y(x) = y + sum(amp*sin(2pi x / wl + phase))."""
    ph = [rng.uniform(0, math.tau) for _ in comps]
    pts = []
    x = x0
    while True:
        yy = y + sum(a * math.sin(math.tau * x / wl + p) for (a, wl), p in zip(comps, ph))
        pts.append((x, yy))
        if x >= x1:
            break
        x = min(x1, x + step)
    return pts


def ridge_y(pts, x):
    """Interpolate a ridge polyline (sorted by x) at x."""
    if x <= pts[0][0]:
        return pts[0][1]
    lo, hi = 0, len(pts) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if pts[mid][0] <= x:
            lo = mid
        else:
            hi = mid
    (xa, ya), (xb, yb) = pts[lo], pts[hi]
    if xb == xa:
        return ya
    return ya + (yb - ya) * (x - xa) / (xb - xa)


# ---------------------------------------------------------------- canvas

class Canvas:
    def __init__(self, w, h, shared=None):
        self.w, self.h = w, h
        self.shared = shared if shared is not None else {'defs': [], 'n': 0, 'cache': {}}
        self.body = []

    # ids / defs
    def uid(self, p='i'):
        self.shared['n'] += 1
        return '%s%d' % (p, self.shared['n'])

    def defs(self, s):
        self.shared['defs'].append(s)

    def add(self, s):
        self.body.append(s)

    def _stops(self, stops):
        out = []
        for s in stops:
            off, col = s[0], s[1]
            op = s[2] if len(s) > 2 else 1
            o = '<stop offset="%s" stop-color="%s"' % (n(off * 100) + '%', col)
            if op != 1:
                o += ' stop-opacity="%s"' % ('%.3g' % op)
            out.append(o + '/>')
        return ''.join(out)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, user=False):
        key = ('lin', tuple(map(tuple, stops)), x1, y1, x2, y2, user)
        c = self.shared['cache']
        if key in c:
            return 'url(#%s)' % c[key]
        i = self.uid('g')
        u = ' gradientUnits="userSpaceOnUse"' if user else ''
        fmt = n if user else (lambda v: '%.4g' % v)
        self.defs('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>' % (
            i, fmt(x1), fmt(y1), fmt(x2), fmt(y2), u, self._stops(stops)))
        c[key] = i
        return 'url(#%s)' % i

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5, user=False, fx=None, fy=None, tr=None):
        key = ('rad', tuple(map(tuple, stops)), cx, cy, r, user, fx, fy, tr)
        c = self.shared['cache']
        if key in c:
            return 'url(#%s)' % c[key]
        i = self.uid('r')
        u = ' gradientUnits="userSpaceOnUse"' if user else ''
        fmt = n if user else (lambda v: '%.4g' % v)
        extra = ''
        if fx is not None:
            extra += ' fx="%s" fy="%s"' % (fmt(fx), fmt(fy))
        if tr:
            extra += ' gradientTransform="%s"' % tr
        self.defs('<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s%s>%s</radialGradient>' % (
            i, fmt(cx), fmt(cy), fmt(r), extra, u, self._stops(stops)))
        c[key] = i
        return 'url(#%s)' % i

    def blur(self, sd):
        key = ('blur', sd)
        c = self.shared['cache']
        if key in c:
            return 'url(#%s)' % c[key]
        i = self.uid('b')
        self.defs('<filter id="%s" x="-50%%" y="-50%%" width="200%%" height="200%%">'
                  '<feGaussianBlur stdDeviation="%s"/></filter>' % (i, n(sd)))
        c[key] = i
        return 'url(#%s)' % i

    def clip(self, d, tr=None):
        i = self.uid('c')
        t = ' transform="%s"' % tr if tr else ''
        self.defs('<clipPath id="%s"><path d="%s"%s/></clipPath>' % (i, d, t))
        return 'url(#%s)' % i

    def clip_rect(self, x, y, w, h, rx=0):
        i = self.uid('c')
        self.defs('<clipPath id="%s"><rect x="%s" y="%s" width="%s" height="%s" rx="%s"/></clipPath>' % (
            i, n(x), n(y), n(w), n(h), n(rx)))
        return 'url(#%s)' % i

    # drawing
    def path(self, d, fill='#000', op=None, stroke=None, sw=None, extra=''):
        a = '<path d="%s" fill="%s"' % (d, fill)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if stroke:
            a += ' stroke="%s"' % stroke
            if sw is not None:
                a += ' stroke-width="%s"' % n(sw) if sw >= 1 else ' stroke-width="%.2g"' % sw
        if extra:
            a += ' ' + extra
        self.add(a + '/>')

    def poly(self, pts, fill='#000', op=None, **kw):
        self.path(poly_d(pts), fill, op, **kw)

    def line(self, p, q, stroke, sw=1, op=None, cap='round'):
        a = '<path d="M%sL%s" stroke="%s" stroke-width="%s" stroke-linecap="%s" fill="none"' % (
            pt(p), pt(q), stroke, n(sw) if sw >= 1 else '%.2g' % sw, cap)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        self.add(a + '/>')

    def stroke(self, d, color, sw, op=None, cap='round', join='round', extra=''):
        a = '<path d="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="%s" stroke-linejoin="%s"' % (
            d, color, n(sw) if sw >= 1 else '%.2g' % sw, cap, join)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if extra:
            a += ' ' + extra
        self.add(a + '/>')

    def rect(self, x, y, w, h, fill, rx=0, op=None, extra=''):
        a = '<rect x="%s" y="%s" width="%s" height="%s" fill="%s"' % (n(x), n(y), n(w), n(h), fill)
        if rx:
            a += ' rx="%s"' % n(rx)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if extra:
            a += ' ' + extra
        self.add(a + '/>')

    def circle(self, x, y, r, fill, op=None, extra=''):
        a = '<circle cx="%s" cy="%s" r="%s" fill="%s"' % (n(x), n(y), n(r) if r >= 1 else '%.2g' % r, fill)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if extra:
            a += ' ' + extra
        self.add(a + '/>')

    def ellipse(self, x, y, rx, ry, fill, op=None, extra=''):
        a = '<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s"' % (n(x), n(y), n(rx), n(ry), fill)
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if extra:
            a += ' ' + extra
        self.add(a + '/>')

    def text(self, x, y, s, size, fill, weight='bold', family='DejaVu Sans', anchor='middle', ls=0, extra=''):
        s = s.replace('&', '&amp;').replace('<', '&lt;')
        self.add('<text x="%s" y="%s" font-family="%s" font-size="%s" font-weight="%s" fill="%s" '
                 'text-anchor="%s" letter-spacing="%s" %s>%s</text>' % (
                     n(x), n(y), family, n(size), weight, fill, anchor, n(ls), extra, s))

    def open(self, clip=None, op=None, tr=None, filt=None, extra=''):
        a = '<g'
        if clip:
            a += ' clip-path="%s"' % clip
        if op is not None and op != 1:
            a += ' opacity="%s"' % ('%.3g' % op)
        if tr:
            a += ' transform="%s"' % tr
        if filt:
            a += ' filter="%s"' % filt
        if extra:
            a += ' ' + extra
        self.add(a + '>')

    def close(self):
        self.add('</g>')

    def mark(self):
        return len(self.body)

    def since(self, m):
        return ''.join(self.body[m:])

    def sub(self, w, h):
        return Canvas(w, h, self.shared)

    def embed(self, sub, x, y, w, h, par='xMidYMid slice'):
        self.add('<svg x="%s" y="%s" width="%s" height="%s" viewBox="0 0 %s %s" preserveAspectRatio="%s" overflow="hidden">' % (
            n(x), n(y), n(w), n(h), n(sub.w), n(sub.h), par))
        self.body.extend(sub.body)
        self.add('</svg>')

    def svg(self):
        return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s">'
                '<defs>%s</defs>%s</svg>') % (n(self.w), n(self.h), n(self.w), n(self.h),
                                             ''.join(self.shared['defs']), ''.join(self.body))


# ---------------------------------------------------------------- sky & atmosphere

def sky(c, stops, y0=0, y1=None):
    y1 = c.h if y1 is None else y1
    c.rect(-5, -5, c.w + 10, c.h + 10, c.lin(stops, 0, y0, 0, y1, user=True))


def glow(c, x, y, r, color, op=1.0, inner=0.0):
    c.circle(x, y, r, c.rad([(0, color, op), (max(inner, 0.001), color, op), (0.35, color, op * 0.35), (1, color, 0)]))


def sun(c, x, y, r, core='#fff6d8', halo='#ffd9a0', glow_r=None, glow_op=0.55):
    glow_r = glow_r or r * 7
    c.circle(x, y, glow_r, c.rad([(0, halo, glow_op), (0.18, halo, glow_op * 0.6), (0.5, halo, glow_op * 0.18), (1, halo, 0)]))
    c.circle(x, y, r * 1.35, halo, op=0.35)
    c.circle(x, y, r, core)


def moon(c, x, y, r, color='#fbf3d5', sky_col='#1b2140', halo=True):
    if halo:
        c.circle(x, y, r * 5, c.rad([(0, color, 0.25), (1, color, 0)]))
    c.circle(x, y, r, color)
    c.circle(x + r * 0.42, y - r * 0.18, r * 0.9, sky_col)


def stars(c, rng, count, y_max, color='#ffffff', big=0.08):
    for _ in range(count):
        x, y = rng.uniform(0, c.w), rng.uniform(0, y_max) ** 1.0
        y = y_max * (rng.random() ** 1.6)
        r = rng.uniform(0.6, 1.6) * c.w / 1600
        c.circle(x, y, r, color, op=rng.uniform(0.35, 0.95))
        if rng.random() < big:
            s = r * 5
            c.path('M%s,%sQ%s,%s %s,%sQ%s,%s %s,%sQ%s,%s %s,%sQ%s,%s %s,%sZ' % (
                n(x), n(y - s), n(x), n(y), n(x + s), n(y), n(x), n(y), n(x), n(y + s),
                n(x), n(y), n(x - s), n(y), n(x), n(y), n(x), n(y - s)), color, op=0.8)


def cloud(c, x, y, w, color, op=0.9, rng=None, h=None, shade=None):
    """Flat cumulus: circles on a flat baseline, merged through group opacity."""
    rng = rng or random.Random(int(x * 7 + y * 13))
    h = h or w * 0.32
    c.open(op=op)
    k = max(3, int(w / (h * 0.7)))
    for i in range(k):
        t = (i + 0.5) / k
        bump = math.sin(math.pi * t) ** 0.7
        r = h * (0.38 + 0.55 * bump) * rng.uniform(0.8, 1.1)
        cx = x + w * t
        c.circle(cx, y - r * 0.55, r, color)
    c.rect(x - h * 0.2, y - h * 0.35, w + h * 0.4, h * 0.35, color, rx=h * 0.17)
    if shade:
        c.rect(x - h * 0.2, y - h * 0.14, w + h * 0.4, h * 0.14, shade, rx=h * 0.07)
    c.close()


def streak(c, x, y, w, h, color, op=0.6):
    c.rect(x, y - h / 2, w, h, color, rx=h / 2, op=op)


def mist(c, y0, y1, color, op=0.7, x0=None, x1=None):
    """Vertical gradient haze band: transparent at y0 -> op at y1."""
    x0 = -10 if x0 is None else x0
    x1 = c.w + 10 if x1 is None else x1
    c.rect(x0, y0, x1 - x0, y1 - y0, c.lin([(0, color, 0), (1, color, op)], 0, y0, 0, y1, user=True))


def mist_blob(c, x, y, rx, ry, color, op=0.5):
    c.ellipse(x, y, rx, ry, c.rad([(0, color, op), (0.55, color, op * 0.6), (1, color, 0)]))


def birds(c, rng, x, y, count, size, color, spread=None):
    spread = spread or size * 12
    for _ in range(count):
        bx = x + rng.uniform(-spread, spread)
        by = y + rng.uniform(-spread * 0.35, spread * 0.35)
        s = size * rng.uniform(0.6, 1.2)
        flap = rng.uniform(0.1, 0.5)
        d = 'M%s,%sQ%s,%s %s,%sQ%s,%s %s,%s' % (
            n(bx - s), n(by - s * flap), n(bx - s * 0.45), n(by - s * 0.55), n(bx), n(by),
            n(bx + s * 0.45), n(by - s * 0.55), n(bx + s), n(by - s * flap))
        c.stroke(d, color, max(1.0, s * 0.16))


# ---------------------------------------------------------------- mountains

def find_peaks(pts, win):
    peaks = []
    m = len(pts)
    j0 = 0
    for i in range(m):
        x, y = pts[i]
        ok = True
        j = i
        while j > 0 and pts[j - 1][0] > x - win:
            j -= 1
            if pts[j][1] < y:
                ok = False
                break
        if ok:
            j = i
            while j < m - 1 and pts[j + 1][0] < x + win:
                j += 1
                if pts[j][1] <= y:
                    ok = False
                    break
        if ok:
            peaks.append(i)
    return peaks


def mountain(c, rng, pts, base, body, shadow='#1c2340', shadow_op=0.35, snowline=None,
             snow='#ffffff', snow_depth=1.0, sun_side='left', peak_win=None, facet=True,
             edge=None, detail=True):
    """Layered mountain range with snow caps and faceted shadow faces.

    pts: ridge polyline (x ascending), base: bottom y, body: fill (colour or url)."""
    d = poly_d(pts + [(pts[-1][0], base), (pts[0][0], base)])
    c.path(d, body)
    cl = c.clip(d)
    c.open(clip=cl)
    top = min(p[1] for p in pts)
    if snowline is not None:
        # snow cap with jagged lower edge and couloir fingers
        step = max(1, len(pts) // 90)
        ph1, ph2 = rng.uniform(0, 9), rng.uniform(0, 9)
        span_x = pts[-1][0] - pts[0][0]
        bottom = []
        for i in range(0, len(pts), step):
            x, y = pts[i]
            if y < snowline:
                u = x / span_x * 40
                f = 0.62 + 0.22 * math.sin(u * 0.9 + ph1) + 0.12 * math.sin(u * 2.7 + ph2) + rng.uniform(-0.08, 0.08)
                if rng.random() < 0.12:
                    f *= 1.45
                depth = (snowline - y) * snow_depth * f
                bottom.append((x, min(base, y + depth + 2)))
            else:
                bottom.append((x, y + 1))
        bottom.append((pts[-1][0], pts[-1][1] + 1))
        sp = [(x, y - 4) for x, y in pts] + bottom[::-1]
        c.path(poly_d(sp), snow)
    if facet:
        win = peak_win or (pts[-1][0] - pts[0][0]) / 14
        peaks = find_peaks(pts, win)
        span = base - top
        for k, i in enumerate(peaks):
            px, py = pts[i]
            if sun_side == 'left':
                j_end = peaks[k + 1] if k + 1 < len(peaks) else len(pts) - 1
                v = max(range(i, j_end + 1), key=lambda j: pts[j][1])
                seg = pts[i:v + 1]
                sgn = 1
            else:
                j_start = peaks[k - 1] if k > 0 else 0
                v = max(range(j_start, i + 1), key=lambda j: pts[j][1])
                seg = pts[v:i + 1][::-1]
                sgn = -1
            vx, vy = pts[v]
            s1 = rng.uniform(0.35, 0.8)
            foot = (px + sgn * s1 * (base - py), base)
            crest = mpd(rng, [(px, py), foot], 0.18, 4)
            gfoot = (vx + sgn * rng.uniform(0.1, 0.45) * (base - vy), base)
            gully = mpd(rng, [(vx, vy), gfoot], 0.12, 3)
            poly = seg + gully[1:] + [foot] + crest[::-1][1:]
            c.path(poly_d(poly), shadow, op=shadow_op)
            if detail and (py - top) < span * 0.8:
                # a secondary, fainter facet on the lit face
                s2 = rng.uniform(0.6, 1.1)
                st = (px - sgn * (base - py) * 0.12, py + (base - py) * 0.12)
                f2 = (px - sgn * s2 * (base - py), base)
                cr2 = mpd(rng, [st, f2], 0.2, 4)
                sub = cr2 + [(f2[0] + sgn * (base - py) * 0.35, base)]
                c.path(poly_d(sub), shadow, op=shadow_op * 0.3)
    c.close()
    if edge:
        c.stroke(poly_d(pts, False), edge[0], edge[1], op=edge[2] if len(edge) > 2 else 1)


def pine(x, y, h, w=None, tiers=3, lean=0.0):
    """Return path data for a stylised conifer with its base at (x,y)."""
    w = w or h * 0.42
    pts = [(x + lean, y - h)]
    right = []
    for k in range(tiers):
        t = (k + 1) / tiers
        yy = y - h + h * 0.92 * t
        ww = w * 0.5 * (0.35 + 0.65 * t)
        right.append((x + ww, yy))
        if k < tiers - 1:
            right.append((x + ww * 0.42, yy - h * 0.02))
    left = [(2 * x - px, py) for px, py in right][::-1]
    pts += right + [(x + w * 0.06, y - h * 0.08), (x + w * 0.06, y), (x - w * 0.06, y), (x - w * 0.06, y - h * 0.08)] + left
    return poly_d(pts)


def round_tree(x, y, h, w=None):
    w = w or h * 0.7
    r = w / 2
    return ('M%s,%sL%s,%sL%s,%sL%s,%sZ' % (n(x - w * 0.05), n(y), n(x - w * 0.05), n(y - h * 0.4),
                                           n(x + w * 0.05), n(y - h * 0.4), n(x + w * 0.05), n(y)) +
            'M%s,%sa%s,%s 0 1,0 %s,0a%s,%s 0 1,0 %s,0Z' % (
                n(x - r), n(y - h + r), n(r), n(r * 1.05), n(2 * r), n(r), n(r * 1.05), n(-2 * r)))


def forest_ridge(c, rng, pts, base, fill, tree_h=(14, 26), density=0.9, kind='pine', smooth=True,
                 extra_rows=0, row_fill=None):
    """Hill silhouette with trees standing along the ridge (same fill => merged silhouette)."""
    body = (smooth_d(pts) + 'L%s,%sL%s,%sZ' % (n(pts[-1][0]), n(base), n(pts[0][0]), n(base))) if smooth else \
        poly_d(pts + [(pts[-1][0], base), (pts[0][0], base)])
    ds = [body]
    if tree_h:
        x = pts[0][0]
        while x < pts[-1][0]:
            h = rng.uniform(*tree_h)
            if rng.random() < density:
                y = ridge_y(pts, x) + h * 0.12
                if kind == 'pine' or (kind == 'mixed' and rng.random() < 0.6):
                    ds.append(pine(x, y, h, tiers=rng.choice((3, 3, 4))))
                else:
                    ds.append(round_tree(x, y, h * 0.8))
            x += h * rng.uniform(0.22, 0.5)
    c.path(''.join(ds), fill)
    if extra_rows and row_fill:
        for r in range(extra_rows):
            x = pts[0][0] + rng.uniform(0, 30)
            dd = []
            while x < pts[-1][0]:
                h = rng.uniform(*tree_h) * 0.9
                y = ridge_y(pts, x) + (r + 1) * tree_h[1] * 0.9 + rng.uniform(-4, 8)
                if y < base:
                    dd.append(pine(x, y, h) if kind != 'round' else round_tree(x, y, h * 0.8))
                x += h * rng.uniform(0.9, 2.5)
            c.path(''.join(dd), row_fill)


def hill_gradient(c, top_y, base_y, col_top, col_bottom):
    return c.lin([(0, col_top), (1, col_bottom)], 0, top_y, 0, base_y, user=True)


# ---------------------------------------------------------------- prayer flags

FLAG_COLS = ['#2f6fd0', '#f4f1e6', '#d8393b', '#2e9a58', '#f2c230']


def qbez(p0, p1, p2, t):
    a = (1 - t) ** 2
    b = 2 * (1 - t) * t
    cc = t * t
    return (a * p0[0] + b * p1[0] + cc * p2[0], a * p0[1] + b * p1[1] + cc * p2[1])


def prayer_flags(c, p0, p2, sag, count, size, phase=0.0, wind=(0.35, 0.1), flutter=0.25, line='#3a2f2a',
                 cols=None, op=1.0, shade=0.0):
    """String of lungta flags between p0 and p2; flags hang from the string and flutter."""
    cols = cols or FLAG_COLS
    mid = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2 + sag)
    c.open(op=op)
    steps = 24
    d = 'M%s Q%s %s' % (pt(p0), pt(mid), pt(p2))
    c.stroke(d, line, max(1, size * 0.05))
    L = math.hypot(p2[0] - p0[0], p2[1] - p0[1])
    for i in range(count):
        t0 = (i + 0.12) / count
        t1 = (i + 0.88) / count
        a = qbez(p0, mid, p2, t0)
        b = qbez(p0, mid, p2, t1)
        ph = phase * math.tau + i * 0.9
        fw = math.sin(ph) * flutter
        dx = size * (wind[0] + fw * 0.6)
        dy = size * (1.0 - abs(wind[0]) * 0.3 + wind[1] * math.sin(ph * 1.3 + 1))
        k = size * 0.12 * math.sin(ph + 1.7)
        col = cols[i % len(cols)]
        poly = [a, b, (b[0] + dx, b[1] + dy + k), (a[0] + dx, a[1] + dy - k)]
        cc = col if shade <= 0 else mix(col, '#1a1a2a', shade)
        c.poly(poly, cc)
    c.close()


def pole(c, x, y_base, h, color='#4a3a30', w=4):
    c.rect(x - w / 2, y_base - h, w, h, color)


def darchor(c, x, y_base, h, color='#f4f1e6', pole_col='#5a4536', phase=0.0, fw=None):
    """Tall vertical Bhutanese prayer flag on a pole."""
    fw = fw or h * 0.13
    c.rect(x - h * 0.008, y_base - h, h * 0.016 + 0.8, h, pole_col)
    top = y_base - h * 0.95
    wave = math.sin(phase * math.tau) * fw * 0.15
    d = 'M%s,%s L%s,%s Q%s,%s %s,%s L%s,%s Z' % (
        n(x), n(top), n(x + fw + wave), n(top + fw * 0.1),
        n(x + fw * 1.1 - wave), n(top + h * 0.35), n(x + fw + wave * 0.5), n(top + h * 0.68),
        n(x), n(top + h * 0.7))
    c.path(d, color)
    for k in range(7):
        yy = top + h * (0.08 + k * 0.085)
        c.line((x + fw * 0.15, yy), (x + fw * 0.8, yy + fw * 0.05), dark(color, 0.25), max(0.6, h * 0.006), op=0.6)
    c.circle(x, y_base - h, h * 0.015 + 1, '#e0b640')
