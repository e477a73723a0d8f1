"""Logo, favicon, app icons and airline badge marks (hand-written, optimised SVG)."""
import math
from ttf import font, text_path

SERIF = 'DejaVuSerifCondensed-Bold.ttf'
SANS = 'DejaVuSans-Bold.ttf'


def f1(v):
    s = '%.1f' % v
    if s.endswith('.0'):
        s = s[:-2]
    return '0' if s == '-0' else s


def poly(pts):
    return 'M' + 'L'.join('%s %s' % (f1(x), f1(y)) for x, y in pts) + 'Z'


def aster_d(cx, cy, r, petals=10):
    """Petals as one path (pointed ellipses)."""
    d = []
    for k in range(petals):
        a = k * math.tau / petals
        ca, sa = math.cos(a), math.sin(a)
        tip = (cx + ca * r, cy + sa * r)
        base = (cx + ca * r * 0.18, cy + sa * r * 0.18)
        w = r * 0.2
        mx, my = cx + ca * r * 0.6, cy + sa * r * 0.6
        l = (mx - sa * w, my + ca * w)
        rr = (mx + sa * w, my - ca * w)
        d.append('M%s %sQ%s %s %s %sQ%s %s %s %sZ' % (f1(base[0]), f1(base[1]), f1(l[0]), f1(l[1]), f1(tip[0]), f1(tip[1]),
                                                    f1(rr[0]), f1(rr[1]), f1(base[0]), f1(base[1])))
    return ''.join(d)


def peak(apex, half_w, base_y, cap_frac=0.36, inset=1.1):
    """Mountain triangle and its inset snow cap (zig-zag lower edge)."""
    ax, ay = apex
    body = poly([(ax - half_w, base_y), (ax, ay), (ax + half_w, base_y)])
    h = base_y - ay
    cy = ay + h * cap_frac
    sl = half_w / h
    wl = (cy - ay) * sl
    # inset the cap from the edges so a rim of the body colour surrounds it
    pts = [(ax, ay + inset * 1.6), (ax + wl - inset * 1.2, cy - inset * 0.3), (ax + wl * 0.45, cy - h * 0.07),
           (ax + wl * 0.1, cy + h * 0.02), (ax - wl * 0.3, cy - h * 0.08), (ax - wl + inset * 1.2, cy - inset * 0.3)]
    return body, poly(pts)


def mark_paths(ox=0.0, oy=0.0, s=1.0):
    """The mark in a 48x48 design box: two peaks + an aster rising like a sun."""
    T = lambda x, y: (ox + x * s, oy + y * s)
    b1, c1 = peak(T(19, 11), 17 * s, oy + 43 * s, 0.46, 1.2 * s)
    b2, c2 = peak(T(34, 21), 13 * s, oy + 43 * s, 0.44, 1.0 * s)
    flower = aster_d(*T(36, 11), 8.6 * s, 10)
    cx, cy = T(36, 11)
    return dict(b1=b1, c1=c1, b2=b2, c2=c2, flower=flower, fc=(cx, cy, 2.6 * s),
                base=poly([T(2, 43), T(46, 43), T(46, 45.4), T(2, 45.4)]))


COLORS = {
    'dark': dict(p1='#1f3a5f', p2='#2f8f8a', cap='#ffffff', petal='#8e5cc7', center='#f2b632', text='#1f3a5f', sub='#2f8f8a', rule='#e3aa30'),
    'light': dict(p1='#e6eff7', p2='#8fd3c9', cap='#1f3a5f', petal='#c9a8f0', center='#f2c14e', text='#ffffff', sub='#8fd3c9', rule='#f2c14e'),
}


def mark_svg_parts(m, C, light=False):
    out = []
    out.append('<path fill="%s" d="%s"/>' % (C['petal'], m['flower']))
    out.append('<circle fill="%s" cx="%s" cy="%s" r="%s"/>' % (C['center'], f1(m['fc'][0]), f1(m['fc'][1]), f1(m['fc'][2])))
    out.append('<path fill="%s" d="%s"/>' % (C['p2'], m['b2']))
    out.append('<path fill="%s" d="%s"/>' % (C['p1'], m['b1']))
    cap = C['cap'] if not light else '#ffffff'
    capop = '' if not light else ''
    if light:
        # on dark backgrounds: bodies are pale, caps are pure white separated by a darker rim line
        out.append('<path fill="#ffffff" stroke="#1f3a5f" stroke-width=".9" stroke-linejoin="round" d="%s%s"/>' % (m['c1'], m['c2']))
    else:
        out.append('<path fill="%s" d="%s%s"/>' % (cap, m['c1'], m['c2']))
    out.append('<path fill="%s" d="%s"/>' % (C['rule'], m['base']))
    return ''.join(out)


def logo_svg(variant='dark'):
    C = COLORS[variant]
    m = mark_paths(0, 1, 0.96)
    serif, sans = font(SERIF), font(SANS)
    d1, w1 = text_path(serif, 'Himalayan Aster', 54, 26.5, 21.5)
    d2, w2 = text_path(sans, 'TOURS', 55, 41.5, 9.6, ls=3.6)
    rule_x0 = 55 + w2 + 7
    rule_x1 = 54 + w1
    W = math.ceil(rule_x1 + 2)
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d 48" width="%d" height="48" role="img" aria-labelledby="t">'
           '<title id="t">Himalayan Aster Tours</title>' % (W, W))
    svg += mark_svg_parts(m, C, light=(variant == 'light'))
    svg += '<path fill="%s" d="%s"/>' % (C['text'], d1)
    svg += '<path fill="%s" d="%s"/>' % (C['sub'], d2)
    svg += '<path fill="%s" d="M%s 37.6H%sv1.6H%sZ"/>' % (C['rule'], f1(rule_x0), f1(rule_x1), f1(rule_x0))
    svg += '</svg>'
    return svg


def tile_svg(size=32, pad=0.0, rounded=True):
    """Square app-icon / favicon: the mark in light colours on a navy rounded tile."""
    s = size / 48.0
    inner = 1 - 2 * pad
    m = mark_paths(size * pad + size * inner * 0.06, size * pad + size * inner * 0.02, s * inner * 0.88)
    C = dict(COLORS['dark'])
    C.update(p1='#ffffff', p2='#8fd3c9', cap='#1f3a5f', petal='#c9a8f0', center='#f2c14e', rule='#f2c14e')
    rx = size * 0.22 if rounded else 0
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">'
           '<title>Himalayan Aster Tours</title>' % (size, size, size, size))
    svg += '<rect width="%d" height="%d" rx="%s" fill="#1f3a5f"/>' % (size, size, f1(rx))
    out = []
    out.append('<path fill="%s" d="%s"/>' % (C['petal'], m['flower']))
    out.append('<circle fill="%s" cx="%s" cy="%s" r="%s"/>' % (C['center'], f1(m['fc'][0]), f1(m['fc'][1]), f1(m['fc'][2])))
    out.append('<path fill="%s" d="%s"/>' % (C['p2'], m['b2']))
    out.append('<path fill="%s" d="%s"/>' % (C['p1'], m['b1']))
    out.append('<path fill="#1f3a5f" d="%s%s" opacity=".22"/>' % (m['c1'], m['c2']))
    out.append('<path fill="%s" d="%s"/>' % (C['rule'], m['base']))
    svg += ''.join(out) + '</svg>'
    return svg


PLANE = ('M0-9.5c1 0 1.6 1.1 1.6 2.6V-3l7.4 4.2v2L1.6.9v4.6l2.4 1.8V9L0 7.9-4 9V7.3l2.4-1.8V.9L-9 3.2v-2L-1.6-3v-3.9C-1.6-8.4-1-9.5 0-9.5Z')


def badge_svg(code, name, bg, bg2, fg='#ffffff'):
    sans = font(SANS)
    size = 22 if len(code) == 2 else 18
    d, w = text_path(sans, code, 0, 0, size, ls=0.5)
    x0 = 32 - w / 2
    d, w = text_path(sans, code, x0, 52, size, ls=0.5)
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t">'
           '<title id="t">%s</title>'
           '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>'
           '<rect width="64" height="64" rx="14" fill="url(#g)"/>'
           '<path fill="%s" opacity=".14" d="M0 44Q20 34 64 40V50Q64 64 50 64H14Q0 64 0 50Z"/>'
           '<path fill="%s" transform="translate(32 20) rotate(45) scale(1.05)" d="%s"/>'
           '<path fill="%s" d="%s"/>'
           '</svg>') % (name, bg, bg2, fg, fg, PLANE, fg, d)
    return svg


AIRLINES = {
    'indigo': ('6E', 'IndiGo (6E)', '#3346a8', '#1f2a78'),
    'air-india': ('AI', 'Air India (AI)', '#d2383a', '#9f1d2a'),
    'spicejet': ('SG', 'SpiceJet (SG)', '#ef6a2c', '#c9361f'),
}
